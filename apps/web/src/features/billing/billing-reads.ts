import { publisherBillingCalls, sellerBillingCalls, sellerPaymentCalls } from '@atlas/shared';

/** The Billings pages show their failures themselves. */
export const billingCallOptions = { keepPage: true, silent: true };

/** What shows a seller's billings: the list, a billing's items, the pending card. A payment refreshes them. */
export const sellerBillingReads = [
  sellerBillingCalls.listSellerBillings,
  sellerBillingCalls.getSellerBillingDetail,
  sellerBillingCalls.getSellerPaymentPending,
];

/** What shows a payment on its way: the payment in flight, the quotes, a merged payment's result. */
export const paymentReads = [
  sellerPaymentCalls.getPendingPayment,
  sellerPaymentCalls.getPaymentQuote,
  sellerPaymentCalls.getPayoneerAmountWithFees,
  sellerPaymentCalls.getMergeResult,
];

/** What shows a publisher's statements: the list, the totals and one statement. */
export const publisherBillingReads = [
  publisherBillingCalls.listPublisherBillings,
  publisherBillingCalls.getPublisherBillingAgg,
  publisherBillingCalls.getPublisherBilling,
];
