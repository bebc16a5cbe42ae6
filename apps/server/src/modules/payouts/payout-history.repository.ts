import type { TPayoutLine, TPublisherPayout } from '@atlas/shared';
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TQueryable } from '../../db/client';
import { payoutItems, payoutLedgerLines, payoutRuns, sellerBillings, users } from '../../db/schema';
import { pageWindow } from '../../platform/paging';

// A publisher's payouts and what each is made of: the released lines (a month of a seller's
// billing) and reversed lines (an earlier payout that failed) it took.

const seller = alias(users, 'seller');

/** The lines of some payouts, by payout: month and seller of each released line. */
export async function payoutLines(db: TQueryable, itemIds: string[]): Promise<Map<string, TPayoutLine[]>> {
  const byItem = new Map<string, TPayoutLine[]>();
  if (itemIds.length === 0) {
    return byItem;
  }
  const rows = await db
    .select({
      itemId: payoutLedgerLines.payoutItemId,
      id: payoutLedgerLines.id,
      kind: payoutLedgerLines.kind,
      amountMinor: payoutLedgerLines.amountMinor,
      month: sellerBillings.month,
      sellerName: seller.name,
    })
    .from(payoutLedgerLines)
    .leftJoin(sellerBillings, eq(sellerBillings.id, payoutLedgerLines.sellerBillingId))
    .leftJoin(seller, eq(seller.id, sellerBillings.sellerId))
    .where(
      and(
        inArray(payoutLedgerLines.payoutItemId, itemIds),
        sql`${payoutLedgerLines.kind} in ('released', 'reversed')`,
      ),
    )
    .orderBy(sellerBillings.month, payoutLedgerLines.id);
  for (const row of rows) {
    const lines = byItem.get(row.itemId ?? '') ?? [];
    lines.push({
      kind: row.kind === 'reversed' ? 'reversed' : 'released',
      amountMinor: row.amountMinor,
      month: row.month ? row.month.slice(0, 7) : null,
      sellerName: row.sellerName,
      note:
        row.kind === 'reversed' ? `Payout ${row.id.slice('reversed:'.length)} failed; paid again here` : null,
    });
    byItem.set(row.itemId ?? '', lines);
  }
  return byItem;
}

/** The publisher's approved payouts, newest first, with their lines. */
export async function listPublisherPayouts(
  db: TQueryable,
  publisherId: string,
  query: { page: number; pageSize: number },
): Promise<{ items: TPublisherPayout[]; total: number }> {
  const where = and(
    eq(payoutItems.publisherId, publisherId),
    sql`${payoutItems.status} in ('sent', 'paid', 'failed')`,
  );
  const { limit, offset } = pageWindow(query);
  const rows = await db
    .select({ item: payoutItems, approvedAt: payoutRuns.approvedAt })
    .from(payoutItems)
    .innerJoin(payoutRuns, eq(payoutRuns.id, payoutItems.runId))
    .where(where)
    .orderBy(desc(payoutRuns.approvedAt), desc(payoutItems.id))
    .limit(limit)
    .offset(offset);
  const [counted] = await db.select({ total: count() }).from(payoutItems).where(where);
  const lines = await payoutLines(
    db,
    rows.map((r) => r.item.id),
  );
  return {
    items: rows.map(({ item, approvedAt }) => ({
      id: item.id,
      countryCode: item.countryCode,
      currency: item.currency,
      amountMinor: item.amountMinor,
      rail: item.rail,
      status: item.status as TPublisherPayout['status'],
      reason: item.status === 'failed' || item.status === 'sent' ? item.reason : null,
      destination: item.destination,
      approvedAt: (approvedAt ?? item.createdAt).toISOString(),
      lines: lines.get(item.id) ?? [],
    })),
    total: counted?.total ?? 0,
  };
}

/** Payouts of an approved run whose remittance e-mail is not queued yet, `limit` at a time. */
export function unremittedItems(db: TQueryable, runId: string, limit: number) {
  return db
    .select({ item: payoutItems, name: users.name, email: users.email })
    .from(payoutItems)
    .innerJoin(users, eq(users.id, payoutItems.publisherId))
    .where(
      and(
        eq(payoutItems.runId, runId),
        inArray(payoutItems.status, ['sent', 'paid']),
        isNull(payoutItems.remittedAt),
      ),
    )
    .orderBy(payoutItems.id)
    .limit(limit);
}

export async function markRemitted(db: TQueryable, itemIds: string[], now: Date): Promise<void> {
  await db.update(payoutItems).set({ remittedAt: now }).where(inArray(payoutItems.id, itemIds));
}
