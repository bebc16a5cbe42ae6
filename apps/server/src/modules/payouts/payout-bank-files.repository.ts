import { and, eq, sql } from 'drizzle-orm';
import type { TQueryable } from '../../db/client';
import { payoutFiles, payoutItems, publisherBankAccounts } from '../../db/schema';

// What the approval's bank files read and write (payout-bank-files.ts).

/** A run's included payouts of one rail, with the bank account each is paid to, in a stable order. */
export function bankedItems(tx: TQueryable, runId: string, rail: 'ach' | 'sepa') {
  return tx
    .select({
      id: payoutItems.id,
      amountMinor: payoutItems.amountMinor,
      holder: publisherBankAccounts.accountHolderName,
      accountSealed: publisherBankAccounts.accountSealed,
      accountType: publisherBankAccounts.accountType,
      routing: publisherBankAccounts.routing,
    })
    .from(payoutItems)
    .innerJoin(publisherBankAccounts, eq(publisherBankAccounts.userId, payoutItems.publisherId))
    .where(and(eq(payoutItems.runId, runId), eq(payoutItems.status, 'included'), eq(payoutItems.rail, rail)))
    .orderBy(payoutItems.id);
}

/** How many ACH entries were ever written: the next file's trace numbers follow them. */
export async function tracesWritten(tx: TQueryable): Promise<number> {
  const { rows } = await tx.execute<{ n: string | number }>(
    sql`select count(*) as n from ${payoutItems} where trace_number is not null`,
  );
  return Number(rows[0]?.n ?? 0);
}

export async function insertPayoutFile(tx: TQueryable, file: typeof payoutFiles.$inferInsert): Promise<void> {
  await tx.insert(payoutFiles).values(file);
}

/** Marks the payouts in a file paid, with their ACH trace numbers when they have them. */
export async function markFiled(
  tx: TQueryable,
  fileId: string,
  ids: string[],
  traces: (string | null)[],
  now: Date,
) {
  await tx.execute(sql`
    update ${payoutItems} i set status = 'paid', payout_file_id = ${fileId}, trace_number = f.trace,
      updated_at = ${now.toISOString()}::timestamptz
    from unnest(${sql.param(ids)}::text[], ${sql.param(traces)}::text[]) as f(id, trace)
    where i.id = f.id and i.status = 'included'`);
}
