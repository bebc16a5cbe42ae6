import type { TPayoutItemStatus } from '@atlas/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import type { TQueryable } from '../../db/client';
import { payoutItems, payoutLedgerLines, publisherBankAccounts } from '../../db/schema';
import { moveItem } from './payout-items.repository';

// A payout that did not reach its publisher (an ACH return, a SEPA return, a failed or returned
// PayPal item) fails, and a `reversed` line gives its amount back to the payable balance, where
// the next run takes it (docs/domain.md "Publisher payouts: failures"). Once per payout.

/** Fails one payout that is `from`, with its reason; answers false when it was not. */
export async function failPayout(
  tx: TQueryable,
  itemId: string,
  from: TPayoutItemStatus[],
  reason: string,
  now: Date,
): Promise<boolean> {
  if (!(await moveItem(tx, itemId, from, { status: 'failed', reason, updatedAt: now }))) {
    return false;
  }
  await tx.execute(sql`
    insert into ${payoutLedgerLines} (id, publisher_id, country_code, currency, kind, amount_minor, created_at)
    select 'reversed:' || i.id, i.publisher_id, i.country_code, i.currency, 'reversed', i.amount_minor,
      ${now.toISOString()}::timestamptz
    from ${payoutItems} i where i.id = ${itemId}
    on conflict do nothing`);
  return true;
}

/** The payouts an ACH return file names, by their entries' trace numbers. */
export async function itemsByTraces(db: TQueryable, traces: string[]) {
  return traces.length === 0
    ? []
    : db.select().from(payoutItems).where(inArray(payoutItems.traceNumber, traces));
}

/** A payout came back for wrong account details: the bank account goes back to the publisher. */
export async function rejectBankAccount(db: TQueryable, publisherId: string, reason: string, now: Date) {
  await db
    .update(publisherBankAccounts)
    .set({ status: 'rejected', reviewReason: reason, updatedAt: now })
    .where(eq(publisherBankAccounts.userId, publisherId));
}
