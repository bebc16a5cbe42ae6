import { and, asc, desc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { TTx } from '../../db/client';
import { associateCommissions, associateReportRows, brands, products } from '../../db/schema';
import { containing } from '../../platform/like';

// The publisher's side of associate brands: the brands of its matched lines with their totals
// (the publisher's index: publisher, marketplace, day) and the products it can earn on.

/** Brands of a publisher's matched lines in one marketplace, the highest commission first. */
export async function listBrandTotals(
  db: TTx,
  filter: { publisherId: string; countryCode: string; search?: string },
  page: { limit: number; offset: number },
) {
  const r = associateReportRows;
  const where = and(
    eq(r.publisherId, filter.publisherId),
    eq(r.countryCode, filter.countryCode),
    isNull(r.unmatchedReason),
    filter.search ? ilike(r.brandName, containing(filter.search)) : undefined,
  );
  const commission = sql<number>`coalesce(sum(${r.commissionMinor}), 0)::bigint`;
  const [items, totals] = await Promise.all([
    db
      .select({
        brandId: sql<string>`${r.brandId}`,
        brandName: sql<string>`max(${r.brandName})`,
        rows: sql<number>`count(*)::int`,
        itemsShipped: sql<number>`coalesce(sum(${r.itemsShipped}), 0)::int`,
        itemsReturned: sql<number>`coalesce(sum(${r.itemsReturned}), 0)::int`,
        revenueMinor: sql<number>`coalesce(sum(${r.revenueMinor}), 0)::bigint`,
        commissionMinor: commission,
      })
      .from(r)
      .where(where)
      .groupBy(r.brandId)
      .orderBy(desc(commission), asc(r.brandId))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: sql<number>`count(distinct ${r.brandId})::int` })
      .from(r)
      .where(where),
  ]);
  return {
    items: items.map((i) => ({
      ...i,
      revenueMinor: Number(i.revenueMinor),
      commissionMinor: Number(i.commissionMinor),
    })),
    total: totals[0]?.n ?? 0,
  };
}

/**
 * The products of brands with an associate rate for this publisher (the brand's, or its own) in
 * one marketplace, with the rate that applies: the publisher's own over the brand's.
 */
export async function findAssociateProducts(
  db: TTx,
  publisherId: string,
  countryCode: string,
  limit: number,
) {
  const c = associateCommissions;
  return db
    .select({
      brandName: brands.marketplaceBrandName,
      asin: products.asin,
      title: products.title,
      countryCode: products.countryCode,
      commissionBp: sql<number>`coalesce(max(${c.commissionBp}) filter (where ${c.publisherId} is not null),
        max(${c.commissionBp}))`,
    })
    .from(c)
    .innerJoin(brands, eq(brands.id, c.brandId))
    .innerJoin(products, and(eq(products.brandId, c.brandId), eq(products.countryCode, countryCode)))
    .where(or(isNull(c.publisherId), eq(c.publisherId, publisherId)))
    .groupBy(products.id, brands.marketplaceBrandName, products.asin, products.title, products.countryCode)
    .orderBy(asc(brands.marketplaceBrandName), asc(products.asin))
    .limit(limit);
}
