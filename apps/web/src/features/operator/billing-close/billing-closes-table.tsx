import type { TBillingClose } from '@atlas/shared';
import { Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { formatDateTime, formatNumber } from '../../../lib/format';

export type BillingClosesTableProps = {
  closes: TBillingClose[];
  total: number;
  page: number;
  pageSize: number;
  loading: boolean;
  onPage: (page: number) => void;
};

const statusTags: Record<TBillingClose['status'], { color: string; label: string }> = {
  running: { color: 'blue', label: 'Running' },
  finished: { color: 'green', label: 'Finished' },
  failed: { color: 'red', label: 'Failed' },
};

const requester = (requestedBy: string) =>
  requestedBy === 'schedule' ? 'Schedule' : requestedBy === 'demo' ? 'Demo data' : 'Operator';

/** The closes, newest first: which marketplace month, how it went, and what it wrote. */
export function BillingClosesTable(props: BillingClosesTableProps) {
  const columns: ColumnsType<TBillingClose> = [
    { title: 'Marketplace', dataIndex: 'countryCode', key: 'countryCode', width: 110 },
    { title: 'Month', key: 'month', render: (_, close) => close.month.slice(0, 7).replace('-', '.') },
    {
      title: 'Status',
      key: 'status',
      render: (_, close) => (
        <>
          <Tag color={statusTags[close.status].color}>{statusTags[close.status].label}</Tag>
          {close.error ? (
            <Typography.Text type="danger" style={{ display: 'block', maxWidth: 360 }}>
              {close.error}
            </Typography.Text>
          ) : null}
        </>
      ),
    },
    {
      title: 'Seller billings',
      key: 'sellerBillings',
      align: 'right',
      render: (_, close) => formatNumber(close.sellerBillings),
    },
    {
      title: 'Publisher statements',
      key: 'publisherBillings',
      align: 'right',
      render: (_, close) => formatNumber(close.publisherBillings),
    },
    { title: 'Asked by', key: 'requestedBy', responsive: ['md'], render: (_, c) => requester(c.requestedBy) },
    { title: 'Started', key: 'startedAt', responsive: ['md'], render: (_, c) => formatDateTime(c.startedAt) },
    {
      title: 'Finished',
      key: 'finishedAt',
      responsive: ['lg'],
      render: (_, c) => formatDateTime(c.finishedAt),
    },
  ];
  return (
    <Table<TBillingClose>
      rowKey="id"
      columns={columns}
      dataSource={props.closes}
      loading={props.loading}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: 'No month closed yet' }}
      pagination={{
        current: props.page,
        pageSize: props.pageSize,
        total: props.total,
        showSizeChanger: false,
        onChange: props.onPage,
      }}
    />
  );
}
