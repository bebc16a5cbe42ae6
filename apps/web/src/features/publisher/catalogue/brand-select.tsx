import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useDeferredValue, useState } from 'react';
import { formatNumber } from '../../../lib/format';
import { useCatalogueSource } from './catalogue-source';

export type BrandSelectProps = {
  countryCode: string;
  value?: string;
  onChange: (brandName?: string) => void;
  style?: React.CSSProperties;
};

/** The brand filter: the marketplace's 50 fullest brands, the server searching the others as one types. */
export function BrandSelect({ countryCode, value, onChange, style }: BrandSelectProps) {
  const [typed, setTyped] = useState('');
  const search = useDeferredValue(typed.trim());
  const source = useCatalogueSource();
  const brands = useQuery({
    queryKey: source.keys.brandPicks(countryCode, search),
    queryFn: () => source.listBrands({ countryCode, search: search || undefined }),
    placeholderData: (previous) => previous,
  });
  const options = (brands.data ?? []).map((b) => ({
    value: b.brand.amazonBrandName,
    label: `${b.brand.amazonBrandName} (${formatNumber(b.productCount)})`,
  }));
  // A brand from the link that the first 50 leave out still shows by its name.
  if (value && !options.some((o) => o.value === value)) {
    options.unshift({ value, label: value });
  }
  return (
    <Select
      allowClear
      showSearch={{ filterOption: false, onSearch: setTyped }}
      placeholder="All brands"
      aria-label="Brand"
      value={value}
      loading={brands.isFetching}
      options={options}
      notFoundContent={brands.error ? 'We could not load the brands.' : 'No brand of that name'}
      onChange={(next?: string) => {
        setTyped('');
        onChange(next || undefined);
      }}
      popupMatchSelectWidth={false}
      style={style}
    />
  );
}
