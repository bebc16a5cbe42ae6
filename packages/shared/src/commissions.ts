import { z } from 'zod';
import type { TCountryCode } from './marketplaces';
import { countryCodes } from './marketplaces';
import { pageSchemaOf, ZPageQueryShape } from './paging';
import { idSelectionSchema } from './selection';

// Commission rates travel and are stored as basis points (1250 = 12.5%). People type percents;
// the conversion is string arithmetic so "12.3" never becomes 1229.9999 on the way.

/** DOMAIN.md: 1% to 50% in steps of 0.1%, platform fee 30% of the commission. */
export const defaultCommissionConfig = { minBp: 100, maxBp: 5000, stepBp: 10, platformFeeBp: 3000 } as const;

export type TCommissionBounds = { minBp: number; maxBp: number; stepBp: number };

export type TPercentParse = { ok: true; bp: number } | { ok: false; reason: 'format' | 'precision' };

const percentPattern = /^\+?(\d{1,6})(?:[.,](\d*))?\s*%?$/;

/**
 * "12.5", "12,5" (a spreadsheet in French or German), "12.50 %" → 1250. More than two decimals
 * that are not trailing zeros cannot be a whole basis point: `precision`. Anything else: `format`.
 */
export function parsePercent(text: string): TPercentParse {
  const match = percentPattern.exec(text.trim());
  if (!match) {
    return { ok: false, reason: 'format' };
  }
  const whole = match[1] ?? '0';
  const decimals = (match[2] ?? '').replace(/0+$/, '');
  if (decimals.length > 2) {
    return { ok: false, reason: 'precision' };
  }
  return { ok: true, bp: Number(whole) * 100 + Number(decimals.padEnd(2, '0')) };
}

/** 1250 → "12.5", 1005 → "10.05", 100 → "1": the shortest exact percent, no float division. */
export function formatBasisPoints(bp: number): string {
  const sign = bp < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(bp));
  const fraction = String(abs % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return `${sign}${Math.floor(abs / 100)}${fraction ? `.${fraction}` : ''}`;
}

/** The sentence every refusal of a rate carries, so a seller always sees the allowed range. */
export function commissionBoundsText(bounds: TCommissionBounds): string {
  return `between ${formatBasisPoints(bounds.minBp)}% and ${formatBasisPoints(bounds.maxBp)}% in steps of ${formatBasisPoints(bounds.stepBp)}%`;
}

/** Null when the rate is allowed; otherwise why not, with the bounds. */
export function commissionProblem(bp: number, bounds: TCommissionBounds): string | null {
  if (!Number.isInteger(bp) || bp < bounds.minBp || bp > bounds.maxBp || bp % bounds.stepBp !== 0) {
    return `Commission must be ${commissionBoundsText(bounds)}`;
  }
  return null;
}

/** A typed percent checked against the bounds: the basis points, or the message to show. */
export function checkPercent(
  text: string,
  bounds: TCommissionBounds,
): { ok: true; bp: number } | { ok: false; message: string } {
  const parsed = parsePercent(text);
  if (!parsed.ok) {
    return { ok: false, message: `Commission must be a percent ${commissionBoundsText(bounds)}` };
  }
  const problem = commissionProblem(parsed.bp, bounds);
  return problem ? { ok: false, message: problem } : parsed;
}

// Local names: the catalogue contracts (catalog.ts) own the product's exported status enum.
const productStatuses = ['inactive', 'active'] as const;

export const commissionSources = ['single', 'batch', 'csv'] as const;
export type TCommissionSource = (typeof commissionSources)[number];

const ZCountryCodeSchema = z.enum(countryCodes, { message: 'Choose US, CA, FR, DE or UK' });

// GET commission/config

export const ZCommissionConfigSchema = z.object({
  minBp: z.number().int(),
  maxBp: z.number().int(),
  stepBp: z.number().int(),
  platformFeeBp: z.number().int(),
  /** False while the DOMAIN.md defaults apply; true when the seller has its own configuration. */
  custom: z.boolean(),
});
export type TCommissionConfig = z.infer<typeof ZCommissionConfigSchema>;

