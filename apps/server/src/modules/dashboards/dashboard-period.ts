import { addReportDays, type TDashboardPeriod } from '@atlas/shared';

// A dashboard's period ends today in the marketplace's zone, today included: clicks arrive as
// they happen, so the figures move while one watches (docs/domain.md "Dashboards (issue 10)").
// The period it is compared with is the reports' "previous range" of equal length.

const lastDays: Record<Exclude<TDashboardPeriod, 'month'>, number> = { '7d': 7, '30d': 30, '90d': 90 };

/** The period ending on `today` (a marketplace day). */
export function dashboardRange(
  period: TDashboardPeriod,
  today: string,
): { startDate: string; endDate: string } {
  const startDate =
    period === 'month' ? `${today.slice(0, 8)}01` : addReportDays(today, 1 - lastDays[period]);
  return { startDate, endDate: today };
}
