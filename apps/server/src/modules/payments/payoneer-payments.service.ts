import type { TDeps } from '../../platform/deps';
import { openPayment } from './payment-open.service';
import { createProviderOrder } from './payment-order';
import { quotePayment } from './payment-quote';
import { viewOf } from './payment-view';

// Payoneer (spec 7.7): the amount with its fee, and the checkout (a GET in the spec, so made
// idempotent by the requestId: the same request answers the same checkout).

export async function quoteWithFees(
  deps: TDeps,
  sellerId: string,
  provider: 'paypal' | 'payoneer',
  ids: string[],
) {
  const {
    countryCode: _c,
    rows: _r,
    ...quote
  } = await quotePayment(deps.db, deps.config, sellerId, provider, ids);
  return quote;
}

export async function createPayoneerPayment(
  deps: TDeps,
  sellerId: string,
  input: { billingIds: string[]; amountMinor: number; requestId: string },
) {
  const { row } = await openPayment(deps, sellerId, { provider: 'payoneer', ...input });
  return viewOf(deps.db, await createProviderOrder(deps, row));
}
