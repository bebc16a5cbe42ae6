import { billingDueDays, marketplaceOf } from '@atlas/shared';
import { addMonths, startOfDayInZone } from '../../platform/zoned-day';

// A billed month of a marketplace (docs/domain.md "Billing: the month close and seller
// billings"): its days are the marketplace's calendar days, cut in its zone; it closes at 00:00
// on the 1st of the next month in that zone, and its billings fall due `billingDueDays` later.

const dayMs = 86_400_000;

export type TBillingMonth = {
  /** The month billed, its first day. */
  month: string;
  /** The month before: the one a close restates (its last 7 days may change after its close). */
  previousMonth: string;
  /** The first day of the next month: the close's day, the billings' date. */
  billingDate: string;
  /** 00:00 on the month's first day in the zone. */
  startsAt: Date;
  /** 00:00 on the next month's first day in the zone: the instant the month closes. */
  closedAt: Date;
  dueAt: Date;
};

export function billingMonthOf(countryCode: string, month: string): TBillingMonth {
  const { timeZone } = marketplaceOf(countryCode);
  const billingDate = addMonths(month, 1);
  const closedAt = startOfDayInZone(billingDate, timeZone);
  return {
    month,
    previousMonth: addMonths(month, -1),
    billingDate,
    startsAt: startOfDayInZone(month, timeZone),
    closedAt,
    dueAt: new Date(closedAt.getTime() + billingDueDays * dayMs),
  };
}
