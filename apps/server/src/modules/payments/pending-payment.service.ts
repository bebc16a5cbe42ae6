import type { TPendingPayment } from '@atlas/shared';
import { paymentProvidersOf } from '../../integrations/payments/payment-providers';
import { PaymentProviderError } from '../../integrations/payments/provider-http';
import type { TDeps } from '../../platform/deps';
import { conflict, notFound } from '../../platform/errors';
import { bookEnded } from './payment-booking';
import { reconcilePayment } from './payment-reconcile';
import { viewOf } from './payment-view';
import { findOpenPayment, findPayment } from './payments.repository';

/**
 * GET …/check/pending/paymentOrder: the seller's newest payment still holding billings,
 * reconciled with its provider first (a capture whose answer was lost is booked now, an order
 * past its approval window cancelled), and what to do: approve it, wait, or nothing. After the
 * reconcile an ended payment is no longer pending; the next open one, if any, is answered.
 */
export async function getPendingPayment(deps: TDeps, sellerId: string): Promise<TPendingPayment> {
  for (let tries = 0; tries < 3; tries += 1) {
    const open = await findOpenPayment(deps.db, sellerId);
    if (!open) {
      return { payment: null, action: 'none' };
    }
    const now = await reconcilePayment(deps, open);
    if (['queued', 'created', 'capturing', 'submitted'].includes(now.status)) {
      return { payment: await viewOf(deps.db, now), action: now.status === 'created' ? 'approve' : 'wait' };
    }
  }
  return { payment: null, action: 'none' };
}

/**
 * POST …/payment/cancel: the seller gives up a payment still waiting for its approval (or its
 * order): cancelled at Payoneer (PayPal has no cancel; our refusal of its capture stands for it),
 * its billings payable again. One the provider may be capturing or has paid cannot be cancelled.
 */
export async function cancelPayment(deps: TDeps, sellerId: string, paymentId: string) {
  const payment = await findPayment(deps.db, paymentId, sellerId);
  if (!payment || payment.provider === 'bank_transfer') {
    throw notFound('Payment');
  }
  const now = await reconcilePayment(deps, payment);
  if (now.status !== 'created' && now.status !== 'queued') {
    throw conflict(`This payment is ${now.status}: it cannot be cancelled`);
  }
  if (now.provider === 'payoneer' && now.providerOrderId) {
    try {
      await paymentProvidersOf(deps).payoneer.cancelList(now.providerOrderId);
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) {
        throw error;
      }
      // charged meanwhile, or Payoneer unreachable: the payment stays as Payoneer has it
      const latest = await reconcilePayment(deps, now);
      throw conflict(
        `This payment is ${latest.status} at Payoneer and could not be cancelled: ${error.message}`,
      );
    }
  }
  const cancelled = await bookEnded(deps, now, 'cancelled', 'Cancelled by the seller', ['created', 'queued']);
  if (!cancelled) {
    throw conflict('This payment changed meanwhile; look at it again');
  }
  return viewOf(deps.db, cancelled);
}
