import type { TAttributionRun } from '@atlas/shared';
import type { ColumnsType } from 'antd/es/table';
import { ListTable } from '../../../components/list-table';
import { formatDate, formatDateTime, formatNumber } from '../../../lib/format';
import { JobStatus, jobRequester, type TJobStatusTag } from '../job-status';

export type AttributionRunsTableProps = {
  runs: TAttributionRun[];
  total: number;
  page: number;
  pageSize: number;
  loading: boolean;
  onPage: (page: number) => void;
};

const statusTags: Record<TAttributionRun['status'], TJobStatusTag> = {
  running: { color: 'blue', label: 'Running' },
  done: { color: 'green', label: 'Done' },
  failed: { color: 'red', label: 'Failed' },
};

const requester = (requestedBy: string) => jobRequester(requestedBy, 'Nightly');

/** The imports, newest first: which marketplace day, how it went, and what it wrote. */
export function AttributionRunsTable(props: AttributionRunsTableProps) {
  const columns: ColumnsType<TAttributionRun> = [
    { title: 'Marketplace', dataIndex: 'countryCode', key: 'countryCode', width: 110 },
    { title: 'Day', key: 'day', render: (_, run) => formatDate(run.day) },
    {
      title: 'Status',
      key: 'status',
      render: (_, run) => <JobStatus tag={statusTags[run.status]} error={run.error} />,
    },
    { title: 'Links', key: 'links', align: 'right', render: (_, run) => formatNumber(run.links) },
    {
      title: 'Conversions',
      key: 'conversions',
      align: 'right',
      render: (_, run) => formatNumber(run.conversions),
    },
    {
      title: 'Asked by',
      key: 'requestedBy',
      responsive: ['md'],
      render: (_, run) => requester(run.requestedBy),
    },
    {
      title: 'Started',
      key: 'startedAt',
      responsive: ['md'],
      render: (_, run) => formatDateTime(run.startedAt),
    },
    {
      title: 'Finished',
      key: 'finishedAt',
      responsive: ['lg'],
      render: (_, run) => formatDateTime(run.finishedAt),
    },
  ];
  return (
    <ListTable<TAttributionRun>
      rowKey="id"
      columns={columns}
      dataSource={props.runs}
      loading={props.loading}
      scroll={{ x: 'max-content' }}
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
