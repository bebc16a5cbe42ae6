import { type TSubIdStat, trackingCalls } from '@atlas/shared';
import { Empty, Typography } from 'antd';
import { useCall } from '../../../api/calls';
import { ListTable } from '../../../components/list-table';
import { LoadFailed } from '../../../components/load-failed';
import { formatDate, formatNumber } from '../../../lib/format';
import { quiet } from '../tracking-quiet';

export type SubIdsTableProps = { trackingId: string; name: string };

/** The `?sub=` values a tracking id's links saw, the most clicked first, with their last day. */
export function SubIdsTable({ trackingId, name }: SubIdsTableProps) {
  const subIds = useCall(trackingCalls.listSubIds, { params: { id: trackingId } }, quiet);
  if (subIds.error) {
    return (
      <LoadFailed
        what={`the sub-ids of ${name}`}
        error={subIds.error}
        onRetry={() => void subIds.refetch()}
      />
    );
  }
  return (
    <ListTable<TSubIdStat>
      rowKey="subId"
      size="small"
      aria-label={`Sub-ids of ${name}`}
      loading={subIds.isLoading}
      dataSource={subIds.data ?? []}
      pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
      columns={[
        {
          title: 'Sub-id',
          dataIndex: 'subId',
          render: (subId: string) => <Typography.Text code>{subId}</Typography.Text>,
        },
        { title: 'Clicks', dataIndex: 'clicks', align: 'right', render: (n: number) => formatNumber(n) },
        { title: 'Last click', dataIndex: 'lastDay', render: (day: string) => formatDate(day) },
      ]}
      locale={{
        emptyText: (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={
              <>
                No sub-ids yet. Add <Typography.Text code>?sub=yourname</Typography.Text> to a short link to
                count clicks per placement.
              </>
            }
          />
        ),
      }}
    />
  );
}
