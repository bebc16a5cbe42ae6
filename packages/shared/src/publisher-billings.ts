import { z } from 'zod';
import { billingDisplayStatuses, billingStatuses, type TBillingDisplayStatus } from './billing-enums';
import { ZCountryCodeSchema } from './catalog';
import { ZCompanyDetailsSchema } from './company-details';
import type { TCountryCode } from './marketplaces';
import { pageSchemaOf, ZPageQueryShape } from './paging';

// The publisher's monthly statements (spec 2.2, 3 "Publisher billing statement", 7.8; docs/domain.md
// "Billing: publisher statements"). Money is integer minor units of `currency`; screens format it.

/** The statement's four ways to pay (spec 2.2 "Payment methods"). */
export const statementPaymentMethods = ['ach', 'check', 'paypal', 'wire'] as const;
export type TStatementPaymentMethod = (typeof statementPaymentMethods)[number];
export const statementPaymentMethodLabels: Record<TStatementPaymentMethod, string> = {
  ach: 'US ACH payment',
  check: 'Check',
  paypal: 'PayPal',
  wire: 'International Wire Payment',
};

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const billingIdText = z
  .string({ message: 'Billing id is required' })
  .trim()
  .min(1, 'Billing id is required')
  .max(64, 'Billing id is too long');

export const ZPublisherBillingIdQuerySchema = z.object({ billingId: billingIdText });
export const ZPublisherBillingIdParamsSchema = ZPublisherBillingIdQuerySchema;

// ---- GET finance/publisher/billings/list

export const ZPublisherBillingListQuerySchema = z.object({
  countryCode: z.preprocess(blankToUndefined, ZCountryCodeSchema.optional()),
  /** The tag shown: `overdue` is an unpaid statement past its due date. */
  status: z.preprocess(
    blankToUndefined,
    z.enum(billingDisplayStatuses, { message: 'Not a billing status' }).optional(),
  ),
  ...ZPageQueryShape,
});
export type TPublisherBillingListQuery = {
  /** Checked by the server: one of US, CA, FR, DE, UK. */
  countryCode?: TCountryCode;
  status?: TBillingDisplayStatus;
  page?: number;
  pageSize?: number;
};

export const ZPublisherBillingRowSchema = z.object({
  id: z.string(),
  /** As printed: `AA-P-000042`. */
  invoiceNo: z.string(),
  countryCode: z.string(),
  currency: z.string(),
  /** The month billed, its first day (YYYY-MM-DD). */
  month: z.string(),
  /** The close's day (YYYY-MM-DD): the statement's date. */
  billingDate: z.string(),
  dueAt: z.string(),
  campaigns: z.number().int(),
  /** What the month's confirmed campaigns were worth. */
  grossMinor: z.number().int(),
  commissionBp: z.number().int(),
  /** What the publisher pays: the commission on the gross. */
  amountMinor: z.number().int(),
  status: z.enum(billingStatuses),
  displayStatus: z.enum(billingDisplayStatuses),
  paymentMethod: z.enum(statementPaymentMethods).nullable(),
  paymentReference: z.string().nullable(),
  submittedAt: z.string().nullable(),
  paidAt: z.string().nullable(),
});
export type TPublisherBillingRow = z.infer<typeof ZPublisherBillingRowSchema>;

export const ZPublisherBillingPageSchema = pageSchemaOf(ZPublisherBillingRowSchema);
export type TPublisherBillingPage = z.infer<typeof ZPublisherBillingPageSchema>;

// ---- GET finance/publisher/billings/agg

export const ZPublisherBillingAggQuerySchema = z.object({
  countryCode: z.preprocess(blankToUndefined, ZCountryCodeSchema.optional()),
});

const ZAggFigureSchema = z.object({ count: z.number().int(), amountMinor: z.number().int() });

