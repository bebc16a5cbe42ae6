import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { TQueryable, TTx } from '../../db/client';
import {
  brands,
  campaignEvents,
  campaignProducts,
  campaigns,
  catalogueEntries,
  placementPrices,
  placements,
  products,
} from '../../db/schema';

// What applying reads (the placement with its prices, the seller's brand and products)
// and writes (the campaign, its products and its first event, together).

/** A placement as an application sees it, deleted ones included (the service tells why not). */
export async function findPlacementToApply(db: TQueryable, placementId: string) {
  const [placement] = await db.select().from(placements).where(eq(placements.id, placementId)).limit(1);
  if (!placement) {
    return undefined;
  }
  const prices = await db.select().from(placementPrices).where(eq(placementPrices.placementId, placementId));
  return { placement, prices };
}

export async function findSellerBrand(db: TQueryable, sellerId: string, brandId: string) {
  const [row] = await db
    .select()
    .from(brands)
    .where(and(eq(brands.id, brandId), eq(brands.sellerId, sellerId)))
    .limit(1);
  return row;
}

/** The seller's products among the ids, each saying whether publishers can link it (in the catalogue). */
export function findSellerProducts(db: TQueryable, sellerId: string, ids: string[]) {
  return db
    .select({
      id: products.id,
      asin: products.asin,
      title: products.title,
      brandId: products.brandId,
      countryCode: products.countryCode,
      promotable: isNotNull(catalogueEntries.productId).mapWith(Boolean),
    })
    .from(products)
    .leftJoin(catalogueEntries, eq(catalogueEntries.productId, products.id))
    .where(and(eq(products.sellerId, sellerId), inArray(products.id, ids)));
}

type TNewCampaign = typeof campaigns.$inferInsert & { id: string };

/**
 * The campaign, its products and its `applied` event; nothing when the seller already has an
 * open campaign on the placement (`campaigns_open_key`), so a double click inserts once.
 */
export async function insertCampaign(
  tx: TTx,
  campaign: TNewCampaign,
  items: (typeof campaignProducts.$inferInsert)[],
  event: typeof campaignEvents.$inferInsert,
): Promise<boolean> {
  const inserted = await tx
    .insert(campaigns)
    .values(campaign)
    .onConflictDoNothing({
      target: [campaigns.placementId, campaigns.sellerId],
      where: sql`${campaigns.status} in ('applied', 'accepted', 'in_progress')`,
    })
    .returning({ id: campaigns.id });
  if (inserted.length === 0) {
    return false;
  }
  await tx.insert(campaignProducts).values(items);
  await tx.insert(campaignEvents).values(event);
  return true;
}
