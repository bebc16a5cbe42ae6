import { z } from 'zod';
import { type TReportMetrics, ZReportRangeShape } from './report-query';
import {
  ZProductReportRowSchema,
  ZPublisherReportRowSchema,
  ZReportAggAnswerSchema,
  ZReportDayRowSchema,
} from './reports';

// The Dashboards' statistics (spec 7.5, 7.9; docs/domain.md "Dashboards (issue 10)"): a preset
// period ending today in the marketplace's zone, against the period of equal length before it.
// Any other range is the Commission reports' `agg`, whose answer this one extends.

/** The last 7, 30 or 90 marketplace days (today included), or this month so far. */
export const dashboardPeriods = ['7d', '30d', '90d', 'month'] as const;
export type TDashboardPeriod = (typeof dashboardPeriods)[number];
export const defaultDashboardPeriod: TDashboardPeriod = '30d';

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** GET {seller|publisher}/dashboard/data/statistics */
export const ZDashboardStatisticsQuerySchema = z.object({
  countryCode: ZReportRangeShape.countryCode,
  period: z.preprocess(
    blankToUndefined,
    z.enum(dashboardPeriods, { message: 'Choose 7d, 30d, 90d or month' }).default(defaultDashboardPeriod),
  ),
});
export type TDashboardStatisticsQuery = z.input<typeof ZDashboardStatisticsQuerySchema>;

const change = z.number().int().nullable();
/**
 * Each metric's change against the previous period in basis points (+1250 = 12.5 % more),
 * rounded half away from zero; null when the previous period had none (or no rate).
 */
export const ZMetricChangeSchema = z.object({
  clicks: change,
  detailPageViews: change,
  addToCarts: change,
  orders: change,
  units: change,
  salesMinor: change,
  commissionMinor: change,
  platformFeeMinor: change.optional(),
  costMinor: change.optional(),
  conversionRateBp: change,
  epcMinor: change,
});
export type TMetricChange = z.infer<typeof ZMetricChangeSchema>;

/**
 * (current − previous) / |previous| in basis points, rounded half away from zero; null when
 * there is nothing to compare with. A negative previous (a period of returns) still reads
 * "more" when the current is larger.
 */
export function metricChangeBp(current: number | null | undefined, previous: number | null | undefined) {
  if (
    current === null ||
    current === undefined ||
    previous === null ||
    previous === undefined ||
    previous === 0
  ) {
    return null;
  }
  const ratio = ((current - previous) * 10_000) / Math.abs(previous);
  // `+ 0`: a change too small to show is 0, never -0
  return Math.sign(ratio) * Math.round(Math.abs(ratio)) + 0;
}

/** Every metric's change, for the metrics the totals carry. */
export function metricChanges(current: TReportMetrics, previous: TReportMetrics): TMetricChange {
  const changes: Record<string, number | null> = {};
  for (const key of Object.keys(current) as (keyof TReportMetrics)[]) {
    changes[key] = metricChangeBp(current[key], previous[key]);
  }
  return changes as TMetricChange;
}

const statisticsShape = {
  period: z.enum(dashboardPeriods),
  change: ZMetricChangeSchema,
  /** Every day of the period in order, days without data as zeros: the sparkline. */
  days: z.array(ZReportDayRowSchema),
};

/** GET publisher/dashboard/data/statistics */
export const ZPublisherDashboardStatisticsSchema = ZReportAggAnswerSchema.extend({
  ...statisticsShape,
  counts: z.object({
    /** Live links in the marketplace, whatever their age. */
    liveLinks: z.number().int(),
    /** Links with at least one human click in the period. */
    clickedLinks: z.number().int(),
  }),
  /** The period's five products by commission earned, as the product report's rows. */
  topProducts: z.array(ZProductReportRowSchema),
});
export type TPublisherDashboardStatistics = z.infer<typeof ZPublisherDashboardStatisticsSchema>;

/** GET seller/dashboard/data/statistics */
export const ZSellerDashboardStatisticsSchema = ZReportAggAnswerSchema.extend({
  ...statisticsShape,
  counts: z.object({
    /** Products publishers can promote in the marketplace: active, with a commission, of an active brand. */
    activeProducts: z.number().int(),
    /** Publishers whose links had at least one human click in the period. */
    clickingPublishers: z.number().int(),
  }),
  /** The period's five publishers by the sales they drove, as the publisher report's rows. */
  topPublishers: z.array(ZPublisherReportRowSchema),
});
export type TSellerDashboardStatistics = z.infer<typeof ZSellerDashboardStatisticsSchema>;

/** What both answers share, for the screen's cards and chart. */
export type TDashboardStatistics = TPublisherDashboardStatistics | TSellerDashboardStatistics;
