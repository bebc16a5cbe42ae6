import { associateReportCalls, type TAssociateBatch, type TAssociateReportStatus } from '@atlas/shared';
import { Button, Empty, Tag } from 'antd';
import { useState } from 'react';
import { associateCallOptions } from '../../api/associates';
import { useCall } from '../../api/calls';
import { ListTable, onWideScreens } from '../../components/list-table';
import { LoadFailed } from '../../components/load-failed';
import { capitalize, formatDate, formatDateTime, formatNumber } from '../../lib/format';
import { tablePageSize, tablePaging } from '../../lib/table-paging';
import { ProblemsTable } from './problems-table';

const statusColors: Record<TAssociateReportStatus, string> = {
  applied: 'green',
  rejected: 'red',
  replaced: 'default',
};

export type BatchesTabProps = { onShowLines: (batchId: string) => void };

/** My uploads, newest first: status, period, counts; a row opens into its problems. */
export function BatchesTab({ onShowLines }: BatchesTabProps) {
  const [page, setPage] = useState(1);
  const query = { page, pageSize: tablePageSize };
  const batches = useCall(associateReportCalls.listAssociateBatches, { query }, associateCallOptions);
  if (batches.error) {
    return <LoadFailed what="your uploads" error={batches.error} onRetry={() => void batches.refetch()} />;
  }
  return (
    <ListTable<TAssociateBatch>
      rowKey="id"
      size="small"
      loading={batches.isFetching}
      dataSource={batches.data?.items ?? []}
      scroll={{ x: 'max-content' }}
      locale={{
        emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No reports uploaded yet" />,
      }}
      pagination={tablePaging(page, batches.data?.total, setPage)}
      expandable={{
        rowExpandable: (batch) => batch.problems.length > 0,
        expandedRowRender: (batch) => <ProblemsTable problems={batch.problems} total={batch.problemCount} />,
      }}
      columns={[
        { title: 'Uploaded', dataIndex: 'createdAt', render: (at: string) => formatDateTime(at) },
        {
          title: 'File',
          dataIndex: 'fileName',
          responsive: onWideScreens,
          // a long file name wraps instead of widening the list
          render: (name: string) => <span style={{ wordBreak: 'break-all' }}>{name}</span>,
          width: 200,
        },
        { title: 'Marketplace', dataIndex: 'countryCode', responsive: onWideScreens },
        {
          title: 'Status',
          dataIndex: 'status',
          render: (status: TAssociateReportStatus) => (
            <Tag color={statusColors[status]}>{capitalize(status)}</Tag>
          ),
        },
        {
          title: 'Period',
          key: 'period',
          responsive: onWideScreens,
          render: (_, b) =>
            b.periodStart ? `${formatDate(b.periodStart)} – ${formatDate(b.periodEnd)}` : '--',
        },
        {
          title: 'Lines read',
          dataIndex: 'rowCount',
          align: 'right',
          render: (n: number) => formatNumber(n),
        },
        {
          title: 'Lines matched',
          dataIndex: 'matchedRows',
          align: 'right',
          render: (n: number) => formatNumber(n),
        },
        {
          title: 'Problems',
          dataIndex: 'problemCount',
          align: 'right',
          render: (n: number) => formatNumber(n),
        },
        {
          title: 'Action',
          key: 'open',
          render: (_, b) =>
            b.status === 'applied' ? (
              <Button
                size="small"
                onClick={() => onShowLines(b.id)}
                aria-label={`Show the lines of ${b.fileName}`}
              >
                Show the lines
              </Button>
            ) : null,
        },
      ]}
    />
  );
}
