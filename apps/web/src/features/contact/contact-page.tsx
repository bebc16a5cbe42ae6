import { contactCalls, contactLimits, type TContactRequest, ZContactRequestSchema } from '@atlas/shared';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { type CSSProperties, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { callApi } from '../../api/http';
import { AuthCard } from '../../components/auth-card';
import { FormSubmit } from '../../components/form-submit';
import { applyServerError } from '../../components/server-error';
import { StatusPanel } from '../../components/status-panel';
import { zodRule } from '../../components/zod-rule';
import { portalPath } from '../../session/portal-path';
import { useSessionUser } from '../../session/session-context';

const fieldNames = ['name', 'email', 'subject', 'message'] as const;
const { shape } = ZContactRequestSchema;

// Off-screen rather than display:none, which some robots skip; people and screen readers never meet it.
const honeypot: CSSProperties = {
  position: 'absolute',
  left: -10_000,
  width: 1,
  height: 1,
  overflow: 'hidden',
};

/** /contact: the contact-us form, open to everyone; a signed-in account finds its name and e-mail filled in. */
export function ContactPage() {
  const [form] = Form.useForm<TContactRequest>();
  const navigate = useNavigate();
  const { account } = useSessionUser();
  const [alert, setAlert] = useState<string | null>(null);
  const mutation = useMutation({
    // Silent: the form shows the answer inline.
    mutationFn: (body: TContactRequest) =>
      callApi(contactCalls.sendContactMessage, { body }, { silent: true }),
    onMutate: () => setAlert(null),
    onError: (error) => setAlert(applyServerError(form, error, fieldNames)),
  });

  useEffect(() => {
    if (account && !form.isFieldsTouched(['name', 'email'])) {
      form.setFieldsValue({ name: account.name, email: account.email });
    }
  }, [account, form]);

  const home = account ? portalPath(account.role) : '/index';
  const footer = (
    <Typography.Text type="secondary">
      <Link to={home}>{account ? 'Back to your portal' : 'Back to the home page'}</Link>
    </Typography.Text>
  );

  if (mutation.isSuccess) {
    const sent = mutation.variables;
    return (
      <AuthCard title="Contact us" width={560} footer={footer}>
        <StatusPanel
          status="success"
          title="Message sent"
          subTitle={`Thank you, ${sent.name}. We will answer at ${sent.email}, usually within one business day.`}
          extra={[
            <Button key="home" type="primary" onClick={() => navigate(home)}>
              Done
            </Button>,
            <Button
              key="again"
              onClick={() => {
                form.setFieldsValue({ subject: '', message: '' });
                mutation.reset();
              }}
            >
              Send another message
            </Button>,
          ]}
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Contact us"
      subtitle="Questions about commissions, billing or your account? Write to us and we will answer by e-mail."
      width={560}
      footer={footer}
    >
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        disabled={mutation.isPending}
        onFinish={(values) => mutation.mutate(values)}
      >
        {alert ? (
          <Alert type="error" showIcon title={alert} style={{ marginBottom: 24 }} role="alert" />
        ) : null}
        <Form.Item
          label="Name"
          name="name"
          rules={[{ required: true, message: 'Enter your name' }, zodRule(shape.name)]}
        >
          <Input autoComplete="name" />
        </Form.Item>
        <Form.Item
          label="E-mail"
          name="email"
          rules={[{ required: true, message: 'Enter your e-mail' }, zodRule(shape.email)]}
        >
          <Input autoComplete="email" inputMode="email" placeholder="you@example.com" />
        </Form.Item>
        <Form.Item
          label="Subject"
          name="subject"
          rules={[{ required: true, message: 'Enter a subject' }, zodRule(shape.subject)]}
        >
          <Input maxLength={contactLimits.subject} />
        </Form.Item>
        <Form.Item
          label="Message"
          name="message"
          rules={[{ required: true, message: 'Write your message' }, zodRule(shape.message)]}
        >
          <Input.TextArea rows={6} showCount maxLength={contactLimits.messageMax} />
        </Form.Item>
        <div aria-hidden="true" style={honeypot}>
          <Form.Item label="Website" name="website">
            <Input tabIndex={-1} autoComplete="off" />
          </Form.Item>
        </div>
        <FormSubmit loading={mutation.isPending}>Send message</FormSubmit>
      </Form>
    </AuthCard>
  );
}
