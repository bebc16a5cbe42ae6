import type { TBillingDisplayStatus } from '@atlas/shared';
import { Tag } from 'antd';

// One tag for every billing, the seller's and the publisher's (docs/domain.md "Billing and
// payment"): `overdue` is the derived state of an unpaid billing past its due date.

export const billingStatusLabels: Record<TBillingDisplayStatus, string> = {
  unpaid: 'Unpaid',
  overdue: 'Overdue',
  processing: 'Processing',
  paid: 'Paid',
};

const colors: Record<TBillingDisplayStatus, string> = {
  unpaid: 'blue',
  overdue: 'red',
  processing: 'gold',
  paid: 'green',
};

export function BillingStatusTag({ status }: { status: TBillingDisplayStatus }) {
  return <Tag color={colors[status]}>{billingStatusLabels[status]}</Tag>;
}
