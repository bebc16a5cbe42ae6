import type { TPayoutItem, TPayoutRunStatus } from '@atlas/shared';
import { Empty, Tag, Typography } from 'antd';
import { ListTable, onWideScreens } from '../../../components/list-table';
import { formatDateTime } from '../../../lib/format';
import { tablePaging } from '../../../lib/table-paging';
import { payoutMoney, payoutStatusTags, railLabels } from '../../payouts/payout-labels';
import { GuardedButton } from '../guarded-button';

export type TItemAction = 'hold' | 'include' | 'return';

export type PayoutItemsTableProps = {
  runStatus: TPayoutRunStatus;
  items: TPayoutItem[];
  total: number;
  page: number;
  loading: boolean;
  filtered: boolean;
  /** Why writes are off (a support operator), or null. */
  readOnly: string | null;
  /** The item whose write runs, for its button's spinner. */
  busyId: string | null;
  onPage: (page: number) => void;
  onAction: (action: TItemAction, item: TPayoutItem) => void;
};

/** What can be done to a payout: hold or include it while its run is in review, record a bank return once paid. */
function actionOf(
  runStatus: TPayoutRunStatus,
  item: TPayoutItem,
): { action: TItemAction; label: string } | null {
  if (runStatus === 'review') {
    return item.status === 'included'
      ? { action: 'hold', label: 'Hold' }
      : item.status === 'held'
        ? { action: 'include', label: 'Include' }
        : null;
  }
  return runStatus === 'approved' && item.status === 'paid'
    ? { action: 'return', label: 'Record a return' }
    : null;
}

/** A run's payouts: who, how much, how, and where each stands. On a phone: publisher, amount, status, action. */
export function PayoutItemsTable(props: PayoutItemsTableProps) {
  return (
    <ListTable<TPayoutItem>
      rowKey="id"
      dataSource={props.items}
      loading={props.loading}
      scroll={{ x: 960 }}
      locale={{
        emptyText: (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={props.filtered ? 'No payout matches these filters.' : 'This run pays no one.'}
          />
        ),
      }}
      pagination={tablePaging(props.page, props.total, props.onPage)}
      columns={[
        {
          title: 'Publisher',
          key: 'publisher',
          render: (_, item) => (
            <>
              {item.publisherName}
              <Typography.Text type="secondary" style={{ display: 'block' }}>
                {item.publisherEmail}
              </Typography.Text>
            </>
          ),
        },
        {
          title: 'Amount',
          key: 'amount',
          align: 'right',
          render: (_, item) => <strong>{payoutMoney(item.amountMinor, item.currency)}</strong>,
        },
        {
          title: 'Paid by',
          key: 'rail',
          responsive: onWideScreens,
          render: (_, item) => (
            <>
              {railLabels[item.rail]}
              <Typography.Text type="secondary" style={{ display: 'block' }}>
                {item.destination}
              </Typography.Text>
            </>
          ),
        },
        {
          title: 'Status',
          key: 'status',
          render: (_, item) => (
            <>
              <Tag color={payoutStatusTags[item.status].color}>{payoutStatusTags[item.status].label}</Tag>
              {item.reason ? (
                <Typography.Text
                  type={item.status === 'failed' ? 'danger' : 'secondary'}
                  style={{ display: 'block', maxWidth: 280 }}
                >
                  {item.reason}
                </Typography.Text>
              ) : null}
            </>
          ),
        },
        {
          title: 'Updated',
          key: 'updatedAt',
          responsive: onWideScreens,
          render: (_, item) => formatDateTime(item.updatedAt),
        },
        {
          title: 'Action',
          key: 'action',
          render: (_, item) => {
            const next = actionOf(props.runStatus, item);
            return next ? (
              <GuardedButton
                size="small"
                blockedBy={props.readOnly}
                danger={next.action === 'return'}
                loading={props.busyId === item.id}
                aria-label={`${next.label} ${item.publisherName}`}
                onClick={() => props.onAction(next.action, item)}
              >
                {next.label}
              </GuardedButton>
            ) : null;
          },
        },
      ]}
    />
  );
}
