import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { TQueryable } from '../../db/client';
import { brands, catalogueEntries, products, trackingIds, trackingLinks, users } from '../../db/schema';
import { containing } from '../../platform/like';

// What a report row shows beside its figures, read for one page of rows by primary key: product
// titles and images, publisher names, tracking id names and links. And the filter pickers'
// searches (a seller's brands and products, the publishers' catalogue).

export function findProductLabels(db: TQueryable, ids: string[]) {
  if (ids.length === 0) {
    return Promise.resolve([]);
  }
  return db
    .select({ id: products.id, title: products.title, imageUrl: products.imageUrl })
    .from(products)
    .where(inArray(products.id, ids));
}

export function findUserNames(db: TQueryable, ids: string[]) {
  if (ids.length === 0) {
    return Promise.resolve([]);
  }
  return db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids));
}

/** The owner's tracking ids among these (archived ones too: their past figures stay named). */
export function findTrackingIdNames(db: TQueryable, ownerId: string, ids: string[]) {
  if (ids.length === 0) {
    return Promise.resolve([]);
  }
  return db
    .select({ id: trackingIds.id, name: trackingIds.name })
    .from(trackingIds)
    .where(and(eq(trackingIds.ownerId, ownerId), inArray(trackingIds.id, ids)));
}

/** The owner's links among these (deleted ones too). */
export function findLinkLabels(db: TQueryable, ownerId: string, ids: string[]) {
  if (ids.length === 0) {
    return Promise.resolve([]);
  }
  return db
    .select({
      id: trackingLinks.id,
      linkType: trackingLinks.linkType,
      asin: trackingLinks.asin,
      title: trackingLinks.title,
      brandName: trackingLinks.brandName,
    })
    .from(trackingLinks)
    .where(and(eq(trackingLinks.ownerId, ownerId), inArray(trackingLinks.id, ids)));
}

const optionLimit = 20;

/** The seller's brands with a product in the marketplace, by part of the name. */
export function searchSellerBrands(db: TQueryable, sellerId: string, countryCode: string, text?: string) {
  return db
    .select({ brandId: brands.id, brandName: brands.marketplaceBrandName })
    .from(brands)
    .where(
      and(
        eq(brands.sellerId, sellerId),
        text ? ilike(brands.marketplaceBrandName, containing(text)) : undefined,
        sql`exists (select 1 from ${products} where ${products.brandId} = ${brands.id}
          and ${products.countryCode} = ${countryCode})`,
      ),
    )
    .orderBy(asc(brands.marketplaceBrandName), asc(brands.id))
    .limit(optionLimit);
}

/** The seller's products in the marketplace: the ASIN typed, or titles holding the text. */
export function searchSellerProducts(db: TQueryable, sellerId: string, countryCode: string, text?: string) {
  return db
    .select({
      productId: products.id,
      asin: products.asin,
      title: products.title,
      imageUrl: products.imageUrl,
      brandName: sql<string>`coalesce(${brands.marketplaceBrandName}, '')`,
    })
    .from(products)
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(
      and(
        eq(products.sellerId, sellerId),
        eq(products.countryCode, countryCode),
        text ? or(eq(products.asin, text.toUpperCase()), ilike(products.title, containing(text))) : undefined,
      ),
    )
    .orderBy(asc(products.title), asc(products.id))
    .limit(optionLimit);
}

/** Catalogue products of the marketplace (what publishers may link to), the same way. */
export function searchCatalogueProducts(db: TQueryable, countryCode: string, text?: string) {
  return db
    .select({
      productId: catalogueEntries.productId,
      asin: catalogueEntries.asin,
      title: catalogueEntries.title,
      imageUrl: catalogueEntries.imageUrl,
      brandName: catalogueEntries.brandName,
    })
    .from(catalogueEntries)
    .where(
      and(
        eq(catalogueEntries.countryCode, countryCode),
        text
          ? or(eq(catalogueEntries.asin, text.toUpperCase()), ilike(catalogueEntries.title, containing(text)))
          : undefined,
      ),
    )
    .orderBy(asc(catalogueEntries.title), asc(catalogueEntries.productId))
    .limit(optionLimit);
}
