import { sepaCountries } from '@atlas/shared';
import { sql } from 'drizzle-orm';
import type { TQueryable } from '../../db/client';
import {
  payoutItems,
  payoutLedgerLines,
  payoutRuns,
  publisherBankAccounts,
  publisherTaxForms,
  users,
} from '../../db/schema';

// Making a payout run (docs/domain.md "Publisher payouts: runs"): one statement takes, for every
// publisher the run pays, the payable ledger lines no payout has taken yet, and writes its payout
// as their sum. Being one statement, what it sums is what it marks, even while the hourly release
// writes new lines; at 100,000 publishers it is still one round trip (bench/payout-run.ts).

/**
 * A payout's id from its run and publisher: letters and digits only, and 26 characters, so it is
 * a SEPA EndToEndId (35, no underscore) and an ACH entry's identification as it is.
 */
const itemIdOf = (runId: string) => sql`'po' || substr(md5(${runId} || l.publisher_id), 1, 24)`;

const sepaList = sql.raw(sepaCountries.map((c) => `'${c}'`).join(', '));

/**
 * How a payout is paid: a US bank account in USD by ACH, a euro-area account in EUR by SEPA,
 * anything else (a CAD or GBP balance, a bank abroad) by PayPal to the publisher's e-mail.
 */
const railOf = (currency: string) => sql`case
  when ${currency} = 'USD' and b.bank_country = 'US' and b.currency = 'USD' then 'ach'
  when ${currency} = 'EUR' and b.bank_country in (${sepaList}) and b.currency = 'EUR' then 'sepa'
  else 'paypal' end`;

export type TRunToMake = {
  runId: string;
  countryCode: string;
  currency: string;
  minimumMinor: number;
  now: Date;
};

/**
 * Writes the run's payouts: every publisher of the marketplace whose untaken payable lines reach
 * the minimum, with an approved bank account and a signed tax form (payout-standing.ts says the
 * same to the publisher). Answers how many payouts it wrote.
 */
export async function writeRunItems(db: TQueryable, run: TRunToMake): Promise<number> {
  const at = sql`${run.now.toISOString()}::timestamptz`;
  const untaken = sql`l.country_code = ${run.countryCode} and l.payout_item_id is null
    and l.kind in ('released', 'reversed')`;
  // fresh statistics first: without them (PGlite runs no autovacuum) the planner joins the lines
  // to the publishers due by a nested loop, minutes at 100,000 publishers instead of a second
  await db.execute(sql`analyze ${payoutLedgerLines}, ${publisherBankAccounts}, ${publisherTaxForms}`);
  const { rows } = await db.execute<{ id: string }>(sql`
    with due as (
      select l.publisher_id
      from ${payoutLedgerLines} l
      join ${publisherBankAccounts} b on b.user_id = l.publisher_id and b.status = 'approved'
      join ${publisherTaxForms} t on t.user_id = l.publisher_id and t.pdf_uploaded_at is not null
      where ${untaken}
      group by l.publisher_id
      having sum(l.amount_minor) >= ${run.minimumMinor}
    ), taken as (
      update ${payoutLedgerLines} l set payout_item_id = ${itemIdOf(run.runId)}
      from due
      where l.publisher_id = due.publisher_id and ${untaken}
      returning l.payout_item_id, l.publisher_id, l.amount_minor
    )
    insert into ${payoutItems} (id, run_id, publisher_id, country_code, currency, amount_minor, rail,
      status, destination, created_at, updated_at)
    select p.payout_item_id, ${run.runId}, p.publisher_id, ${run.countryCode}, ${run.currency}, p.amount,
      ${railOf(run.currency)}, 'included',
      case when ${railOf(run.currency)} = 'paypal' then u.email else b.bank_name || ' ' || b.account_masked end,
      ${at}, ${at}
    from (
      select payout_item_id, publisher_id, sum(amount_minor) as amount from taken
      group by payout_item_id, publisher_id
    ) p
    join ${publisherBankAccounts} b on b.user_id = p.publisher_id
    join ${users} u on u.id = p.publisher_id
    returning id`);
  return rows.length;
}

/**
 * Takes one publisher's untaken lines into its held payout again ("include"), answering the new
 * amount; the caller checks it still reaches the minimum.
 */
export async function retakeItemLines(
  db: TQueryable,
  item: { id: string; publisherId: string; countryCode: string },
): Promise<number> {
  const { rows } = await db.execute<{ amount: string | number | null }>(sql`
    with taken as (
      update ${payoutLedgerLines} l set payout_item_id = ${item.id}
      where l.publisher_id = ${item.publisherId} and l.country_code = ${item.countryCode}
        and l.payout_item_id is null and l.kind in ('released', 'reversed')
      returning l.amount_minor
    )
    select sum(amount_minor) as amount from taken`);
  return Number(rows[0]?.amount ?? 0);
}

/** Gives a held payout's lines back to the balance. */
export async function freeItemLines(db: TQueryable, itemId: string): Promise<void> {
  await db.execute(sql`
    update ${payoutLedgerLines} set payout_item_id = null
    where payout_item_id = ${itemId} and kind in ('released', 'reversed')`);
}

/** Discards a run in review: its lines go back to the balance and its payouts read as held. */
export async function discardRunRows(db: TQueryable, runId: string, now: Date): Promise<void> {
  await db.execute(
    sql`update ${payoutRuns} set status = 'discarded' where id = ${runId} and status = 'review'`,
  );
  await db.execute(sql`
    update ${payoutLedgerLines} set payout_item_id = null
    where payout_item_id in (select id from ${payoutItems} where run_id = ${runId})
      and kind in ('released', 'reversed')`);
  await db.execute(sql`
    update ${payoutItems} set status = 'held', reason = 'The run was discarded',
      updated_at = ${now.toISOString()}::timestamptz
    where run_id = ${runId} and status = 'included'`);
}
