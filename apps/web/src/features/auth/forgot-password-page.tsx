import { passwordCalls, resetLinkHours, type TForgotPasswordRequest, ZEmailSchema } from '@atlas/shared';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { callApi } from '../../api/http';
import { AuthCard } from '../../components/auth-card';
import { FormSubmit } from '../../components/form-submit';
import { applyServerError } from '../../components/server-error';
import { zodRule } from '../../components/zod-rule';
import { useSearchParams } from '../../lib/use-search-params';

const fieldNames = ['email'] as const;

/** /forgot-password: asks for a reset link. The answer never says whether the e-mail has an account. */
export function ForgotPasswordPage() {
  const [params] = useSearchParams();
  const [form] = Form.useForm<TForgotPasswordRequest>();
  const [alert, setAlert] = useState<string | null>(null);
  const mutation = useMutation({
    // Silent: the form shows the answer inline (the same for every e-mail).
    mutationFn: (body: TForgotPasswordRequest) =>
      callApi(passwordCalls.requestPasswordReset, { body }, { silent: true }),
    onMutate: () => setAlert(null),
    onError: (error) => setAlert(applyServerError(form, error, fieldNames)),
  });
  const footer = (
    <Typography.Text type="secondary">
      Remembered it? <Link to="/sign-in">Sign in</Link>
    </Typography.Text>
  );

  if (mutation.isSuccess) {
    return (
      <AuthCard title="Check your e-mail" footer={footer}>
        <Typography.Paragraph>
          If an account exists for <Typography.Text strong>{mutation.variables.email}</Typography.Text>, we
          sent it a link to choose a new password. The link works once, for {resetLinkHours} hour.
        </Typography.Paragraph>
        <Flex gap={8} wrap>
          <Button onClick={() => mutation.reset()}>Use another e-mail</Button>
          <Button
            type="link"
            onClick={() => mutation.mutate(mutation.variables)}
            loading={mutation.isPending}
          >
            Send the link again
          </Button>
        </Flex>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter the e-mail of your account and we will send you a link to choose a new password."
      footer={footer}
    >
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        disabled={mutation.isPending}
        initialValues={{ email: params.get('email') ?? '' }}
        onFinish={(values) => {
          const parsed = ZEmailSchema.safeParse(values.email);
          mutation.mutate({ email: parsed.success ? parsed.data : values.email });
        }}
      >
        {alert ? (
          <Alert type="error" showIcon title={alert} style={{ marginBottom: 24 }} role="alert" />
        ) : null}
        <Form.Item
          label="E-mail"
          name="email"
          rules={[{ required: true, message: 'Enter your e-mail' }, zodRule(ZEmailSchema)]}
        >
          <Input autoComplete="email" inputMode="email" placeholder="you@example.com" autoFocus />
        </Form.Item>
        <FormSubmit loading={mutation.isPending}>Send the reset link</FormSubmit>
      </Form>
    </AuthCard>
  );
}
