import { publisherCatalogueCalls, type TBrandCard } from '@atlas/shared';
import { keepPreviousData } from '@tanstack/react-query';
import { Flex, Input, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useCall } from '../../../api/calls';
import { catalogueReadOptions } from '../../../api/publisher-catalogue';
import { LoadFailed } from '../../../components/load-failed';
import { BrandCard } from './brand-card';
import { CardGrid } from './card-grid';
import { CatalogueEmpty } from './catalogue-empty';
import type { TBrandSort } from './catalogue-params';
import type { useCatalogueParams } from './use-catalogue-params';

const pageSize = 24;

export type BrandsViewProps = ReturnType<typeof useCatalogueParams>;

/** Brands to discover in the marketplace: searched by name, the fullest or A to Z first. */
export function BrandsView({ params, countryCode, set, openBrand, brandHref }: BrandsViewProps) {
  const [search, setSearch] = useState(params.brandSearch);
  useEffect(() => setSearch(params.brandSearch), [params.brandSearch]);
  const query = {
    countryCode,
    search: params.brandSearch || undefined,
    sortBy: params.brandSort,
    page: params.page,
    pageSize,
  };
  const brands = useCall(
    publisherCatalogueCalls.findBrands,
    { query },
    {
      ...catalogueReadOptions,
      placeholderData: keepPreviousData,
    },
  );

  return (
    <Flex vertical gap={16}>
      <Flex gap={8} wrap>
        <Input.Search
          allowClear
          aria-label="Search brands"
          placeholder="Brand name"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          onSearch={(value) => set({ brandSearch: value.trim() })}
          style={{ flex: '1 1 220px', maxWidth: 360 }}
        />
        <Select<TBrandSort>
          aria-label="Sort brands"
          value={params.brandSort}
          options={[
            { value: 'products', label: 'Most products' },
            { value: 'name', label: 'Name, A to Z' },
          ]}
          onChange={(brandSort) => set({ brandSort })}
          style={{ width: 160 }}
        />
      </Flex>
      {brands.error && !brands.data ? (
        <LoadFailed what="the brands" error={brands.error} onRetry={() => void brands.refetch()} />
      ) : (
        <CardGrid<TBrandCard>
          items={brands.data?.items}
          total={brands.data?.total ?? 0}
          page={params.page}
          pageSize={pageSize}
          loading={brands.isLoading}
          fetching={brands.isFetching}
          noun="brands"
          minCardWidth={220}
          keyOf={(brand) => brand.brandId}
          renderItem={(brand) => (
            <BrandCard brand={brand} href={brandHref(brand.brandId)} onOpen={(b) => openBrand(b.brandId)} />
          )}
          onPage={(page) => set({ page })}
          empty={
            <CatalogueEmpty
              noun="brand"
              filtered={Boolean(params.brandSearch)}
              onClear={() => set({ brandSearch: '' })}
            />
          }
        />
      )}
    </Flex>
  );
}
