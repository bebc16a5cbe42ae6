import { Button, Checkbox, Flex, Input } from 'antd';
import { useEffect, useState } from 'react';
import { BrandSelect } from './brand-select';
import type { TCatalogueParams } from './catalogue-params';
import { CommissionRange } from './commission-range';
import { SortSelect } from './sort-select';

export type ProductFiltersProps = {
  params: TCatalogueParams;
  countryCode: string;
  filtered: boolean;
  onChange: (change: Partial<TCatalogueParams>) => void;
  onClear: () => void;
};

const grow = { flex: '1 1 160px', minWidth: 0 } as const;

/**
 * Search, brand and sort on the first row, the commission range and deals only on the next;
 * on a phone each row wraps to the width. Every change lands in the URL.
 */
export function ProductFilters({ params, countryCode, filtered, onChange, onClear }: ProductFiltersProps) {
  const [search, setSearch] = useState(params.search);
  useEffect(() => setSearch(params.search), [params.search]);
  return (
    <Flex vertical gap={8}>
      <Flex gap={8} wrap>
        <Input.Search
          allowClear
          placeholder="Title or ASIN"
          aria-label="Search products"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          onSearch={(value) => onChange({ search: value.trim() })}
          style={{ ...grow, flexBasis: 220 }}
        />
        <BrandSelect
          countryCode={countryCode}
          value={params.brandName}
          onChange={(brandName) => onChange({ brandName })}
          style={grow}
        />
        <SortSelect sortBy={params.sortBy} sortOrder={params.sortOrder} onChange={onChange} />
      </Flex>
      <Flex gap={16} wrap align="center">
        <CommissionRange
          minCommissionBp={params.minCommissionBp}
          maxCommissionBp={params.maxCommissionBp}
          onChange={onChange}
        />
        <Checkbox
          checked={params.dealsOnly}
          onChange={(event) => onChange({ dealsOnly: event.target.checked })}
        >
          Deals only
        </Checkbox>
        {filtered ? (
          <Button type="link" onClick={onClear} style={{ paddingInline: 0 }}>
            Clear filters
          </Button>
        ) : null}
      </Flex>
    </Flex>
  );
}