// POST seller/product/active, POST seller/product/inactive, POST seller/product/commission

export const maxProductSelection = 1000;

export const ZProductSelectionSchema = idSelectionSchema(
  { one: 'Product', many: 'products' },
  maxProductSelection,
);

export const ZSetProductStatusRequestSchema = z.object({ ids: ZProductSelectionSchema });
export type TSetProductStatusRequest = z.infer<typeof ZSetProductStatusRequestSchema>;

/** A rate in percent (12.5) as spec 3's `commission` carries it, in basis points (1250). */
export const commissionPercent = (bp: number): number => bp / 100;

/**
 * The rate as basis points (`commissionBp`, what the screens send) or as spec 3's `commission`
 * in percent with at most two decimals; basis points win when both come.
 */
export const ZSetCommissionRequestSchema = z
  .object({
    ids: ZProductSelectionSchema,
    commissionBp: z
      .number({ message: 'Enter a commission' })
      .int('Commission must be a whole number of basis points')
      .optional(),
    commission: z
      .number({ message: 'Enter a commission' })
      .refine(
        (percent) => Number.isInteger(Math.round(percent * 1e6) / 1e4),
        'A commission has at most two decimals',
      )
      .optional(),
  })
  .transform(({ ids, commissionBp, commission }, ctx) => {
    const bp = commissionBp ?? (commission === undefined ? undefined : Math.round(commission * 100));
    if (bp === undefined) {
      ctx.addIssue({ code: 'custom', path: ['commissionBp'], message: 'Enter a commission' });
      return z.NEVER;
    }
    return { ids, commissionBp: bp };
  });
export type TSetCommissionRequest = z.infer<typeof ZSetCommissionRequestSchema>;

export const ZProductSettingsSchema = z.object({
  id: z.string(),
  asin: z.string(),
  countryCode: z.string(),
  status: z.enum(productStatuses),
  commissionBp: z.number().int().nullable(),
  /** Spec 3's `commission`: the same rate in percent (12.5). */
  commission: z.number().nullable(),
  commissionUpdatedAt: z.string().nullable(),
});
export type TProductSettings = z.infer<typeof ZProductSettingsSchema>;

export const ZSetProductsResponseSchema = z.object({
  /** Products whose commission or status changed (one history row each). */
  changed: z.number().int(),
  /** Products that already had the asked value: nothing written, so a retry is harmless. */
  unchanged: z.number().int(),
  products: z.array(ZProductSettingsSchema),
});
export type TSetProductsResponse = z.infer<typeof ZSetProductsResponseSchema>;

// GET seller/product/commissionHistory (all, or ?id= one product), EXPORT …/exportCommissionHistory

export const ZCommissionHistoryQuerySchema = z.object({
  id: z.string().trim().min(1).max(64).optional(),
  countryCode: ZCountryCodeSchema.optional(),
  ...ZPageQueryShape,
});
/** What a client sends (the schema coerces query-string text). */
export type TCommissionHistoryQuery = {
  id?: string;
  countryCode?: TCountryCode;
  page?: number;
  pageSize?: number;
};

export const ZCommissionHistoryExportQuerySchema = ZCommissionHistoryQuerySchema.omit({
  page: true,
  pageSize: true,
});

export type TCommissionHistoryExportQuery = z.input<typeof ZCommissionHistoryExportQuerySchema>;

const ZPerson = z.object({ id: z.string(), name: z.string() });

export const ZCommissionHistoryEntrySchema = z.object({
  id: z.string(),
  productId: z.string(),
  asin: z.string(),
  countryCode: z.string(),
  title: z.string(),
  oldCommissionBp: z.number().int().nullable(),
  newCommissionBp: z.number().int().nullable(),
  oldStatus: z.enum(productStatuses).nullable(),
  newStatus: z.enum(productStatuses).nullable(),
  source: z.enum(commissionSources),
  /** The account the change was made in. */
  changedBy: ZPerson,
  /** The delegate who made it while switched into the account; null when the owner did. */
  delegate: ZPerson.nullable(),
  createdAt: z.string(),
});
export type TCommissionHistoryEntry = z.infer<typeof ZCommissionHistoryEntrySchema>;

