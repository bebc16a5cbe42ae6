import { AmazonOutlined, CheckCircleFilled } from '@ant-design/icons';
import { marketplaceAuthCalls, type TSellerAuthorizationRequest } from '@atlas/shared';
import { Alert, Button, Card, Descriptions, Flex, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useCall } from '../../../api/calls';
import { callApi } from '../../../api/http';
import { errorText } from '../../../components/server-error';
import { formatDate } from '../../../lib/format';
import { goToConsent } from '../../marketplace/consent-handoff';
import { AmazonRegionGrants } from './amazon-region-grants';

/**
 * The seller's Amazon connection: what is linked (selling partner, since when) with
 * "Re-authorize" to renew the grant, or "Connect Amazon" when nothing is linked yet; with
 * Amazon itself, each region's catalogue and Amazon Ads grants (amazon-region-grants.tsx).
 */
export function MarketplaceConnectionCard() {
  const { data, isLoading, error, refetch } = useCall(marketplaceAuthCalls.getMarketplaceConnection, {});
  // what is being started: 'main' (the card's button) or '{region}:{access}'
  const [starting, setStarting] = useState<string | null>(null);
  const [startError, setStartError] = useState<string | null>(null);

  const start = async (key: string, body: TSellerAuthorizationRequest) => {
    setStarting(key);
    setStartError(null);
    try {
      // Silent: the card shows a refused start itself.
      goToConsent(await callApi(marketplaceAuthCalls.startSellerAuthorization, { body }, { silent: true }));
    } catch (failure) {
      setStartError(errorText(failure));
      setStarting(null);
    }
  };
  const regions = data?.regions ?? [];

  const connection = data?.connection ?? null;
  const source = data?.provider === 'demo' ? 'the demo marketplace' : 'Amazon Seller Central';
  const action = (
    <Button
      type={connection ? 'default' : 'primary'}
      icon={<AmazonOutlined />}
      loading={starting === 'main'}
      disabled={isLoading || Boolean(error) || starting !== null}
      onClick={() => void start('main', {})}
    >
      {connection ? 'Re-authorize' : 'Connect Amazon'}
    </Button>
  );

  return (
    <Card title="Marketplace connection" extra={data ? action : null} data-testid="marketplace-connection">
      {startError ? (
        <Alert type="error" showIcon title={startError} style={{ marginBottom: 16 }} role="alert" />
      ) : null}
      {isLoading ? <Skeleton active paragraph={{ rows: 2 }} /> : null}
      {error ? (
        <Alert
          type="error"
          showIcon
          title="We could not load your marketplace connection."
          action={<Button onClick={() => void refetch()}>Try again</Button>}
        />
      ) : null}
      {data && connection ? (
        <Descriptions column={{ xs: 1, sm: 2, xl: 4 }} size="small" colon={false} layout="vertical">
          <Descriptions.Item label="Marketplace">
            <Flex gap={8} align="center">
              Amazon
              <Tag color="green" icon={<CheckCircleFilled />}>
                Connected
              </Tag>
            </Flex>
          </Descriptions.Item>
          <Descriptions.Item label="Seller account">{connection.name ?? '--'}</Descriptions.Item>
          <Descriptions.Item label="Selling partner id">
            <Typography.Text copyable>{connection.sellingPartnerId ?? '--'}</Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label="Linked since">{formatDate(connection.linkedAt)}</Descriptions.Item>
        </Descriptions>
      ) : null}
      {data && !connection ? (
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          Connect your Amazon seller account to import your products and sign in with Amazon. You give your
          consent on {source}; we never see your Amazon password.
        </Typography.Paragraph>
      ) : null}
      {data && connection ? (
        <Typography.Paragraph type="secondary" style={{ margin: '16px 0 0' }}>
          You can now sign in with Amazon. Re-authorize when Amazon asks you to renew access, or if imports
          stop working.
        </Typography.Paragraph>
      ) : null}
      {regions.length > 0 ? (
        <Flex vertical gap={12} style={{ marginTop: 16 }}>
          {regions.map((region) => (
            <AmazonRegionGrants
              key={region.region}
              region={region}
              starting={starting}
              onStart={(which, access) => void start(`${which}:${access}`, { region: which, access })}
            />
          ))}
        </Flex>
      ) : null}
    </Card>
  );
}
