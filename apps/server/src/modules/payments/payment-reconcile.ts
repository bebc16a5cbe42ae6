import { paymentProvidersOf } from '../../integrations/payments/payment-providers';
import { payoneerOutcome } from '../../integrations/payments/payoneer';
import { capturedAlready, notApprovedYet, type TPayPalOrder } from '../../integrations/payments/paypal';
import { PaymentProviderError } from '../../integrations/payments/provider-http';
import type { TDeps } from '../../platform/deps';
import { bookCompleted, bookEnded } from './payment-booking';
import { createProviderOrder } from './payment-order';
import { findPayment, findPaymentsToReconcile, movePayment, type TPaymentRow } from './payments.repository';

// A payment's true state, from the provider's answer, never guessed: at start for every payment
// in flight, and from the seller's pending-order check. A capture whose answer was lost (time-out,
// a server killed mid-capture) is read back from the order and booked once.

const hourMs = 3_600_000;

/** Whether the order's approval window (PAYMENT_APPROVAL_HOURS) has passed. */
export const approvalWindowPassed = (deps: TDeps, payment: TPaymentRow) =>
  payment.createdAt.getTime() + deps.config.PAYMENT_APPROVAL_HOURS * hourMs <= deps.now().getTime();

const reread = async (deps: TDeps, id: string) => (await findPayment(deps.db, id))!;

/** Books what PayPal's order says about its capture; answers the payment after. */
async function bookPayPalOrder(deps: TDeps, payment: TPaymentRow, order: TPayPalOrder): Promise<TPaymentRow> {
  const capture = order.capture;
  if (capture?.status === 'COMPLETED') {
    await bookCompleted(deps, payment, {
      ...capture,
      payload: { orderId: order.id, status: capture.status },
    });
  } else if (capture && ['DECLINED', 'FAILED'].includes(capture.status)) {
    await bookEnded(
      deps,
      payment,
      'failed',
      `PayPal ${capture.status.toLowerCase()} the capture ${capture.id}`,
    );
  }
  return reread(deps, payment.id);
}

/**
 * Sends the capture of a `capturing` payment, with the key of its first try (`PayPal-Request-Id`),
 * so a retry is the same capture at PayPal. A time-out leaves it `capturing` for the reconcile.
 */
export async function captureWithPayPal(deps: TDeps, payment: TPaymentRow): Promise<TPaymentRow> {
  const paypal = paymentProvidersOf(deps).paypal;
  const orderId = payment.providerOrderId ?? '';
  try {
    return await bookPayPalOrder(deps, payment, await paypal.captureOrder(orderId, `${payment.id}-capture`));
  } catch (error) {
    if (
      !(error instanceof PaymentProviderError) ||
      error.failure === 'timeout' ||
      error.failure === 'unavailable'
    ) {
      if (error instanceof PaymentProviderError) {
        return payment;
      }
      throw error;
    }
    if (notApprovedYet(error)) {
      await movePayment(deps.db, payment.id, ['capturing'], { status: 'created', updatedAt: deps.now() });
      return reread(deps, payment.id);
    }
    if (capturedAlready(error)) {
      return bookPayPalOrder(deps, payment, await paypal.getOrder(orderId));
    }
    await bookEnded(deps, payment, 'failed', error.message, ['capturing']);
    return reread(deps, payment.id);
  }
}

async function reconcilePayPal(deps: TDeps, payment: TPaymentRow): Promise<TPaymentRow> {
  const order = await paymentProvidersOf(deps).paypal.getOrder(payment.providerOrderId ?? '');
  if (order.capture) {
    return bookPayPalOrder(deps, payment, order);
  }
  if (payment.status === 'capturing' && order.status === 'APPROVED') {
    return captureWithPayPal(deps, payment);
  }
  if (payment.status === 'capturing') {
    // the capture never reached PayPal and the order waits for its approval
    await movePayment(deps.db, payment.id, ['capturing'], { status: 'created', updatedAt: deps.now() });
  } else if (approvalWindowPassed(deps, payment)) {
    // PayPal has no cancel of an uncaptured order (it expires); ours refuses its capture from now on
    await bookEnded(deps, payment, 'cancelled', 'The approval window passed', ['created']);
  }
  return reread(deps, payment.id);
}

async function reconcilePayoneer(deps: TDeps, payment: TPaymentRow): Promise<TPaymentRow> {
  const payoneer = paymentProvidersOf(deps).payoneer;
  const list = await payoneer.getList(payment.providerOrderId ?? '');
  const outcome = payoneerOutcome(list.statusCode);
  if (outcome === 'paid') {
    await bookCompleted(deps, payment, {
      id: list.longId,
      amountMinor: list.amountMinor,
      currency: list.currency,
      payload: { statusCode: list.statusCode, transactionId: list.transactionId },
    });
  } else if (outcome === 'failed') {
    await bookEnded(deps, payment, 'failed', `Payoneer: the checkout is ${list.statusCode}`);
  } else if (approvalWindowPassed(deps, payment)) {
    await payoneer.cancelList(list.longId);
    await bookEnded(deps, payment, 'cancelled', 'The approval window passed', ['created', 'capturing']);
  }
  return reread(deps, payment.id);
}

/** The payment booked to its provider's state; a provider that does not answer leaves it as it is. */
export async function reconcilePayment(deps: TDeps, payment: TPaymentRow): Promise<TPaymentRow> {
  try {
    if (payment.status === 'queued') {
      return await createProviderOrder(deps, payment, true);
    }
    if (!['created', 'capturing'].includes(payment.status) || !payment.providerOrderId) {
      return payment;
    }
    return payment.provider === 'paypal'
      ? await reconcilePayPal(deps, payment)
      : await reconcilePayoneer(deps, payment);
  } catch (error) {
    if (error instanceof PaymentProviderError) {
      return reread(deps, payment.id);
    }
    throw error;
  }
}

/** At start: every payment in flight, and every order whose approval window passed. */
export async function reconcileOpenPayments(deps: TDeps): Promise<void> {
  const before = new Date(deps.now().getTime() - deps.config.PAYMENT_APPROVAL_HOURS * hourMs);
  for (const payment of await findPaymentsToReconcile(deps.db, before)) {
    await reconcilePayment(deps, payment);
  }
}
