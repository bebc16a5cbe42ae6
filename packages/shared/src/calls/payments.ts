import { defineCall } from '../call';
import {
  ZBankDetailsSchema,
  ZBankTransferListSchema,
  ZBankTransferSubmitSchema,
  ZCaptureIdParamsSchema,
  ZMergeAcceptedSchema,
  ZMergePaymentSchema,
  ZMergeResultQuerySchema,
  ZPaymentIdParamsSchema,
  ZPaymentQuoteQuerySchema,
  ZPaymentQuoteSchema,
  ZPaymentSchema,
  ZPayoneerPaymentQuerySchema,
  ZPayoneerQuoteQuerySchema,
  ZPayPalCaptureSchema,
  ZPayPalCaptureViewSchema,
  ZPayPalCheckoutSchema,
  ZPendingPaymentSchema,
  ZRejectTransferSchema,
  ZWebhookAnswerSchema,
  ZWebhookBodySchema,
} from '../payments';

// Spec 7.7: the seller pays its billings (PayPal, Payoneer, merged, bank transfer); the
// operator confirms bank transfers; the providers' notifications.
const seller = ['seller'] as const;
const user = 'user' as const;

export const sellerPaymentCalls = {
  // GET finance/seller/payment/quote (ours): the fee and charge before a PayPal order exists
  getPaymentQuote: defineCall({
    api: user,
    method: 'GET',
    path: 'finance/seller/payment/quote',
    roles: seller,
    summary: "What paying these unpaid billings costs with a provider: amount, the provider's fee, charge",
    query: ZPaymentQuoteQuerySchema,
    response: ZPaymentQuoteSchema,
  }),
  // POST finance/seller/payment/paypal/checkout/orders
  createPayPalOrder: defineCall({
    api: user,
    method: 'POST',
    path: 'finance/seller/payment/paypal/checkout/orders',
    roles: seller,
    summary: 'Create the PayPal order of one or several unpaid billings (once per requestId)',
    body: ZPayPalCheckoutSchema,
    response: ZPaymentSchema,
  }),
  // POST finance/seller/payment/paypal/orders/capture
  capturePayPalOrder: defineCall({
    api: user,
    method: 'POST',
    path: 'finance/seller/payment/paypal/orders/capture',
    roles: seller,
    summary: 'Capture an approved PayPal order: the payment completed and its billings paid, once',
    body: ZPayPalCaptureSchema,
    response: ZPaymentSchema,
  }),
  // GET finance/seller/payment/paypal/orders/captures/{captureId}
  getPayPalCapture: defineCall({
    api: user,
    method: 'GET',
    path: 'finance/seller/payment/paypal/orders/captures/{captureId}',
    roles: seller,
    summary: 'A PayPal capture of mine, as PayPal has it and as it was booked',
    params: ZCaptureIdParamsSchema,
    response: ZPayPalCaptureViewSchema,
  }),
  // GET finance/seller/payment/payoneer/payment/amountWithFees
  getPayoneerAmountWithFees: defineCall({
    api: user,
    method: 'GET',
    path: 'finance/seller/payment/payoneer/payment/amountWithFees',
    roles: seller,
    summary: "The billings' amount with Payoneer's fee on top",
    query: ZPayoneerQuoteQuerySchema,
    response: ZPaymentQuoteSchema,
  }),
  // GET finance/seller/payment/payoneer/payment (a GET in the spec: idempotent by requestId)
  createPayoneerPayment: defineCall({
    api: user,
    method: 'GET',
    path: 'finance/seller/payment/payoneer/payment',
    roles: seller,
    summary:
      "Create (once per requestId) the Payoneer checkout of unpaid billings; answers its page's address",
    query: ZPayoneerPaymentQuerySchema,
    response: ZPaymentSchema,
  }),
  // POST finance/seller/payment/merge
  mergePayment: defineCall({
    api: user,
    method: 'POST',
    path: 'finance/seller/payment/merge',
    roles: seller,
    summary:
      "Pay two or more billings of one currency at once; the provider's order is made in the background",
    body: ZMergePaymentSchema,
    response: ZMergeAcceptedSchema,
  }),
  // GET finance/seller/payment/merge/check/orderResult
  getMergeResult: defineCall({
    api: user,
    method: 'GET',
    path: 'finance/seller/payment/merge/check/orderResult',
    roles: seller,
    summary: 'Where a merged payment is: queued, created (with its approve URL), failed, …',
    query: ZMergeResultQuerySchema,
    response: ZPaymentSchema,
  }),
  // GET finance/seller/payment/check/pending/paymentOrder
  getPendingPayment: defineCall({
    api: user,
    method: 'GET',
    path: 'finance/seller/payment/check/pending/paymentOrder',
    roles: seller,
    summary: 'My payment in flight, reconciled with its provider first, and what to do about it',
    response: ZPendingPaymentSchema,
  }),
  // POST finance/seller/payment/cancel (ours): the seller gives up a payment not approved yet
  cancelPayment: defineCall({
    api: user,
    method: 'POST',
    path: 'finance/seller/payment/cancel',
    roles: seller,
    summary:
      'Cancel my payment waiting for its approval: its billings payable again, a later approval refused',
    body: ZPaymentIdParamsSchema,
    response: ZPaymentSchema,
  }),
  // POST finance/seller/billings/submit
  submitBankTransfer: defineCall({
    api: user,
    method: 'POST',
    path: 'finance/seller/billings/submit',
    roles: seller,
    summary: 'Declare a bank transfer of unpaid billings with its reference, for an operator to confirm',
    body: ZBankTransferSubmitSchema,
    response: ZPaymentSchema,
  }),
  // GET finance/seller/payment/bank-details (ours): where a bank transfer goes
  getBankDetails: defineCall({
    api: user,
    method: 'GET',
    path: 'finance/seller/payment/bank-details',
    roles: seller,
    summary: "The company's bank details and payment methods, for a bank transfer",
    response: ZBankDetailsSchema,
  }),
};

