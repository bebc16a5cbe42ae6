import type { TCatalogueDeal } from '@atlas/shared';
import { formatDate, formatMoney, formatPercentFromBasisPoints } from '../../../lib/format';

// How a deal reads on a card and in the drawer: what the buyer gets, what the publisher earns
// on top, and when.

/** '$19.99 deal price', '20% off', or 'Deal' when the seller gave only extra commission. */
export function dealOffer(deal: TCatalogueDeal, countryCode: string): string {
  if (deal.dealPriceMinor !== null) {
    return `${formatMoney(deal.dealPriceMinor, countryCode)} deal price`;
  }
  if (deal.discountBp !== null) {
    return `${formatPercentFromBasisPoints(deal.discountBp)} off`;
  }
  return 'Deal';
}

/** '+2% commission', or null without extra commission. */
export function dealExtra(deal: TCatalogueDeal): string | null {
  return deal.extraCommissionBp
    ? `+${formatPercentFromBasisPoints(deal.extraCommissionBp)} commission`
    : null;
}

export const isDealRunning = (deal: TCatalogueDeal, now: Date = new Date()) =>
  new Date(deal.startsAt) <= now && now < new Date(deal.endsAt);

/** 'Until 2026.12.01' for a running deal, '2026.12.05 to 2026.12.10' for one to come. */
export function dealPeriod(deal: TCatalogueDeal, now: Date = new Date()): string {
  return isDealRunning(deal, now)
    ? `Until ${formatDate(deal.endsAt)}`
    : `${formatDate(deal.startsAt)} to ${formatDate(deal.endsAt)}`;
}
