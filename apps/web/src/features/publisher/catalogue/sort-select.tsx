import type { TCatalogueSort } from '@atlas/shared';
import { Select } from 'antd';
import type { TSortOrder } from './catalogue-params';

export type TProductSortChoice = { sortBy: TCatalogueSort; sortOrder: TSortOrder };

export const productSortOptions: (TProductSortChoice & { label: string })[] = [
  { sortBy: 'commission', sortOrder: 'desc', label: 'Highest commission' },
  { sortBy: 'commission', sortOrder: 'asc', label: 'Lowest commission' },
  { sortBy: 'price', sortOrder: 'asc', label: 'Price: low to high' },
  { sortBy: 'price', sortOrder: 'desc', label: 'Price: high to low' },
  { sortBy: 'newest', sortOrder: 'desc', label: 'Newest first' },
  { sortBy: 'newest', sortOrder: 'asc', label: 'Oldest first' },
];

const sortKey = ({ sortBy, sortOrder }: TProductSortChoice) => `${sortBy}:${sortOrder}`;

export type SortSelectProps = TProductSortChoice & { onChange: (choice: TProductSortChoice) => void };

/** The product sort: commission, price or newest, each either way, in words. */
export function SortSelect({ sortBy, sortOrder, onChange }: SortSelectProps) {
  return (
    <Select
      aria-label="Sort products"
      value={sortKey({ sortBy, sortOrder })}
      options={productSortOptions.map((o) => ({ value: sortKey(o), label: o.label }))}
      onChange={(value: string) => {
        const choice = productSortOptions.find((o) => sortKey(o) === value);
        if (choice) {
          onChange({ sortBy: choice.sortBy, sortOrder: choice.sortOrder });
        }
      }}
      popupMatchSelectWidth={false}
      style={{ width: 176 }}
    />
  );
}
