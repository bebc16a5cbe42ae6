import { type TLoginRequest, ZEmailSchema, ZLoginRequestSchema } from '@atlas/shared';
import { useMutation } from '@tanstack/react-query';
import { Alert, Form, Input } from 'antd';
import { type ReactNode, useState } from 'react';
import { FormSubmit } from '../../components/form-submit';
import { applyServerError } from '../../components/server-error';
import { zodRule } from '../../components/zod-rule';

export type CredentialsFormProps = {
  submitLabel: string;
  onSubmit: (values: TLoginRequest) => Promise<unknown>;
  /** A next step shown under a failure's message (e.g. "send the activation link again"). */
  errorAction?: (error: unknown, email: string) => ReactNode;
  /** Shown under the password field (e.g. "Forgot password?"). */
  passwordHelp?: ReactNode;
};

const fieldNames = ['email', 'password'] as const;

/**
 * E-mail and password, checked here with the shared rules, sent once, with the server's answer
 * (wrong password, too many attempts) shown inline: the call is silent, so nothing else toasts.
 */
export function CredentialsForm({ submitLabel, onSubmit, errorAction, passwordHelp }: CredentialsFormProps) {
  const [form] = Form.useForm<TLoginRequest>();
  const [alert, setAlert] = useState<{ text: string; action: ReactNode } | null>(null);
  const mutation = useMutation({
    mutationFn: onSubmit,
    onMutate: () => setAlert(null),
    onError: (error, values) => {
      const text = applyServerError(form, error, fieldNames);
      setAlert(text ? { text, action: errorAction?.(error, values.email) ?? null } : null);
    },
  });

  const submit = (values: TLoginRequest) => {
    const parsed = ZLoginRequestSchema.safeParse(values);
    mutation.mutate(parsed.success ? parsed.data : values);
  };

  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={submit} disabled={mutation.isPending}>
      {alert ? (
        <Alert
          type="error"
          showIcon
          title={alert.text}
          description={alert.action}
          style={{ marginBottom: 24 }}
          role="alert"
        />
      ) : null}
      <Form.Item
        label="E-mail"
        name="email"
        rules={[{ required: true, message: 'Enter your e-mail' }, zodRule(ZEmailSchema)]}
      >
        <Input autoComplete="email" inputMode="email" placeholder="you@example.com" autoFocus />
      </Form.Item>
      <Form.Item
        label="Password"
        name="password"
        rules={[
          { required: true, message: 'Enter your password' },
          zodRule(ZLoginRequestSchema.shape.password),
        ]}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      {passwordHelp ? (
        <div style={{ marginTop: -12, marginBottom: 16, textAlign: 'right' }}>{passwordHelp}</div>
      ) : null}
      <FormSubmit loading={mutation.isPending}>{submitLabel}</FormSubmit>
    </Form>
  );
}
