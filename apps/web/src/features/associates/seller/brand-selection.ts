import type { TableRowSelection } from 'antd/es/table/interface';

/** Ticking brands for a batch rate: rows keyed by brand, each box named for screen readers. */
export const brandSelection = <T extends { brandId: string; brandName: string }>(
  selected: T[],
  setSelected: (rows: T[]) => void,
): TableRowSelection<T> => ({
  selectedRowKeys: selected.map((b) => b.brandId),
  onChange: (_keys, rows) => setSelected(rows),
  getCheckboxProps: (b) => ({ 'aria-label': `Select ${b.brandName}` }),
});
