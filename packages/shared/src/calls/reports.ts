import type { z } from 'zod';
import { defineCall } from '../call';
import {
  publisherAssociateReportQueries,
  publisherReportQueries,
  sellerReportQueries,
  ZBrandReportPageSchema,
  ZPerformanceReportPageSchema,
  ZProductReportPageSchema,
  ZPublisherAssociateReportFilterSchema,
  ZPublisherReportFilterSchema,
  ZPublisherReportPageSchema,
  ZReportAggAnswerSchema,
  ZReportBrandOptionListSchema,
  ZReportDailyAnswerSchema,
  ZReportMetricAnswerSchema,
  ZReportProductOptionListSchema,
  ZReportSearchQuerySchema,
  ZSellerReportFilterSchema,
  ZTrackingIdAggAnswerSchema,
  ZTrackingIdDetailPageSchema,
  ZTrackingIdDetailQuerySchema,
  ZTrackingIdReportPageSchema,
  ZTrackingIdReportQuerySchema,
} from '../reports';
import type { TRouteRole } from '../roles';

// Spec 7.5 and 7.11 "Commission reports": the same calls for four report sets (seller or
// publisher, standard or associate), built from one table instead of sixty written-out twins.
// Each call keeps its own summary for the OpenAPI document.

type TReportQueries = {
  list: z.ZodType;
  performance: z.ZodType;
  export: z.ZodType;
  performanceExport: z.ZodType;
};

/** What each grouping's rows are called in a summary, and its page of rows. */
const groupings = {
  performance: { noun: 'day', page: ZPerformanceReportPageSchema },
  brand: { noun: 'brand', page: ZBrandReportPageSchema },
  product: { noun: 'product (purchased ASIN)', page: ZProductReportPageSchema },
  publisher: { noun: 'publisher', page: ZPublisherReportPageSchema },
  'tracking-id': { noun: 'tracking id', page: ZTrackingIdReportPageSchema },
} as const;
type TGrouping = keyof typeof groupings;
type TListGrouping = Exclude<TGrouping, 'performance'>;

/**
 * The calls of one report set under `base`: `whose` names it in summaries ("The seller's
 * associate commissions"), `filter` is the query of totals and charts, `queries` those of lists.
 */
function reportSet<const Roles extends readonly TRouteRole[], F extends z.ZodType, Q extends TReportQueries>(
  base: string,
  roles: Roles,
  whose: string,
  filter: F,
  queries: Q,
) {
  const get = { api: 'user', method: 'GET', roles } as const;
  return {
    agg: () =>
      defineCall({
        ...get,
        path: `${base}/agg`,
        summary: `${whose}: totals of the range and of the range of equal length before it`,
        query: filter,
        response: ZReportAggAnswerSchema,
      }),
    metric: (grouping: TGrouping) =>
      defineCall({
        ...get,
        path: `${base}/${grouping}/metric`,
        summary: `${whose} by ${groupings[grouping].noun}: totals of the filters`,
        query: filter,
        response: ZReportMetricAnswerSchema,
      }),
    daily: (grouping: TGrouping) =>
      defineCall({
        ...get,
        path: `${base}/${grouping}/daily-metric`,
        summary: `${whose} by ${groupings[grouping].noun}: one row per day of the range for the chart`,
        query: filter,
        response: ZReportDailyAnswerSchema,
      }),
    performance: () =>
      defineCall({
        ...get,
        path: `${base}/performance`,
        summary: `${whose} by day: a sorted page of days`,
        query: queries.performance as Q['performance'],
        response: ZPerformanceReportPageSchema,
      }),
    performanceExport: () =>
      defineCall({
        ...get,
        path: `${base}/performance/export`,
        summary: `${whose} by day: every day of the range as CSV`,
        query: queries.performanceExport as Q['performanceExport'],
        download: true,
      }),
    list: <G extends TListGrouping>(grouping: G) =>
      defineCall({
        ...get,
        path: `${base}/${grouping}`,
        summary: `${whose} by ${groupings[grouping].noun}: a sorted page of rows`,
        query: queries.list as Q['list'],
        response: groupings[grouping].page as (typeof groupings)[G]['page'],
      }),
    export: (grouping: TListGrouping) =>
      defineCall({
        ...get,
        path: `${base}/${grouping}/export`,
        summary: `${whose} by ${groupings[grouping].noun}: every row of the filters as CSV`,
        query: queries.export as Q['export'],
        download: true,
      }),
  };
}

const seller = reportSet(
  'seller/commission/reports',
  ['seller'],
  "The seller's commissions",
  ZSellerReportFilterSchema,
  sellerReportQueries,
);
const sellerAssociate = reportSet(
  'seller/associate/commission/reports',
  ['seller'],
  "The seller's associate commissions (uploaded associates reports)",
  ZSellerReportFilterSchema,
  sellerReportQueries,
);
const publisher = reportSet(
  'publisher/commission/reports',
  ['publisher'],
  "The publisher's commissions",
  ZPublisherReportFilterSchema,
  publisherReportQueries,
);
const publisherAssociate = reportSet(
  'publisher/associate/commission/reports',
  ['publisher'],
  "The publisher's associate commissions (its uploaded associates reports)",
  ZPublisherAssociateReportFilterSchema,
  publisherAssociateReportQueries,
);

