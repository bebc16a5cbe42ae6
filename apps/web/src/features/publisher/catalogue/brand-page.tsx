import { ArrowLeftOutlined } from '@ant-design/icons';
import {
  publisherCatalogueCalls,
  type TCatalogueProduct,
  type TCountryCode,
  type TProductCategoryKey,
} from '@atlas/shared';
import { keepPreviousData } from '@tanstack/react-query';
import { Button, Card, Empty, Flex, Skeleton, Typography } from 'antd';
import { useCall } from '../../../api/calls';
import { catalogueReadOptions } from '../../../api/publisher-catalogue';
import { LoadFailed } from '../../../components/load-failed';
import { useMarketplace } from '../../../components/marketplace/use-marketplace';
import { GetLinkButton } from '../../tracking/link-builder/get-link-button';
import { BrandSummary } from './brand-summary';
import { CardGrid } from './card-grid';
import { productPageSize } from './catalogue-params';
import { ProductCard } from './product-card';
import { SortSelect } from './sort-select';
import type { useCatalogueParams } from './use-catalogue-params';

export type BrandPageProps = ReturnType<typeof useCatalogueParams> & { brandId: string };

/** One brand: where and how well it pays, its link, and its products in the marketplace. */
export function BrandPage({
  brandId,
  params,
  countryCode,
  set,
  openBrand,
  openProduct,
  productHref,
}: BrandPageProps) {
  const [, setCountryCode] = useMarketplace();
  const detail = useCall(
    publisherCatalogueCalls.getBrandDetail,
    { params: { brandId }, query: { countryCode } },
    { ...catalogueReadOptions, placeholderData: keepPreviousData },
  );
  const query = {
    brandId,
    countryCode,
    sortBy: params.sortBy,
    sortOrder: params.sortOrder,
    page: params.page,
    pageSize: productPageSize,
  };
  const products = useCall(
    publisherCatalogueCalls.listProductsByBrand,
    { query },
    {
      ...catalogueReadOptions,
      placeholderData: keepPreviousData,
    },
  );
  const brand = detail.data;

  const back = (
    <Button
      type="link"
      icon={<ArrowLeftOutlined aria-hidden />}
      onClick={() => openBrand(undefined)}
      style={{ padding: 0 }}
    >
      {params.view === 'brands' ? 'All brands' : 'All products'}
    </Button>
  );
  if (detail.error && !brand) {
    return (
      <Flex vertical gap={16} align="flex-start">
        {back}
        <div style={{ alignSelf: 'stretch' }}>
          <LoadFailed what="this brand" error={detail.error} onRetry={() => void detail.refetch()} />
        </div>
      </Flex>
    );
  }

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" gap={12} wrap>
        {back}
        <GetLinkButton
          type="primary"
          label="Get brand link"
          target={{ kind: 'brand', brandId, countryCode }}
        />
      </Flex>
      {brand ? (
        <BrandSummary
          brand={brand}
          onCountry={(code: TCountryCode) => setCountryCode(code)}
          onCategory={(categoryKey) =>
            set({
              brandId: undefined,
              view: 'products',
              brandName: brand.brand.amazonBrandName,
              categoryKey: categoryKey as TProductCategoryKey,
              categoryId: undefined,
            })
          }
        />
      ) : (
        <Card variant="borderless">
          <Skeleton active paragraph={{ rows: 3 }} />
        </Card>
      )}
      <Flex justify="space-between" align="center" gap={12} wrap>
        <Typography.Title level={5} style={{ margin: 0 }}>
          Its products in {countryCode}
        </Typography.Title>
        <SortSelect sortBy={params.sortBy} sortOrder={params.sortOrder} onChange={set} />
      </Flex>
      {products.error && !products.data ? (
        <LoadFailed what="its products" error={products.error} onRetry={() => void products.refetch()} />
      ) : (
        <CardGrid<TCatalogueProduct>
          items={products.data?.items}
          total={products.data?.total ?? 0}
          page={params.page}
          pageSize={productPageSize}
          loading={products.isLoading}
          fetching={products.isFetching}
          noun="products"
          keyOf={(product) => product.id}
          renderItem={(product) => (
            <ProductCard product={product} href={productHref(product.id)} onOpen={(p) => openProduct(p.id)} />
          )}
          onPage={(page) => set({ page })}
          empty={
            <Card variant="borderless">
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={`${brand?.brand.amazonBrandName ?? 'This brand'} has no products to promote in ${countryCode}; its marketplaces are listed above.`}
              />
            </Card>
          }
        />
      )}
    </Flex>
  );
}
