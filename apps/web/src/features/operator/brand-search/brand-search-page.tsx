import { sellerConsoleCalls, type TBrandSearchItem } from '@atlas/shared';
import { keepPreviousData } from '@tanstack/react-query';
import { Card, Empty, Input, Tag } from 'antd';
import { Link } from 'react-router-dom';
import { useCall } from '../../../api/calls';
import { consoleCallOptions } from '../../../api/seller-console';
import { ListTable } from '../../../components/list-table';
import { LoadFailed } from '../../../components/load-failed';
import { PageHeader } from '../../../components/page-header';
import { capitalize, formatNumber } from '../../../lib/format';
import { useListFilters } from '../../../lib/use-list-filters';
import { KeyboardScroll } from '../../associates/keyboard-scroll';

const pageSize = 20;

/** Brand search: a brand by name across every seller, with its seller, marketplaces and products. */
export function BrandSearchPage() {
  const [filters, setFilters] = useListFilters([] as const);
  const query = { search: filters.search, page: filters.page, pageSize };
  const brands = useCall(
    sellerConsoleCalls.searchConsoleBrands,
    { query },
    {
      ...consoleCallOptions,
      enabled: filters.search.length > 0,
      placeholderData: keepPreviousData,
    },
  );
  return (
    <>
      <PageHeader
        title="Brand search"
        subtitle="Find a brand across every seller; names starting with the text come first."
      />
      <Card variant="borderless">
        <Input.Search
          allowClear
          aria-label="Search brands"
          defaultValue={filters.search}
          placeholder="Brand name"
          enterButton="Search"
          onSearch={(search) => setFilters({ search: search.trim() })}
          style={{ maxWidth: 400, marginBottom: 16 }}
        />
        {!filters.search ? (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description="Type a brand name to search every seller's brands."
          />
        ) : brands.error ? (
          <LoadFailed what="the brands" error={brands.error} onRetry={() => void brands.refetch()} />
        ) : (
          <KeyboardScroll label="Brands found">
            <ListTable<TBrandSearchItem>
              rowKey="id"
              size="middle"
              loading={brands.isFetching}
              dataSource={brands.data?.items ?? []}
              scroll={{ x: 'max-content' }}
              columns={[
                { title: 'Brand', dataIndex: 'name' },
                { title: 'Status', key: 'status', render: (_, row) => <Tag>{capitalize(row.status)}</Tag> },
                {
                  title: 'Seller',
                  key: 'seller',
                  render: (_, row) => (
                    <Link to={`../sellers?seller=${encodeURIComponent(row.sellerId)}`} relative="path">
                      {row.sellerName}
                    </Link>
                  ),
                },
                {
                  title: 'Marketplaces',
                  key: 'marketplaces',
                  render: (_, row) => (row.marketplaces.length === 0 ? '--' : row.marketplaces.join(', ')),
                },
                {
                  title: 'Products',
                  key: 'products',
                  align: 'right',
                  render: (_, row) => formatNumber(row.products),
                },
              ]}
              locale={{
                emptyText: (
                  <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No brand matches this search." />
                ),
              }}
              pagination={{
                current: filters.page,
                pageSize,
                total: brands.data?.total ?? 0,
                showSizeChanger: false,
                hideOnSinglePage: true,
                onChange: (page) => setFilters({ page }),
              }}
            />
          </KeyboardScroll>
        )}
      </Card>
    </>
  );
}
