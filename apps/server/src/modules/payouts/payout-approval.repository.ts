import { sql } from 'drizzle-orm';
import type { TQueryable } from '../../db/client';
import { payoutItems, payoutLedgerLines, payoutRuns } from '../../db/schema';

// The approval's writes (payout-approval.ts), each inside its one transaction.

const at = (now: Date) => sql`${now.toISOString()}::timestamptz`;

/** Moves the run from review to approved; false when another approval did it first. */
export async function markRunApproved(tx: TQueryable, runId: string, operatorId: string, now: Date) {
  const moved = await tx.execute<{ id: string }>(sql`
    update ${payoutRuns} set status = 'approved', approved_at = ${at(now)}, approved_by = ${operatorId}
    where id = ${runId} and status = 'review' returning id`);
  return moved.rows.length === 1;
}

/** A `paid` line for each included payout: its amount leaves the payable balance. */
export async function writePaidLines(tx: TQueryable, runId: string, now: Date) {
  await tx.execute(sql`
    insert into ${payoutLedgerLines} (id, publisher_id, country_code, currency, kind, amount_minor, payout_item_id, created_at)
    select 'paid:' || i.id, i.publisher_id, i.country_code, i.currency, 'paid', -i.amount_minor, i.id, ${at(now)}
    from ${payoutItems} i where i.run_id = ${runId} and i.status = 'included'
    on conflict do nothing`);
}

/** The run's PayPal payouts are handed to PayPal: sent. */
export async function markPayPalSent(tx: TQueryable, runId: string, now: Date) {
  await tx.execute(sql`
    update ${payoutItems} set status = 'sent', updated_at = ${at(now)}
    where run_id = ${runId} and status = 'included' and rail = 'paypal'`);
}
