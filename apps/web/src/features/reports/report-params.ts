import {
  performanceSortFields,
  reportSortOrders,
  type TCountryCode,
  type TReportSortOrder,
} from '@atlas/shared';
import type { TReportQuery, TReportRole, TReportTab, TReportVariant } from '../../api/reports';
import { reportTabsOf } from '../../api/reports';
import type { TListChange } from '../../lib/use-list-filters';
import { readRange, type TDayRange } from './report-range';

// What a commission report shows lives in the address, so a report is a link one can share and
// reload: the range, the standard or associate set, the tab, what is drilled into (with the
// names the chips show), the sort, the page and the chart's metric. The marketplace is the
// portal's own `?marketplace=`. Anything unknown reads as its default.

export const reportPageSize = 20;

export const chartMetrics = ['commissionMinor', 'salesMinor', 'orders', 'clicks'] as const;
export type TChartMetric = (typeof chartMetrics)[number];

/** The drill-down filters, each with the address name of the label its chip shows. */
export const drillFilters = [
  { field: 'brandId', label: 'brandName', what: 'Brand' },
  { field: 'asin', label: 'productTitle', what: 'Product' },
  { field: 'publisherId', label: 'publisherName', what: 'Publisher' },
  { field: 'trackingId', label: 'trackingIdName', what: 'Tracking id' },
] as const;
export type TDrillField = (typeof drillFilters)[number]['field'];
type TDrillLabel = (typeof drillFilters)[number]['label'];

export type TReportParams = TDayRange & {
  variant: TReportVariant;
  tab: TReportTab;
  sortField?: string;
  sortOrder?: TReportSortOrder;
  page: number;
  metric: TChartMetric;
} & Partial<Record<TDrillField | TDrillLabel, string>>;

const oneOf = <T extends string>(value: string | null, allowed: readonly T[]): T | undefined =>
  allowed.find((item) => item === value);

const text = (value: string | null, max: number): string | undefined =>
  value?.trim().slice(0, max) || undefined;

/** The drill-down filters a set takes: the publisher's associate reports have no tracking ids. */
export function drillFieldsOf(role: TReportRole, variant: TReportVariant): TDrillField[] {
  if (role === 'seller') {
    return ['brandId', 'asin', 'publisherId'];
  }
  return variant === 'standard' ? ['brandId', 'asin', 'trackingId'] : ['brandId', 'asin'];
}

export function readReportParams(params: URLSearchParams, role: TReportRole, today: string): TReportParams {
  const variant = oneOf(params.get('variant'), ['standard', 'associate'] as const) ?? 'standard';
  const tab = oneOf(params.get('tab'), reportTabsOf(role, variant)) ?? 'performance';
  const out: TReportParams = {
    ...readRange(params.get('startDate'), params.get('endDate'), today),
    variant,
    tab,
    sortField: oneOf(params.get('sortField'), performanceSortFields),
    sortOrder: oneOf(params.get('sortOrder'), reportSortOrders),
    page: Math.max(1, Math.floor(Number(params.get('page'))) || 1),
    metric: oneOf(params.get('metric'), chartMetrics) ?? 'commissionMinor',
  };
  for (const { field, label } of drillFilters) {
    if (drillFieldsOf(role, variant).includes(field)) {
      out[field] = text(params.get(field), 64);
      out[label] = out[field] ? text(params.get(label), 200) : undefined;
    }
  }
  // A day sorts the performance tab only.
  if (out.sortField === 'day' && tab !== 'performance') {
    out.sortField = undefined;
  }
  return out;
}

/** The filters every call of the report takes: marketplace, range and what is drilled into. */
export function filterQueryOf(params: TReportParams, countryCode: TCountryCode): TReportQuery {
  return {
    countryCode,
    startDate: params.startDate,
    endDate: params.endDate,
    brandId: params.brandId,
    asin: params.asin,
    publisherId: params.publisherId,
    trackingId: params.trackingId,
  };
}

/** The export's query: the filters and the table's sort, every row. */
export function exportQueryOf(params: TReportParams, countryCode: TCountryCode): TReportQuery {
  return { ...filterQueryOf(params, countryCode), sortField: params.sortField, sortOrder: params.sortOrder };
}

/** The table's query: the export's, one page of it. */
export function listQueryOf(params: TReportParams, countryCode: TCountryCode): TReportQuery {
  return { ...exportQueryOf(params, countryCode), page: params.page, pageSize: reportPageSize };
}

/** A change in the address's terms: defaults are left out, so a plain report has a short link. */
export function reportChange(change: Partial<TReportParams>): TListChange {
  const out: TListChange = { ...change };
  if ('variant' in change) {
    out.variant = change.variant === 'standard' ? undefined : change.variant;
  }
  if ('tab' in change) {
    out.tab = change.tab === 'performance' ? undefined : change.tab;
  }
  if ('metric' in change) {
    out.metric = change.metric === 'commissionMinor' ? undefined : change.metric;
  }
  return out;
}

/** Clears one drill-down filter and its label. */
export const clearDrill = (field: TDrillField): Partial<TReportParams> => {
  const filter = drillFilters.find((f) => f.field === field);
  return filter ? { [field]: undefined, [filter.label]: undefined } : {};
};

/** Another tab or set: a new table, so its sort and page start over. */
export const freshTable: Partial<TReportParams> = { sortField: undefined, sortOrder: undefined };
