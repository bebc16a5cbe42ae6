import { and, desc, eq, getTableColumns, getTableName, isNull, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TQueryable, TTx } from '../../db/client';
import { clickDays, trackingIds, trackingLinks } from '../../db/schema';

// Tracking ids as their owner manages them: with what their links did, created, archived or
// removed. Every query names the owner; link figures come from tracking_links (its
// tracking-id index) and click_days (its primary key), never from raw clicks.

export type TTrackingIdRow = typeof trackingIds.$inferSelect;
export type TTrackingIdFigures = TTrackingIdRow & { linkCount: number; clicks: number };

/** A column as "table"."column": a one-table select leaves names bare, and a bare "id" inside a subquery is the subquery's own. */
const qualified = (column: AnyPgColumn) =>
  sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
const ofThisId = sql`${qualified(trackingLinks.trackingIdId)} = ${qualified(trackingIds.id)}`;

/** Subqueries on tracking_links_tracking_id_idx: live links, and human clicks of all its links. */
const figures = {
  linkCount: sql<number>`(select count(*) from ${trackingLinks}
      where ${ofThisId} and ${qualified(trackingLinks.deletedAt)} is null)`.mapWith(Number),
  clicks: sql<number>`(select coalesce(sum(${qualified(trackingLinks.clickCount)}), 0) from ${trackingLinks}
      where ${ofThisId})`.mapWith(Number),
};

/** The owner's live tracking ids, newest first; of one cooperation when it is named. */
export function findTrackingIds(
  db: TQueryable,
  ownerId: string,
  cooperationName?: string,
): Promise<TTrackingIdFigures[]> {
  return db
    .select({ ...getTableColumns(trackingIds), ...figures })
    .from(trackingIds)
    .where(
      and(
        eq(trackingIds.ownerId, ownerId),
        isNull(trackingIds.archivedAt),
        cooperationName === undefined ? undefined : eq(trackingIds.cooperationName, cooperationName),
      ),
    )
    .orderBy(desc(trackingIds.createdAt), desc(trackingIds.id));
}

/** Adds a tracking id; a live name of the owner's, in any case, fails on tracking_ids_owner_name_key. */
export async function insertTrackingId(
  db: TQueryable,
  row: Omit<TTrackingIdRow, 'archivedAt'>,
): Promise<TTrackingIdRow> {
  const [inserted] = await db.insert(trackingIds).values(row).returning();
  if (!inserted) {
    throw new Error('insert into tracking_ids returned no row');
  }
  return inserted;
}

/**
 * One of the owner's live tracking ids, locked until the transaction ends: a link saved at the
 * same moment waits for it (its foreign key check), so a removal never strips a new link.
 */
export async function lockLiveTrackingId(tx: TTx, ownerId: string, id: string): Promise<boolean> {
  const rows = await tx
    .select({ id: trackingIds.id })
    .from(trackingIds)
    .where(and(eq(trackingIds.id, id), eq(trackingIds.ownerId, ownerId), isNull(trackingIds.archivedAt)))
    .for('update');
  return rows.length > 0;
}

/** True when any link, deleted ones too, carries the tracking id. */
export async function isCarriedByLinks(tx: TTx, id: string): Promise<boolean> {
  const rows = await tx
    .select({ one: sql`1` })
    .from(trackingLinks)
    .where(eq(trackingLinks.trackingIdId, id))
    .limit(1);
  return rows.length > 0;
}

export async function archiveTrackingId(tx: TTx, id: string, now: Date): Promise<void> {
  await tx.update(trackingIds).set({ archivedAt: now }).where(eq(trackingIds.id, id));
}

export async function removeTrackingId(tx: TTx, id: string): Promise<void> {
  await tx.delete(trackingIds).where(eq(trackingIds.id, id));
}

export const subIdListLimit = 500;

/**
 * The sub-ids seen on the owner's links of a tracking id (deleted links too: their clicks
 * happened), from click_days: human clicks and the last day with one, the most clicked first.
 * Days of bot clicks only are left out.
 */
export function findSubIdStats(
  db: TQueryable,
  ownerId: string,
  trackingIdId: string,
): Promise<{ subId: string; clicks: number; lastDay: string }[]> {
  const clicks = sql<number>`sum(${clickDays.clicks})`.mapWith(Number);
  return db
    .select({ subId: clickDays.subId, clicks, lastDay: sql<string>`max(${clickDays.day})::text` })
    .from(trackingLinks)
    .innerJoin(clickDays, eq(clickDays.linkId, trackingLinks.id))
    .where(
      and(
        eq(trackingLinks.trackingIdId, trackingIdId),
        eq(trackingLinks.ownerId, ownerId),
        sql`${clickDays.subId} <> ''`,
        sql`${clickDays.clicks} > 0`,
      ),
    )
    .groupBy(clickDays.subId)
    .orderBy(desc(clicks), clickDays.subId)
    .limit(subIdListLimit);
}
