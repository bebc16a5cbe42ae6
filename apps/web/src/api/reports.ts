import {
  publisherAssociateReportCalls,
  publisherReportCalls,
  sellerAssociateReportCalls,
  sellerReportCalls,
  type TAnyCall,
  type TBrandReportRow,
  type TProductReportRow,
  type TPublisherReportRow,
  type TReportDayRow,
  type TTrackingIdReportRow,
} from '@atlas/shared';
import { callQuery, type TCallQuery } from './calls';
import { downloadCall, type TDownloadProgress } from './download';
import type { TQuery } from './query-string';

// Commission reports (spec 7.5, 7.11): four sets of the same calls (seller or publisher,
// standard or associate), each grouping with its list, totals, days and export. The screens
// show failures themselves (a retry), so none toasts.

export const reportOptions = { keepPage: true, silent: true };

export type TReportRole = 'seller' | 'publisher';
export type TReportVariant = 'standard' | 'associate';
export type TReportTab = 'performance' | 'brand' | 'product' | 'publisher' | 'tracking-id';

/** A row of any grouping's list, by tab. */
export type TReportRowOf = {
  performance: TReportDayRow;
  brand: TBrandReportRow;
  product: TProductReportRow;
  publisher: TPublisherReportRow;
  'tracking-id': TTrackingIdReportRow;
};
export type TReportRow = TReportRowOf[TReportTab];

/** The filters, range, sort and page as the calls take them (blank values are left out). */
export type TReportQuery = Record<string, string | number | undefined>;

export type TReportPage = {
  items: TReportRow[];
  total: number;
  page: number;
  pageSize: number;
  currency: string;
  timeZoneLabel: string;
};

type TTabCalls = { list: TAnyCall; metric: TAnyCall; daily: TAnyCall; exportFile: TAnyCall };
type TSetCalls = { agg: TAnyCall; tabs: Partial<Record<TReportTab, TTabCalls>> };

const tabOf = (list: TAnyCall, metric: TAnyCall, daily: TAnyCall, exportFile: TAnyCall): TTabCalls => ({
  list,
  metric,
  daily,
  exportFile,
});

/** The calls every set has (the publisher's associate set has only these). */
type TCoreCalls = Record<keyof typeof publisherAssociateReportCalls, TAnyCall>;

// The performance tab's totals are the plain aggregate's; the other groupings have their own.
function setOf(calls: TCoreCalls, extra: Partial<Record<TReportTab, TTabCalls>>) {
  return {
    agg: calls.agg,
    tabs: {
      performance: tabOf(calls.performance, calls.agg, calls.performanceDailyMetric, calls.performanceExport),
      brand: tabOf(calls.brand, calls.brandMetric, calls.brandDailyMetric, calls.brandExport),
      product: tabOf(calls.product, calls.productMetric, calls.productDailyMetric, calls.productExport),
      ...extra,
    },
  } satisfies TSetCalls;
}

const sellerTabs = (calls: Record<keyof typeof sellerReportCalls, TAnyCall>) => ({
  publisher: tabOf(calls.publisher, calls.publisherMetric, calls.publisherDailyMetric, calls.publisherExport),
});

const reportSets: Record<TReportRole, Record<TReportVariant, TSetCalls>> = {
  seller: {
    standard: setOf(sellerReportCalls, sellerTabs(sellerReportCalls)),
    associate: setOf(sellerAssociateReportCalls, sellerTabs(sellerAssociateReportCalls)),
  },
  publisher: {
    standard: setOf(publisherReportCalls, {
      'tracking-id': tabOf(
        publisherReportCalls.trackingId,
        publisherReportCalls.trackingIdMetric,
        publisherReportCalls.trackingIdDailyMetric,
        publisherReportCalls.trackingIdExport,
      ),
    }),
    associate: setOf(publisherAssociateReportCalls, {}),
  },
};

/** The tabs a report set has, in the order the screen shows them. */
export const reportTabsOf = (role: TReportRole, variant: TReportVariant): TReportTab[] =>
  Object.keys(reportSets[role][variant].tabs) as TReportTab[];

export function tabCalls(role: TReportRole, variant: TReportVariant, tab: TReportTab): TTabCalls {
  const calls = reportSets[role][variant].tabs[tab];
  if (!calls) {
    throw new Error(`No ${tab} report in the ${role}'s ${variant} set`);
  }
  return calls;
}

/** The set's totals of the range against the range before (the performance tab's metric too). */
export const aggCallOf = (role: TReportRole, variant: TReportVariant): TAnyCall =>
  reportSets[role][variant].agg;

/**
 * A read of a report call, keyed by it: the sets' calls differ only in their query's filters, so
 * one untyped query serves them all, and `T` names the answer of the part read (list, metric,
 * daily). The performance tab's metric is the aggregate's call, so it is asked once.
 */
export const reportRead = <T>(call: TAnyCall, query: TReportQuery) =>
  callQuery(call, { query } as never, reportOptions) as TCallQuery<T>;

// EXPORT …/{grouping}/export: every row of the filters, in the table's order
export const exportReport = (
  role: TReportRole,
  variant: TReportVariant,
  tab: TReportTab,
  query: TReportQuery,
  onProgress?: TDownloadProgress,
) =>
  downloadCall(tabCalls(role, variant, tab).exportFile, { query: query as TQuery } as never, {
    silent: true,
    onProgress,
  });
