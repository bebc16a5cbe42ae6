import { reportSortFields, type TReportMetrics } from '@atlas/shared';
import type { TReportRole } from '../../api/reports';
import { formatMoney, formatNumber, formatPercentFromBasisPoints } from '../../lib/format';

// The figures of a commission report: their names, how each reads, and which a role sees.

export type TMetricKey = keyof TReportMetrics;

export const metricLabels: Record<TMetricKey, string> = {
  clicks: 'Clicks',
  detailPageViews: 'Detail page views',
  addToCarts: 'Add to carts',
  orders: 'Orders',
  units: 'Units',
  salesMinor: 'Sales',
  commissionMinor: 'Commission',
  platformFeeMinor: 'Platform fee',
  costMinor: 'Cost',
  conversionRateBp: 'Conversion rate',
  epcMinor: 'EPC',
};

const money = new Set<TMetricKey>([
  'salesMinor',
  'commissionMinor',
  'platformFeeMinor',
  'costMinor',
  'epcMinor',
]);

/** A figure as people read it: money in the marketplace's currency, rates in %, '--' for none. */
export function formatMetric(key: TMetricKey, value: number | null | undefined, countryCode: string): string {
  if (money.has(key)) {
    return formatMoney(value, countryCode);
  }
  return key === 'conversionRateBp' ? formatPercentFromBasisPoints(value) : formatNumber(value);
}

/** The cards above the chart: the seller also sees its cost, the publisher its EPC and rate. */
export const cardMetrics: Record<TReportRole, TMetricKey[]> = {
  seller: ['clicks', 'orders', 'units', 'salesMinor', 'commissionMinor', 'costMinor'],
  publisher: ['clicks', 'orders', 'units', 'salesMinor', 'commissionMinor', 'epcMinor', 'conversionRateBp'],
};

/** The table's figure columns, each sortable on the server: the seller's lack EPC, the publisher's cost. */
export const columnMetrics: Record<TReportRole, TMetricKey[]> = {
  seller: reportSortFields.filter((key) => key !== 'epcMinor'),
  publisher: reportSortFields.filter((key) => key !== 'platformFeeMinor' && key !== 'costMinor'),
};
