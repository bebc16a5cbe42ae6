import { payoutCalls } from '@atlas/shared';
import { Alert, Card, Empty, Flex, Skeleton } from 'antd';
import { useCall } from '../../api/calls';
import { LoadFailed } from '../../components/load-failed';
import { PageHeader } from '../../components/page-header';
import { formatDate } from '../../lib/format';
import { PayoutBalanceCard } from './payout-balance-card';
import { PayoutHistory } from './payout-history';

/**
 * Payouts (issue 33): what the publisher is owed in each marketplace, from the payout ledger,
 * the rules that make commission payable and the next run's day (docs/domain.md, "Publisher
 * payouts"), then the payouts made so far.
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
            // the run is made on its day but pays nothing until the team approves it
            title={`Next payout run: ${formatDate(data.nextRunOn)}; paid once approved`}
            description={`A month's commission is billed to the seller when the month closes. Once the seller has paid, it is held ${data.holdDays} days after the close for returns, then payable. It is paid out once it reaches the minimum in its currency, shown with each balance; a smaller balance carries over.`}
          />
          {data.balances.length === 0 ? (
            <Card variant="borderless">
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description="Nothing earned yet. Commission appears here after the month of your first orders closes."
              />
            </Card>
          ) : (
            // with nothing earned there is no payout either: the history would only repeat that
            <>
              {data.balances.map((b) => (
                <PayoutBalanceCard key={b.countryCode} balance={b} />
              ))}
              <PayoutHistory />
            </>
          )}
        </Flex>
      )}
    </>
  );
}
