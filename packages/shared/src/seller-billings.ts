import { z } from 'zod';
import { billingCloseStatuses, billingDisplayStatuses, billingStatuses } from './billing-enums';
import { isServedDay, servedMonthsMessage } from './calendar-day';
import { ZCountryCodeSchema } from './catalog';
import { ZCompanyDetailsSchema } from './company-details';
import { exportPlatformField } from './export-platform';
import { pageSchemaOf, ZPageQueryShape } from './paging';

// The seller's monthly billings (spec 7.7; docs/domain.md "Billing: the month close and seller
// billings") and the operator's month close. Money is integer minor units of `currency`.

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

const monthPattern = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** A month as 'YYYY-MM' (a first day 'YYYY-MM-01' is taken too), answered as its first day. */
export const ZBillingMonthSchema = z
  .string({ message: 'Give a month as YYYY-MM' })
  .trim()
  .transform((value) => value.replace(/^(\d{4}-\d{2})-01$/, '$1'))
  .pipe(
    z
      .string()
      .regex(monthPattern, { message: 'Give a month as YYYY-MM', abort: true })
      .refine((month) => isServedDay(`${month}-01`), servedMonthsMessage),
  )
  .transform((value) => `${value}-01`);

const billingIdText = z
  .string({ message: 'Billing id is required' })
  .trim()
  .min(1, 'Billing id is required')
  .max(64, 'Billing id is too long');

export const ZSellerBillingIdQuerySchema = z.object({ billingId: billingIdText });
export type TSellerBillingIdQuery = z.input<typeof ZSellerBillingIdQuerySchema>;

/** The list's filters: marketplace, the tag shown (`overdue` included), a range of months. */
const listFilterShape = {
  countryCode: z.preprocess(blankToUndefined, ZCountryCodeSchema.optional()),
  status: z.preprocess(
    blankToUndefined,
    z.enum(billingDisplayStatuses, { message: 'Not a billing status' }).optional(),
  ),
  monthFrom: z.preprocess(blankToUndefined, ZBillingMonthSchema.optional()),
  monthTo: z.preprocess(blankToUndefined, ZBillingMonthSchema.optional()),
};

const monthOrder = (value: { monthFrom?: string; monthTo?: string }, ctx: z.RefinementCtx) => {
  if (value.monthFrom && value.monthTo && value.monthFrom > value.monthTo) {
    ctx.addIssue({ code: 'custom', path: ['monthTo'], message: 'The last month is before the first' });
  }
};

// ---- GET finance/seller/billings/list (and its report export)

export const ZSellerBillingListQuerySchema = z
  .object({ ...listFilterShape, ...ZPageQueryShape })
  .superRefine(monthOrder);
export type TSellerBillingListQuery = z.input<typeof ZSellerBillingListQuerySchema>;

export const ZSellerBillingReportExportQuerySchema = z.object(listFilterShape).superRefine(monthOrder);
export type TSellerBillingReportExportQuery = z.input<typeof ZSellerBillingReportExportQuerySchema>;

/** A billing's or an item's figures; `totalMinor` is what the seller pays: commission plus platform fee. */
const figuresShape = {
  orders: z.number().int(),
  units: z.number().int(),
  salesMinor: z.number().int(),
  commissionMinor: z.number().int(),
  platformFeeMinor: z.number().int(),
  totalMinor: z.number().int(),
};

export const ZSellerBillingSchema = z.object({
  id: z.string(),
  /** As printed: `AA-S-000042`. */
  invoiceLabel: z.string(),
  countryCode: z.string(),
  currency: z.string(),
  /** The month billed, its first day (YYYY-MM-DD). */
  month: z.string(),
  /** The close's day (YYYY-MM-DD): the invoice date. */
  billingDate: z.string(),
  closedAt: z.string(),
  dueAt: z.string(),
  ...figuresShape,
  status: z.enum(billingStatuses),
  displayStatus: z.enum(billingDisplayStatuses),
  paidAt: z.string().nullable(),
  paymentId: z.string().nullable(),
});
export type TSellerBilling = z.infer<typeof ZSellerBillingSchema>;

export const ZSellerBillingPageSchema = pageSchemaOf(ZSellerBillingSchema);
export type TSellerBillingPage = z.infer<typeof ZSellerBillingPageSchema>;

// ---- GET finance/seller/billings/detail

export const ZSellerBillingDetailQuerySchema = z.object({ billingId: billingIdText, ...ZPageQueryShape });
export type TSellerBillingDetailQuery = z.input<typeof ZSellerBillingDetailQuerySchema>;

