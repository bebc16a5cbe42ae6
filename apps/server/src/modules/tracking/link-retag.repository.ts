import type { TCountryCode } from '@atlas/shared';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { TQueryable } from '../../db/client';
import { trackingLinks as l, products } from '../../db/schema';

export type TRetagLink = {
  id: string;
  code: string;
  ownerId: string;
  countryCode: string;
  asin: string | null;
  destinationUrl: string;
};

/** The seller's live product links in these marketplaces (by their product's seller). */
export function findSellerProductLinks(
  db: TQueryable,
  sellerId: string,
  countryCodes: TCountryCode[],
): Promise<TRetagLink[]> {
  return db
    .select({
      id: l.id,
      code: l.code,
      ownerId: l.ownerId,
      countryCode: l.countryCode,
      asin: l.asin,
      destinationUrl: l.destinationUrl,
    })
    .from(l)
    .innerJoin(products, eq(products.id, l.productId))
    .where(
      and(
        eq(products.sellerId, sellerId),
        eq(l.linkType, 'product'),
        inArray(l.countryCode, countryCodes),
        isNull(l.deletedAt),
      ),
    );
}

export async function updateLinkDestination(
  db: TQueryable,
  id: string,
  destinationUrl: string,
): Promise<void> {
  await db.update(l).set({ destinationUrl }).where(eq(l.id, id));
}
