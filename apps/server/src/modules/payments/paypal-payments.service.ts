import type { TPayPalCheckout } from '@atlas/shared';
import { paymentProvidersOf } from '../../integrations/payments/payment-providers';
import { decimalOf, PaymentProviderError } from '../../integrations/payments/provider-http';
import type { TDeps } from '../../platform/deps';
import { conflict, notFound } from '../../platform/errors';
import { openPayment } from './payment-open.service';
import { createProviderOrder } from './payment-order';
import { approvalWindowPassed, captureWithPayPal, reconcilePayment } from './payment-reconcile';
import { viewOf } from './payment-view';
import { findPaymentByCapture, findPaymentByOrder, movePayment } from './payments.repository';

// PayPal (spec 7.7): the checkout order, its capture once the seller approved it, and the capture
// lookup, each of the seller's own payments only.

/** POST …/paypal/checkout/orders: the payment (once per requestId) and its PayPal order. */
export async function createPayPalCheckout(deps: TDeps, sellerId: string, input: TPayPalCheckout) {
  const { row } = await openPayment(deps, sellerId, { provider: 'paypal', ...input });
  return viewOf(deps.db, await createProviderOrder(deps, row));
}

/**
 * POST …/paypal/orders/capture: `created` → `capturing` (committed first) → PayPal's capture →
 * `completed` and the billings paid. A second call finds it `capturing` or `completed` and answers
 * that (a `capturing` one is reconciled first: the retry after a time-out); a cancelled or failed
 * payment (a stale approval) is refused without asking PayPal.
 */
export async function capturePayPalOrder(deps: TDeps, sellerId: string, orderId: string) {
  const payment = await findPaymentByOrder(deps.db, 'paypal', orderId, sellerId);
  if (!payment) {
    throw notFound('Order');
  }
  if (payment.status === 'cancelled' || payment.status === 'failed') {
    throw conflict(
      `This payment is ${payment.status}${payment.error ? ` (${payment.error})` : ''}: it cannot be captured`,
    );
  }
  if (payment.status === 'capturing') {
    return viewOf(deps.db, await reconcilePayment(deps, payment));
  }
  if (payment.status !== 'created') {
    return viewOf(deps.db, payment);
  }
  if (approvalWindowPassed(deps, payment)) {
    const after = await reconcilePayment(deps, payment);
    if (after.status !== 'completed') {
      throw conflict(`This payment is ${after.status}: its approval window passed`);
    }
    return viewOf(deps.db, after);
  }
  const capturing = await movePayment(deps.db, payment.id, ['created'], {
    status: 'capturing',
    updatedAt: deps.now(),
  });
  if (!capturing) {
    // another request moved it first: answer where it is
    const now = await findPaymentByOrder(deps.db, 'paypal', orderId, sellerId);
    return viewOf(deps.db, now!);
  }
  const after = await captureWithPayPal(deps, capturing);
  if (after.status === 'created') {
    throw conflict('PayPal has not approved this order yet: approve it at PayPal first');
  }
  return viewOf(deps.db, after);
}

/** GET …/paypal/orders/captures/{captureId}: the capture at PayPal beside our booking. */
export async function getPayPalCapture(deps: TDeps, sellerId: string, captureId: string) {
  const payment = await findPaymentByCapture(deps.db, sellerId, captureId);
  if (!payment) {
    throw notFound('Capture');
  }
  try {
    const capture = await paymentProvidersOf(deps).paypal.getCapture(captureId);
    return {
      captureId,
      providerStatus: capture.status,
      providerAmount: { currencyCode: capture.currency, value: decimalOf(capture.amountMinor) },
      payment: await viewOf(deps.db, payment),
    };
  } catch (error) {
    if (error instanceof PaymentProviderError && error.failure !== 'not_found') {
      throw conflict(`PayPal could not be asked about this capture now (${error.message}); try again`);
    }
    throw error;
  }
}
