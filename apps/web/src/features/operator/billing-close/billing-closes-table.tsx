import type { TBillingClose } from '@atlas/shared';
import { displayMonth } from '@atlas/shared';
import type { ColumnsType } from 'antd/es/table';
import { ListTable } from '../../../components/list-table';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { JobStatus, jobRequester, type TJobStatusTag } from '../job-status';

export type BillingClosesTableProps = {
  closes: TBillingClose[];
  total: number;
  page: number;
  pageSize: number;
  loading: boolean;
  onPage: (page: number) => void;
};

const statusTags: Record<TBillingClose['status'], TJobStatusTag> = {
  running: { color: 'blue', label: 'Running' },
  finished: { color: 'green', label: 'Finished' },
  failed: { color: 'red', label: 'Failed' },
};

const requester = (requestedBy: string) => jobRequester(requestedBy, 'Schedule');

/** The closes, newest first: which marketplace month, how it went, and what it wrote. */
export function BillingClosesTable(props: BillingClosesTableProps) {
  const columns: ColumnsType<TBillingClose> = [
    { title: 'Marketplace', dataIndex: 'countryCode', key: 'countryCode', width: 110 },
    { title: 'Month', key: 'month', render: (_, close) => displayMonth(close.month) },
    {
      title: 'Status',
      key: 'status',
      render: (_, close) => <JobStatus tag={statusTags[close.status]} error={close.error} />,
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
    <ListTable<TBillingClose>
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
