import { apiPrefix, invoiceLabel } from '@atlas/shared';
import { paymentProvidersOf } from '../../integrations/payments/payment-providers';
import { PaymentProviderError } from '../../integrations/payments/provider-http';
import type { TDeps } from '../../platform/deps';
import { bookEnded } from './payment-booking';
import {
  billingIdsOf,
  findPayerOf,
  findPayment,
  invoiceNumbersOf,
  movePayment,
  type TPaymentRow,
} from './payments.repository';

// The provider's order of a queued payment: PayPal's checkout order or Payoneer's checkout
// LIST, made with our payment id as the idempotency key, so making it again (a retried job, a
// time-out) finds the same order at the provider.

/** Where the provider sends the seller back: the Billings page, which finishes the payment. */
export function returnUrls(deps: TDeps, payment: Pick<TPaymentRow, 'id' | 'provider' | 'requestId'>) {
  const page = `${deps.config.publicBaseUrl}/seller/billings?paymentId=${payment.id}&requestId=${payment.requestId}&provider=${payment.provider}`;
  return { returnUrl: `${page}&outcome=approved`, cancelUrl: `${page}&outcome=cancelled` };
}

async function describe(deps: TDeps, payment: TPaymentRow) {
  const ids = (await billingIdsOf(deps.db, [payment.id])).get(payment.id) ?? [];
  const rows = await invoiceNumbersOf(deps.db, ids);
  const labels = rows.map((r) => invoiceLabel('seller', r.invoiceNumber)).sort();
  return `${deps.config.PRODUCT_NAME} billings ${labels.join(', ')}`;
}

/**
 * Makes the order and moves the payment `queued` → `created` with its approve URL. A provider
 * that refuses ends the payment `failed` (billings payable); one that is down or silent throws
 * when `retry` is set (the merge job tries again), else ends it `failed` likewise.
 */
export async function createProviderOrder(
  deps: TDeps,
  payment: TPaymentRow,
  retry = false,
): Promise<TPaymentRow> {
  if (payment.status !== 'queued') {
    return payment;
  }
  const providers = paymentProvidersOf(deps);
  const urls = returnUrls(deps, payment);
  try {
    let order: { id: string; approveUrl: string | null };
    if (payment.provider === 'paypal') {
      order = await providers.paypal.createOrder({
        requestKey: `${payment.id}-create`,
        currency: payment.currency,
        chargeMinor: payment.chargeMinor,
        customId: payment.id,
        invoiceId: payment.id,
        description: await describe(deps, payment),
        ...urls,
      });
    } else {
      const payer = await findPayerOf(deps.db, payment.id);
      const list = await providers.payoneer.createList({
        transactionId: payment.id,
        country: payer?.countryCode === 'UK' ? 'GB' : (payer?.countryCode ?? 'US'),
        customerNumber: payment.sellerId,
        customerEmail: payer?.email ?? '',
        currency: payment.currency,
        chargeMinor: payment.chargeMinor,
        reference: await describe(deps, payment),
        ...urls,
        notificationUrl: `${deps.config.publicBaseUrl}${apiPrefix}finance/webhooks/payoneer`,
      });
      order = { id: list.longId, approveUrl: list.redirectUrl };
    }
    const created = await movePayment(deps.db, payment.id, ['queued'], {
      status: 'created',
      providerOrderId: order.id,
      approveUrl: order.approveUrl,
      updatedAt: deps.now(),
    });
    return created ?? (await findPayment(deps.db, payment.id))!;
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) {
      throw error;
    }
    if (retry && error.failure !== 'rejected') {
      throw error;
    }
    const ended = await bookEnded(deps, payment, 'failed', error.message, ['queued']);
    return ended ?? (await findPayment(deps.db, payment.id))!;
  }
}
