import { marketplaceOf, payoutCalls, type TPublisherPayout } from '@atlas/shared';
import { keepPreviousData } from '@tanstack/react-query';
import { Card, Empty, Tag, Typography } from 'antd';
import { useCall } from '../../api/calls';
import { ListTable, onWideScreens } from '../../components/list-table';
import { LoadFailed } from '../../components/load-failed';
import { formatDate } from '../../lib/format';
import { tablePageSize, tablePaging } from '../../lib/table-paging';
import { applyListChange } from '../../lib/use-list-filters';
import { useSearchParams } from '../../lib/use-search-params';
import { payoutMoney, payoutStatusTags, railLabels } from './payout-labels';
import { PayoutLinesTable } from './payout-lines-table';

/**
 * Payout history: every payout made to the publisher, newest first, each opening onto the lines
 * it paid. The page lives in the address (`?page=`), as every list's does.
 */
export function PayoutHistory() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const payouts = useCall(
    payoutCalls.listMyPayouts,
    { query: { page, pageSize: tablePageSize } },
    { silent: true, placeholderData: keepPreviousData },
  );
  if (payouts.error && !payouts.data) {
    return (
      <LoadFailed what="your payout history" error={payouts.error} onRetry={() => void payouts.refetch()} />
    );
  }
  return (
    <Card variant="borderless" title="Payout history">
      <ListTable<TPublisherPayout>
        rowKey="id"
        loading={payouts.isFetching}
        dataSource={payouts.data?.items ?? []}
        scroll={{ x: 760 }}
        expandable={{
          expandedRowRender: (payout) => <PayoutLinesTable lines={payout.lines} currency={payout.currency} />,
          rowExpandable: (payout) => payout.lines.length > 0,
        }}
        locale={{
          emptyText: (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description="No payout yet. Once a payout run pays your balance, it is listed here with what it paid."
            />
          ),
        }}
        pagination={tablePaging(page, payouts.data?.total, (next) =>
          setParams((previous) => applyListChange(previous, { page: next })),
        )}
        columns={[
          { title: 'Approved', key: 'approvedAt', render: (_, p) => formatDate(p.approvedAt) },
          {
            title: 'Marketplace',
            key: 'marketplace',
            responsive: onWideScreens,
            render: (_, p) => `${p.countryCode} · ${marketplaceOf(p.countryCode).site}`,
          },
          {
            title: 'Amount',
            key: 'amount',
            align: 'right',
            render: (_, p) => <strong>{payoutMoney(p.amountMinor, p.currency)}</strong>,
          },
          {
            title: 'Paid by',
            key: 'rail',
            responsive: onWideScreens,
            render: (_, p) => (
              <>
                {railLabels[p.rail]}
                <Typography.Text type="secondary" style={{ display: 'block' }}>
                  {p.destination}
                </Typography.Text>
              </>
            ),
          },
          { title: 'Status', key: 'status', render: (_, p) => <PayoutStatus payout={p} /> },
        ]}
      />
    </Card>
  );
}

/** The status tag; a failed payout says why, since its amount is back in the balance. */
function PayoutStatus({ payout }: { payout: TPublisherPayout }) {
  const tag = payoutStatusTags[payout.status];
  return (
    <>
      <Tag color={tag.color}>{tag.label}</Tag>
      {payout.status === 'failed' && payout.reason ? (
        <Typography.Text type="danger" style={{ display: 'block', maxWidth: 320 }}>
          {payout.reason}
        </Typography.Text>
      ) : null}
    </>
  );
}