export const ZCommissionHistoryPageSchema = pageSchemaOf(ZCommissionHistoryEntrySchema);
export type TCommissionHistoryPage = z.infer<typeof ZCommissionHistoryPageSchema>;

// POST seller/product/preCommissionCsv (multipart `file`), then …/doUpdateCommissionOrStatusCsv

/** DOMAIN.md's columns, in the order the template writes them. */
/** A commission CSV is previewed, then applied once. */
export const commissionCsvStatuses = ['previewed', 'applied'] as const;

export const commissionCsvColumns = ['ASIN', 'Country', 'Commission (%)', 'Status'] as const;
export const maxCommissionCsvRows = 100_000;
export const maxCommissionCsvBytes = 16 * 1024 * 1024;
/** A preview can be applied for this long; after that the seller uploads the file again. */
export const commissionCsvPreviewHours = 24;

export const csvRowOutcomes = ['update', 'unchanged', 'error'] as const;
export type TCsvRowOutcome = (typeof csvRowOutcomes)[number];

export const ZCommissionCsvRowSchema = z.object({
  line: z.number().int(),
  asin: z.string(),
  countryCode: z.string(),
  productId: z.string().nullable(),
  outcome: z.enum(csvRowOutcomes),
  oldCommissionBp: z.number().int().nullable(),
  newCommissionBp: z.number().int().nullable(),
  oldStatus: z.enum(productStatuses).nullable(),
  newStatus: z.enum(productStatuses).nullable(),
  errors: z.array(z.string()),
});
export type TCommissionCsvRow = z.infer<typeof ZCommissionCsvRowSchema>;

export const ZCommissionCsvSummarySchema = z.object({
  total: z.number().int(),
  update: z.number().int(),
  unchanged: z.number().int(),
  error: z.number().int(),
});
export type TCommissionCsvSummary = z.infer<typeof ZCommissionCsvSummarySchema>;

export const ZCommissionCsvRowsQuerySchema = z.object({
  id: z.string().trim().min(1, 'Give the preview id').max(64),
  outcome: z.enum(csvRowOutcomes).optional(),
  ...ZPageQueryShape,
});
export type TCommissionCsvRowsQuery = {
  id: string;
  outcome?: TCsvRowOutcome;
  page?: number;
  pageSize?: number;
};

export const ZCommissionCsvPreviewSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  status: z.enum(commissionCsvStatuses),
  createdAt: z.string(),
  expiresAt: z.string(),
  summary: ZCommissionCsvSummarySchema,
  /** One page of the rows (errors first on the first page would hide the order: rows keep file order). */
  rows: pageSchemaOf(ZCommissionCsvRowSchema),
});
export type TCommissionCsvPreview = z.infer<typeof ZCommissionCsvPreviewSchema>;

export const ZApplyCommissionCsvRequestSchema = z.object({
  id: z.string().trim().min(1, 'Give the preview id').max(64),
});
export type TApplyCommissionCsvRequest = z.infer<typeof ZApplyCommissionCsvRequestSchema>;

export const ZApplyCommissionCsvResponseSchema = z.object({
  id: z.string(),
  /** Products changed by this apply (one history row each). */
  applied: z.number().int(),
  /** Rows that asked for what the product already had at apply time. */
  unchanged: z.number().int(),
  /** Rows with errors in the preview: never applied. */
  skipped: z.number().int(),
  appliedAt: z.string(),
  /** True when this preview had already been applied: nothing was done again. */
  alreadyApplied: z.boolean(),
});
export type TApplyCommissionCsvResponse = z.infer<typeof ZApplyCommissionCsvResponseSchema>;
