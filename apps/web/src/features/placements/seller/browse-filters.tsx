import {
  countryCodes,
  marketplaceOf,
  placementFormats,
  productCategories,
  type TCountryCode,
  type TSellerPlacementListQuery,
} from '@atlas/shared';
import { Flex, Input, InputNumber, Select } from 'antd';
import { SearchBox } from '../../../components/search-box';
import type { TListChange } from '../../../lib/use-list-filters';
import { minorToText, moneyToMinor } from '../../seller/deals/deal-values';
import { formatName } from '../placement-details';

/** The browse filters as the address keeps them (prices in the marketplace's minor units). */
export function browseQueryOf(params: URLSearchParams): TSellerPlacementListQuery {
  const text = (name: string) => params.get(name) || undefined;
  const countryCode = (countryCodes as string[]).includes(params.get('country') ?? '')
    ? (params.get('country') as TCountryCode)
    : undefined;
  const sortBy = text('sortBy');
  return {
    countryCode,
    categoryKey: text('category') as TSellerPlacementListQuery['categoryKey'],
    format: text('format') as TSellerPlacementListQuery['format'],
    minPriceMinor: countryCode ? text('minPrice') : undefined,
    maxPriceMinor: countryCode ? text('maxPrice') : undefined,
    minAudience: text('minAudience'),
    search: text('search'),
    sortBy: (countryCode || !sortBy?.startsWith('price')
      ? sortBy
      : undefined) as TSellerPlacementListQuery['sortBy'],
    page: Math.max(1, Number(params.get('page')) || 1),
    pageSize: 12,
  };
}

export type BrowseFiltersProps = {
  query: TSellerPlacementListQuery;
  onChange: (change: TListChange) => void;
};

/** Marketplace, category, format, price range (in the marketplace), audience, text and sort. */
export function BrowseFilters({ query, onChange }: BrowseFiltersProps) {
  const market = query.countryCode ? marketplaceOf(query.countryCode) : null;
  const price = (name: 'minPrice' | 'maxPrice', value?: string | number) => (
    <Input
      aria-label={name === 'minPrice' ? 'Lowest price' : 'Highest price'}
      placeholder={name === 'minPrice' ? 'Min price' : 'Max price'}
      prefix={market?.symbol}
      disabled={!market}
      inputMode="decimal"
      defaultValue={value === undefined ? '' : minorToText(Number(value))}
      key={`${name}-${query.countryCode}-${value}`}
      onBlur={(event) => onChange({ [name]: moneyToMinor(event.target.value) ?? undefined })}
      onPressEnter={(event) => onChange({ [name]: moneyToMinor(event.currentTarget.value) ?? undefined })}
      style={{ width: 130 }}
    />
  );
  return (
    <Flex gap={8} wrap>
      <SearchBox
        label="Search placements"
        placeholder="Title, description or publisher"
        initial={query.search}
        onSearch={(search) => onChange({ search })}
        style={{ width: 280, maxWidth: '100%' }}
      />
      <Select
        aria-label="Placement marketplace"
        allowClear
        placeholder="Every marketplace"
        value={query.countryCode}
        options={countryCodes.map((code) => ({
          value: code,
          label: `${code} · ${marketplaceOf(code).site}`,
        }))}
        onChange={(value?: string) =>
          onChange({ country: value, minPrice: undefined, maxPrice: undefined, sortBy: undefined })
        }
        style={{ minWidth: 190 }}
      />
      <Select
        aria-label="Category"
        allowClear
        showSearch
        optionFilterProp="label"
        placeholder="Every category"
        value={query.categoryKey}
        options={productCategories.map((c) => ({ value: c.key, label: c.name }))}
        onChange={(value?: string) => onChange({ category: value })}
        style={{ minWidth: 190 }}
      />
      <Select
        aria-label="Format"
        allowClear
        placeholder="Every format"
        value={query.format}
        options={placementFormats.map((f) => ({ value: f, label: formatName(f) }))}
        onChange={(value?: string) => onChange({ format: value })}
        style={{ minWidth: 160 }}
      />
      {price('minPrice', query.minPriceMinor)}
      {price('maxPrice', query.maxPriceMinor)}
      <InputNumber
        aria-label="Smallest audience"
        placeholder="Min audience"
        min={0}
        precision={0}
        key={`aud-${query.minAudience}`}
        defaultValue={query.minAudience === undefined ? undefined : Number(query.minAudience)}
        onBlur={(event) => onChange({ minAudience: event.target.value.replace(/\D/g, '') || undefined })}
        style={{ width: 140 }}
      />
      <Select
        aria-label="Sort"
        value={query.sortBy ?? 'newest'}
        options={[
          { value: 'newest', label: 'Newest first' },
          { value: 'audience', label: 'Largest audience' },
          { value: 'price_asc', label: 'Lowest price', disabled: !market },
          { value: 'price_desc', label: 'Highest price', disabled: !market },
        ]}
        onChange={(value: string) => onChange({ sortBy: value === 'newest' ? undefined : value })}
        style={{ minWidth: 160 }}
      />
    </Flex>
  );
}
