import { associatedPublisherCalls, type TAssociatedPublisher } from '@atlas/shared';
import { Button, Empty, Flex, Select } from 'antd';
import { associateCallOptions } from '../../../api/associates';
import { useCall } from '../../../api/calls';
import { ListTable } from '../../../components/list-table';
import { LoadFailed } from '../../../components/load-failed';
import { SearchBox } from '../../../components/search-box';
import { formatNumber } from '../../../lib/format';
import { tablePageSize, tablePaging } from '../../../lib/table-paging';

export type PublishersTabProps = {
  filters: { brandId?: string; search?: string; page: number };
  onChange: (change: Record<string, string | number | undefined>) => void;
  onOpen: (publisher: TAssociatedPublisher) => void;
};

const tagsText = (tags: Record<string, string>) =>
  Object.entries(tags)
    .map(([country, tag]) => `${country}: ${tag}`)
    .join(', ') || '--';

/** Associate publishers with lines or associate links on my products, filtered by brand or name. */
export function PublishersTab({ filters, onChange, onOpen }: PublishersTabProps) {
  const query = { ...filters, pageSize: tablePageSize };
  const publishers = useCall(
    associatedPublisherCalls.listAssociatedPublishers,
    { query },
    associateCallOptions,
  );
  const brandQuery = { page: 1, pageSize: 100 };
  const brands = useCall(
    associatedPublisherCalls.listAssociateBrandRates,
    { query: brandQuery },
    associateCallOptions,
  );
  return (
    <Flex vertical gap={12}>
      <Flex gap={8} wrap>
        <SearchBox
          label="Search publishers"
          placeholder="Publisher name"
          initial={filters.search}
          onSearch={(search) => onChange({ search })}
        />
        <Select
          aria-label="Brand"
          allowClear
          placeholder="Every brand"
          value={filters.brandId}
          loading={brands.isFetching}
          options={(brands.data?.items ?? []).map((b) => ({ value: b.brandId, label: b.brandName }))}
          onChange={(brandId?: string) => onChange({ brandId })}
          style={{ minWidth: 200 }}
        />
      </Flex>
      {publishers.error ? (
        <LoadFailed
          what="your associated publishers"
          error={publishers.error}
          onRetry={() => void publishers.refetch()}
        />
      ) : (
        <ListTable<TAssociatedPublisher>
          rowKey="publisherId"
          size="small"
          loading={publishers.isFetching}
          dataSource={publishers.data?.items ?? []}
          scroll={{ x: 'max-content' }}
          locale={{
            emptyText: (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description="No associate publisher has earnings lines or associate links on your products yet"
              />
            ),
          }}
          pagination={tablePaging(filters.page, publishers.data?.total, (page) => onChange({ page }))}
          columns={[
            { title: 'Publisher', dataIndex: 'name' },
            { title: 'Associates tags', dataIndex: 'associateTags', render: tagsText },
            {
              title: 'Associate links',
              dataIndex: 'associateLinks',
              align: 'right',
              render: (n: number) => formatNumber(n),
            },
            {
              title: 'Report lines',
              dataIndex: 'reportRows',
              align: 'right',
              render: (n: number) => formatNumber(n),
            },
            { title: 'Own rates', dataIndex: 'ownRates', align: 'right' },
            {
              title: 'Rates',
              key: 'rates',
              render: (_, p) => (
                <Button size="small" onClick={() => onOpen(p)} aria-label={`Rates of ${p.name}`}>
                  Rates
                </Button>
              ),
            },
          ]}
        />
      )}
    </Flex>
  );
}
