import { brandCalls } from '@atlas/shared';
import { Button, Flex, Input, Select } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useCall } from '../../../api/calls';
import type { TProductFilters } from './use-product-filters';

export type ProductsToolbarProps = {
  filters: TProductFilters;
  countryCode: string;
  filtered: boolean;
  onChange: (change: Partial<TProductFilters>) => void;
  onClear: () => void;
  /** Buttons on the right: export, template, CSV upload. */
  actions: ReactNode;
};

/** Search, brand, status and commission filters on the left; the page's file actions on the right. */
export function ProductsToolbar({
  filters,
  countryCode,
  filtered,
  onChange,
  onClear,
  actions,
}: ProductsToolbarProps) {
  const [search, setSearch] = useState(filters.search);
  useEffect(() => setSearch(filters.search), [filters.search]);
  const brands = useCall(brandCalls.listBrandsWithProducts, { query: { countryCode } });

  return (
    <Flex justify="space-between" gap={12} wrap style={{ marginBottom: 16 }}>
      <Flex gap={8} wrap>
        <Input.Search
          allowClear
          placeholder="Title or ASIN"
          aria-label="Search products"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          onSearch={(value) => onChange({ search: value.trim() })}
          style={{ width: 240 }}
        />
        <Select
          allowClear
          placeholder="All brands"
          aria-label="Brand"
          value={filters.brandId || undefined}
          loading={brands.isLoading}
          options={brands.data?.map((b) => ({
            value: b.brandId,
            label: `${b.brand.amazonBrandName} (${b.productCount})`,
          }))}
          onChange={(value?: string) => onChange({ brandId: value ?? '' })}
          style={{ width: 200 }}
          popupMatchSelectWidth={false}
        />
        <Select
          allowClear
          placeholder="Any status"
          aria-label="Status"
          value={filters.status || undefined}
          options={[
            { value: 'active', label: 'Active' },
            { value: 'inactive', label: 'Inactive' },
          ]}
          onChange={(value?: TProductFilters['status']) => onChange({ status: value ?? '' })}
          style={{ width: 140 }}
        />
        <Select
          allowClear
          placeholder="Any commission"
          aria-label="Commission"
          value={filters.commission || undefined}
          options={[
            { value: 'set', label: 'Commission set' },
            { value: 'unset', label: 'No commission' },
          ]}
          onChange={(value?: TProductFilters['commission']) => onChange({ commission: value ?? '' })}
          style={{ width: 170 }}
        />
        {filtered ? (
          <Button type="link" onClick={onClear}>
            Clear filters
          </Button>
        ) : null}
      </Flex>
      <Flex gap={8} wrap>
        {actions}
      </Flex>
    </Flex>
  );
}
