import { and, asc, eq, isNull } from 'drizzle-orm';
import type { TDb } from '../db/client';
import { placementPrices, placements } from '../db/schema';

// The demo publisher's placements, written as a publisher's submissions leave them.

export async function insertPlacementWithPrices(
  db: TDb,
  row: typeof placements.$inferInsert,
  prices: (typeof placementPrices.$inferInsert)[],
): Promise<void> {
  await db.insert(placements).values(row);
  if (prices.length > 0) {
    await db.insert(placementPrices).values(prices);
  }
}

/** The publisher's live online placements, oldest first. */
export async function listOnlinePlacementIds(db: TDb, publisherId: string): Promise<string[]> {
  const rows = await db
    .select({ id: placements.id })
    .from(placements)
    .where(
      and(
        eq(placements.publisherId, publisherId),
        eq(placements.status, 'online'),
        isNull(placements.deletedAt),
      ),
    )
    .orderBy(asc(placements.createdAt), asc(placements.id));
  return rows.map((r) => r.id);
}

/** The publisher's oldest placement, whatever its state. */
export async function findFirstPlacement(db: TDb, publisherId: string) {
  const [row] = await db
    .select({ id: placements.id, title: placements.title })
    .from(placements)
    .where(eq(placements.publisherId, publisherId))
    .orderBy(asc(placements.createdAt), asc(placements.id))
    .limit(1);
  return row;
}
