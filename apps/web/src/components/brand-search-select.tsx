import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import type { CSSProperties } from 'react';
import { useDeferredValue, useState } from 'react';
import type { TCallQuery } from '../api/calls';
import { formatNumber } from '../lib/format';

/** A brand to choose, with how many of the things listed it has. */
export type TBrandChoice = { name: string; count: number };

export type BrandSearchSelectProps = {
  value?: string;
  onChange: (brandName?: string) => void;
  /** The read of the choices the server gives for a search text ('' for none). */
  choices: (search: string) => TCallQuery<TBrandChoice[]>;
  /** What the list says when no brand matches the text. */
  noMatch: string;
  style?: CSSProperties;
};

/**
 * A brand filter whose choices the server searches as one types, each with its count. A chosen
 * brand the current choices leave out (from the address, say) still shows by its name.
 */
export function BrandSearchSelect({ value, onChange, choices, noMatch, style }: BrandSearchSelectProps) {
  const [typed, setTyped] = useState('');
  const search = useDeferredValue(typed.trim());
  const brands = useQuery({
    ...choices(search),
    placeholderData: (previous) => previous,
  });
  const options = (brands.data ?? []).map((b) => ({
    value: b.name,
    label: `${b.name} (${formatNumber(b.count)})`,
  }));
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
      notFoundContent={brands.error ? 'We could not load the brands.' : noMatch}
      onChange={(next?: string) => {
        setTyped('');
        onChange(next || undefined);
      }}
      popupMatchSelectWidth={false}
      style={style}
    />
  );
}
