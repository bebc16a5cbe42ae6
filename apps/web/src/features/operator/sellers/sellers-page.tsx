import { accountStatuses, countryCodes, sellerConsoleCalls, type TSellerListItem } from '@atlas/shared';
import { keepPreviousData } from '@tanstack/react-query';
import { Alert, Card, Empty, Flex, Input, List, Select, Tabs, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useCall } from '../../../api/calls';
import { ApiError } from '../../../api/http';
import { consoleCallOptions, exportConsoleSellers } from '../../../api/seller-console';
import { ListTable } from '../../../components/list-table';
import { LoadFailed } from '../../../components/load-failed';
import { PageHeader } from '../../../components/page-header';
import { ProgressDownloadButton } from '../../../components/progress-download-button';
import { errorText } from '../../../components/server-error';
import { capitalize, formatDate, formatNumber } from '../../../lib/format';
import { applyListChange, useListFilters } from '../../../lib/use-list-filters';
import { useSearchParams } from '../../../lib/use-search-params';
import { KeyboardScroll } from '../../associates/keyboard-scroll';
import { CampaignAggTable } from './campaign-agg-table';
import { SellerDrawer } from './seller-drawer';

const pageSize = 20;
const statusColor = { active: 'green', pending: 'gold', disabled: 'red' } as const;

function sellerColumns(open: (id: string) => void): ColumnsType<TSellerListItem> {
  return [
    {
      title: 'Seller',
      key: 'seller',
      render: (_, row) => (
        <>
          <Typography.Link
            href={`?seller=${encodeURIComponent(row.id)}`}
            onClick={(event) => {
              event.preventDefault();
              event.stopPropagation();
              open(row.id);
            }}
          >
            {row.name}
          </Typography.Link>
          <div style={{ color: 'rgba(0,0,0,0.55)', fontSize: 12 }}>{row.email}</div>
        </>
      ),
    },
    {
      title: 'Status',
      key: 'status',
      render: (_, row) => <Tag color={statusColor[row.status]}>{capitalize(row.status)}</Tag>,
    },
    {
      title: 'Marketplaces',
      key: 'marketplaces',
      render: (_, row) => (row.marketplaces.length === 0 ? '--' : row.marketplaces.join(', ')),
    },
    { title: 'Brands', key: 'brands', align: 'right', render: (_, row) => formatNumber(row.brands) },
    { title: 'Products', key: 'products', align: 'right', render: (_, row) => formatNumber(row.products) },
    {
      title: 'Unpaid billings',
      key: 'unpaid',
      align: 'right',
      render: (_, row) => (row.unpaidBillings > 0 ? <Tag color="orange">{row.unpaidBillings}</Tag> : '0'),
    },
    { title: 'Created', key: 'created', render: (_, row) => formatDate(row.createdAt) },
  ];
}

/** The sellers of an ASIN: a seller opens its drawer. */
function AsinSearch({ open }: { open: (id: string) => void }) {
  const [asin, setAsin] = useState('');
  const found = useCall(
    sellerConsoleCalls.searchSellersByAsin,
    { query: { asin } },
    {
      ...consoleCallOptions,
      enabled: asin.length > 0,
      retry: false,
    },
  );
  return (
    <div style={{ marginBottom: 16 }}>
      <Input.Search
        allowClear
        aria-label="Search sellers by ASIN"
        placeholder="Find the sellers of an ASIN"
        enterButton="Find"
        onSearch={(value) => setAsin(value.trim().toUpperCase())}
        style={{ maxWidth: 360 }}
      />
      {!asin ? null : found.error ? (
        <Alert
          type="error"
          showIcon
          style={{ marginTop: 8 }}
          message={found.error instanceof ApiError ? errorText(found.error) : 'The search failed'}
        />
      ) : found.data ? (
        <section aria-label="Sellers of the ASIN">
          <List
            size="small"
            style={{ marginTop: 8 }}
            bordered
            locale={{ emptyText: `No seller offers ${found.data.asin}.` }}
            dataSource={found.data.items}
            renderItem={(seller) => (
              <List.Item>
                <div>
                  <Typography.Link
                    href={`?seller=${encodeURIComponent(seller.id)}`}
                    onClick={(event) => {
                      event.preventDefault();
                      open(seller.id);
                    }}
                  >
                    {seller.name}
                  </Typography.Link>{' '}
                  <Typography.Text type="secondary">{seller.email}</Typography.Text>
                  <div>
                    {seller.products.map((product) => (
                      <Tag key={product.productId}>
                        {product.countryCode} · {product.brandName} · {product.title.slice(0, 60)} (
                        {product.status})
                      </Tag>
                    ))}
                  </div>
                </div>
              </List.Item>
            )}
          />
        </section>
      ) : null}
    </div>
  );
}

