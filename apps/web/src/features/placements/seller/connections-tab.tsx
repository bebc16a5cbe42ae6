import { placementBrowseCalls, type TConnection } from '@atlas/shared';
import { Empty, Flex } from 'antd';
import { useCall } from '../../../api/calls';
import { placementCallOptions } from '../../../api/placements';
import { ListTable } from '../../../components/list-table';
import { LoadFailed } from '../../../components/load-failed';
import { SearchBox } from '../../../components/search-box';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { tablePageSize, tablePaging } from '../../../lib/table-paging';
import type { TListChange } from '../../../lib/use-list-filters';

export type ConnectionsTabProps = {
  filters: { search?: string; page: number };
  onChange: (change: TListChange) => void;
};

/** The publishers the seller works with: campaigns (declined ones not counted) or links on its products. */
export function ConnectionsTab({ filters, onChange }: ConnectionsTabProps) {
  const query = { ...filters, pageSize: tablePageSize };
  const list = useCall(placementBrowseCalls.listConnections, { query }, placementCallOptions);
  return (
    <Flex vertical gap={12}>
      <SearchBox
        label="Search connections"
        placeholder="Publisher name"
        initial={filters.search}
        onSearch={(search) => onChange({ search })}
      />
      {list.error ? (
        <LoadFailed what="your connections" error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <ListTable<TConnection>
          rowKey="publisherId"
          size="middle"
          loading={list.isFetching}
          dataSource={list.data?.items ?? []}
          scroll={{ x: 'max-content' }}
          pagination={tablePaging(filters.page, list.data?.total, (page) => onChange({ page }))}
          locale={{
            emptyText: (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description="No publisher works with you yet: apply to a placement, or wait for links to your products"
              />
            ),
          }}
          columns={[
            { title: 'Publisher', dataIndex: 'name' },
            { title: 'Campaigns', dataIndex: 'campaigns', align: 'right' },
            { title: 'Open', dataIndex: 'openCampaigns', align: 'right' },
            {
              title: 'Tracking links',
              key: 'links',
              align: 'right',
              render: (_, c) => formatNumber(c.trackingLinks),
            },
            { title: 'Online placements', dataIndex: 'onlinePlacements', align: 'right' },
            {
              title: 'Last activity',
              key: 'last',
              render: (_, c) => (c.lastActivityAt ? formatDateTime(c.lastActivityAt) : '--'),
            },
          ]}
        />
      )}
    </Flex>
  );
}
