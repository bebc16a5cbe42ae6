import type { TPayoutRefreshResult } from '@atlas/shared';
import { paymentProvidersOf } from '../../integrations/payments/payment-providers';
import type { TPayPalPayoutItemState } from '../../integrations/payments/paypal-payouts';
import type { TDeps } from '../../platform/deps';
import { conflict, notFound } from '../../platform/errors';
import { failPayout } from './payout-failures.repository';
import { moveItem } from './payout-items.repository';
import { notePayPalSent, payPalSentItems, savePayPalBatch } from './payout-paypal.repository';
import { findRun } from './payout-runs.repository';

// A run's PayPal payouts (docs/domain.md "Publisher payouts: rails"): one PayPal Payouts batch per
// run, its sender_batch_id the run's id, so sending it again after a crash pays no one twice.
// PayPal's item states then move each payout: SUCCESS paid; FAILED, RETURNED (an unclaimed
// payment PayPal gave back after 30 days), BLOCKED, REFUNDED, REVERSED failed and payable again.

const failedStates: ReadonlySet<TPayPalPayoutItemState> = new Set([
  'FAILED',
  'RETURNED',
  'BLOCKED',
  'REFUNDED',
  'REVERSED',
]);

const stateWords: Partial<Record<TPayPalPayoutItemState, string>> = {
  FAILED: 'PayPal could not pay it',
  RETURNED: 'Not claimed within 30 days: PayPal returned it',
  BLOCKED: 'PayPal blocked it',
  REFUNDED: 'Refunded by PayPal',
  REVERSED: 'Reversed by PayPal',
  UNCLAIMED: 'Waiting for the publisher to claim it: no PayPal account has this e-mail yet',
  ONHOLD: 'On hold at PayPal for review',
};

/** Sends the run's PayPal batch once; a PayPal that cannot be reached is tried again hourly. */
export async function sendPayPalPayouts(deps: TDeps, runId: string): Promise<void> {
  const run = await findRun(deps.db, runId);
  if (run?.status !== 'approved' || run.paypalBatchId) {
    return;
  }
  const items = await payPalSentItems(deps.db, runId);
  if (items.length === 0) {
    return;
  }
  try {
    const batch = await paymentProvidersOf(deps).paypalPayouts.createBatch({
      senderBatchId: run.id,
      emailSubject: 'You have a payout from Affiliate Atlas',
      emailMessage: 'Your commission payout from Affiliate Atlas.',
      items: items.map((i) => ({
        senderItemId: i.id,
        receiverEmail: i.destination,
        amountMinor: i.amountMinor,
        currency: i.currency,
        note: `Affiliate Atlas commission payout ${i.id}`,
      })),
    });
    if (!batch.payoutBatchId) {
      throw new Error(
        `PayPal has this run's batch (sender_batch_id ${run.id}) but did not name it: find it in PayPal's activity`,
      );
    }
    await savePayPalBatch(deps.db, runId, batch.payoutBatchId);
    await notePayPalSent(deps.db, runId, null);
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    await notePayPalSent(
      deps.db,
      runId,
      `Not taken by PayPal yet (tried again hourly): ${why}`.slice(0, 500),
    );
  }
}

/** Asks PayPal for the run's batch and moves each payout by its item's state. */
export async function refreshPayPalPayouts(deps: TDeps, runId: string): Promise<TPayoutRefreshResult> {
  const run = await findRun(deps.db, runId);
  if (!run) {
    throw notFound('Payout run');
  }
  if (!run.paypalBatchId) {
    if (run.status === 'approved') {
      await sendPayPalPayouts(deps, runId);
    }
    const again = await findRun(deps.db, runId);
    if (!again?.paypalBatchId) {
      throw conflict(
        'This run has no PayPal batch: it has no PayPal payouts, or PayPal has not taken them yet.',
      );
    }
    return refreshPayPalPayouts(deps, runId);
  }
  const batch = await paymentProvidersOf(deps).paypalPayouts.getBatch(run.paypalBatchId);
  const result = { paid: 0, failed: 0 };
  const now = deps.now();
  for (const item of batch.items) {
    const words = stateWords[item.state];
    if (item.state === 'SUCCESS') {
      const done = await moveItem(deps.db, item.senderItemId, ['sent'], {
        status: 'paid',
        reason: null,
        paypalItemId: item.payoutItemId,
        updatedAt: now,
      });
      result.paid += done ? 1 : 0;
    } else if (failedStates.has(item.state)) {
      const reason = `${words}${item.errorMessage ? `: ${item.errorMessage}` : ''}`;
      const done = await deps.db.transaction((tx) =>
        failPayout(tx, item.senderItemId, ['sent', 'paid'], reason, now),
      );
      result.failed += done ? 1 : 0;
    } else if (words) {
      await moveItem(deps.db, item.senderItemId, ['sent'], { status: 'sent', reason: words, updatedAt: now });
    }
  }
  return result;
}
