import { z } from 'zod';
import { ZBrandNameSchema } from './catalog';
import { pageSchemaOf, ZPageQueryShape } from './paging';
import {
  performanceSortFields,
  reportQueryOf,
  reportSortFields,
  reportSortOrders,
  ZReportMetricsSchema,
  ZReportRangeShape,
} from './report-query';
import { trackingLinkTypes } from './tracking-enums';

// Commission reports (spec 7.5, 7.11; docs/domain.md "Commission reports (issue 10)"): the
// queries and answers of every report call, seller and publisher, standard and associate.

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const optionalId = (what: string) =>
  z.preprocess(blankToUndefined, z.string().trim().max(64, `${what} is too long`).optional());

/** The `trackingId` filter's value for links that carry no tracking id. */
export const noTrackingId = 'none';

// ---- Filters: which rows a report counts

/** Drill-down: a brand's products, a product's publishers (seller) or tracking ids (publisher). */
const commonFilterShape = {
  ...ZReportRangeShape,
  brandId: optionalId('Brand id'),
  asin: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9]{10}$/, 'An ASIN is 10 letters and digits')
      .optional(),
  ),
};
const sellerFilterShape = { ...commonFilterShape, publisherId: optionalId('Publisher id') };
const publisherFilterShape = { ...commonFilterShape, trackingId: optionalId('Tracking id') };

export const ZSellerReportFilterSchema = reportQueryOf(sellerFilterShape);
export type TSellerReportFilter = z.infer<typeof ZSellerReportFilterSchema>;
export const ZPublisherReportFilterSchema = reportQueryOf(publisherFilterShape);
export type TPublisherReportFilter = z.infer<typeof ZPublisherReportFilterSchema>;
/** The publisher's associate reports have no tracking ids (the file names none we know). */
export const ZPublisherAssociateReportFilterSchema = reportQueryOf(commonFilterShape);
export type TPublisherAssociateReportFilter = z.infer<typeof ZPublisherAssociateReportFilterSchema>;

// ---- Sorting and paging of a grouped list, and of its export (all rows, the same order)

const sortShape = <F extends readonly [string, ...string[]]>(fields: F) => ({
  sortField: z.preprocess(
    blankToUndefined,
    z.enum(fields, { message: 'Sort by one of the metric columns' }).optional(),
  ),
  sortOrder: z.preprocess(
    blankToUndefined,
    z.enum(reportSortOrders, { message: "Sort 'ascend' or 'descend'" }).default('descend'),
  ),
});

function listQueries<S extends typeof commonFilterShape>(filterShape: S) {
  return {
    list: reportQueryOf({ ...filterShape, ...sortShape(reportSortFields), ...ZPageQueryShape }),
    performance: reportQueryOf({ ...filterShape, ...sortShape(performanceSortFields), ...ZPageQueryShape }),
    export: reportQueryOf({ ...filterShape, ...sortShape(reportSortFields) }),
    performanceExport: reportQueryOf({ ...filterShape, ...sortShape(performanceSortFields) }),
  };
}

/** Queries of the seller's lists (standard and associate alike). */
export const sellerReportQueries = listQueries(sellerFilterShape);
export const publisherReportQueries = listQueries(publisherFilterShape);
export const publisherAssociateReportQueries = listQueries(commonFilterShape);
export type TSellerReportListQuery = z.infer<typeof sellerReportQueries.list>;
export type TPublisherReportListQuery = z.infer<typeof publisherReportQueries.list>;

/** A tracking id's own figures and links: `trackingId` required (`none` for links without one). */
export const ZTrackingIdReportQuerySchema = reportQueryOf({
  ...publisherFilterShape,
  trackingId: z.string({ message: 'Choose a tracking id' }).trim().min(1, 'Choose a tracking id').max(64),
});
export const ZTrackingIdDetailQuerySchema = reportQueryOf({
  ...publisherFilterShape,
  trackingId: z.string({ message: 'Choose a tracking id' }).trim().min(1, 'Choose a tracking id').max(64),
  ...sortShape(reportSortFields),
  ...ZPageQueryShape,
});
export type TTrackingIdDetailQuery = z.infer<typeof ZTrackingIdDetailQuerySchema>;

// ---- Answers

/** Every answer names its marketplace, currency, zone and range, shown beside the figures. */
const frameShape = {
  countryCode: z.string(),
  currency: z.string(),
  /** The marketplace's IANA zone, whose calendar days the rows are. */
  timeZone: z.string(),
  /** 'Pacific Time Zone (PT)' (spec 9). */
  timeZoneLabel: z.string(),
  startDate: z.string(),
  endDate: z.string(),
};

/** `…/metric`: the totals of the filters. */
export const ZReportMetricAnswerSchema = z.object({ ...frameShape, totals: ZReportMetricsSchema });
export type TReportMetricAnswer = z.infer<typeof ZReportMetricAnswerSchema>;

