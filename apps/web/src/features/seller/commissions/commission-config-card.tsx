import { commissionCalls, formatBasisPoints } from '@atlas/shared';
import { Alert, Button, Card, Descriptions, Skeleton, Tag, Typography } from 'antd';
import { useCall } from '../../../api/calls';

const percent = (bp: number) => `${formatBasisPoints(bp)}%`;

/** The seller's commission configuration: the range a commission may take, its step and the fee. */
export function CommissionConfigCard() {
  const { data, isLoading, error, refetch } = useCall(commissionCalls.getCommissionConfig, {});
  // A worked example: what a 10% commission on a 100.00 sale costs, fee included (integer cents).
  const feeCents = data ? Math.round((1000 * data.platformFeeBp) / 10_000) : 0;
  const exampleFee = `${Math.floor(feeCents / 100)}.${String(feeCents % 100).padStart(2, '0')}`;
  return (
    <Card
      title="Commission configuration"
      extra={
        data ? (
          <Tag color={data.custom ? 'blue' : 'default'}>
            {data.custom ? 'Agreed for your account' : 'Standard'}
          </Tag>
        ) : null
      }
    >
      {isLoading ? <Skeleton active paragraph={{ rows: 2 }} /> : null}
      {error ? (
        <Alert
          type="error"
          showIcon
          title="We could not load your commission configuration."
          action={<Button onClick={() => void refetch()}>Try again</Button>}
        />
      ) : null}
      {data ? (
        <>
          <Descriptions column={{ xs: 1, md: 3 }} size="small" colon={false} layout="vertical">
            <Descriptions.Item label="Commission range">
              {percent(data.minBp)} to {percent(data.maxBp)}
            </Descriptions.Item>
            <Descriptions.Item label="Step">{percent(data.stepBp)}</Descriptions.Item>
            <Descriptions.Item label="Platform fee">
              {percent(data.platformFeeBp)} of the commission
            </Descriptions.Item>
          </Descriptions>
          <Typography.Paragraph type="secondary" style={{ margin: '16px 0 0' }}>
            For example, a 10% commission on a 100.00 sale pays the publisher 10.00, and you pay 10.00 plus a{' '}
            {exampleFee} platform fee. Products become active only with a commission in this range.
          </Typography.Paragraph>
        </>
      ) : null}
    </Card>
  );
}
