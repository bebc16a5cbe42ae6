import { z } from 'zod';
import { ZCountryCodeSchema } from './catalog';
import { pageSchemaOf, ZPageQueryShape } from './paging';
import { associateReportFormats, associateReportStatuses } from './report-enums';
import { ZReportDay } from './report-query';

// Associate reports and associated publishers (spec 7.5, 7.11; docs/domain.md "Associate reports
// and associated publishers (issue 10)"): the earnings reports associate publishers upload, and
// the extra "associate commission" sellers pay them per brand or per brand and publisher.

/** The most data lines one earnings report may hold (title, header and totals not counted). */
export const maxAssociateReportRows = 200_000;
/** A 200 000-line report is about 35 MB as CSV; the limit leaves room for long product names. */
export const maxAssociateReportBytes = 80 * 1024 * 1024;
/** Problems kept with a batch (the count says how many there were in all). */
export const maxAssociateReportProblems = 500;
/** Lines a dry run answers for the preview. */
export const associatePreviewLines = 100;

/** Why a report line counts in no seller's report. */
export const associateUnmatchedReasons = ['unknown_asin', 'no_associate_commission'] as const;
export type TAssociateUnmatchedReason = (typeof associateUnmatchedReasons)[number];

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const optionalId = (what: string) =>
  z.preprocess(blankToUndefined, z.string().trim().max(64, `${what} is too long`).optional());
const requiredId = (what: string) =>
  z
    .string({ message: `Choose a ${what.toLowerCase()}` })
    .trim()
    .min(1, `Choose a ${what.toLowerCase()}`)
    .max(64);
const queryFlag = z.preprocess(
  (value) =>
    value === 'true' ? true : value === 'false' || value === '' || value === undefined ? false : value,
  z.boolean({ message: "Use 'true' or 'false'" }),
);
const optionalFlag = z.preprocess(
  (value) => (value === 'true' ? true : value === 'false' ? false : blankToUndefined(value)),
  z.boolean({ message: "Use 'true' or 'false'" }).optional(),
);
const marketplaceQuery = z.preprocess(blankToUndefined, ZCountryCodeSchema.default('US'));
const searchQuery = z.preprocess(
  blankToUndefined,
  z.string().trim().max(100, 'Search is too long').optional(),
);
const asinQuery = z.preprocess(
  blankToUndefined,
  z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{10}$/, 'An ASIN is 10 letters and digits')
    .optional(),
);

// ---- Upload: POST publisher/associate/report/upload?countryCode=&dryRun=

export const ZAssociateUploadQuerySchema = z.object({
  countryCode: z.preprocess(
    blankToUndefined,
    z.enum(ZCountryCodeSchema.options, { message: 'Choose the marketplace the report is from' }),
  ),
  /** true: read and match the file, save nothing, answer the preview. */
  dryRun: queryFlag,
});
export type TAssociateUploadQuery = z.input<typeof ZAssociateUploadQuerySchema>;

/** A problem of one line of the file (line 1 is the file's first line, title included). */
export const ZAssociateProblemSchema = z.object({
  line: z.number().int(),
  /** The column as the file names it; null for the line as a whole. */
  field: z.string().nullable(),
  message: z.string(),
});
export type TAssociateProblem = z.infer<typeof ZAssociateProblemSchema>;

/** One line of a report as read and priced (the preview's rows; the list's without their ids). */
export const ZAssociateReportLineSchema = z.object({
  lineNo: z.number().int(),
  day: z.string(),
  asin: z.string(),
  title: z.string(),
  category: z.string().nullable(),
  trackingTag: z.string().nullable(),
  countryCode: z.string(),
  currency: z.string(),
  priceMinor: z.number().int().nullable(),
  itemsShipped: z.number().int(),
  itemsReturned: z.number().int(),
  revenueMinor: z.number().int(),
  adFeesMinor: z.number().int(),
  brandId: z.string().nullable(),
  brandName: z.string().nullable(),
  matched: z.boolean(),
  unmatchedReason: z.enum(associateUnmatchedReasons).nullable(),
  /** The seller's associate commission on the line, basis points; null when unmatched. */
  commissionBp: z.number().int().nullable(),
  /** revenue × rate, rounded half away from zero: the publisher's extra earnings. */
  commissionMinor: z.number().int(),
});
export type TAssociateReportLine = z.infer<typeof ZAssociateReportLineSchema>;

