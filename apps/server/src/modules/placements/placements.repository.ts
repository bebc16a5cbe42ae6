import { openCampaignStatuses, type TPlacementStatus } from '@atlas/shared';
import { and, asc, count, desc, eq, ilike, inArray, isNull, type SQL } from 'drizzle-orm';
import type { TQueryable } from '../../db/client';
import { campaigns, placementPrices, placements, trafficSources } from '../../db/schema';
import { containing } from '../../platform/like';

// A publisher's placements as rows: always read and written with the publisher's id in the
// where, deleted ones left out.

export type TPlacementRow = typeof placements.$inferSelect;
export type TPlacementValues = Omit<typeof placements.$inferInsert, 'id' | 'publisherId'>;
export type TPriceValues = { countryCode: string; priceMinor: number; currency: string };

const mine = (publisherId: string, id: string) =>
  and(eq(placements.id, id), eq(placements.publisherId, publisherId), isNull(placements.deletedAt));

/** The publisher's placement (not deleted); `lock` holds it for the transaction. */
export async function findPublisherPlacement(
  db: TQueryable,
  publisherId: string,
  id: string,
  lock = false,
): Promise<TPlacementRow | undefined> {
  const query = db.select().from(placements).where(mine(publisherId, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** A page of the publisher's placements, newest first (placements_publisher_idx). */
export async function listPublisherPlacements(
  db: TQueryable,
  filter: { publisherId: string; status?: TPlacementStatus; search?: string },
  page: { limit: number; offset: number },
): Promise<{ rows: TPlacementRow[]; total: number }> {
  const conditions: (SQL | undefined)[] = [
    eq(placements.publisherId, filter.publisherId),
    isNull(placements.deletedAt),
    filter.status ? eq(placements.status, filter.status) : undefined,
    filter.search ? ilike(placements.title, containing(filter.search)) : undefined,
  ];
  const where = and(...conditions);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(placements)
      .where(where)
      .orderBy(desc(placements.createdAt), desc(placements.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(placements).where(where),
  ]);
  return { rows, total: totals?.n ?? 0 };
}

export async function insertPlacement(
  db: TQueryable,
  row: TPlacementValues & { id: string; publisherId: string },
): Promise<TPlacementRow> {
  const [inserted] = await db.insert(placements).values(row).returning();
  if (!inserted) {
    throw new Error('insert into placements returned no row');
  }
  return inserted;
}

/** Changes the publisher's placement (its row must be held: see `findPublisherPlacement`). */
export async function updatePublisherPlacement(
  db: TQueryable,
  publisherId: string,
  id: string,
  values: Partial<TPlacementValues>,
): Promise<TPlacementRow> {
  const [row] = await db.update(placements).set(values).where(mine(publisherId, id)).returning();
  if (!row) {
    throw new Error(`placement ${id} vanished while held`);
  }
  return row;
}

/** Replaces a placement's prices with `prices` (one per marketplace). */
export async function replacePlacementPrices(
  db: TQueryable,
  placementId: string,
  prices: TPriceValues[],
): Promise<void> {
  await db.delete(placementPrices).where(eq(placementPrices.placementId, placementId));
  if (prices.length > 0) {
    await db.insert(placementPrices).values(prices.map((p) => ({ ...p, placementId })));
  }
}

/** The prices of these placements (in no order; the view sorts them). */
export function findPlacementPrices(db: TQueryable, placementIds: string[]) {
  if (placementIds.length === 0) {
    return Promise.resolve([]);
  }
  return db.select().from(placementPrices).where(inArray(placementPrices.placementId, placementIds));
}

/** The traffic sources these placements name, archived ones included (the placement keeps it). */
export function findSourcesById(db: TQueryable, sourceIds: string[]) {
  if (sourceIds.length === 0) {
    return Promise.resolve([]);
  }
  return db.select().from(trafficSources).where(inArray(trafficSources.id, sourceIds));
}

/** Whether the source is one of the publisher's live ones. */
export async function ownsLiveSource(
  db: TQueryable,
  publisherId: string,
  sourceId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: trafficSources.id })
    .from(trafficSources)
    .where(
      and(
        eq(trafficSources.id, sourceId),
        eq(trafficSources.ownerId, publisherId),
        isNull(trafficSources.archivedAt),
      ),
    );
  return row !== undefined;
}

/** The open campaigns (applied, accepted, in progress) of these placements, oldest first. */
export function findOpenCampaigns(db: TQueryable, placementIds: string[]) {
  if (placementIds.length === 0) {
    return Promise.resolve([]);
  }
  return db
    .select({
      id: campaigns.id,
      placementId: campaigns.placementId,
      brandName: campaigns.brandName,
      status: campaigns.status,
    })
    .from(campaigns)
    .where(and(inArray(campaigns.placementId, placementIds), inArray(campaigns.status, openCampaignStatuses)))
    .orderBy(asc(campaigns.appliedAt), asc(campaigns.id));
}
