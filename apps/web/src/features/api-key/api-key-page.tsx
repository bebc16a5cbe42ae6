import { KeyOutlined, ReadOutlined } from '@ant-design/icons';
import { apiKeyCalls, apiKeyHeader, productSlug, type TApiKeyCreated } from '@atlas/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Descriptions, Empty, Flex, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { callKey, useCall, useRefresh } from '../../api/calls';
import { callApi } from '../../api/http';
import { LoadFailed } from '../../components/load-failed';
import { PageHeader } from '../../components/page-header';
import { errorText } from '../../components/server-error';
import { formatDateTime } from '../../lib/format';
import { useDelegationSwitch } from '../delegation/use-delegation-switch';
import { NewKeyPanel } from './new-key-panel';

const docsHref = `/api/${productSlug}/docs`;

/** The account's open-API key: masked with its times, or created / regenerated and shown once. */
export function ApiKeyPage() {
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const refresh = useRefresh();
  const { switched } = useDelegationSwitch();
  const [fresh, setFresh] = useState<TApiKeyCreated | null>(null);
  const query = useCall(apiKeyCalls.readApiKey, {}, { enabled: !switched });
  const mutation = useMutation({
    // Silent: the page shows a refusal inline. The whole key comes back this once.
    mutationFn: (mode: 'create' | 'regenerate') =>
      callApi(
        mode === 'create' ? apiKeyCalls.createApiKey : apiKeyCalls.regenerateApiKey,
        {},
        { silent: true },
      ),
    onSuccess: (created) => {
      setFresh(created);
      const { masked, createdAt, lastUsedAt } = created;
      queryClient.setQueryData(callKey(apiKeyCalls.readApiKey, {}), { masked, createdAt, lastUsedAt });
    },
    // A key made meanwhile (another tab) answers 409: show the key as it is now.
    onError: () => void refresh(apiKeyCalls.readApiKey),
  });

  const confirmRegenerate = () =>
    modal.confirm({
      title: 'Regenerate the API key?',
      content: 'The current key stops working at once. Every tool that uses it will need the new one.',
      okText: 'Regenerate',
      okButtonProps: { danger: true },
      onOk: () => mutation.mutateAsync('regenerate').catch(() => {}),
    });

  const header = (
    <PageHeader
      title="API key"
      subtitle={`Call the open API from your own tools: send this key in the ${apiKeyHeader} header.`}
      extra={
        <Button icon={<ReadOutlined />} href={docsHref} target="_blank" rel="noopener">
          API documentation
        </Button>
      }
    />
  );
  if (switched) {
    return (
      <>
        {header}
        <Alert
          type="info"
          showIcon
          title="Only the account owner can see and manage its API key"
          description="Go back to your own account to manage yours."
        />
      </>
    );
  }
  if (query.isError) {
    return (
      <>
        {header}
        <LoadFailed what="your API key" error={query.error} onRetry={() => void query.refetch()} />
      </>
    );
  }

  const current = query.data;
  return (
    <>
      {header}
      <Card variant="borderless">
        {mutation.isError ? (
          <Alert
            type="error"
            showIcon
            title={errorText(mutation.error)}
            style={{ marginBottom: 16 }}
            role="alert"
          />
        ) : null}
        {query.isLoading ? (
          <Skeleton active paragraph={{ rows: 3 }} />
        ) : fresh ? (
          <NewKeyPanel apiKey={fresh.key} onDone={() => setFresh(null)} />
        ) : current ? (
          <Flex vertical gap={24}>
            <Descriptions column={1} styles={{ label: { width: 160 } }}>
              <Descriptions.Item label="Key">
                <Typography.Text code data-testid="masked-api-key">
                  {current.masked}
                </Typography.Text>
              </Descriptions.Item>
              <Descriptions.Item label="Created">{formatDateTime(current.createdAt)}</Descriptions.Item>
              <Descriptions.Item label="Last used">
                {current.lastUsedAt ? formatDateTime(current.lastUsedAt) : 'Never'}
              </Descriptions.Item>
            </Descriptions>
            <Flex justify="space-between" align="center" gap={16} wrap>
              <Typography.Text type="secondary">
                Lost the key? Regenerate it: you get a new one and the old one stops working. A password reset
                from a “Forgot password?” e-mail revokes it too.
              </Typography.Text>
              <Button danger loading={mutation.isPending} onClick={confirmRegenerate}>
                Regenerate
              </Button>
            </Flex>
          </Flex>
        ) : (
          <Empty
            image={<KeyOutlined style={{ fontSize: 40, opacity: 0.5 }} />}
            styles={{ image: { height: 'auto', marginBlock: 16 } }}
            description="You have no API key yet. Create one to use the open API; it is shown once, so keep it safe."
          >
            <Button type="primary" loading={mutation.isPending} onClick={() => mutation.mutate('create')}>
              Create API key
            </Button>
          </Empty>
        )}
      </Card>
    </>
  );
}
