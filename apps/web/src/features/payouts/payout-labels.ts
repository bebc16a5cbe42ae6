import type { TPayoutItemStatus, TPayoutRail } from '@atlas/shared';
import { minorParts } from '../../lib/format';

// Words for payouts shared by the publisher's history and the operator's runs, so both sides of
// one payout read the same.

/** How a payout travels, as the publisher knows it. */
export const railLabels: Record<TPayoutRail, string> = {
  ach: 'ACH bank transfer',
  sepa: 'SEPA transfer',
  paypal: 'PayPal',
};

export type TPayoutTag = { color: string; label: string };

/** A payout's status tag; `included` and `held` only exist while its run is in review. */
export const payoutStatusTags: Record<TPayoutItemStatus, TPayoutTag> = {
  included: { color: 'blue', label: 'Included' },
  held: { color: 'orange', label: 'Held' },
  sent: { color: 'processing', label: 'Sent' },
  paid: { color: 'green', label: 'Paid' },
  failed: { color: 'red', label: 'Failed' },
};

/**
 * Money leaving the bank, with its currency code rather than a symbol: "3,456.78 USD". A payout
 * run's currency is what the bank file says, and "$" alone does not tell USD from CAD to a bank.
 */
export function payoutMoney(minor: number, currency: string): string {
  const { sign, amount } = minorParts(minor);
  return `${sign}${amount} ${currency}`;
}
