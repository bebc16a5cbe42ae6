import type { TReportQuery, TReportRole, TReportTab, TReportVariant } from '../../api/reports';

/** TanStack Query keys of the commission reports: one per set, call and query. */
export const reportKeys = {
  all: ['reports'] as const,
  agg: (role: TReportRole, variant: TReportVariant, query: TReportQuery) =>
    ['reports', role, variant, 'agg', query] as const,
  daily: (role: TReportRole, variant: TReportVariant, tab: TReportTab, query: TReportQuery) =>
    ['reports', role, variant, tab, 'daily', query] as const,
  // The performance tab's totals are the aggregate's call: one key, so it is asked once.
  metric: (role: TReportRole, variant: TReportVariant, tab: TReportTab, query: TReportQuery) =>
    tab === 'performance'
      ? reportKeys.agg(role, variant, query)
      : (['reports', role, variant, tab, 'metric', query] as const),
  list: (role: TReportRole, variant: TReportVariant, tab: TReportTab, query: TReportQuery) =>
    ['reports', role, variant, tab, 'list', query] as const,
  trackingId: (kind: 'agg' | 'detail', query: TReportQuery) =>
    ['reports', 'tracking-id', kind, query] as const,
};
