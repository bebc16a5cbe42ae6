import type { TCatalogueProduct } from '@atlas/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Flex, Grid, Typography } from 'antd';
import { LoadFailed } from '../../../components/load-failed';
import { formatCount } from '../../../lib/format';
import { CardGrid } from './card-grid';
import { CatalogueEmpty } from './catalogue-empty';
import { exportFiltersOf, findQueryOf, productPageSize } from './catalogue-params';
import { useCatalogueSource } from './catalogue-source';
import { CategoryPicker } from './category-picker';
import { ExportProductsButton } from './export-products-button';
import { ProductCard } from './product-card';
import { ProductFilters } from './product-filters';
import type { useCatalogueParams } from './use-catalogue-params';

export type ProductsViewProps = ReturnType<typeof useCatalogueParams>;

/** The category tree beside the filtered product grid, with the export of what it shows. */
export function ProductsView(props: ProductsViewProps) {
  const { params, countryCode, filtered, set, clearFilters, openProduct, productHref } = props;
  const wide = Grid.useBreakpoint().lg ?? true;
  const source = useCatalogueSource();
  const query = findQueryOf(params, countryCode, productPageSize);
  const products = useQuery({
    ...source.findProducts(query),
    placeholderData: keepPreviousData,
  });
  const total = products.data?.total ?? 0;

  const picker = (
    <CategoryPicker
      wide={wide}
      countryCode={countryCode}
      chosen={{ categoryKey: params.categoryKey, categoryId: params.categoryId }}
      onChoose={(choice) => set({ categoryKey: choice.categoryKey, categoryId: choice.categoryId })}
    />
  );
  const grid =
    products.error && !products.data ? (
      <LoadFailed what="the products" error={products.error} onRetry={() => void products.refetch()} />
    ) : (
      <CardGrid<TCatalogueProduct>
        items={products.data?.items}
        total={total}
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
        empty={<CatalogueEmpty noun="product" filtered={filtered} onClear={clearFilters} />}
      />
    );

  return (
    <Flex gap={24} align="flex-start">
      {wide ? (
        <aside style={{ width: 264, flex: 'none', position: 'sticky', top: 16 }}>{picker}</aside>
      ) : null}
      <Flex vertical gap={16} style={{ flex: 1, minWidth: 0 }}>
        {wide ? null : picker}
        <ProductFilters
          params={params}
          countryCode={countryCode}
          filtered={filtered}
          onChange={set}
          onClear={clearFilters}
        />
        <Flex justify="space-between" align="center" gap={12} wrap>
          <Typography.Text type="secondary" aria-live="polite">
            {products.data ? `${formatCount(total, 'product')} in ${countryCode}` : ' '}
          </Typography.Text>
          {source.exportProducts ? (
            <ExportProductsButton
              filters={exportFiltersOf(params, countryCode)}
              total={total}
              exportProducts={source.exportProducts}
            />
          ) : null}
        </Flex>
        {grid}
      </Flex>
    </Flex>
  );
}