/** Per currency, the statements by the tag they show (each statement counts in one). */
export const ZPublisherBillingAggSchema = z.object({
  currencies: z.array(
    z.object({
      currency: z.string(),
      unpaid: ZAggFigureSchema,
      overdue: ZAggFigureSchema,
      processing: ZAggFigureSchema,
      paid: ZAggFigureSchema,
    }),
  ),
});
export type TPublisherBillingAgg = z.infer<typeof ZPublisherBillingAggSchema>;

// ---- GET finance/publisher/billings/detail

export const ZStatementCampaignSchema = z.object({
  campaignId: z.string(),
  brandName: z.string(),
  placementTitle: z.string(),
  sellerName: z.string(),
  confirmedAt: z.string().nullable(),
  priceMinor: z.number().int(),
});
export type TStatementCampaign = z.infer<typeof ZStatementCampaignSchema>;

export const ZPublisherBillingDetailSchema = z.object({
  billing: ZPublisherBillingRowSchema,
  campaigns: z.array(ZStatementCampaignSchema),
});
export type TPublisherBillingDetail = z.infer<typeof ZPublisherBillingDetailSchema>;

// ---- GET finance/publisher/billings/invoice (and /statement, the Statement PDF screen's call)

/**
 * The statement invoice, the fields of spec 3 "Publisher billing statement": the amounts the
 * spec names in the currency's major unit (25.5 for $25.50, spec 2.2 prefixes them with the
 * symbol), each with its integer `…Minor` beside it for arithmetic; the marketplace a code (its
 * symbol from `marketplaceOf`).
 */
export const ZPublisherStatementSchema = z.object({
  invoiceNo: z.string(),
  /** YYYY-MM-DD. */
  billingDate: z.string(),
  marketplace: z.string(),
  currency: z.string(),
  unitPrice: z.number(),
  netValue: z.number(),
  netTotal: z.number(),
  invoiceTotal: z.number(),
  unitPriceMinor: z.number().int(),
  netValueMinor: z.number().int(),
  netTotalMinor: z.number().int(),
  invoiceTotalMinor: z.number().int(),
  /** The publisher's bank account, the number masked; empty strings when none is saved. */
  publisherBankInformationVO: z.object({
    accountName: z.string(),
    bankAccountNumber: z.string(),
    bankCountry: z.string(),
  }),
  company: ZCompanyDetailsSchema,
});
export type TPublisherStatement = z.infer<typeof ZPublisherStatementSchema>;

// ---- POST finance/publisher/billings/submit

export const ZSubmitStatementPaymentSchema = z.object({
  billingId: billingIdText,
  method: z.enum(statementPaymentMethods, { message: 'Choose how you paid' }),
  paymentReference: z
    .string({ message: 'Enter the payment reference' })
    .trim()
    .min(1, 'Enter the payment reference')
    .max(100, 'The reference is at most 100 characters'),
});
export type TSubmitStatementPayment = z.input<typeof ZSubmitStatementPaymentSchema>;

// ---- Operator: admin GET finance/publisher/statements, POST …/{billingId}/confirm|reject

export const ZStatementQueueQuerySchema = z.object({
  status: z.enum(billingStatuses, { message: 'Not a billing status' }).default('processing'),
  ...ZPageQueryShape,
});
export type TStatementQueueQuery = z.input<typeof ZStatementQueueQuerySchema>;

export const ZStatementQueueRowSchema = ZPublisherBillingRowSchema.extend({
  publisherId: z.string(),
  publisherName: z.string(),
  publisherEmail: z.string(),
  confirmedBy: z.string().nullable(),
});
export type TStatementQueueRow = z.infer<typeof ZStatementQueueRowSchema>;
export const ZStatementQueuePageSchema = pageSchemaOf(ZStatementQueueRowSchema);
export type TStatementQueuePage = z.infer<typeof ZStatementQueuePageSchema>;

export const ZConfirmStatementSchema = z.object({});
export const ZRejectStatementSchema = z.object({
  reason: z
    .string({ message: 'Say why the payment is rejected' })
    .trim()
    .min(1, 'Say why the payment is rejected')
    .max(1000, 'The reason is at most 1,000 characters'),
});
export type TRejectStatement = z.input<typeof ZRejectStatementSchema>;
