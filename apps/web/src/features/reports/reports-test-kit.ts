import type {
  TBrandReportRow,
  TProductReportRow,
  TReportAggAnswer,
  TReportDailyAnswer,
  TReportMetrics,
  TTrackingIdReportRow,
} from '@atlas/shared';

// Test-only: the commission reports' server as the screens see it (served with `serveCatalogue`).

export const metrics = (change: Partial<TReportMetrics> = {}): TReportMetrics => ({
  clicks: 0,
  detailPageViews: 0,
  addToCarts: 0,
  orders: 0,
  units: 0,
  salesMinor: 0,
  commissionMinor: 0,
  conversionRateBp: null,
  epcMinor: null,
  ...change,
});

const frame = (startDate = '2026-10-28', endDate = '2026-11-26') => ({
  countryCode: 'US',
  currency: 'USD',
  timeZone: 'America/Los_Angeles',
  timeZoneLabel: 'Pacific Time Zone (PT)',
  startDate,
  endDate,
});

export const agg = (
  totals: Partial<TReportMetrics>,
  previous: Partial<TReportMetrics> = {},
): TReportAggAnswer => ({
  ...frame(),
  totals: metrics(totals),
  previous: { startDate: '2026-09-28', endDate: '2026-10-27', totals: metrics(previous) },
});

export const daily = (...days: [string, Partial<TReportMetrics>][]): TReportDailyAnswer => ({
  ...frame(),
  days: days.map(([day, figures]) => ({ day, ...metrics(figures) })),
});

export const reportPage = <T>(items: T[], total = items.length, page = 1) => ({
  ...frame(),
  items,
  total,
  page,
  pageSize: 20,
});

export const brandRow = (change: Partial<TBrandReportRow> = {}): TBrandReportRow => ({
  ...metrics({ clicks: 120, orders: 6, units: 7, salesMinor: 15_000, commissionMinor: 1_800 }),
  brandId: 'brd_hearth',
  brandName: 'Hearth & Co',
  ...change,
});

export const productRow = (change: Partial<TProductReportRow> = {}): TProductReportRow => ({
  ...metrics({ clicks: 80, orders: 4, units: 4, salesMinor: 9_996, commissionMinor: 1_200 }),
  asin: 'B0KETTLE01',
  productId: 'prd_kettle',
  title: 'Enamel kettle',
  imageUrl: null,
  brandId: 'brd_hearth',
  brandName: 'Hearth & Co',
  ...change,
});

export const trackingIdRow = (change: Partial<TTrackingIdReportRow> = {}): TTrackingIdReportRow => ({
  ...metrics({ clicks: 50, orders: 2, units: 2, salesMinor: 5_000, commissionMinor: 600 }),
  trackingId: 'tid_blog',
  trackingIdName: 'blog',
  ...change,
});
