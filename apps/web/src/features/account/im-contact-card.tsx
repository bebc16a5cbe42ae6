import {
  imCalls,
  imChannelRules,
  imChannels,
  normalizeImHandle,
  type TImChannel,
  type TImContactRequest,
} from '@atlas/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Flex, Form, Input, Select, Skeleton, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { callKey, useCall } from '../../api/calls';
import { callApi } from '../../api/http';
import { applyServerError } from '../../components/server-error';
import { formatDate } from '../../lib/format';

const fieldNames = ['channel', 'handle'] as const;
const channelOptions = imChannels.map((channel) => ({
  value: channel,
  label: imChannelRules[channel].label,
}));

type TValues = { channel: TImChannel; handle: string };

/**
 * How the Affiliate Atlas team can reach the account by instant message (spec: user/im). The
 * handle is checked against its channel's rule here and again on the server.
 */
export function ImContactCard() {
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [form] = Form.useForm<TValues>();
  const channel = Form.useWatch('channel', form) ?? 'whatsapp';
  const [alert, setAlert] = useState<string | null>(null);
  const { data, isLoading, error, refetch } = useCall(imCalls.getImContact, {});
  const mutation = useMutation({
    // Silent: field errors land on the form.
    mutationFn: (body: TImContactRequest) => callApi(imCalls.saveImContact, { body }, { silent: true }),
    onMutate: () => setAlert(null),
    onSuccess: (saved) => {
      queryClient.setQueryData(callKey(imCalls.getImContact, {}), saved);
      form.setFieldsValue({ channel: saved.channel, handle: saved.handle });
      void message.success('Contact details saved');
    },
    onError: (failure) => setAlert(applyServerError(form, failure, fieldNames)),
  });

  useEffect(() => {
    if (data) {
      form.setFieldsValue({ channel: data.channel, handle: data.handle });
    }
  }, [data, form]);

  const rule = imChannelRules[channel];
  return (
    <Card title="Contact details" data-testid="im-contact">
      <Typography.Paragraph type="secondary">
        Leave an instant-messaging contact so your account manager can reach you quickly.
      </Typography.Paragraph>
      {isLoading ? <Skeleton active paragraph={{ rows: 2 }} /> : null}
      {error ? (
        <Alert
          type="error"
          showIcon
          title="We could not load your contact details."
          action={<Button onClick={() => void refetch()}>Try again</Button>}
        />
      ) : null}
      {!isLoading && !error ? (
        <Form
          form={form}
          layout="vertical"
          requiredMark={false}
          initialValues={{ channel: 'whatsapp', handle: '' }}
          disabled={mutation.isPending}
          onFinish={(values) => mutation.mutate(values)}
          style={{ maxWidth: 560 }}
        >
          {alert ? (
            <Alert type="error" showIcon title={alert} style={{ marginBottom: 16 }} role="alert" />
          ) : null}
          <Flex gap={12} wrap>
            <Form.Item label="Channel" name="channel" style={{ width: 170 }}>
              <Select
                options={channelOptions}
                aria-label="Channel"
                onChange={() => form.setFields([{ name: 'handle', errors: [] }])}
              />
            </Form.Item>
            <Form.Item
              label="Handle"
              name="handle"
              style={{ flex: 1, minWidth: 220 }}
              rules={[
                { required: true, whitespace: true, message: 'Enter your handle' },
                {
                  validator: async (_rule, value: string | undefined) => {
                    if (value?.trim() && !rule.pattern.test(normalizeImHandle(channel, value))) {
                      throw new Error(rule.message);
                    }
                  },
                },
              ]}
            >
              <Input placeholder={rule.placeholder} autoComplete="off" />
            </Form.Item>
          </Flex>
          <Flex align="center" gap={16}>
            <Button type="primary" htmlType="submit" loading={mutation.isPending} disabled={false}>
              Save contact
            </Button>
            {data ? (
              <Typography.Text type="secondary">Saved {formatDate(data.updatedAt)}</Typography.Text>
            ) : (
              <Typography.Text type="secondary">No contact saved yet</Typography.Text>
            )}
          </Flex>
        </Form>
      ) : null}
    </Card>
  );
}
