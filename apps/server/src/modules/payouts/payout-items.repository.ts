import type { TPayoutItem, TPayoutItemStatus } from '@atlas/shared';
import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { TQueryable } from '../../db/client';
import { payoutItems, payoutRuns, users } from '../../db/schema';
import { containing } from '../../platform/like';
import { pageWindow } from '../../platform/paging';

// A run's payouts as the operator's screens read them, and their moves from status to status.

export type TItemRow = typeof payoutItems.$inferSelect;

const itemView = (row: TItemRow & { publisherName: string; publisherEmail: string }): TPayoutItem => ({
  id: row.id,
  runId: row.runId,
  publisherId: row.publisherId,
  publisherName: row.publisherName,
  publisherEmail: row.publisherEmail,
  amountMinor: row.amountMinor,
  currency: row.currency,
  rail: row.rail,
  status: row.status,
  reason: row.reason,
  destination: row.destination,
  updatedAt: row.updatedAt.toISOString(),
});

const itemsJoined = (db: TQueryable) =>
  db
    .select({ item: payoutItems, publisherName: users.name, publisherEmail: users.email })
    .from(payoutItems)
    .innerJoin(users, eq(users.id, payoutItems.publisherId));

export async function listItems(
  db: TQueryable,
  runId: string,
  query: { page: number; pageSize: number; status?: TPayoutItemStatus; q?: string },
): Promise<{ items: TPayoutItem[]; total: number }> {
  const pattern = query.q ? containing(query.q) : undefined;
  const where = and(
    eq(payoutItems.runId, runId),
    query.status ? eq(payoutItems.status, query.status) : undefined,
    pattern ? or(ilike(users.name, pattern), ilike(users.email, pattern)) : undefined,
  );
  const { limit, offset } = pageWindow(query);
  const rows = await itemsJoined(db)
    .where(where)
    .orderBy(desc(payoutItems.amountMinor), payoutItems.id)
    .limit(limit)
    .offset(offset);
  const [counted] = await db
    .select({ total: count() })
    .from(payoutItems)
    .innerJoin(users, eq(users.id, payoutItems.publisherId))
    .where(where);
  return {
    items: rows.map((r) =>
      itemView({ ...r.item, publisherName: r.publisherName, publisherEmail: r.publisherEmail }),
    ),
    total: counted?.total ?? 0,
  };
}

export async function itemViewOf(db: TQueryable, itemId: string): Promise<TPayoutItem | undefined> {
  const [row] = await itemsJoined(db).where(eq(payoutItems.id, itemId)).limit(1);
  return (
    row && itemView({ ...row.item, publisherName: row.publisherName, publisherEmail: row.publisherEmail })
  );
}

export async function findItem(db: TQueryable, runId: string, itemId: string): Promise<TItemRow | undefined> {
  const [row] = await db
    .select()
    .from(payoutItems)
    .where(and(eq(payoutItems.runId, runId), eq(payoutItems.id, itemId)))
    .limit(1);
  return row;
}

/** Moves a payout from one of `from` to its next status; answers false when it was not in `from`. */
export async function moveItem(
  db: TQueryable,
  itemId: string,
  from: TPayoutItemStatus[],
  set: Partial<Pick<TItemRow, 'status' | 'reason' | 'amountMinor' | 'paypalItemId'>> & { updatedAt: Date },
): Promise<boolean> {
  const rows = await db
    .update(payoutItems)
    .set(set)
    .where(and(eq(payoutItems.id, itemId), sql`${payoutItems.status} in ${from}`))
    .returning({ id: payoutItems.id });
  return rows.length === 1;
}

/** A run's payouts as stored (the ACH trace numbers among them), in a stable order. */
export function runItemRows(db: TQueryable, runId: string): Promise<TItemRow[]> {
  return db.select().from(payoutItems).where(eq(payoutItems.runId, runId)).orderBy(payoutItems.id);
}

/** The publisher's payouts in runs still in review, by marketplace: included, or held and why. */
export async function payoutsInReview(
  db: TQueryable,
  publisherId: string,
): Promise<Map<string, { status: TPayoutItemStatus; reason: string | null }>> {
  const rows = await db
    .select({ countryCode: payoutItems.countryCode, status: payoutItems.status, reason: payoutItems.reason })
    .from(payoutItems)
    .innerJoin(payoutRuns, eq(payoutRuns.id, payoutItems.runId))
    .where(and(eq(payoutItems.publisherId, publisherId), eq(payoutRuns.status, 'review')));
  return new Map(rows.map((r) => [r.countryCode, { status: r.status, reason: r.reason }]));
}
