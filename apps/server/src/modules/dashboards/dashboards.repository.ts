import { and, between, countDistinct, eq, gt, isNull, sql } from 'drizzle-orm';
import type { TQueryable } from '../../db/client';
import { brands, productListCounts, reportDays, trackingLinks, users } from '../../db/schema';

// The counts beside a Dashboard's figures (the figures themselves are the reports' queries):
// the daily rollup by its (owner, marketplace, day) indexes and a few small tables, never clicks
// or conversions (docs/domain.md "Dashboards (issue 10)").

/** Whose figures: the seller's products' or the publisher's links'. */
export type TDashboardOwner = { role: 'seller' | 'publisher'; id: string };

const ownerColumn = (owner: TDashboardOwner) =>
  owner.role === 'seller' ? reportDays.sellerId : reportDays.publisherId;

/** The owner's rollup rows of one marketplace and range of its days. */
const ownedRows = (owner: TDashboardOwner, countryCode: string, startDate: string, endDate: string) =>
  and(
    eq(ownerColumn(owner), owner.id),
    eq(reportDays.countryCode, countryCode),
    between(reportDays.day, startDate, endDate),
  );

/** How many distinct values of `column` had human clicks in the range. */
function countClicking(
  db: TQueryable,
  column: typeof reportDays.linkId | typeof reportDays.publisherId,
  owner: TDashboardOwner,
  countryCode: string,
  startDate: string,
  endDate: string,
) {
  return db
    .select({ n: countDistinct(column) })
    .from(reportDays)
    .where(and(ownedRows(owner, countryCode, startDate, endDate), gt(reportDays.clicks, 0)));
}

/** The publisher's live links in the marketplace and those clicked in the range, in one round trip. */
export async function countPublisherLinks(
  db: TQueryable,
  publisherId: string,
  countryCode: string,
  startDate: string,
  endDate: string,
) {
  const owner: TDashboardOwner = { role: 'publisher', id: publisherId };
  const liveLinks = db
    .select({ n: sql`count(*)` })
    .from(trackingLinks)
    .where(
      and(
        eq(trackingLinks.ownerId, publisherId),
        eq(trackingLinks.countryCode, countryCode),
        isNull(trackingLinks.deletedAt),
      ),
    );
  const clicked = countClicking(db, reportDays.linkId, owner, countryCode, startDate, endDate);
  const [row] = await db
    .select({
      liveLinks: sql<number>`(${liveLinks})`.mapWith(Number),
      clickedLinks: sql<number>`(${clicked})`.mapWith(Number),
    })
    .from(users)
    .where(eq(users.id, publisherId));
  return row ?? { liveLinks: 0, clickedLinks: 0 };
}

/**
 * The seller's promotable products in the marketplace (active, with a commission, of an active
 * brand; from the few `product_list_counts` rows) and the publishers that drove clicks in the range.
 */
export async function countSellerReach(
  db: TQueryable,
  sellerId: string,
  countryCode: string,
  startDate: string,
  endDate: string,
) {
  const owner: TDashboardOwner = { role: 'seller', id: sellerId };
  const activeProducts = db
    .select({ n: sql`coalesce(sum(${productListCounts.products}), 0)` })
    .from(productListCounts)
    .innerJoin(brands, and(eq(brands.id, productListCounts.brandId), eq(brands.status, 'active')))
    .where(
      and(
        eq(productListCounts.sellerId, sellerId),
        eq(productListCounts.countryCode, countryCode),
        eq(productListCounts.status, 'active'),
        eq(productListCounts.hasCommission, true),
      ),
    );
  const clicking = countClicking(db, reportDays.publisherId, owner, countryCode, startDate, endDate);
  const [row] = await db
    .select({
      activeProducts: sql<number>`(${activeProducts})`.mapWith(Number),
      clickingPublishers: sql<number>`(${clicking})`.mapWith(Number),
    })
    .from(users)
    .where(eq(users.id, sellerId));
  return row ?? { activeProducts: 0, clickingPublishers: 0 };
}
