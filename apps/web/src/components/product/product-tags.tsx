import type { TProductRow } from '@atlas/shared';
import { Tag } from 'antd';

// How a product's availability and status read everywhere (list, drawer, variations): words
// capitalised as spec 9 writes them, one colour per state.

const availability: Record<TProductRow['availability'], { color: string; label: string }> = {
  in_stock: { color: 'green', label: 'In stock' },
  out_of_stock: { color: 'orange', label: 'Out of stock' },
  unknown: { color: 'default', label: 'Unknown' },
};

const status: Record<TProductRow['status'], { color: string; label: string }> = {
  active: { color: 'green', label: 'Active' },
  inactive: { color: 'default', label: 'Inactive' },
};

export function AvailabilityTag({ value }: { value: TProductRow['availability'] }) {
  return <Tag color={availability[value].color}>{availability[value].label}</Tag>;
}

export function StatusTag({ value }: { value: TProductRow['status'] }) {
  return <Tag color={status[value].color}>{status[value].label}</Tag>;
}
