import { productCalls, type TCountryCode } from '@atlas/shared';
import { Flex, Select, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useCall } from '../../../api/calls';
import { formatMoney } from '../../../lib/format';

export type TPickedProduct = {
  id: string;
  asin: string;
  title: string;
  priceMinor: number | null;
  countryCode: string;
};

export type ProductPickerProps = {
  /** Given by Form.Item, so the label names the field. */
  id?: string;
  value?: string;
  onChange?: (id: string, product: TPickedProduct) => void;
  countryCode: TCountryCode;
  /** The product of the deal being edited, shown before any search. */
  initial?: TPickedProduct | null;
  disabled?: boolean;
};

/** Finds one of the seller's products by title or ASIN, in the marketplace of the page. */
export function ProductPicker({ id, value, onChange, countryCode, initial, disabled }: ProductPickerProps) {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    // Ask the server once the seller pauses typing, not on every key.
    const timer = setTimeout(() => setSearch(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const found = useCall(productCalls.listProducts, {
    query: { search: search || undefined, countryCode, pageSize: 20 },
  });
  const products: TPickedProduct[] = found.data?.items ?? [];
  const options = initial && !products.some((p) => p.id === initial.id) ? [initial, ...products] : products;

  return (
    <Select
      id={id}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      value={value}
      disabled={disabled}
      placeholder="Search your products by title or ASIN"
      loading={found.isFetching}
      notFoundContent={found.isFetching ? 'Searching…' : 'No product matches'}
      onChange={(id: string) => {
        const product = options.find((p) => p.id === id);
        if (product) {
          onChange?.(id, product);
        }
      }}
      options={options.map((p) => ({
        value: p.id,
        label: (
          <Flex justify="space-between" gap={12}>
            <Typography.Text ellipsis style={{ maxWidth: 320 }}>
              {p.title}
            </Typography.Text>
            <Typography.Text type="secondary">
              {p.asin} · {formatMoney(p.priceMinor, p.countryCode)}
            </Typography.Text>
          </Flex>
        ),
      }))}
    />
  );
}