/** One line: what one product earned one publisher in `month` (an earlier month when restated). */
export const ZSellerBillingItemSchema = z.object({
  publisherId: z.string(),
  publisherName: z.string(),
  asin: z.string(),
  productId: z.string().nullable(),
  /** The product's title while the product exists. */
  productTitle: z.string().nullable(),
  brandName: z.string(),
  month: z.string(),
  ...figuresShape,
});
export type TSellerBillingItem = z.infer<typeof ZSellerBillingItemSchema>;

export const ZSellerBillingDetailSchema = z.object({
  billing: ZSellerBillingSchema,
  items: pageSchemaOf(ZSellerBillingItemSchema),
});
export type TSellerBillingDetail = z.infer<typeof ZSellerBillingDetailSchema>;

// ---- GET finance/seller/billings/invoice

/** One invoice line: a product summed over its publishers (and restated months apart). */
export const ZSellerInvoiceLineSchema = ZSellerBillingItemSchema.omit({
  publisherId: true,
  publisherName: true,
  productId: true,
});
export type TSellerInvoiceLine = z.infer<typeof ZSellerInvoiceLineSchema>;

export const ZSellerInvoiceSchema = z.object({
  billing: ZSellerBillingSchema,
  seller: z.object({ name: z.string(), company: z.string().nullable(), email: z.string() }),
  marketplace: z.object({ code: z.string(), site: z.string() }),
  currencySymbol: z.string(),
  lines: z.array(ZSellerInvoiceLineSchema),
  company: ZCompanyDetailsSchema,
  /** The statement's instructions, said for the seller's invoice. */
  paymentInstructions: z.array(z.string()),
});
export type TSellerInvoice = z.infer<typeof ZSellerInvoiceSchema>;

// ---- GET finance/seller/billings/total/paymentPending

export const ZPaymentPendingQuerySchema = z.object({});

/** Per currency: unpaid and processing billings, and the overdue part of them. */
export const ZPaymentPendingSchema = z.object({
  currencies: z.array(
    z.object({
      currency: z.string(),
      /** Spec 3's total-payment-pending figure: the currency's unpaid total in its major unit (1234.5). */
      totalPaymentPending: z.number(),
      count: z.number().int(),
      totalMinor: z.number().int(),
      overdueCount: z.number().int(),
      overdueMinor: z.number().int(),
    }),
  ),
});
export type TPaymentPending = z.infer<typeof ZPaymentPendingSchema>;

// ---- Operator: GET seller/billings, EXPORT finance/seller/billings/details/all-items/export

export const ZOperatorSellerBillingQuerySchema = z
  .object({
    sellerId: z.string({ message: 'Seller id is required' }).trim().min(1, 'Seller id is required').max(64),
    ...listFilterShape,
    ...ZPageQueryShape,
  })
  .superRefine(monthOrder);
export type TOperatorSellerBillingQuery = z.input<typeof ZOperatorSellerBillingQuerySchema>;

export const ZAllBillingItemsExportQuerySchema = z
  .object({
    /** Spec 7.15: this export carries the platform value; it is the sellers' side's. */
    platform: exportPlatformField('seller'),
    sellerId: z.preprocess(blankToUndefined, z.string().trim().max(64).optional()),
    countryCode: listFilterShape.countryCode,
    monthFrom: listFilterShape.monthFrom,
    monthTo: listFilterShape.monthTo,
  })
  .superRefine(monthOrder);
export type TAllBillingItemsExportQuery = z.input<typeof ZAllBillingItemsExportQuerySchema>;

// ---- Operator: the month close

export const ZBillingCloseRequestSchema = z.object({
  countryCode: ZCountryCodeSchema,
  month: ZBillingMonthSchema,
});
export type TBillingCloseRequest = z.input<typeof ZBillingCloseRequestSchema>;

export const ZBillingCloseSchema = z.object({
  id: z.string(),
  countryCode: z.string(),
  month: z.string(),
  status: z.enum(billingCloseStatuses),
  /** 'schedule', or the operator who asked. */
  requestedBy: z.string(),
  sellerBillings: z.number().int(),
  publisherBillings: z.number().int(),
  error: z.string().nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type TBillingClose = z.infer<typeof ZBillingCloseSchema>;

export const ZBillingCloseListQuerySchema = z.object({
  countryCode: listFilterShape.countryCode,
  ...ZPageQueryShape,
});
export type TBillingCloseListQuery = z.input<typeof ZBillingCloseListQuerySchema>;

export const ZBillingClosePageSchema = pageSchemaOf(ZBillingCloseSchema);
export type TBillingClosePage = z.infer<typeof ZBillingClosePageSchema>;
