import { invoiceLabel, type TPaymentProvider, type TPaymentQuote } from '@atlas/shared';
import type { TConfig } from '../../config';
import type { TQueryable } from '../../db/client';
import { conflict, notFound } from '../../platform/errors';
import { majorUnits } from '../../platform/export';
import { shareOf } from '../conversions/commission-math';
import { findSellerBillings } from './payments.repository';

// What paying billings costs: their total (the server's, never the client's), and the
// provider's fee on top (PAYPAL_FEE_BP + PAYPAL_FEE_FIXED_MINOR, …), rounded half away from zero.

/** The provider's fee on `amountMinor`; a bank transfer's is the seller's bank's business. */
export function providerFee(config: TConfig, provider: TPaymentProvider, amountMinor: number): number {
  if (provider === 'paypal') {
    return shareOf(amountMinor, config.PAYPAL_FEE_BP) + config.PAYPAL_FEE_FIXED_MINOR;
  }
  if (provider === 'payoneer') {
    return shareOf(amountMinor, config.PAYONEER_FEE_BP) + config.PAYONEER_FEE_FIXED_MINOR;
  }
  return 0;
}

type TBillingRow = Awaited<ReturnType<typeof findSellerBillings>>[number];

/** Why a billing cannot be paid now, in the seller's words; null when it can. */
export function unpayableReason(
  billing: Pick<TBillingRow, 'status' | 'paymentId' | 'invoiceNumber'>,
): string | null {
  const label = invoiceLabel('seller', billing.invoiceNumber);
  if (billing.status === 'paid') {
    return `${label} is paid already`;
  }
  if (billing.status === 'processing' || billing.paymentId) {
    return `${label} is processing: a payment of it is in flight`;
  }
  return null;
}

/**
 * The seller's billings, all payable and of one currency: another seller's or an unknown id
 * answers 404 (alike), a paid or held one 409 naming its state, mixed currencies 409.
 */
export async function payableBillings(db: TQueryable, sellerId: string, ids: string[]) {
  const rows = await findSellerBillings(db, sellerId, ids);
  if (rows.length !== ids.length) {
    throw notFound('Billing');
  }
  const reasons = rows.map(unpayableReason).filter((r): r is string => r !== null);
  if (reasons.length > 0) {
    throw conflict(`${reasons.join('; ')}`);
  }
  const currencies = [...new Set(rows.map((r) => r.currency))].sort();
  if (currencies.length > 1) {
    throw conflict(
      `These billings are in ${currencies.join(' and ')}: one payment covers billings of one currency`,
    );
  }
  return {
    rows,
    currency: currencies[0]!,
    countryCode: rows[0]!.countryCode,
    amountMinor: rows.reduce((sum, r) => sum + r.totalMinor, 0),
  };
}

export async function quotePayment(
  db: TQueryable,
  config: TConfig,
  sellerId: string,
  provider: TPaymentProvider,
  ids: string[],
): Promise<TPaymentQuote & { countryCode: string; rows: TBillingRow[] }> {
  const payable = await payableBillings(db, sellerId, ids);
  const feeMinor = providerFee(config, provider, payable.amountMinor);
  return {
    provider,
    currency: payable.currency,
    countryCode: payable.countryCode,
    billingIds: ids,
    amountMinor: payable.amountMinor,
    feeMinor,
    chargeMinor: payable.amountMinor + feeMinor,
    amountWithFees: majorUnits(payable.amountMinor + feeMinor),
    rows: payable.rows,
  };
}
