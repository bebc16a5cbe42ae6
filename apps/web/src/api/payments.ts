import { sellerPaymentCalls as calls, type TOnlineProvider, type TPaymentQuote } from '@atlas/shared';
import { callQuery, type TCallQuery } from './calls';
import { callApi } from './http';

// The seller's payments (spec 7.7). The pay flow shows its failures itself (the 409 that names a
// billing's state, the amount that changed).
export const paymentCallOptions = { keepPage: true, silent: true };

const idList = (ids: string[]) => ids.join(',');

/** The quote of paying billings: Payoneer's amount comes with its fees from its own call. */
export const paymentQuote = (provider: TOnlineProvider, billingIds: string[]): TCallQuery<TPaymentQuote> =>
  provider === 'payoneer'
    ? callQuery(
        calls.getPayoneerAmountWithFees,
        { query: { billingIds: idList(billingIds) } },
        paymentCallOptions,
      )
    : callQuery(
        calls.getPaymentQuote,
        { query: { provider, billingIds: idList(billingIds) } },
        paymentCallOptions,
      );

/** Payoneer's payment: the billings travel as one comma-separated list in the query. */
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
    paymentCallOptions,
  );