export const bankTransferCalls = {
  // GET finance/payments/transfers (ours): the declared bank transfers waiting for an operator
  listBankTransfers: defineCall({
    api: 'admin',
    method: 'GET',
    path: 'finance/payments/transfers',
    roles: ['operator'],
    summary: 'Bank transfers sellers declared, oldest first, waiting to be confirmed or rejected',
    response: ZBankTransferListSchema,
  }),
  // POST finance/payments/transfers/{paymentId}/confirm
  confirmBankTransfer: defineCall({
    api: 'admin',
    method: 'POST',
    path: 'finance/payments/transfers/{paymentId}/confirm',
    roles: ['operator'],
    summary: 'The money arrived: the payment completed and its billings paid',
    params: ZPaymentIdParamsSchema,
    response: ZPaymentSchema,
  }),
  // POST finance/payments/transfers/{paymentId}/reject
  rejectBankTransfer: defineCall({
    api: 'admin',
    method: 'POST',
    path: 'finance/payments/transfers/{paymentId}/reject',
    roles: ['operator'],
    summary: 'The money did not arrive: the payment failed with the reason, its billings payable again',
    params: ZPaymentIdParamsSchema,
    body: ZRejectTransferSchema,
    response: ZPaymentSchema,
  }),
};

export const paymentWebhookCalls = {
  // POST finance/webhooks/paypal: PayPal's PAYMENT.CAPTURE.* events, verified with PayPal
  receivePayPalWebhook: defineCall({
    api: user,
    method: 'POST',
    path: 'finance/webhooks/paypal',
    roles: ['public'],
    summary: "PayPal's notification of a capture (verified with PayPal, booked once)",
    body: ZWebhookBodySchema,
    response: ZWebhookAnswerSchema,
  }),
  // GET finance/webhooks/payoneer: Payoneer's notification, a hint checked by a status lookup
  receivePayoneerNotification: defineCall({
    api: user,
    method: 'GET',
    path: 'finance/webhooks/payoneer',
    roles: ['public'],
    summary: "Payoneer's notification of a checkout's change (its status is then read from Payoneer)",
    query: ZWebhookBodySchema,
    response: ZWebhookAnswerSchema,
  }),
};
