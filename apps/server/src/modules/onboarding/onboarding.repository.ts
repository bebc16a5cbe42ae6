import { and, eq, gt, isNull, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { TQueryable } from '../../db/client';
import {
  brands,
  deals,
  productListCounts,
  products,
  publisherProfiles,
  reportDays,
  trackingIds,
  trackingLinks,
  trafficSources,
  users,
} from '../../db/schema';

const exists = (query: SQLWrapper) => sql<boolean>`exists(${query})`;
const one = { one: sql`1` };

/**
 * The seller's catalogue steps in one round trip, each an `exists` that stops at its first row:
 * products from the few `product_list_counts` rows (kept by triggers), never the catalogue
 * itself; a sale from the rollup by its seller index. `countryCode` narrows products, active
 * products, deals and sales to one marketplace.
 */
export async function findSellerCatalogueFacts(db: TQueryable, sellerId: string, countryCode?: string) {
  const inCountry = (
    column:
      | typeof productListCounts.countryCode
      | typeof products.countryCode
      | typeof reportDays.countryCode,
  ) => (countryCode ? eq(column, countryCode) : undefined);
  const counted = (...where: (SQL | undefined)[]) =>
    and(
      eq(productListCounts.sellerId, sellerId),
      inCountry(productListCounts.countryCode),
      gt(productListCounts.products, 0),
      ...where,
    );
  const activeBrand = and(eq(brands.sellerId, sellerId), eq(brands.status, 'active'));
  const [row] = await db
    .select({
      hasProducts: exists(db.select(one).from(productListCounts).where(counted())),
      hasActiveBrand: exists(db.select(one).from(brands).where(activeBrand)),
      hasActiveProduct: exists(
        db
          .select(one)
          .from(productListCounts)
          .innerJoin(brands, and(eq(brands.id, productListCounts.brandId), activeBrand))
          .where(counted(eq(productListCounts.status, 'active'), eq(productListCounts.hasCommission, true))),
      ),
      hasDeal: exists(
        db
          .select(one)
          .from(deals)
          .innerJoin(products, eq(products.id, deals.productId))
          .where(and(eq(deals.sellerId, sellerId), inCountry(products.countryCode))),
      ),
      hasSale: exists(
        db
          .select(one)
          .from(reportDays)
          .where(
            and(
              eq(reportDays.sellerId, sellerId),
              inCountry(reportDays.countryCode),
              gt(reportDays.orders, 0),
            ),
          ),
      ),
    })
    .from(users)
    .where(eq(users.id, sellerId));
  return (
    row ?? {
      hasProducts: false,
      hasActiveBrand: false,
      hasActiveProduct: false,
      hasDeal: false,
      hasSale: false,
    }
  );
}

/** The publisher's tracking steps in one round trip: a live traffic source, a live tracking id, a link. */
export async function findPublisherTrackingFacts(db: TQueryable, publisherId: string) {
  const [row] = await db
    .select({
      source: exists(
        db
          .select(one)
          .from(trafficSources)
          .where(and(eq(trafficSources.ownerId, publisherId), isNull(trafficSources.archivedAt))),
      ),
      trackingId: exists(
        db
          .select(one)
          .from(trackingIds)
          .where(and(eq(trackingIds.ownerId, publisherId), isNull(trackingIds.archivedAt))),
      ),
      link: exists(db.select(one).from(trackingLinks).where(eq(trackingLinks.ownerId, publisherId))),
      // the rollup by its publisher index, never the conversions themselves
      conversion: exists(
        db
          .select(one)
          .from(reportDays)
          .where(and(eq(reportDays.publisherId, publisherId), gt(reportDays.orders, 0))),
      ),
    })
    .from(users)
    .where(eq(users.id, publisherId));
  return row ?? { source: false, trackingId: false, link: false, conversion: false };
}

/** Records the publisher's first dismissal of its checklist only; answers the time kept. */
export async function markPublisherOnboardingCompleted(
  db: TQueryable,
  userId: string,
  at: Date,
): Promise<Date | undefined> {
  const [row] = await db
    .update(publisherProfiles)
    .set({ onboardingCompletedAt: sql`coalesce(${publisherProfiles.onboardingCompletedAt}, ${at})` })
    .where(eq(publisherProfiles.userId, userId))
    .returning({ at: publisherProfiles.onboardingCompletedAt });
  return row?.at ?? undefined;
}
