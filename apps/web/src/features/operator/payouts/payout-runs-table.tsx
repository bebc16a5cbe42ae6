import type { TPayoutRun } from '@atlas/shared';
import { Button, Empty, Tag } from 'antd';
import { ListTable, onWideScreens } from '../../../components/list-table';
import { formatDateTime } from '../../../lib/format';
import { tablePaging } from '../../../lib/table-paging';
import { payoutMoney } from '../../payouts/payout-labels';
import { runCounts, runKind, runMarketplace, runStatusTags } from './payout-run-labels';

export type PayoutRunsTableProps = {
  runs: TPayoutRun[];
  total: number;
  page: number;
  loading: boolean;
  filtered: boolean;
  onPage: (page: number) => void;
  onOpen: (runId: string) => void;
};

/** The runs, newest first; a row opens its run. On a phone: kind, status and total stay. */
export function PayoutRunsTable(props: PayoutRunsTableProps) {
  return (
    <ListTable<TPayoutRun>
      rowKey="id"
      dataSource={props.runs}
      loading={props.loading}
      scroll={{ x: 880 }}
      onRow={(run) => ({ onClick: () => props.onOpen(run.id), style: { cursor: 'pointer' } })}
      locale={{
        emptyText: (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={
              props.filtered
                ? 'No payout run in this marketplace yet.'
                : 'No payout run yet. The monthly runs are made on the 15th; "Run now" makes one today.'
            }
          />
        ),
      }}
      pagination={tablePaging(props.page, props.total, props.onPage)}
      columns={[
        {
          title: 'Marketplace',
          key: 'marketplace',
          responsive: onWideScreens,
          render: (_, run) => runMarketplace(run.countryCode),
        },
        {
          title: 'Run',
          key: 'kind',
          // a real button, so the row opens from the keyboard too
          render: (_, run) => (
            <Button
              type="link"
              style={{ padding: 0, height: 'auto' }}
              aria-label={`Open the ${run.countryCode} run: ${runKind(run)}`}
              onClick={(event) => {
                event.stopPropagation();
                props.onOpen(run.id);
              }}
            >
              {runKind(run)}
            </Button>
          ),
        },
        {
          title: 'Status',
          key: 'status',
          render: (_, run) => (
            <Tag color={runStatusTags[run.status].color}>{runStatusTags[run.status].label}</Tag>
          ),
        },
        {
          title: 'Payouts',
          key: 'counts',
          responsive: onWideScreens,
          render: (_, run) => runCounts(run.counts),
        },
        {
          title: 'Total',
          key: 'total',
          align: 'right',
          render: (_, run) => <strong>{payoutMoney(run.totalMinor, run.currency)}</strong>,
        },
        {
          title: 'Created',
          key: 'createdAt',
          responsive: onWideScreens,
          render: (_, run) => formatDateTime(run.createdAt),
        },
      ]}
    />
  );
}
