import { sellerPaymentCalls as calls } from '@atlas/shared';
import { defineRoute } from '../../platform/route';
import { bankDetails, submitBankTransfer } from './bank-transfers.service';
import { getMergeResult, mergePayment } from './merge-payments.service';
import { createPayoneerPayment, quoteWithFees } from './payoneer-payments.service';
import { capturePayPalOrder, createPayPalCheckout, getPayPalCapture } from './paypal-payments.service';
import { cancelPayment, getPendingPayment } from './pending-payment.service';

// The seller pays its billings (spec 7.7): PayPal, Payoneer, merged, bank transfer.
const notice = ['sellerNotice'] as const;

export const sellerPaymentRoutes = [
  defineRoute(calls.getPaymentQuote, {
    preconditions: notice,
    handler: ({ deps, actor, query }) => quoteWithFees(deps, actor.userId, query.provider, query.billingIds),
  }),
  defineRoute(calls.createPayPalOrder, {
    preconditions: notice,
    handler: ({ deps, actor, body }) => createPayPalCheckout(deps, actor.userId, body),
  }),
  defineRoute(calls.capturePayPalOrder, {
    preconditions: notice,
    handler: ({ deps, actor, body }) => capturePayPalOrder(deps, actor.userId, body.orderId),
  }),
  defineRoute(calls.getPayPalCapture, {
    preconditions: notice,
    handler: ({ deps, actor, params }) => getPayPalCapture(deps, actor.userId, params.captureId),
  }),
  defineRoute(calls.getPayoneerAmountWithFees, {
    preconditions: notice,
    handler: ({ deps, actor, query }) => quoteWithFees(deps, actor.userId, 'payoneer', query.billingIds),
  }),
  defineRoute(calls.createPayoneerPayment, {
    preconditions: notice,
    handler: ({ deps, actor, query }) => createPayoneerPayment(deps, actor.userId, query),
  }),
  defineRoute(calls.mergePayment, {
    preconditions: notice,
    handler: ({ deps, actor, body }) => mergePayment(deps, actor.userId, body),
  }),
  defineRoute(calls.getMergeResult, {
    preconditions: notice,
    handler: ({ deps, actor, query }) => getMergeResult(deps, actor.userId, query.requestId),
  }),
  defineRoute(calls.getPendingPayment, {
    preconditions: notice,
    handler: ({ deps, actor }) => getPendingPayment(deps, actor.userId),
  }),
  defineRoute(calls.cancelPayment, {
    preconditions: notice,
    handler: ({ deps, actor, body }) => cancelPayment(deps, actor.userId, body.paymentId),
  }),
  defineRoute(calls.submitBankTransfer, {
    preconditions: notice,
    handler: ({ deps, actor, body }) => submitBankTransfer(deps, actor.userId, body),
  }),
  defineRoute(calls.getBankDetails, {
    preconditions: notice,
    handler: async ({ deps }) => bankDetails(deps),
  }),
];
