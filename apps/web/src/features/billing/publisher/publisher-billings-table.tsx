import type { TPublisherBillingPage, TPublisherBillingRow } from '@atlas/shared';
import { Table, Typography } from 'antd';
import { formatDate, formatMoney, formatPercentFromBasisPoints } from '../../../lib/format';
import { BillingStatusTag } from '../billing-status-tag';

export type PublisherBillingsTableProps = {
  page?: TPublisherBillingPage;
  loading: boolean;
  onOpen: (id: string) => void;
  onPage: (page: number) => void;
};

/** A page of statements; a row opens its detail. */
export function PublisherBillingsTable({ page, loading, onOpen, onPage }: PublisherBillingsTableProps) {
  return (
    <Table<TPublisherBillingRow>
      rowKey="id"
      size="middle"
      loading={loading}
      dataSource={page?.items ?? []}
      scroll={{ x: 900 }}
      locale={{
        emptyText: (
          <Typography.Text type="secondary">
            No statement yet: one comes each month after sellers confirm your campaigns
          </Typography.Text>
        ),
      }}
      onRow={(row) => ({ onClick: () => onOpen(row.id), style: { cursor: 'pointer' } })}
      pagination={{
        current: page?.page ?? 1,
        pageSize: page?.pageSize ?? 20,
        total: page?.total ?? 0,
        showSizeChanger: false,
        onChange: onPage,
      }}
      columns={[
        {
          title: 'Invoice',
          key: 'invoice',
          render: (_, row) => (
            <Typography.Link
              href={`?billing=${encodeURIComponent(row.id)}`}
              onClick={(e) => e.preventDefault()}
            >
              {row.invoiceNo}
            </Typography.Link>
          ),
        },
        { title: 'Month', key: 'month', render: (_, row) => row.month.slice(0, 7).replace('-', '.') },
        { title: 'Marketplace', dataIndex: 'countryCode', width: 110 },
        { title: 'Date', key: 'date', render: (_, row) => formatDate(row.billingDate) },
        { title: 'Due', key: 'due', render: (_, row) => formatDate(row.dueAt) },
        { title: 'Campaigns', dataIndex: 'campaigns', align: 'right' },
        {
          title: 'Gross',
          key: 'gross',
          align: 'right',
          render: (_, row) => formatMoney(row.grossMinor, row.countryCode),
        },
        {
          title: 'Rate',
          key: 'rate',
          align: 'right',
          render: (_, row) => formatPercentFromBasisPoints(row.commissionBp),
        },
        {
          title: 'Amount',
          key: 'amount',
          align: 'right',
          render: (_, row) => <strong>{formatMoney(row.amountMinor, row.countryCode)}</strong>,
        },
        {
          title: 'Status',
          key: 'status',
          render: (_, row) => <BillingStatusTag status={row.displayStatus} />,
        },
      ]}
    />
  );
}
