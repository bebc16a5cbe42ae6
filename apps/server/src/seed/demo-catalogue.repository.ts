import type { TCountryCode } from '@atlas/shared';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { TDb } from '../db/client';
import { brands, catalogueEntries, products, trackingLinks } from '../db/schema';

// What the demo seed reads back from the catalogue it imported, to build on it.

export async function listSellerBrandIds(db: TDb, sellerId: string): Promise<string[]> {
  const rows = await db.select({ id: brands.id }).from(brands).where(eq(brands.sellerId, sellerId));
  return rows.map((b) => b.id);
}

/** The seller's first brands by name. */
export async function listFirstBrandIds(db: TDb, sellerId: string, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: brands.id })
    .from(brands)
    .where(eq(brands.sellerId, sellerId))
    .orderBy(asc(brands.marketplaceBrandName))
    .limit(limit);
  return rows.map((b) => b.id);
}

/** The seller's products without their variations, by ASIN and marketplace. */
export async function listTopLevelProducts(db: TDb, sellerId: string) {
  return db
    .select({ id: products.id, countryCode: products.countryCode })
    .from(products)
    .where(and(eq(products.sellerId, sellerId), isNull(products.parentId)))
    .orderBy(asc(products.asin), asc(products.countryCode));
}

/** The seller's first products of one marketplace by ASIN, variations left out. */
export async function listFirstProductsIn(
  db: TDb,
  sellerId: string,
  countryCode: TCountryCode,
  limit: number,
) {
  return db
    .select({ asin: products.asin, title: products.title, priceMinor: products.priceMinor })
    .from(products)
    .where(
      and(eq(products.sellerId, sellerId), eq(products.countryCode, countryCode), isNull(products.parentId)),
    )
    .orderBy(asc(products.asin))
    .limit(limit);
}

/** The seller's promotable products of one marketplace, by brand and product. */
export async function listSellerCatalogueEntries(db: TDb, sellerId: string, countryCode: TCountryCode) {
  return db
    .select({ id: catalogueEntries.productId, brandId: catalogueEntries.brandId })
    .from(catalogueEntries)
    .where(and(eq(catalogueEntries.sellerId, sellerId), eq(catalogueEntries.countryCode, countryCode)))
    .orderBy(asc(catalogueEntries.brandId), asc(catalogueEntries.productId));
}

/** One marketplace's promotable products, best paid first. */
export async function listBestPaidEntries(db: TDb, countryCode: TCountryCode, limit: number) {
  return db
    .select({
      productId: catalogueEntries.productId,
      brandId: catalogueEntries.brandId,
      brandName: catalogueEntries.brandName,
    })
    .from(catalogueEntries)
    .where(eq(catalogueEntries.countryCode, countryCode))
    .orderBy(desc(catalogueEntries.commissionBp), catalogueEntries.productId)
    .limit(limit);
}

/** The marketplaces that have tracking links. */
export async function listLinkCountries(db: TDb): Promise<TCountryCode[]> {
  const { rows } = await db.execute<{ country_code: TCountryCode }>(
    sql`select distinct country_code from ${trackingLinks}`,
  );
  return rows.map((r) => r.country_code);
}