export const ZAssociateReportRowSchema = ZAssociateReportLineSchema.extend({
  id: z.string(),
  batchId: z.string(),
});
export type TAssociateReportRow = z.infer<typeof ZAssociateReportRowSchema>;

export const ZAssociateBatchSchema = z.object({
  id: z.string(),
  countryCode: z.string(),
  currency: z.string(),
  fileName: z.string(),
  format: z.enum(associateReportFormats),
  status: z.enum(associateReportStatuses),
  periodStart: z.string().nullable(),
  periodEnd: z.string().nullable(),
  /** Lines still counted (a later upload of an overlapping period removes the days it covers). */
  rowCount: z.number().int(),
  matchedRows: z.number().int(),
  problemCount: z.number().int(),
  problems: z.array(ZAssociateProblemSchema),
  createdAt: z.string(),
});
export type TAssociateBatch = z.infer<typeof ZAssociateBatchSchema>;

export const ZAssociateUploadSummarySchema = z.object({
  fileName: z.string(),
  format: z.enum(associateReportFormats),
  countryCode: z.string(),
  currency: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  rowCount: z.number().int(),
  matchedRows: z.number().int(),
  unmatchedRows: z.number().int(),
  problemCount: z.number().int(),
  itemsShipped: z.number().int(),
  itemsReturned: z.number().int(),
  revenueMinor: z.number().int(),
  adFeesMinor: z.number().int(),
  commissionMinor: z.number().int(),
  /** Lines of earlier uploads on the same days that this file replaces (or would, in a dry run). */
  replacedRows: z.number().int(),
});

export const ZAssociateUploadResultSchema = z.object({
  dryRun: z.boolean(),
  /** The same file was applied before: `batch` is that first upload, nothing counted again. */
  alreadyApplied: z.boolean(),
  batch: ZAssociateBatchSchema.nullable(),
  summary: ZAssociateUploadSummarySchema,
  problems: z.array(ZAssociateProblemSchema),
  /** The first lines as read and priced (a dry run's preview; the applied batch's first lines). */
  rows: z.array(ZAssociateReportLineSchema),
});
export type TAssociateUploadResult = z.infer<typeof ZAssociateUploadResultSchema>;

// ---- Publisher lists

export const ZAssociateBatchListQuerySchema = z.object({
  countryCode: z.preprocess(blankToUndefined, ZCountryCodeSchema.optional()),
  ...ZPageQueryShape,
});
export type TAssociateBatchListQuery = z.input<typeof ZAssociateBatchListQuerySchema>;
export const ZAssociateBatchPageSchema = pageSchemaOf(ZAssociateBatchSchema);
export type TAssociateBatchPage = z.infer<typeof ZAssociateBatchPageSchema>;

export const ZAssociateRowListQuerySchema = z
  .object({
    countryCode: marketplaceQuery,
    batchId: optionalId('Batch id'),
    startDate: z.preprocess(blankToUndefined, ZReportDay.optional()),
    endDate: z.preprocess(blankToUndefined, ZReportDay.optional()),
    asin: asinQuery,
    matched: optionalFlag,
    ...ZPageQueryShape,
  })
  .superRefine((value, ctx) => {
    if (value.startDate && value.endDate && value.endDate < value.startDate) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'The end date is before the start date' });
    }
  });
export type TAssociateRowListQuery = z.input<typeof ZAssociateRowListQuerySchema>;
export const ZAssociateRowPageSchema = pageSchemaOf(ZAssociateReportRowSchema);
export type TAssociateRowPage = z.infer<typeof ZAssociateRowPageSchema>;

export const ZAssociateBrandListQuerySchema = z.object({
  countryCode: marketplaceQuery,
  search: searchQuery,
  ...ZPageQueryShape,
});
export type TAssociateBrandListQuery = z.input<typeof ZAssociateBrandListQuerySchema>;

