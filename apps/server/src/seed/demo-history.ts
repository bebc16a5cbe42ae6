import { marketplaceOf } from '@atlas/shared';
import { addMonths, dayInZone, monthInZone } from '../platform/zoned-day';

// How far back the demo's clicks and orders reach: to the first day of the third month before
// this one, so the three months the demo closes (seed/demo-billings.ts) are whole, whatever
// the day of the fresh start (between 91 and 124 days).

const dayMs = 86_400_000;
const usZone = marketplaceOf('US').timeZone;

/** Days from the first of the month three months back (US time) to today, plus one for Europe's earlier dates. */
export function demoHistoryDays(now: Date): number {
  const first = addMonths(monthInZone(now, usZone), -3);
  const today = dayInZone(now, usZone);
  return Math.round((Date.parse(today) - Date.parse(first)) / dayMs) + 1;
}
