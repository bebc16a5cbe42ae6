import { payoutCalls } from '@atlas/shared';
import { Alert, Card, Empty, Flex, Skeleton } from 'antd';
import { useCall } from '../../api/calls';
import { LoadFailed } from '../../components/load-failed';
import { PageHeader } from '../../components/page-header';
import { PayoutBalanceCard } from './payout-balance-card';

/**
 * Payouts (issue 33): what the publisher is owed in each marketplace, from the payout ledger,
 * and the rules that make commission payable (docs/domain.md, "Publisher payouts").
 */
export function PayoutsPage() {
  const balance = useCall(payoutCalls.getPayoutBalance, {}, { silent: true });
  const data = balance.data;
  return (
    <>
      <PageHeader
        title="Payouts"
        subtitle="The commission sellers have paid for, held for returns, then paid out to you."
      />
      {balance.error ? (
        <LoadFailed what="your payouts" error={balance.error} onRetry={() => void balance.refetch()} />
      ) : !data ? (
        <Card variant="borderless">
          <Skeleton active paragraph={{ rows: 4 }} />
        </Card>
      ) : (
        <Flex vertical gap={16}>
          <Alert
            type="info"
            showIcon
            title="How commission becomes payable"
            description={`A month's commission is billed to the seller when the month closes. Once the seller has paid, it is held ${data.holdDays} days after the close for returns, then payable. It is paid out once it reaches ${(data.minimumMinor / 100).toFixed(2)} in its currency; a smaller balance carries over.`}
          />
          {data.balances.length === 0 ? (
            <Card variant="borderless">
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description="Nothing earned yet. Commission appears here after the month of your first orders closes."
              />
            </Card>
          ) : (
            data.balances.map((b) => <PayoutBalanceCard key={b.countryCode} balance={b} />)
          )}
        </Flex>
      )}
    </>
  );
}
