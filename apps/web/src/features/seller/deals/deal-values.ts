import { parsePercent, type TDeal } from '@atlas/shared';
import { formatMoney, formatPercentFromBasisPoints } from '../../../lib/format';

// The deal form types money and percents as text; the API takes minor units and basis points.
// String arithmetic only, so "19.99" is 1999 and never 1998.9999.

/** "19.99" / "19,9" / "20" → minor units; null when it is not an amount with at most two decimals. */
export function moneyToMinor(text: string | null | undefined): number | null {
  const match = /^(\d{1,9})(?:[.,](\d{0,2}))?$/.exec(String(text ?? '').trim());
  if (!match) {
    return null;
  }
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** 1999 → "19.99" for an input. */
export function minorToText(minor: number): string {
  return `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
}

/** A typed percent → basis points, or null when it is not one. */
export function percentToBp(text: string | null | undefined): number | null {
  if (text === null || text === undefined || String(text).trim() === '') {
    return null;
  }
  const parsed = parsePercent(String(text));
  return parsed.ok ? parsed.bp : null;
}

/** What the deal offers, as the list shows it: "$19.99" or "15% off". */
export function offerText(deal: Pick<TDeal, 'dealPriceMinor' | 'discountBp' | 'countryCode'>): string {
  if (deal.dealPriceMinor !== null) {
    return formatMoney(deal.dealPriceMinor, deal.countryCode);
  }
  return `${formatPercentFromBasisPoints(deal.discountBp)} off`;
}