/** `…/agg`: the totals, and those of the range of equal length just before. */
export const ZReportAggAnswerSchema = z.object({
  ...frameShape,
  totals: ZReportMetricsSchema,
  previous: z.object({ startDate: z.string(), endDate: z.string(), totals: ZReportMetricsSchema }),
});
export type TReportAggAnswer = z.infer<typeof ZReportAggAnswerSchema>;

export const ZReportDayRowSchema = ZReportMetricsSchema.extend({ day: z.string() });
export type TReportDayRow = z.infer<typeof ZReportDayRowSchema>;
/** `…/daily-metric`: every day of the range in order, days without data as zeros. */
export const ZReportDailyAnswerSchema = z.object({ ...frameShape, days: z.array(ZReportDayRowSchema) });
export type TReportDailyAnswer = z.infer<typeof ZReportDailyAnswerSchema>;

/** A brand's row (drill into its products with `brandId`). */
export const ZBrandReportRowSchema = ZReportMetricsSchema.extend({
  brandId: z.string().nullable(),
  brandName: z.string(),
});
/**
 * A product's row by purchased ASIN (drill into its publishers with `asin`). A brand link's
 * clicks name no product: their row has the ASIN '' and no title.
 */
export const ZProductReportRowSchema = ZReportMetricsSchema.extend({
  asin: z.string(),
  productId: z.string().nullable(),
  title: z.string().nullable(),
  imageUrl: z.string().nullable(),
  brandId: z.string().nullable(),
  brandName: z.string(),
});
export const ZPublisherReportRowSchema = ZReportMetricsSchema.extend({
  publisherId: z.string(),
  publisherName: z.string(),
});
/** A tracking id's row; `trackingId` is `none` for the links without one (name null). */
export const ZTrackingIdReportRowSchema = ZReportMetricsSchema.extend({
  trackingId: z.string(),
  trackingIdName: z.string().nullable(),
});
export type TBrandReportRow = z.infer<typeof ZBrandReportRowSchema>;
export type TProductReportRow = z.infer<typeof ZProductReportRowSchema>;
export type TPublisherReportRow = z.infer<typeof ZPublisherReportRowSchema>;
export type TTrackingIdReportRow = z.infer<typeof ZTrackingIdReportRowSchema>;

const reportPageOf = <T extends z.ZodType>(row: T) => pageSchemaOf(row).extend(frameShape);
export const ZPerformanceReportPageSchema = reportPageOf(ZReportDayRowSchema);
export const ZBrandReportPageSchema = reportPageOf(ZBrandReportRowSchema);
export const ZProductReportPageSchema = reportPageOf(ZProductReportRowSchema);
export const ZPublisherReportPageSchema = reportPageOf(ZPublisherReportRowSchema);
export const ZTrackingIdReportPageSchema = reportPageOf(ZTrackingIdReportRowSchema);

/** `tracking-id/agg`: one tracking id's totals against the previous range, with its name. */
export const ZTrackingIdAggAnswerSchema = ZReportAggAnswerSchema.extend({
  trackingId: z.string(),
  trackingIdName: z.string().nullable(),
});
export type TTrackingIdAggAnswer = z.infer<typeof ZTrackingIdAggAnswerSchema>;

/** `tracking-id/detail`: the tracking id's links, each with its figures. */
export const ZTrackingIdLinkRowSchema = ZReportMetricsSchema.extend({
  linkId: z.string(),
  linkType: z.enum(trackingLinkTypes),
  /** The link's ASIN; '' for a brand link. */
  asin: z.string(),
  title: z.string(),
  brandName: z.string(),
});
export type TTrackingIdLinkRow = z.infer<typeof ZTrackingIdLinkRowSchema>;
export const ZTrackingIdDetailPageSchema = reportPageOf(ZTrackingIdLinkRowSchema).extend({
  trackingId: z.string(),
  trackingIdName: z.string().nullable(),
});

// ---- Filter pickers: GET seller/brands/search, GET seller/product/searchAsin, GET publisher/product/searchAsin

export const ZReportSearchQuerySchema = z.object({
  countryCode: ZReportRangeShape.countryCode,
  searchText: z.preprocess(
    blankToUndefined,
    z.string().trim().max(100, 'Search text is too long').optional(),
  ),
});
export type TReportSearchQuery = z.infer<typeof ZReportSearchQuerySchema>;

export const ZReportBrandOptionSchema = z.object({
  brandId: z.string(),
  brandName: z.string(),
  /** Spec 3: the brand's name on the marketplace, nested (the same as `brandName`). */
  brand: ZBrandNameSchema,
});
export type TReportBrandOption = z.infer<typeof ZReportBrandOptionSchema>;
/** At most 20 brands, by name. */
export const ZReportBrandOptionListSchema = z.array(ZReportBrandOptionSchema);

export const ZReportProductOptionSchema = z.object({
  productId: z.string(),
  asin: z.string(),
  title: z.string(),
  imageUrl: z.string().nullable(),
  brandName: z.string(),
});
export type TReportProductOption = z.infer<typeof ZReportProductOptionSchema>;
/** At most 20 products: the ASIN typed, or titles holding the text. */
export const ZReportProductOptionListSchema = z.array(ZReportProductOptionSchema);
