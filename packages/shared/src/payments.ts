import { z } from 'zod';
import { paymentProviders, paymentStatuses } from './billing-enums';
import { ZCompanyDetailsSchema } from './company-details';

// A seller's payments of its billings (spec 7.7; docs/domain.md "Billing: payments"): PayPal,
// Payoneer, a merged payment of several billings, or a declared bank transfer.

/** The most billings one payment covers (a year of one marketplace, and some). */
export const maxPaymentBillings = 24;

const billingId = z.string().trim().min(1, 'A billing id is required').max(64);
const billingIdList = z
  .array(billingId, { message: 'Choose at least one billing: billingIds' })
  .min(1, 'Choose at least one billing')
  .max(maxPaymentBillings, `Pay at most ${maxPaymentBillings} billings at once`)
  .refine((ids) => new Set(ids).size === ids.length, 'A billing is listed twice');

/** `billingIds=a,b` in a query string, or the same list repeated. */
const billingIdQuery = z.preprocess(
  (value) =>
    typeof value === 'string'
      ? value
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean)
      : value,
  billingIdList,
);

const requestId = z
  .string({ message: 'Give the request id the payment was asked with' })
  .uuid('The request id must be a UUID');
/** What the client showed and now sends back: the server refuses a total that moved (409). */
const shownAmount = z.coerce
  .number({ message: 'The amount must be a number' })
  .int('The amount is in minor units')
  .positive('The amount must be above zero');

export const onlineProviders = ['paypal', 'payoneer'] as const;
export type TOnlineProvider = (typeof onlineProviders)[number];

/** GET …/payment/quote and …/payoneer/payment/amountWithFees: what paying these billings costs. */
export const ZPaymentQuoteQuerySchema = z.object({
  provider: z.enum(onlineProviders, { message: 'Choose PayPal or Payoneer' }).default('paypal'),
  billingIds: billingIdQuery,
});
export const ZPayoneerQuoteQuerySchema = z.object({ billingIds: billingIdQuery });

export const ZPaymentQuoteSchema = z.object({
  provider: z.enum(paymentProviders),
  currency: z.string(),
  billingIds: z.array(z.string()),
  /** The billings' total. */
  amountMinor: z.number().int(),
  /** The provider's fee, paid on top. */
  feeMinor: z.number().int(),
  /** What the provider charges: amount + fee. */
  chargeMinor: z.number().int(),
  /** Spec 3's `amountWithFees`: the charge in the currency's major unit (102.5 for $102.50). */
  amountWithFees: z.number(),
});
export type TPaymentQuote = z.infer<typeof ZPaymentQuoteSchema>;

/** One payment as the seller sees it. */
export const ZPaymentSchema = z.object({
  id: z.string(),
  provider: z.enum(paymentProviders),
  status: z.enum(paymentStatuses),
  merged: z.boolean(),
  requestId: z.string(),
  currency: z.string(),
  amountMinor: z.number().int(),
  feeMinor: z.number().int(),
  chargeMinor: z.number().int(),
  billingIds: z.array(z.string()),
  /** The provider's order (PayPal) or checkout list (Payoneer). */
  orderId: z.string().nullable(),
  paypalCaptureId: z.string().nullable(),
  /** Where the seller approves the payment, while it waits for that. */
  approveUrl: z.string().nullable(),
  reference: z.string().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type TPayment = z.infer<typeof ZPaymentSchema>;

/** POST …/paypal/checkout/orders. */
export const ZPayPalCheckoutSchema = z.object({
  billingIds: billingIdList,
  amountMinor: shownAmount,
  requestId,
});
export type TPayPalCheckout = z.infer<typeof ZPayPalCheckoutSchema>;

/** POST …/paypal/orders/capture: the order the seller approved (PayPal's `token`). */
export const ZPayPalCaptureSchema = z.object({
  orderId: z.string().trim().min(1, 'The order id is required').max(64),
});

export const ZCaptureIdParamsSchema = z.object({ captureId: z.string().trim().min(1).max(64) });

/** GET …/paypal/orders/captures/{captureId}: the capture as PayPal has it and as we booked it. */
export const ZPayPalCaptureViewSchema = z.object({
  captureId: z.string(),
  /** PayPal's word: COMPLETED, DECLINED, PENDING, … */
  providerStatus: z.string(),
  providerAmount: z.object({ currencyCode: z.string(), value: z.string() }),
  payment: ZPaymentSchema,
});

/** GET …/payoneer/payment: creates (once per requestId) the Payoneer checkout. */
export const ZPayoneerPaymentQuerySchema = z.object({
  billingIds: billingIdQuery,
  amountMinor: shownAmount,
  requestId,
});

/** POST …/payment/merge: two or more billings of one currency, the order made in the background. */
export const ZMergePaymentSchema = z.object({
  billingIds: billingIdList.refine((ids) => ids.length >= 2, 'A merged payment covers two billings or more'),
  provider: z.enum(onlineProviders, { message: 'Choose PayPal or Payoneer' }),
  amountMinor: shownAmount,
  requestId,
});
export type TMergePayment = z.infer<typeof ZMergePaymentSchema>;

export const ZMergeAcceptedSchema = z.object({
  requestId: z.string(),
  paymentId: z.string(),
  status: z.enum(paymentStatuses),
});

export const ZMergeResultQuerySchema = z.object({ requestId });

/** What the seller should do about the payment in flight. */
export const pendingActions = ['approve', 'wait', 'none'] as const;

export const ZPendingPaymentSchema = z.object({
  payment: ZPaymentSchema.nullable(),
  action: z.enum(pendingActions),
});
export type TPendingPayment = z.infer<typeof ZPendingPaymentSchema>;

/** POST finance/seller/billings/submit: the seller declares a bank transfer. */
export const ZBankTransferSubmitSchema = z.object({
  billingIds: billingIdList,
  reference: z
    .string()
    .trim()
    .min(3, 'Enter the transfer reference (3 characters or more)')
    .max(120, 'The reference is at most 120 characters'),
  requestId,
});
export type TBankTransferSubmit = z.infer<typeof ZBankTransferSubmitSchema>;

/** GET finance/seller/payment/bank-details: where a bank transfer goes. */
export const ZBankDetailsSchema = ZCompanyDetailsSchema;

/** The operator's queue of declared bank transfers. */
export const ZBankTransferSchema = ZPaymentSchema.extend({
  sellerId: z.string(),
  sellerEmail: z.string(),
  invoices: z.array(z.string()),
});
export type TBankTransfer = z.infer<typeof ZBankTransferSchema>;
export const ZBankTransferListSchema = z.object({ items: z.array(ZBankTransferSchema) });
export const ZPaymentIdParamsSchema = z.object({ paymentId: z.string().trim().min(1).max(64) });
export const ZRejectTransferSchema = z.object({
  reason: z.string().trim().min(3, 'Say why (3 characters or more)').max(500, 'At most 500 characters'),
});

/** A provider's notification: acknowledged whatever it says (an unknown order is ignored). */
export const ZWebhookBodySchema = z.record(z.string(), z.unknown());
export const ZWebhookAnswerSchema = z.object({ received: z.boolean() });
