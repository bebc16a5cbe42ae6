import { EntryReason, passwordCalls, type TResetPasswordRequest, ZPasswordSchema } from '@atlas/shared';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Spin } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCall } from '../../api/calls';
import { ApiError, callApi } from '../../api/http';
import { AuthCard } from '../../components/auth-card';
import { FormSubmit } from '../../components/form-submit';
import { applyServerError } from '../../components/server-error';
import { zodRule } from '../../components/zod-rule';
import { useSearchParams } from '../../lib/use-search-params';
import { LinkProblem, linkReason } from './link-problem';
import { signInAfterReset } from './reset-done-notice';

type TResetValues = { password: string; confirm: string };

const noToken = new ApiError('This link has no token. Open the link from the e-mail again.', {
  code: '1001',
  status: 400,
  handled: false,
  reason: EntryReason.linkInvalid,
});

/**
 * /reset-password?token=: a new password; then every session ends, the API key is revoked and the
 * user signs in again.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const [form] = Form.useForm<TResetValues>();
  const [alert, setAlert] = useState<string | null>(null);
  const mutation = useMutation({
    // Silent: the form shows the answer inline. Every session of the account ends.
    mutationFn: (body: TResetPasswordRequest) =>
      callApi(passwordCalls.resetPassword, { body }, { silent: true }),
    onMutate: () => setAlert(null),
    onSuccess: (answer) => navigate(signInAfterReset(answer), { replace: true }),
    onError: (error) => setAlert(applyServerError(form, error, ['password'])),
  });

  // The link is checked as the page opens, so a used or expired one says so before the form.
  const check = useCall(
    passwordCalls.checkResetLink,
    { query: { token } },
    {
      silent: true,
      enabled: Boolean(token),
      retry: false,
      staleTime: Number.POSITIVE_INFINITY,
    },
  );

  const problem = token ? (check.error ?? mutation.error) : noToken;
  if (linkReason(problem)) {
    return (
      <LinkProblem error={problem}>
        <Button type="primary" onClick={() => navigate('/forgot-password')}>
          Ask for a new link
        </Button>
        <Button onClick={() => navigate('/sign-in')}>Go to sign in</Button>
      </LinkProblem>
    );
  }

  if (check.isPending && token) {
    return (
      <AuthCard title="Choose a new password" subtitle="Checking the link…">
        <Spin aria-label="Checking the link" />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Choose a new password"
      subtitle="After this, every device signed in to your account is signed out and its API key, if it has one, stops working."
    >
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        disabled={mutation.isPending}
        onFinish={({ password }) => mutation.mutate({ token, password })}
      >
        {alert ? (
          <Alert type="error" showIcon title={alert} style={{ marginBottom: 24 }} role="alert" />
        ) : null}
        <Form.Item
          label="New password"
          name="password"
          extra="At least 8 characters with a letter and a digit"
          rules={[{ required: true, message: 'Choose a password' }, zodRule(ZPasswordSchema)]}
        >
          <Input.Password autoComplete="new-password" autoFocus />
        </Form.Item>
        <Form.Item
          label="Repeat the new password"
          name="confirm"
          dependencies={['password']}
          rules={[
            { required: true, message: 'Repeat the password' },
            ({ getFieldValue }) => ({
              validator: async (_rule, value: unknown) => {
                if (value && value !== getFieldValue('password')) {
                  throw new Error('The two passwords differ');
                }
              },
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <FormSubmit loading={mutation.isPending}>Set the new password</FormSubmit>
      </Form>
    </AuthCard>
  );
}