function SellerList({ open }: { open: (id: string) => void }) {
  const [filters, setFilters] = useListFilters([] as const);
  const [params, setParams] = useSearchParams();
  const status = accountStatuses.find((s) => s === params.get('status'));
  const countryCode = countryCodes.find((c) => c === params.get('marketplace'));
  const sort = params.get('sort') === 'name' ? 'name' : 'newest';
  const filter = { search: filters.search || undefined, status, countryCode, sort } as const;
  const query = { ...filter, page: filters.page, pageSize };
  const sellers = useCall(
    sellerConsoleCalls.listConsoleSellers,
    { query },
    {
      ...consoleCallOptions,
      placeholderData: keepPreviousData,
    },
  );
  const change = (key: string) => (value?: string) =>
    setParams((previous) => applyListChange(previous, { [key]: value }));
  return (
    <>
      <AsinSearch open={open} />
      <Flex gap={8} wrap justify="space-between" style={{ marginBottom: 12 }}>
        <Flex gap={8} wrap>
          <Input.Search
            allowClear
            aria-label="Search sellers"
            defaultValue={filters.search}
            placeholder="Search by name or e-mail"
            onSearch={(search) => setFilters({ search: search.trim() })}
            style={{ width: 260 }}
          />
          <Select
            aria-label="Account status"
            allowClear
            placeholder="Any status"
            value={status}
            onChange={change('status')}
            options={accountStatuses.map((s) => ({ value: s, label: capitalize(s) }))}
            style={{ width: 140 }}
          />
          <Select
            aria-label="Marketplace"
            allowClear
            placeholder="Any marketplace"
            value={countryCode}
            onChange={change('marketplace')}
            options={countryCodes.map((c) => ({ value: c, label: c }))}
            style={{ width: 160 }}
          />
          <Select
            aria-label="Sort sellers"
            value={sort}
            onChange={(value: string) => change('sort')(value === 'newest' ? undefined : value)}
            options={[
              { value: 'newest', label: 'Newest first' },
              { value: 'name', label: 'By name' },
            ]}
            style={{ width: 140 }}
          />
        </Flex>
        <ProgressDownloadButton
          label="Export"
          busyLabel="Exporting"
          download={(onProgress) => exportConsoleSellers(filter, onProgress)}
        />
      </Flex>
      {sellers.error ? (
        <LoadFailed what="the sellers" error={sellers.error} onRetry={() => void sellers.refetch()} />
      ) : (
        <KeyboardScroll label="Sellers">
          <ListTable<TSellerListItem>
            rowKey="id"
            size="middle"
            loading={sellers.isFetching}
            columns={sellerColumns(open)}
            dataSource={sellers.data?.items ?? []}
            scroll={{ x: 'max-content' }}
            onRow={(row) => ({ onClick: () => open(row.id), style: { cursor: 'pointer' } })}
            locale={{
              emptyText: (
                <Empty
                  image={Empty.PRESENTED_IMAGE_SIMPLE}
                  description={
                    filters.search || status || countryCode
                      ? 'No seller matches these filters.'
                      : 'No seller yet.'
                  }
                />
              ),
            }}
            pagination={{
              current: filters.page,
              pageSize,
              total: sellers.data?.total ?? 0,
              showSizeChanger: false,
              hideOnSinglePage: true,
              onChange: (page) => setFilters({ page }),
            }}
          />
        </KeyboardScroll>
      )}
    </>
  );
}

/** Sellers: the list with its filters and export, the ASIN search, and the 30-day report. */
export function SellersPage() {
  const [params, setParams] = useSearchParams();
  const openId = params.get('seller');
  const view = params.get('view') === 'last30' ? 'last30' : 'list';
  const open = (id: string) =>
    setParams((previous) =>
      applyListChange(previous, { seller: id, page: previous.get('page') ?? undefined }),
    );
  return (
    <>
      <PageHeader
        title="Sellers"
        subtitle="Find a seller by name, e-mail or an ASIN of its catalogue; open it for its details, billings and last 30 days."
      />
      <Card variant="borderless">
        <Tabs
          activeKey={view}
          onChange={(key) =>
            setParams((previous) => applyListChange(previous, { view: key === 'list' ? undefined : key }))
          }
          items={[
            { key: 'list', label: 'Sellers', children: <SellerList open={open} /> },
            { key: 'last30', label: 'Last 30 days', children: <CampaignAggTable /> },
          ]}
        />
      </Card>
      <SellerDrawer
        sellerId={openId}
        onClose={() =>
          setParams((previous) =>
            applyListChange(previous, { seller: undefined, page: previous.get('page') ?? undefined }),
          )
        }
      />
    </>
  );
}
