import { ErrorCode } from '@atlas/shared';
import { paymentProvidersOf } from '../../integrations/payments/payment-providers';
import { minorOf } from '../../integrations/payments/provider-http';
import type { TDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { bookCompleted, bookEnded } from './payment-booking';
import { reconcilePayment } from './payment-reconcile';
import { findPaymentByOrder, recordEvent } from './payments.repository';

// The providers' notifications: public, so rate limited per address and size limited, and
// trusted only once verified (PayPal: its verify-webhook-signature; Payoneer: the checkout's
// status read from Payoneer). An event is booked once (payment_events' key); an unknown order
// is acknowledged and ignored.

const webhookLimit = { name: 'payment-webhook-ip', points: 120, durationSeconds: 60 };
/** A provider's notification is a few kilobytes; the route refuses a longer body before reading it. */
export const maxWebhookBytes = 64 * 1024;

type TWebhookRequest = { ip: string; headers: Record<string, string | string[] | undefined>; bytes: number };

async function admit(deps: TDeps, request: TWebhookRequest) {
  await deps.limits.consume(webhookLimit, request.ip, 'Too many notifications from this address');
  if (request.bytes > maxWebhookBytes) {
    throw new AppError(ErrorCode.tooLarge, `A notification is at most ${maxWebhookBytes} bytes`);
  }
}

type TPayPalEvent = {
  id?: string;
  event_type?: string;
  resource?: {
    id?: string;
    status?: string;
    amount?: { currency_code?: string; value?: string };
    supplementary_data?: { related_ids?: { order_id?: string } };
  };
};

export async function receivePayPalWebhook(deps: TDeps, request: TWebhookRequest, event: TPayPalEvent) {
  await admit(deps, request);
  const header = (name: string) => {
    const value = request.headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  const verified = await paymentProvidersOf(deps)
    .paypal.verifyWebhook(
      Object.fromEntries(
        [
          'paypal-auth-algo',
          'paypal-cert-url',
          'paypal-transmission-id',
          'paypal-transmission-sig',
          'paypal-transmission-time',
        ].map((name) => [name, header(name)]),
      ),
      event,
    )
    .catch(() => false);
  if (!verified) {
    throw new AppError(ErrorCode.tokenMismatch, 'The notification could not be verified with PayPal');
  }
  const capture = event.resource;
  const orderId = capture?.supplementary_data?.related_ids?.order_id;
  const payment = orderId ? await findPaymentByOrder(deps.db, 'paypal', orderId) : undefined;
  const fresh = await recordEvent(deps.db, {
    provider: 'paypal',
    eventId: event.id ?? `unnamed:${capture?.id ?? ''}`,
    paymentId: payment?.id ?? null,
    type: event.event_type ?? 'unknown',
    payload: event as Record<string, unknown>,
    receivedAt: deps.now(),
  });
  if (!fresh || !payment || !capture?.id) {
    return { received: true };
  }
  if (event.event_type === 'PAYMENT.CAPTURE.COMPLETED') {
    await bookCompleted(deps, payment, {
      id: capture.id,
      amountMinor: minorOf(capture.amount?.value ?? '0'),
      currency: capture.amount?.currency_code ?? '',
      payload: { eventId: event.id, status: capture.status },
    });
  } else if (event.event_type === 'PAYMENT.CAPTURE.DENIED') {
    await bookEnded(deps, payment, 'failed', `PayPal denied the capture ${capture.id}`, [
      'created',
      'capturing',
    ]);
  }
  return { received: true };
}

/** Payoneer's notification names the checkout; what it says is read from Payoneer itself. */
export async function receivePayoneerNotification(
  deps: TDeps,
  request: TWebhookRequest,
  query: Record<string, unknown>,
) {
  await admit(deps, request);
  const longId = typeof query.longId === 'string' ? query.longId : '';
  const transactionId = typeof query.transactionId === 'string' ? query.transactionId : '';
  const payment = longId ? await findPaymentByOrder(deps.db, 'payoneer', longId) : undefined;
  if (payment && payment.id === transactionId) {
    await reconcilePayment(deps, payment);
  }
  return { received: true };
}
