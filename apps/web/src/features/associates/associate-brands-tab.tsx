import { associateReportCalls, type TAssociateBrand, type TCountryCode } from '@atlas/shared';
import { Button, Drawer, Empty, Flex, Tag } from 'antd';
import { useState } from 'react';
import { associateCallOptions } from '../../api/associates';
import { useCall } from '../../api/calls';
import { ListTable } from '../../components/list-table';
import { LoadFailed } from '../../components/load-failed';
import { formatDateTime, formatMoney, formatNumber, formatPercentFromBasisPoints } from '../../lib/format';
import { tablePageSize, tablePaging } from '../../lib/table-paging';
import { BrandNameSearch } from './brand-name-search';
import { KeyboardScroll } from './keyboard-scroll';
import { rateChangeText } from './rate-change';

function BrandCommissionDrawer({ brand, onClose }: { brand: TAssociateBrand | null; onClose: () => void }) {
  const detail = useCall(
    associateReportCalls.getAssociateBrandCommission,
    { query: { brandId: brand?.brandId ?? '' } },
    { ...associateCallOptions, enabled: brand !== null },
  );
  return (
    <Drawer
      open={brand !== null}
      onClose={onClose}
      title={`${brand?.brandName ?? ''}: associate commission`}
      size="default"
    >
      <KeyboardScroll label="Commission history">
        {detail.error ? (
          <LoadFailed what="the commission" error={detail.error} onRetry={() => void detail.refetch()} />
        ) : (
          <Flex vertical gap={12}>
            <div>
              Your rate now: <strong>{formatPercentFromBasisPoints(detail.data?.commissionBp)}</strong>{' '}
              {detail.data?.appliesAs === 'publisher' ? <Tag color="blue">your own rate</Tag> : null}
              {detail.data?.appliesAs === 'brand' ? <Tag>the brand's rate</Tag> : null}
            </div>
            <ListTable
              size="small"
              rowKey={(h) => `${h.changedAt}-${h.scope}-${h.newCommissionBp}`}
              loading={detail.isFetching}
              dataSource={detail.data?.history ?? []}
              pagination={false}
              locale={{ emptyText: 'No associate commission on this brand yet' }}
              columns={[
                { title: 'Changed', dataIndex: 'changedAt', render: (at: string) => formatDateTime(at) },
                {
                  title: 'For',
                  dataIndex: 'scope',
                  render: (s: string) => (s === 'publisher' ? 'You' : 'Every associate'),
                },
                {
                  title: 'Rate',
                  key: 'rate',
                  render: (_, h) => rateChangeText(h.oldCommissionBp, h.newCommissionBp),
                },
              ]}
            />
          </Flex>
        )}
      </KeyboardScroll>
    </Drawer>
  );
}

/** Brands of my matched lines with their totals; a row opens the rate and its history. */
export function AssociateBrandsTab({ countryCode }: { countryCode: TCountryCode }) {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<TAssociateBrand | null>(null);
  const query = { countryCode, search: search || undefined, page, pageSize: tablePageSize };
  const brands = useCall(associateReportCalls.listAssociateBrands, { query }, associateCallOptions);
  return (
    <Flex vertical gap={12}>
      <BrandNameSearch
        onSearch={(text) => {
          setSearch(text);
          setPage(1);
        }}
      />
      {brands.error ? (
        <LoadFailed what="your associate brands" error={brands.error} onRetry={() => void brands.refetch()} />
      ) : (
        <ListTable<TAssociateBrand>
          rowKey="brandId"
          size="small"
          loading={brands.isFetching}
          dataSource={brands.data?.items ?? []}
          scroll={{ x: 'max-content' }}
          locale={{
            emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No matched lines yet" />,
          }}
          pagination={tablePaging(page, brands.data?.total, setPage)}
          columns={[
            { title: 'Brand', dataIndex: 'brandName' },
            { title: 'Lines', dataIndex: 'rows', align: 'right', render: (n: number) => formatNumber(n) },
            {
              title: 'Shipped',
              dataIndex: 'itemsShipped',
              align: 'right',
              render: (n: number) => formatNumber(n),
            },
            {
              title: 'Returns',
              dataIndex: 'itemsReturned',
              align: 'right',
              render: (n: number) => formatNumber(n),
            },
            {
              title: 'Revenue',
              dataIndex: 'revenueMinor',
              align: 'right',
              render: (m: number) => formatMoney(m, countryCode),
            },
            {
              title: 'Commission',
              dataIndex: 'commissionMinor',
              align: 'right',
              render: (m: number) => formatMoney(m, countryCode),
            },
            {
              title: 'Rate now',
              dataIndex: 'commissionBp',
              render: (bp: number | null) => formatPercentFromBasisPoints(bp),
            },
            {
              title: 'Detail',
              key: 'detail',
              render: (_, b) => (
                <Button
                  size="small"
                  onClick={() => setOpen(b)}
                  aria-label={`Commission detail of ${b.brandName}`}
                >
                  Commission detail
                </Button>
              ),
            },
          ]}
        />
      )}
      <BrandCommissionDrawer brand={open} onClose={() => setOpen(null)} />
    </Flex>
  );
}
