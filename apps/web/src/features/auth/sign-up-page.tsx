import { CheckCircleFilled } from '@ant-design/icons';
import {
  authCalls,
  type TRegisterRequest,
  type TUserRole,
  userRoles,
  ZEmailSchema,
  ZPasswordSchema,
  ZRegisterRequestSchema,
} from '@atlas/shared';
import { useMutation } from '@tanstack/react-query';
import { Alert, Form, Input, Radio, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { callApi } from '../../api/http';
import { AuthCard } from '../../components/auth-card';
import { FormSubmit } from '../../components/form-submit';
import { applyServerError } from '../../components/server-error';
import { zodRule } from '../../components/zod-rule';
import { useSearchParams } from '../../lib/use-search-params';
import { roleDescriptions } from './role-descriptions';
import { useSignUpChecks } from './use-sign-up-checks';

const fieldNames = ['role', 'name', 'email', 'password', 'invitationCode'] as const;
const passwordRule = 'At least 8 characters with a letter and a digit';
const { shape } = ZRegisterRequestSchema;

function roleFrom(value: string | null): TUserRole | undefined {
  return userRoles.find((role) => role === value);
}

/**
 * /sign-up: a new seller, publisher or partner account (`?code=` fills the invitation code from a
 * share link). The e-mail and the code are checked on leaving the field; the account is then
 * activated from the e-mailed link.
 */
export function SignUpPage() {
  const navigate = useNavigate();
  const checks = useSignUpChecks();
  const [params] = useSearchParams();
  const [form] = Form.useForm<TRegisterRequest>();
  const role = Form.useWatch('role', form);
  const [alert, setAlert] = useState<string | null>(null);
  const sharedCode = params.get('code') ?? '';

  // A share link's code is checked at once, so the invitee sees who invited them.
  useEffect(() => {
    if (sharedCode) {
      void form.validateFields(['invitationCode']).catch(() => {});
    }
  }, [sharedCode, form]);

  const mutation = useMutation({
    // Silent: the form shows the answer inline. A pending account; the link goes out by e-mail.
    mutationFn: (body: TRegisterRequest) => callApi(authCalls.registerUser, { body }, { silent: true }),
    onMutate: () => setAlert(null),
    onSuccess: ({ email }) => {
      navigate(`/sign-up/check-email?email=${encodeURIComponent(email)}`, { replace: true });
    },
    onError: (error) => setAlert(applyServerError(form, error, fieldNames)),
  });

  const submit = (values: TRegisterRequest) => {
    const body = { ...values, invitationCode: values.invitationCode?.trim() || undefined };
    const parsed = ZRegisterRequestSchema.safeParse(body);
    mutation.mutate(parsed.success ? parsed.data : body);
  };

  return (
    <AuthCard
      title="Create your account"
      subtitle="Join Affiliate Atlas as a seller, a publisher or a partner."
      width={480}
      footer={
        <Typography.Text type="secondary">
          Already have an account? <Link to="/sign-in">Sign in</Link>
        </Typography.Text>
      }
    >
      <Form
        form={form}
        layout="vertical"
        requiredMark="optional"
        onFinish={submit}
        disabled={mutation.isPending}
        initialValues={{
          role: roleFrom(params.get('role')),
          invitationCode: sharedCode,
          email: params.get('email') ?? undefined,
        }}
      >
        {alert ? (
          <Alert type="error" showIcon title={alert} style={{ marginBottom: 24 }} role="alert" />
        ) : null}
        <Form.Item
          label="Account type"
          name="role"
          rules={[{ required: true, message: 'Choose seller, publisher or partner' }]}
          extra={role ? roleDescriptions[role].summary : 'Choose how you will use Affiliate Atlas.'}
        >
          <Radio.Group
            block
            optionType="button"
            buttonStyle="solid"
            options={userRoles.map((value) => ({ value, label: roleDescriptions[value].label }))}
          />
        </Form.Item>
        <Form.Item
          label="Name"
          name="name"
          rules={[{ required: true, message: 'Enter your name' }, zodRule(shape.name)]}
        >
          <Input autoComplete="name" placeholder="Your name or company" />
        </Form.Item>
        <Form.Item
          label="E-mail"
          name="email"
          validateTrigger="onBlur"
          rules={[{ required: true, message: 'Enter your e-mail' }, zodRule(ZEmailSchema), checks.emailFree]}
        >
          <Input autoComplete="email" inputMode="email" placeholder="you@example.com" />
        </Form.Item>
        <Form.Item
          label="Password"
          name="password"
          extra={passwordRule}
          rules={[{ required: true, message: 'Choose a password' }, zodRule(ZPasswordSchema)]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label="Invitation code"
          name="invitationCode"
          validateTrigger="onBlur"
          rules={[zodRule(shape.invitationCode), checks.codeExists]}
          extra={
            checks.inviterName ? (
              <Typography.Text type="success">
                <CheckCircleFilled aria-hidden /> Invited by {checks.inviterName}
              </Typography.Text>
            ) : undefined
          }
        >
          <Input autoComplete="off" placeholder="If someone invited you" />
        </Form.Item>
        <FormSubmit loading={mutation.isPending}>Create account</FormSubmit>
      </Form>
    </AuthCard>
  );
}
