import { productCalls } from '@atlas/shared';
import { Select } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useCall } from '../../api/calls';

export type ProductPickerProps = {
  countryCode?: string;
  brandId?: string;
  value?: string[];
  onChange?: (ids: string[]) => void;
  disabled?: boolean;
  id?: string;
};

/**
 * The brand's products publishers can link (active, with a commission) in the marketplace,
 * searched by title or ASIN on the server; chosen ones keep their names while the search moves on.
 */
export function ProductPicker({
  countryCode,
  brandId,
  value = [],
  onChange,
  disabled,
  id,
}: ProductPickerProps) {
  const [typed, setTyped] = useState('');
  const [deferred, setDeferred] = useState('');
  useEffect(() => {
    // Ask the server once the seller pauses typing, not on every key.
    const timer = setTimeout(() => setDeferred(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const names = useRef(new Map<string, string>());
  const ready = Boolean(countryCode && brandId);
  const products = useCall(
    productCalls.listProducts,
    {
      query: {
        countryCode,
        brandId,
        search: deferred || undefined,
        status: 'active',
        commission: 'set',
        pageSize: 50,
      },
    },
    { enabled: ready },
  );
  for (const p of products.data?.items ?? []) {
    names.current.set(p.id, `${p.title} · ${p.asin}`);
  }
  const shown = new Set((products.data?.items ?? []).map((p) => p.id));
  const options = [
    ...value.filter((v) => !shown.has(v)).map((v) => ({ value: v, label: names.current.get(v) ?? v })),
    ...(products.data?.items ?? []).map((p) => ({ value: p.id, label: `${p.title} · ${p.asin}` })),
  ];
  return (
    <Select
      id={id}
      mode="multiple"
      showSearch={{ filterOption: false, onSearch: setTyped }}
      placeholder={ready ? 'Search your products by title or ASIN' : 'Choose the marketplace and brand first'}
      disabled={disabled || !ready}
      loading={products.isFetching}
      value={value}
      onChange={onChange}
      options={options}
      notFoundContent={products.isFetching ? 'Searching…' : 'No active products with a commission'}
      maxCount={20}
    />
  );
}
