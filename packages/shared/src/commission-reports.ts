import { z } from 'zod';
import { exportPlatformField } from './export-platform';
import { pageSchemaOf, ZPageQueryShape } from './paging';
import { maxOperatorNoteLength, ZOperatorNoteSchema } from './publisher-console';
import { conversionKinds } from './report-enums';
import { reportQueryOf, ZReportRangeShape } from './report-query';

// The console's commission reports (spec 7.15): one record per conversion row (an order or a
// return of one ASIN through one link on one marketplace day), filtered to one marketplace and a
// day range (docs/domain.md, "Operator console: publishers and commission reports (issue 13)").

const blank = (value: unknown) => (value === '' || value === null ? undefined : value);
const optionalId = (what: string) =>
  z.preprocess(blank, z.string().trim().max(64, `${what} is too long`).optional());

/** The marketplace and range as every report names them (the US and the last 30 days by default). */
const filterShape = {
  ...ZReportRangeShape,
  sellerId: optionalId('Seller id'),
  publisherId: optionalId('Publisher id'),
  asin: z.preprocess(
    blank,
    z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9]{10}$/, 'An ASIN is 10 letters and digits')
      .optional(),
  ),
  kind: z.preprocess(blank, z.enum(conversionKinds, { message: 'Choose order or return' }).optional()),
  hasNote: z.preprocess(
    (value) => (value === 'true' ? true : value === 'false' ? false : blank(value)),
    z.boolean({ message: "Use 'true' or 'false'" }).optional(),
  ),
};

/** GET commission/reports/agg */
export const ZCommissionReportFilterSchema = reportQueryOf(filterShape);
export type TCommissionReportFilter = z.infer<typeof ZCommissionReportFilterSchema>;
export type TCommissionReportFilterInput = z.input<typeof ZCommissionReportFilterSchema>;

/** GET commission/reports: newest day first, then id. */
export const ZCommissionReportQuerySchema = reportQueryOf({ ...filterShape, ...ZPageQueryShape });
export type TCommissionReportQuery = z.input<typeof ZCommissionReportQuerySchema>;

/** EXPORT commission/reports/export: `seller` has every money column, `publisher` no fee nor cost. */
export const ZCommissionReportExportQuerySchema = reportQueryOf({
  ...filterShape,
  platform: exportPlatformField('seller'),
});
export type TCommissionReportExportQuery = z.input<typeof ZCommissionReportExportQuerySchema>;

const party = z.object({ id: z.string(), name: z.string() });

export const ZCommissionReportRowSchema = z.object({
  id: z.string(),
  day: z.string(),
  countryCode: z.string(),
  currency: z.string(),
  seller: party,
  publisher: party,
  brandName: z.string(),
  asin: z.string(),
  kind: z.enum(conversionKinds),
  orders: z.number().int(),
  units: z.number().int(),
  salesMinor: z.number().int(),
  /** Basis points: 850 is 8.5 %. */
  commissionBp: z.number().int(),
  commissionMinor: z.number().int(),
  platformFeeMinor: z.number().int(),
  costMinor: z.number().int(),
  /** The operators' note, shaped as everywhere: its text, when and by whom it was saved. */
  note: ZOperatorNoteSchema.nullable(),
});
export type TCommissionReportRow = z.infer<typeof ZCommissionReportRowSchema>;
export const ZCommissionReportPageSchema = pageSchemaOf(ZCommissionReportRowSchema);
export type TCommissionReportPage = z.infer<typeof ZCommissionReportPageSchema>;

const totalsShape = {
  rows: z.number().int(),
  orders: z.number().int(),
  units: z.number().int(),
  salesMinor: z.number().int(),
  commissionMinor: z.number().int(),
  platformFeeMinor: z.number().int(),
  costMinor: z.number().int(),
};
/** Orders and returns apart (a return's figures are negative as imported), and their sum. */
export const ZCommissionReportAggSchema = z.object({
  countryCode: z.string(),
  currency: z.string(),
  total: z.object(totalsShape),
  orders: z.object(totalsShape),
  returns: z.object(totalsShape),
});
export type TCommissionReportAgg = z.infer<typeof ZCommissionReportAggSchema>;

export const ZCommissionReportIdParamsSchema = z.object({
  id: z.string().trim().min(1, 'Name the record').max(64, 'Not a commission report id'),
});
export const ZCommissionReportNoteRequestSchema = z.object({
  note: z
    .string({ error: 'Write the note (empty deletes it)' })
    .trim()
    .max(maxOperatorNoteLength, `Keep the note under ${maxOperatorNoteLength} characters`),
});
export type TCommissionReportNoteRequest = z.input<typeof ZCommissionReportNoteRequestSchema>;
export const ZCommissionReportNoteAnswerSchema = z.object({
  id: z.string(),
  note: ZOperatorNoteSchema.nullable(),
});
export type TCommissionReportNoteAnswer = z.infer<typeof ZCommissionReportNoteAnswerSchema>;
