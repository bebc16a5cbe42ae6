import { balanceOf, type TPayoutBalance, type TPayoutLedgerKind } from '@atlas/shared';
import { sql } from 'drizzle-orm';
import type { TQueryable } from '../../db/client';
import { payoutLedgerLines, sellerBillingItems, sellerBillings, users } from '../../db/schema';

// The payout ledger's lines that follow seller billings (docs/domain.md "Publisher payouts").
// Each write is one insert…select keyed by `ledger_billing_key`: written once whoever writes it
// and however often, so a close or payment that crashed half way is completed by the next call.
// A line's id says what it is: `{kind}:{seller billing}:{publisher}`.

/** What a publisher earned in one seller billing, and its currency: the lines billed to the seller. */
const billedToPublishers = (where: ReturnType<typeof sql>) => sql`
  select i.publisher_id, b.id as billing_id, b.country_code, b.currency, b.closed_at,
    sum(i.commission_minor) as amount
  from ${sellerBillingItems} i
  join ${sellerBillings} b on b.id = i.billing_id
  join ${users} u on u.id = i.publisher_id
  where ${where}
  group by i.publisher_id, b.id, b.country_code, b.currency, b.closed_at
  having sum(i.commission_minor) <> 0`;

/** `earned` for every publisher in the seller billings of one close (a marketplace's month). */
export async function writeEarned(db: TQueryable, countryCode: string, month: string, now: Date) {
  await db.execute(sql`
    insert into ${payoutLedgerLines} (id, publisher_id, country_code, currency, kind, amount_minor, seller_billing_id, created_at)
    select 'earned:' || e.billing_id || ':' || e.publisher_id, e.publisher_id, e.country_code, e.currency,
      'earned', e.amount, e.billing_id, ${now.toISOString()}::timestamptz
    from (${billedToPublishers(sql`b.country_code = ${countryCode} and b.month = ${month}::date`)}) e
    on conflict do nothing`);
}

/**
 * `held` for every publisher in the seller billings a payment paid, until the billing's close
 * plus the holding period (`holdDays`). Read from the billing's lines, not from `earned`, so it is
 * right even when the payment came before the close had written its `earned` lines.
 */
export async function writeHeld(db: TQueryable, paymentId: string, holdDays: number, now: Date) {
  await db.execute(sql`
    insert into ${payoutLedgerLines} (id, publisher_id, country_code, currency, kind, amount_minor, seller_billing_id, available_at, created_at)
    select 'held:' || e.billing_id || ':' || e.publisher_id, e.publisher_id, e.country_code, e.currency,
      'held', e.amount, e.billing_id, e.closed_at + make_interval(days => ${holdDays}::int), ${now.toISOString()}::timestamptz
    from (${billedToPublishers(sql`b.payment_id = ${paymentId} and b.status = 'paid'`)}) e
    on conflict do nothing`);
}

/** The `held` line `alias` has no `released` line yet (the ledger's key finds it). */
const notReleased = (alias: 'h' | 'l') =>
  sql.raw(`not exists (
    select 1 from payout_ledger_lines r
    where r.seller_billing_id = ${alias}.seller_billing_id and r.publisher_id = ${alias}.publisher_id
      and r.kind = 'released'
  )`);

/** `released` for every `held` line whose day has come; answers how many it released. */
export async function releaseDue(db: TQueryable, now: Date): Promise<number> {
  const { rows } = await db.execute<{ id: string }>(sql`
    insert into ${payoutLedgerLines} (id, publisher_id, country_code, currency, kind, amount_minor, seller_billing_id, created_at)
    select 'released:' || h.seller_billing_id || ':' || h.publisher_id, h.publisher_id, h.country_code, h.currency,
      'released', h.amount_minor, h.seller_billing_id, ${now.toISOString()}::timestamptz
    from ${payoutLedgerLines} h
    where h.kind = 'held' and h.available_at <= ${now.toISOString()}::timestamptz
      and ${notReleased('h')}
    on conflict do nothing
    returning id`);
  return rows.length;
}

type TSumRow = {
  country_code: string;
  currency: string;
  kind: TPayoutLedgerKind;
  amount: number | string;
  held_until: string | Date | null;
};

/** A publisher's balance per marketplace: its lines summed by kind, the earliest unreleased hold. */
export async function publisherBalances(
  db: TQueryable,
  publisherId: string,
): Promise<Omit<TPayoutBalance, 'next' | 'minimumMinor'>[]> {
  const { rows } = await db.execute<TSumRow>(sql`
    select l.country_code, l.currency, l.kind, sum(l.amount_minor) as amount,
      min(l.available_at) filter (
        where l.kind = 'held' and ${notReleased('l')}
      ) as held_until
    from ${payoutLedgerLines} l
    where l.publisher_id = ${publisherId}
    group by l.country_code, l.currency, l.kind
    order by l.country_code`);
  const byMarketplace = new Map<
    string,
    { currency: string; sums: Partial<Record<TPayoutLedgerKind, number>>; heldUntil: Date | null }
  >();
  for (const row of rows) {
    const entry = byMarketplace.get(row.country_code) ?? {
      currency: row.currency,
      sums: {},
      heldUntil: null,
    };
    entry.sums[row.kind] = Number(row.amount);
    if (row.held_until) {
      entry.heldUntil = new Date(row.held_until);
    }
    byMarketplace.set(row.country_code, entry);
  }
  return [...byMarketplace].map(([countryCode, { currency, sums, heldUntil }]) => {
    const parts = balanceOf(sums);
    return {
      countryCode,
      currency,
      ...parts,
      heldUntil: parts.heldMinor !== 0 && heldUntil ? heldUntil.toISOString() : null,
    };
  });
}
