import type { TPlacementStatus } from '@atlas/shared';
import { Tag } from 'antd';

const look: Record<TPlacementStatus, { color: string; label: string }> = {
  draft: { color: 'default', label: 'Draft' },
  online: { color: 'green', label: 'Online' },
  suspended: { color: 'orange', label: 'Suspended' },
  offline: { color: 'red', label: 'Offline' },
};

export const placementStatusLabel = (status: TPlacementStatus) => look[status].label;

export function PlacementStatusTag({ status }: { status: TPlacementStatus }) {
  return <Tag color={look[status].color}>{look[status].label}</Tag>;
}
