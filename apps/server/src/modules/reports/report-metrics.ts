import type { TReportMetrics } from '@atlas/shared';
import { divideRounded } from '../conversions/commission-math';
import type { TReportSums } from './report-sources.repository';

// The figures a report shows from the sums it read: the rate and the earnings per click are
// derived here, in integers, the way the sort expressions derive them in SQL.

/** n / d rounded half away from zero, for a positive d, in integers only (the conversions' rounding). */
export function roundedRatio(n: number, d: number): number {
  if (!Number.isSafeInteger(n) || !Number.isSafeInteger(d) || d <= 0) {
    throw new Error(`roundedRatio needs safe integers and a positive divisor (${n} / ${d})`);
  }
  return Number(divideRounded(BigInt(n), BigInt(d)));
}

/** Which side reads the report: only the seller sees the platform fee and its own cost. */
export type TReportSide = 'seller' | 'publisher';

export function metricsOf(sums: TReportSums, side: TReportSide): TReportMetrics {
  const clicks = sums.clicks;
  const perClick = (n: number | null) =>
    clicks && clicks > 0 && n !== null ? roundedRatio(n, clicks) : null;
  const metrics: TReportMetrics = {
    clicks,
    detailPageViews: sums.detailPageViews,
    addToCarts: sums.addToCarts,
    orders: sums.orders,
    units: sums.units,
    salesMinor: sums.salesMinor,
    commissionMinor: sums.commissionMinor,
    conversionRateBp: perClick(sums.orders === null ? null : sums.orders * 10_000),
    epcMinor: perClick(sums.commissionMinor),
  };
  if (side === 'seller') {
    metrics.platformFeeMinor = sums.platformFeeMinor;
    metrics.costMinor = sums.costMinor;
  }
  return metrics;
}

/** The figures of a day (or a range) without rows: zeros, and nulls where the source has none. */
export function emptySums(traffic: boolean): TReportSums {
  const zero = traffic ? 0 : null;
  return {
    clicks: zero,
    detailPageViews: zero,
    addToCarts: zero,
    orders: zero,
    units: 0,
    salesMinor: 0,
    commissionMinor: 0,
    platformFeeMinor: 0,
    costMinor: 0,
  };
}