/** A brand in my matched associate lines, with their totals and the rate applying to me now. */
export const ZAssociateBrandSchema = z.object({
  brandId: z.string(),
  brandName: z.string(),
  countryCode: z.string(),
  currency: z.string(),
  rows: z.number().int(),
  itemsShipped: z.number().int(),
  itemsReturned: z.number().int(),
  revenueMinor: z.number().int(),
  commissionMinor: z.number().int(),
  commissionBp: z.number().int().nullable(),
});
export type TAssociateBrand = z.infer<typeof ZAssociateBrandSchema>;
export const ZAssociateBrandPageSchema = pageSchemaOf(ZAssociateBrandSchema);
export type TAssociateBrandPage = z.infer<typeof ZAssociateBrandPageSchema>;

export const ZAssociateBrandDetailQuerySchema = z.object({ brandId: requiredId('Brand') });

/** A rate's scope: the brand's for every associate publisher, or one publisher's own. */
export const associateRateScopes = ['brand', 'publisher'] as const;
export type TAssociateRateScope = (typeof associateRateScopes)[number];

export const ZAssociateRateChangeSchema = z.object({
  scope: z.enum(associateRateScopes),
  oldCommissionBp: z.number().int().nullable(),
  newCommissionBp: z.number().int(),
  changedAt: z.string(),
});
export type TAssociateRateChange = z.infer<typeof ZAssociateRateChangeSchema>;

/** GET publisher/associate/brand/commission/detail: the rate applying to me and its history. */
export const ZAssociateBrandCommissionSchema = z.object({
  brandId: z.string(),
  brandName: z.string(),
  commissionBp: z.number().int().nullable(),
  appliesAs: z.enum(associateRateScopes).nullable(),
  history: z.array(ZAssociateRateChangeSchema),
});
export type TAssociateBrandCommission = z.infer<typeof ZAssociateBrandCommissionSchema>;

export const ZAssociateProductExportQuerySchema = z.object({ countryCode: marketplaceQuery });

// ---- Seller: associated publishers

export const ZAssociatedPublisherQuerySchema = z.object({
  search: searchQuery,
  brandId: optionalId('Brand id'),
  ...ZPageQueryShape,
});
export type TAssociatedPublisherQuery = z.input<typeof ZAssociatedPublisherQuerySchema>;

export const ZAssociatedPublisherSchema = z.object({
  publisherId: z.string(),
  name: z.string(),
  /** The publisher's associates tags per marketplace. */
  associateTags: z.record(z.string(), z.string()),
  associateLinks: z.number().int(),
  reportRows: z.number().int(),
  revenueMinor: z.number().int(),
  commissionMinor: z.number().int(),
  /** The publisher's own rates on my brands (overriding the brand's). */
  ownRates: z.number().int(),
});
export type TAssociatedPublisher = z.infer<typeof ZAssociatedPublisherSchema>;
export const ZAssociatedPublisherPageSchema = pageSchemaOf(ZAssociatedPublisherSchema);
export type TAssociatedPublisherPage = z.infer<typeof ZAssociatedPublisherPageSchema>;

export const ZAssociatedByBrandQuerySchema = z.object({
  brandId: requiredId('Brand'),
  search: searchQuery,
  ...ZPageQueryShape,
});
export type TAssociatedByBrandQuery = z.input<typeof ZAssociatedByBrandQuerySchema>;

/** One publisher on one of my brands: the rate that applies to it and where it comes from. */
export const ZAssociatedBrandPublisherSchema = ZAssociatedPublisherSchema.pick({
  publisherId: true,
  name: true,
  associateTags: true,
}).extend({
  brandId: z.string(),
  brandName: z.string(),
  commissionBp: z.number().int().nullable(),
  appliesAs: z.enum(associateRateScopes).nullable(),
});
export type TAssociatedBrandPublisher = z.infer<typeof ZAssociatedBrandPublisherSchema>;
export const ZAssociatedBrandPublisherPageSchema = pageSchemaOf(ZAssociatedBrandPublisherSchema);
export type TAssociatedBrandPublisherPage = z.infer<typeof ZAssociatedBrandPublisherPageSchema>;

