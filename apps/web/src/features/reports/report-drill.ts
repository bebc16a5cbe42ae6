import type { TReportRole, TReportRow, TReportTab, TReportVariant } from '../../api/reports';
import { freshTable, type TReportParams } from './report-params';

// Drill-down: a row opens the next grouping filtered by it. A brand opens its products; a
// product opens its publishers (seller) or the tracking ids it was earned through (publisher's
// standard set). A tracking id opens its own detail instead (a drawer), so it is not here.

export type TDrill = { label: string; change: Partial<TReportParams> };

/** Where a row leads, or null when it is the end of the line. */
export function drillOf(
  role: TReportRole,
  variant: TReportVariant,
  tab: TReportTab,
  row: TReportRow,
): TDrill | null {
  const table = { ...freshTable, page: 1 };
  if (tab === 'brand' && 'brandId' in row && row.brandId) {
    return {
      label: `Products of ${row.brandName}`,
      change: { ...table, tab: 'product', brandId: row.brandId, brandName: row.brandName },
    };
  }
  if (tab !== 'product' || !('asin' in row) || !row.asin) {
    return null;
  }
  const productTitle = ('title' in row && row.title) || row.asin;
  const product = { asin: row.asin, productTitle };
  if (role === 'seller') {
    return { label: `Publishers of ${productTitle}`, change: { ...table, tab: 'publisher', ...product } };
  }
  return variant === 'standard'
    ? { label: `Tracking ids of ${productTitle}`, change: { ...table, tab: 'tracking-id', ...product } }
    : null;
}
