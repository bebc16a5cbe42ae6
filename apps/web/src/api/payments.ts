import {
  bankTransferCalls,
  sellerPaymentCalls as calls,
  type TBankTransferSubmit,
  type TMergePayment,
  type TOnlineProvider,
  type TPayPalCheckout,
} from '@atlas/shared';
import { callApi } from './http';

// The seller's payments (spec 7.7) and the console's bank transfers. The pay flow shows its
// failures itself (the 409 that names a billing's state, the amount that changed).

const quiet = { keepPage: true, silent: true };
const idList = (ids: string[]) => ids.join(',');

export const getPaymentQuote = (provider: TOnlineProvider, billingIds: string[]) =>
  provider === 'payoneer'
    ? callApi(calls.getPayoneerAmountWithFees, { query: { billingIds: idList(billingIds) } }, quiet)
    : callApi(calls.getPaymentQuote, { query: { provider, billingIds: idList(billingIds) } }, quiet);

export const createPayPalOrder = (body: TPayPalCheckout) => callApi(calls.createPayPalOrder, { body }, quiet);

export const capturePayPalOrder = (orderId: string) =>
  callApi(calls.capturePayPalOrder, { body: { orderId } }, quiet);

export const createPayoneerPayment = (input: {
  billingIds: string[];
  amountMinor: number;
  requestId: string;
}) =>
  callApi(
    calls.createPayoneerPayment,
    {
      query: {
        billingIds: idList(input.billingIds),
        amountMinor: input.amountMinor,
        requestId: input.requestId,
      },
    },
    quiet,
  );

export const mergePayment = (body: TMergePayment) => callApi(calls.mergePayment, { body }, quiet);

export const getMergeResult = (requestId: string) =>
  callApi(calls.getMergeResult, { query: { requestId } }, quiet);

export const getPendingPayment = () => callApi(calls.getPendingPayment, {}, quiet);

export const getBankDetails = () => callApi(calls.getBankDetails, {}, quiet);

export const submitBankTransfer = (body: TBankTransferSubmit) =>
  callApi(calls.submitBankTransfer, { body }, quiet);

// ---- Console

export const listBankTransfers = () => callApi(bankTransferCalls.listBankTransfers, {});

export const confirmBankTransfer = (paymentId: string) =>
  callApi(bankTransferCalls.confirmBankTransfer, { params: { paymentId } }, { silent: true });

export const rejectBankTransfer = (paymentId: string, reason: string) =>
  callApi(
    bankTransferCalls.rejectBankTransfer,
    { params: { paymentId }, body: { reason } },
    { silent: true },
  );

export const cancelPayment = (paymentId: string) =>
  callApi(calls.cancelPayment, { body: { paymentId } }, quiet);