export const ZAssociatedByPublisherQuerySchema = z.object({
  publisherId: requiredId('Publisher'),
  search: searchQuery,
  ...ZPageQueryShape,
});
export type TAssociatedByPublisherQuery = z.input<typeof ZAssociatedByPublisherQuerySchema>;

export const ZAssociateCommissionListQuerySchema = z.object({
  brandId: optionalId('Brand id'),
  publisherId: optionalId('Publisher id'),
  ...ZPageQueryShape,
});
export type TAssociateCommissionListQuery = z.input<typeof ZAssociateCommissionListQuerySchema>;

export const ZAssociateCommissionSchema = z.object({
  id: z.string(),
  brandId: z.string(),
  brandName: z.string(),
  publisherId: z.string().nullable(),
  publisherName: z.string().nullable(),
  commissionBp: z.number().int(),
  updatedAt: z.string(),
});
export type TAssociateCommission = z.infer<typeof ZAssociateCommissionSchema>;
export const ZAssociateCommissionPageSchema = pageSchemaOf(ZAssociateCommissionSchema);
export type TAssociateCommissionPage = z.infer<typeof ZAssociateCommissionPageSchema>;

export const ZAssociateBrandRateQuerySchema = z.object({ search: searchQuery, ...ZPageQueryShape });
export type TAssociateBrandRateQuery = z.input<typeof ZAssociateBrandRateQuerySchema>;

/** GET seller/associate/publisher/brandId: my brands with their brand-wide rate and overrides. */
export const ZAssociateBrandRateSchema = z.object({
  brandId: z.string(),
  brandName: z.string(),
  commissionBp: z.number().int().nullable(),
  publisherRates: z.number().int(),
  updatedAt: z.string().nullable(),
});
export type TAssociateBrandRate = z.infer<typeof ZAssociateBrandRateSchema>;
export const ZAssociateBrandRatePageSchema = pageSchemaOf(ZAssociateBrandRateSchema);
export type TAssociateBrandRatePage = z.infer<typeof ZAssociateBrandRatePageSchema>;

export const ZAssociateCommissionDetailQuerySchema = z.object({
  brandId: requiredId('Brand'),
  publisherId: optionalId('Publisher id'),
});
export type TAssociateCommissionDetailQuery = z.input<typeof ZAssociateCommissionDetailQuerySchema>;

export const ZAssociateCommissionDetailSchema = z.object({
  brandId: z.string(),
  brandName: z.string(),
  publisherId: z.string().nullable(),
  publisherName: z.string().nullable(),
  commissionBp: z.number().int().nullable(),
  history: z.array(ZAssociateRateChangeSchema.extend({ changedBy: z.string() })),
});
export type TAssociateCommissionDetail = z.infer<typeof ZAssociateCommissionDetailSchema>;

const ZAssociateCommissionSaveItemSchema = z.object({
  brandId: requiredId('Brand'),
  /** Absent or null: the brand's rate for every associate publisher. */
  publisherId: z.preprocess(blankToUndefined, z.string().trim().max(64).optional()),
  commissionBp: z
    .number({ message: 'Enter a commission' })
    .int('Commission must be a whole number of basis points'),
});
export const ZAssociateCommissionSaveSchema = ZAssociateCommissionSaveItemSchema;
export type TAssociateCommissionSave = z.input<typeof ZAssociateCommissionSaveSchema>;

export const maxAssociateCommissionBatch = 500;
export const ZAssociateCommissionBatchSchema = z.object({
  items: z
    .array(ZAssociateCommissionSaveItemSchema)
    .min(1, 'Choose at least one rate to save')
    .max(maxAssociateCommissionBatch, `Save at most ${maxAssociateCommissionBatch} rates at a time`),
});
export type TAssociateCommissionBatch = z.input<typeof ZAssociateCommissionBatchSchema>;

export const ZAssociateCommissionSavedSchema = z.object({
  /** Rates that changed (one history row each). */
  changed: z.number().int(),
  /** Rates that already had the value: nothing written, so a retry is harmless. */
  unchanged: z.number().int(),
  items: z.array(ZAssociateCommissionSchema),
});
export type TAssociateCommissionSaved = z.infer<typeof ZAssociateCommissionSavedSchema>;
