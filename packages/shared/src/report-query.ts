import { z } from 'zod';
import { isCalendarDay, isServedDay, servedDaysMessage, specDayInput, todayIn } from './calendar-day';
import { countryCodes, marketplaceOf, type TCountryCode } from './marketplaces';

// The query every report, chart and dashboard shares (docs/domain.md "Commission reports (issue
// 10)"): a marketplace and an inclusive range of its calendar days, and the metric columns.

/** The longest range a report reads (a leap year), so one query stays short. */
export const maxReportDays = 366;

const isoDayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A marketplace day: 'YYYY-MM-DD' or [y, m, d] in, 'YYYY-MM-DD' out. */
export const ZReportDay = z.preprocess(
  specDayInput,
  z
    .string({ message: 'Give a date as YYYY-MM-DD' })
    .regex(isoDayPattern, { message: 'Give a date as YYYY-MM-DD', abort: true })
    .refine(isCalendarDay, { message: 'No such date', abort: true })
    .refine(isServedDay, servedDaysMessage),
);

/** Days from `start` to `end`, both counted ('2026-03-01'..'2026-03-01' is 1). */
export function reportDayCount(start: string, end: string): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000) + 1;
}

/** The day `days` after (or before, negative) an ISO day. */
export function addReportDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The range of equal length just before a range: what "the previous period" compares against. */
export function previousReportRange(start: string, end: string): { startDate: string; endDate: string } {
  const length = reportDayCount(start, end);
  return { startDate: addReportDays(start, -length), endDate: addReportDays(start, -1) };
}

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const optionalDay = z.preprocess(blankToUndefined, ZReportDay.optional());

/**
 * The marketplace (the US when none is given) and the range, each end optional. Build a query
 * from it with `reportQueryOf`: a shape cannot carry the default range or the check of two
 * fields together.
 */
export const ZReportRangeShape = {
  countryCode: z.preprocess(
    blankToUndefined,
    z.enum(countryCodes, { message: 'Choose US, CA, FR, DE or UK' }).default('US'),
  ),
  startDate: optionalDay,
  endDate: optionalDay,
};

/** The days a report reads when none are given: the screens' first range, "Last 30 days". */
export const defaultReportDays = 30;

type TOpenRange = { countryCode: TCountryCode; startDate?: string | undefined; endDate?: string | undefined };
type TFilledRange<T extends TOpenRange> = Omit<T, 'startDate' | 'endDate'> & {
  startDate: string;
  endDate: string;
};

/**
 * Spec 3 names no dates for a report: without an end it ends today in its marketplace (that
 * marketplace's zone), without a start it begins 29 days before its end (docs/api.md).
 */
export function withDefaultRange<T extends TOpenRange>(value: T, now: Date = new Date()): TFilledRange<T> {
  const endDate = value.endDate ?? todayIn(marketplaceOf(value.countryCode).timeZone, now);
  const startDate = value.startDate ?? addReportDays(endDate, 1 - defaultReportDays);
  return { ...value, startDate, endDate };
}

/** End on or after start, at most `maxReportDays` days: both told on `endDate`. */
export function checkReportRange(value: { startDate: string; endDate: string }, ctx: z.RefinementCtx): void {
  const days = reportDayCount(value.startDate, value.endDate);
  if (days < 1) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'The end date is before the start date' });
  } else if (days > maxReportDays) {
    ctx.addIssue({
      code: 'custom',
      path: ['endDate'],
      message: `A report covers at most ${maxReportDays} days`,
    });
  }
}

/** A report's query: its fields, the range filled in where the client left it out, then checked. */
export function reportQueryOf<S extends typeof ZReportRangeShape & z.ZodRawShape>(shape: S) {
  return z
    .object(shape)
    .transform((value) => withDefaultRange(value as z.output<z.ZodObject<S>> & TOpenRange))
    .superRefine(checkReportRange);
}

/** A range alone (a dashboard's period, a chart). */
export const ZReportRangeSchema = reportQueryOf(ZReportRangeShape);
export type TReportRange = z.infer<typeof ZReportRangeSchema>;

/**
 * The figures of a report row or total, in the marketplace's currency (minor units). The four
 * traffic figures are null in the associate reports, whose files do not carry them (shown '--');
 * `platformFeeMinor` and `costMinor` are the seller's and never sent to a publisher. The rate
 * and EPC are null without clicks.
 */
export const ZReportMetricsSchema = z.object({
  clicks: z.number().int().nullable(),
  detailPageViews: z.number().int().nullable(),
  addToCarts: z.number().int().nullable(),
  orders: z.number().int().nullable(),
  units: z.number().int(),
  salesMinor: z.number().int(),
  commissionMinor: z.number().int(),
  platformFeeMinor: z.number().int().optional(),
  costMinor: z.number().int().optional(),
  /** orders / clicks in basis points (1250 = 12.5 %). */
  conversionRateBp: z.number().int().nullable(),
  /** commission / clicks, minor units, rounded half away from zero. */
  epcMinor: z.number().int().nullable(),
});
export type TReportMetrics = z.infer<typeof ZReportMetricsSchema>;
export const reportMetricFields = Object.keys(ZReportMetricsSchema.shape) as (keyof TReportMetrics)[];

/** What a table may sort on: every metric column. */
export const reportSortFields = [
  'clicks',
  'detailPageViews',
  'addToCarts',
  'orders',
  'units',
  'salesMinor',
  'commissionMinor',
  'platformFeeMinor',
  'costMinor',
  'conversionRateBp',
  'epcMinor',
] as const;
export type TReportSortField = (typeof reportSortFields)[number];
/** The performance report (one row per day) also sorts on its day. */
export const performanceSortFields = [...reportSortFields, 'day'] as const;
export type TPerformanceSortField = (typeof performanceSortFields)[number];

/** Ant Design's words, so a table's sorter passes straight through. */
export const reportSortOrders = ['ascend', 'descend'] as const;
export type TReportSortOrder = (typeof reportSortOrders)[number];
