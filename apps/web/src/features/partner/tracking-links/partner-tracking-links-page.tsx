import { cooperateCalls, type TCatalogueProduct } from '@atlas/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Card, Empty, Flex, Input, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useCall } from '../../../api/calls';
import { ListTable } from '../../../components/list-table';
import { LoadFailed } from '../../../components/load-failed';
import { useMarketplace } from '../../../components/marketplace/use-marketplace';
import { PageHeader } from '../../../components/page-header';
import { formatMoney } from '../../../lib/format';
import { useSearchParams } from '../../../lib/use-search-params';
import { CommissionPill } from '../../publisher/catalogue/commission-pill';
import { GetLinkButton } from '../../tracking/link-builder/get-link-button';
import { quiet } from '../../tracking/tracking-quiet';
import { partnerCatalogueSource } from '../catalogue/partner-catalogue-source';

const pageSize = 10;

/**
 * The partner's Tracking links (spec 2.3 Partner): a link is made from a catalogue product under
 * one of the partner's cooperation tracking ids. Here a product is found by title or ASIN and
 * linked in place; the search and page are in the URL.
 */
export function PartnerTrackingLinksPage() {
  const [countryCode] = useMarketplace();
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.get('search')?.trim() ?? '';
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const [typed, setTyped] = useState(search);
  useEffect(() => setTyped(search), [search]);
  const trackingIds = useCall(cooperateCalls.listCooperateTrackingIds, { query: {} }, quiet);
  const query = { countryCode, search, page, pageSize, dealsOnly: undefined };
  const products = useQuery({
    ...partnerCatalogueSource.findProducts(query),
    enabled: search !== '',
    placeholderData: keepPreviousData,
  });
  const change = (next: { search?: string; page?: number }) =>
    setSearchParams((previous) => {
      const params = new URLSearchParams(previous);
      for (const [key, value] of Object.entries(next)) {
        if (value === undefined || value === '' || value === 1) {
          params.delete(key);
        } else {
          params.set(key, String(value));
        }
      }
      return params;
    });

  return (
    <>
      <PageHeader
        title="Tracking links"
        subtitle="Links are made from the Catalogue's products, each under one of your cooperations' tracking ids: its clicks and commissions count for that publisher."
      />
      <Flex vertical gap={16}>
        {trackingIds.data?.length === 0 ? (
          <Alert
            type="info"
            showIcon
            title="Create a tracking id first"
            description={
              <>
                A link carries a cooperation's tracking id.{' '}
                <Link to="/partner/tracking-ids">Create one on Tracking ids</Link>, then come back for its
                links.
              </>
            }
          />
        ) : null}
        <Card variant="borderless">
          <Typography.Paragraph type="secondary">
            Find a product by its title or ASIN and choose Get link, or browse the{' '}
            <Link to="/partner/catalogue">Catalogue</Link> by category and get links from its products.
          </Typography.Paragraph>
          <Input.Search
            allowClear
            enterButton="Search"
            placeholder="Title or ASIN"
            aria-label="Search products"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            onSearch={(value) => change({ search: value.trim(), page: 1 })}
            style={{ maxWidth: 480, marginBottom: 16 }}
          />
          {search === '' ? null : products.error && !products.data ? (
            <LoadFailed what="the products" error={products.error} onRetry={() => void products.refetch()} />
          ) : (
            <ProductResults
              products={products.data?.items ?? []}
              total={products.data?.total ?? 0}
              page={page}
              loading={products.isFetching}
              search={search}
              countryCode={countryCode}
              onPage={(next) => change({ page: next })}
            />
          )}
        </Card>
      </Flex>
    </>
  );
}

type ProductResultsProps = {
  products: TCatalogueProduct[];
  total: number;
  page: number;
  loading: boolean;
  search: string;
  countryCode: string;
  onPage: (page: number) => void;
};

function ProductResults(props: ProductResultsProps) {
  return (
    <ListTable<TCatalogueProduct>
      rowKey="id"
      size="middle"
      dataSource={props.products}
      loading={props.loading}
      scroll={{ x: 640 }}
      locale={{
        emptyText: (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={`No product in ${props.countryCode} matches "${props.search}".`}
          />
        ),
      }}
      pagination={{
        current: props.page,
        pageSize,
        total: props.total,
        hideOnSinglePage: true,
        showSizeChanger: false,
        onChange: props.onPage,
      }}
      columns={[
        {
          title: 'Product',
          key: 'title',
          render: (_, p) => (
            <Flex vertical>
              <Typography.Text strong ellipsis={{ tooltip: p.title }} style={{ maxWidth: 360 }}>
                {p.title}
              </Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {p.brand.amazonBrandName} · {p.asin}
              </Typography.Text>
            </Flex>
          ),
        },
        { title: 'Price', key: 'price', render: (_, p) => formatMoney(p.priceMinor, p.countryCode) },
        {
          title: 'Commission',
          key: 'commission',
          render: (_, p) => <CommissionPill commissionBp={p.commissionBp} words={(rate) => rate} />,
        },
        {
          key: 'link',
          align: 'right',
          render: (_, p) => (
            <GetLinkButton
              mode="partner"
              size="small"
              target={{ kind: 'product', productId: p.id, countryCode: p.countryCode }}
            />
          ),
        },
      ]}
    />
  );
}
