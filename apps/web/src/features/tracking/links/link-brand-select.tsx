import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useDeferredValue, useState } from 'react';
import { listLinkBrands } from '../../../api/tracking';
import { formatNumber } from '../../../lib/format';
import { linkKeys } from '../link-builder/link-keys';

export type LinkBrandSelectProps = { value?: string; onChange: (brandName?: string) => void };

/** The brand filter of product links: brands of the publisher's own links, the server searching as one types. */
export function LinkBrandSelect({ value, onChange }: LinkBrandSelectProps) {
  const [typed, setTyped] = useState('');
  const search = useDeferredValue(typed.trim());
  const brands = useQuery({
    queryKey: linkKeys.brands(search),
    queryFn: () => listLinkBrands(search || undefined),
    placeholderData: (previous) => previous,
  });
  const options = (brands.data ?? []).map((b) => ({
    value: b.brandName,
    label: `${b.brandName} (${formatNumber(b.linkCount)})`,
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
      notFoundContent={brands.error ? 'We could not load the brands.' : 'No link to a brand of that name'}
      onChange={(next?: string) => {
        setTyped('');
        onChange(next || undefined);
      }}
      popupMatchSelectWidth={false}
      style={{ width: 180 }}
    />
  );
}