// seller/commission/reports/…
export const sellerReportCalls = {
  agg: seller.agg(),
  performance: seller.performance(),
  performanceDailyMetric: seller.daily('performance'),
  performanceExport: seller.performanceExport(),
  brand: seller.list('brand'),
  brandMetric: seller.metric('brand'),
  brandDailyMetric: seller.daily('brand'),
  brandExport: seller.export('brand'),
  product: seller.list('product'),
  productMetric: seller.metric('product'),
  productDailyMetric: seller.daily('product'),
  productExport: seller.export('product'),
  publisher: seller.list('publisher'),
  publisherMetric: seller.metric('publisher'),
  publisherDailyMetric: seller.daily('publisher'),
  publisherExport: seller.export('publisher'),
};

// seller/associate/commission/reports/…
export const sellerAssociateReportCalls = {
  agg: sellerAssociate.agg(),
  performance: sellerAssociate.performance(),
  performanceDailyMetric: sellerAssociate.daily('performance'),
  performanceExport: sellerAssociate.performanceExport(),
  brand: sellerAssociate.list('brand'),
  brandMetric: sellerAssociate.metric('brand'),
  brandDailyMetric: sellerAssociate.daily('brand'),
  brandExport: sellerAssociate.export('brand'),
  product: sellerAssociate.list('product'),
  productMetric: sellerAssociate.metric('product'),
  productDailyMetric: sellerAssociate.daily('product'),
  productExport: sellerAssociate.export('product'),
  publisher: sellerAssociate.list('publisher'),
  publisherMetric: sellerAssociate.metric('publisher'),
  publisherDailyMetric: sellerAssociate.daily('publisher'),
  publisherExport: sellerAssociate.export('publisher'),
};

// publisher/commission/reports/…
export const publisherReportCalls = {
  agg: publisher.agg(),
  performance: publisher.performance(),
  performanceDailyMetric: publisher.daily('performance'),
  performanceExport: publisher.performanceExport(),
  brand: publisher.list('brand'),
  brandMetric: publisher.metric('brand'),
  brandDailyMetric: publisher.daily('brand'),
  brandExport: publisher.export('brand'),
  product: publisher.list('product'),
  productMetric: publisher.metric('product'),
  productDailyMetric: publisher.daily('product'),
  productExport: publisher.export('product'),
  trackingId: publisher.list('tracking-id'),
  trackingIdMetric: publisher.metric('tracking-id'),
  trackingIdDailyMetric: publisher.daily('tracking-id'),
  trackingIdExport: publisher.export('tracking-id'),
  // GET publisher/commission/reports/tracking-id/agg: one tracking id against the previous range
  trackingIdAgg: defineCall({
    api: 'user',
    method: 'GET',
    path: 'publisher/commission/reports/tracking-id/agg',
    roles: ['publisher'],
    summary: "One of the publisher's tracking ids: its totals and those of the range before",
    query: ZTrackingIdReportQuerySchema,
    response: ZTrackingIdAggAnswerSchema,
  }),
  // GET publisher/commission/reports/tracking-id/detail: one tracking id's links
  trackingIdDetail: defineCall({
    api: 'user',
    method: 'GET',
    path: 'publisher/commission/reports/tracking-id/detail',
    roles: ['publisher'],
    summary: "One of the publisher's tracking ids: a sorted page of its links with their figures",
    query: ZTrackingIdDetailQuerySchema,
    response: ZTrackingIdDetailPageSchema,
  }),
};

// publisher/associate/commission/reports/… (no tracking ids, no publisher grouping)
export const publisherAssociateReportCalls = {
  agg: publisherAssociate.agg(),
  performance: publisherAssociate.performance(),
  performanceDailyMetric: publisherAssociate.daily('performance'),
  performanceExport: publisherAssociate.performanceExport(),
  brand: publisherAssociate.list('brand'),
  brandMetric: publisherAssociate.metric('brand'),
  brandDailyMetric: publisherAssociate.daily('brand'),
  brandExport: publisherAssociate.export('brand'),
  product: publisherAssociate.list('product'),
  productMetric: publisherAssociate.metric('product'),
  productDailyMetric: publisherAssociate.daily('product'),
  productExport: publisherAssociate.export('product'),
};

// The report filters' pickers.
export const reportSearchCalls = {
  // GET seller/brands/search
  sellerBrands: defineCall({
    api: 'user',
    method: 'GET',
    path: 'seller/brands/search',
    roles: ['seller'],
    summary: "The seller's brands in a marketplace whose name holds the text (at most 20)",
    query: ZReportSearchQuerySchema,
    response: ZReportBrandOptionListSchema,
  }),
  // GET seller/product/searchAsin
  sellerProducts: defineCall({
    api: 'user',
    method: 'GET',
    path: 'seller/product/searchAsin',
    roles: ['seller'],
    summary: "The seller's products in a marketplace by ASIN or part of the title (at most 20)",
    query: ZReportSearchQuerySchema,
    response: ZReportProductOptionListSchema,
  }),
  // GET publisher/product/searchAsin
  publisherProducts: defineCall({
    api: 'user',
    method: 'GET',
    path: 'publisher/product/searchAsin',
    roles: ['publisher'],
    summary: 'Catalogue products in a marketplace by ASIN or part of the title (at most 20)',
    query: ZReportSearchQuerySchema,
    response: ZReportProductOptionListSchema,
  }),
};
