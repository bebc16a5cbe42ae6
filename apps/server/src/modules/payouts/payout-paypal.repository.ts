import { and, eq, isNull } from 'drizzle-orm';
import type { TQueryable } from '../../db/client';
import { payoutItems, payoutRuns } from '../../db/schema';

// A run's PayPal payouts as payout-paypal.ts sends and follows them.

const sentByPayPal = (runId: string) =>
  and(eq(payoutItems.runId, runId), eq(payoutItems.rail, 'paypal'), eq(payoutItems.status, 'sent'));

export function payPalSentItems(db: TQueryable, runId: string) {
  return db.select().from(payoutItems).where(sentByPayPal(runId)).orderBy(payoutItems.id);
}

/** Keeps the batch PayPal answered; the first answer stays. */
export async function savePayPalBatch(db: TQueryable, runId: string, batchId: string) {
  await db
    .update(payoutRuns)
    .set({ paypalBatchId: batchId })
    .where(and(eq(payoutRuns.id, runId), isNull(payoutRuns.paypalBatchId)));
}

/** What the operator reads on each of the run's PayPal payouts still sent (null clears it). */
export async function notePayPalSent(db: TQueryable, runId: string, reason: string | null) {
  await db.update(payoutItems).set({ reason }).where(sentByPayPal(runId));
}
