import type { TPaymentProvider } from '@atlas/shared';
import type { TDeps } from '../../platform/deps';
import { writeHeld } from '../payouts/payout-ledger.repository';
import { readPayoutSettings } from '../payouts/payout-settings.repository';
import {
  markBillingsPaid,
  movePayment,
  recordEvent,
  releaseBillings,
  type TPaymentRow,
} from './payments.repository';

// The ends of a payment, each one transaction: completed (its billings paid, the provider's
// capture booked once by its id), or failed / cancelled (its billings payable again). Each is
// conditional on the states it leaves: booked twice, it changes nothing the second time.

type TOpenState = 'queued' | 'created' | 'capturing' | 'submitted';
const open: readonly TOpenState[] = ['queued', 'created', 'capturing', 'submitted'];

export type TProviderCapture = {
  /** The provider's capture id (PayPal) or checkout id (Payoneer): the event's key. */
  id: string;
  amountMinor: number;
  currency: string;
  payload: Record<string, unknown>;
};

/**
 * The provider took the money: the payment `completed` with its capture id, its billings `paid`,
 * the capture recorded in `payment_events`. A capture that does not match the charge is not
 * booked as paid: the payment stays for an operator with the mismatch as its error.
 */
export async function bookCompleted(
  deps: TDeps,
  payment: TPaymentRow,
  capture: TProviderCapture,
  from: readonly TOpenState[] = ['created', 'capturing', 'submitted'],
): Promise<TPaymentRow | undefined> {
  const now = deps.now();
  if (capture.amountMinor !== payment.chargeMinor || capture.currency !== payment.currency) {
    return movePayment(deps.db, payment.id, from, {
      status: 'capturing',
      error: `The provider's capture ${capture.id} is ${capture.amountMinor} ${capture.currency}, the charge ${payment.chargeMinor} ${payment.currency}`,
      updatedAt: now,
    });
  }
  return deps.db.transaction(async (tx) => {
    const done = await movePayment(tx, payment.id, from, {
      status: 'completed',
      providerCaptureId: capture.id,
      completedAt: now,
      error: null,
      updatedAt: now,
    });
    if (!done) {
      return undefined;
    }
    await markBillingsPaid(tx, payment.id, now);
    // the publishers' commission in those billings, held for returns before it is paid out
    await writeHeld(tx, payment.id, (await readPayoutSettings(tx)).holdDays, now);
    await recordEvent(tx, {
      provider: payment.provider as TPaymentProvider,
      eventId: `capture:${capture.id}`,
      paymentId: payment.id,
      type: 'capture.completed',
      payload: capture.payload,
      receivedAt: now,
    });
    return done;
  });
}

/** The payment ended without money: `failed` (declined, rejected) or `cancelled` (window passed, seller cancelled). */
export async function bookEnded(
  deps: TDeps,
  payment: Pick<TPaymentRow, 'id'>,
  status: 'failed' | 'cancelled',
  error: string,
  from: readonly TOpenState[] = open,
): Promise<TPaymentRow | undefined> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const ended = await movePayment(tx, payment.id, from, { status, error, updatedAt: now });
    if (ended) {
      await releaseBillings(tx, payment.id, now);
    }
    return ended;
  });
}
