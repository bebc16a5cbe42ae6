import {
  delegationCalls,
  type TAddDelegateRequest,
  ZAddDelegateRequestSchema,
  ZEmailSchema,
} from '@atlas/shared';
import { useMutation } from '@tanstack/react-query';
import { Alert, App, Button, Card, Flex, Form, Input, Select, Typography } from 'antd';
import { useState } from 'react';
import { callApi } from '../../api/http';
import { applyServerError } from '../../components/server-error';
import { zodRule } from '../../components/zod-rule';
import { accessHints, accessLabels } from './delegation-labels';
import { useUpsertDelegate } from './use-delegates';

const fieldNames = ['email', 'access'] as const;
const accessOptions = (['read_only', 'full'] as const).map((value) => ({
  value,
  label: accessLabels[value],
  title: accessHints[value],
}));

/** Invite by e-mail with an access level; the invitation e-mail carries the link to accept. */
export function InviteDelegateForm() {
  const [form] = Form.useForm<TAddDelegateRequest>();
  const { message } = App.useApp();
  const upsert = useUpsertDelegate();
  const [alert, setAlert] = useState<string | null>(null);
  const access = Form.useWatch('access', form);
  const mutation = useMutation({
    // Silent: the form shows field errors inline.
    mutationFn: (body: TAddDelegateRequest) =>
      callApi(delegationCalls.addDelegate, { body }, { silent: true }),
    onMutate: () => setAlert(null),
    onSuccess: (row) => {
      upsert(row);
      form.resetFields(['email']);
      void message.success(`Invitation sent to ${row.email}`);
    },
    onError: (error) => setAlert(applyServerError(form, error, fieldNames)),
  });

  const submit = (values: TAddDelegateRequest) => {
    const parsed = ZAddDelegateRequestSchema.safeParse(values);
    mutation.mutate(parsed.success ? parsed.data : values);
  };

  return (
    <Card variant="borderless" title="Invite a delegate">
      {alert ? <Alert type="error" showIcon title={alert} style={{ marginBottom: 16 }} role="alert" /> : null}
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
        disabled={mutation.isPending}
        initialValues={{ access: 'read_only' }}
      >
        <Flex gap={16} wrap align="flex-start">
          <Form.Item
            label="E-mail"
            name="email"
            style={{ flex: '1 1 280px', marginBottom: 8 }}
            rules={[{ required: true, message: 'Enter the e-mail to invite' }, zodRule(ZEmailSchema)]}
          >
            <Input inputMode="email" autoComplete="off" placeholder="colleague@example.com" />
          </Form.Item>
          <Form.Item
            label="Access"
            name="access"
            style={{ flex: '0 1 220px', marginBottom: 8 }}
            rules={[{ required: true, message: 'Choose full or read-only access' }]}
          >
            <Select options={accessOptions} aria-label="Access" />
          </Form.Item>
          <Form.Item label=" " style={{ marginBottom: 8 }}>
            <Button type="primary" htmlType="submit" loading={mutation.isPending} disabled={false}>
              Send invitation
            </Button>
          </Form.Item>
        </Flex>
        {access ? (
          <Typography.Text type="secondary">
            {accessLabels[access]}: {accessHints[access].toLowerCase()}.
          </Typography.Text>
        ) : null}
      </Form>
    </Card>
  );
}
