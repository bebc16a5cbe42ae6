import type { TProductRow } from '@atlas/shared';
import { Button, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { groupCount } from '../../../lib/group-count';

export type BulkActionBarProps = {
  selected: TProductRow[];
  onClear: () => void;
  /** The actions on the selection (export here; commission and status from the commissions area). */
  children: ReactNode;
};

/** Shown while products are selected: how many, from how many brands, and what can be done. */
export function BulkActionBar({ selected, onClear, children }: BulkActionBarProps) {
  if (selected.length === 0) {
    return null;
  }
  const brands = groupCount(selected, 'brand.amazonBrandName').length;
  return (
    <Flex
      align="center"
      justify="space-between"
      gap={12}
      wrap
      role="region"
      aria-label="Selected products"
      style={{ padding: '8px 12px', marginBottom: 12, borderRadius: 8, background: '#e7f3f4' }}
    >
      <Typography.Text strong data-testid="selection-summary">
        {selected.length} selected
        <Typography.Text type="secondary" style={{ fontWeight: 'normal' }}>
          {` · ${brands} brand${brands === 1 ? '' : 's'}`}
        </Typography.Text>
      </Typography.Text>
      <Flex gap={8} wrap>
        {children}
        <Button type="text" onClick={onClear}>
          Clear selection
        </Button>
      </Flex>
    </Flex>
  );
}
