import { and, eq, sql } from 'drizzle-orm';
import type { TDb } from '../../../db/client';
import { catalogueEntries, products, trackingLinks } from '../../../db/schema';

export type TLandingProduct = {
  asin: string;
  title: string;
  imageUrl: string | null;
  priceMinor: number | null;
  currency: string;
};

const productColumns = {
  asin: products.asin,
  title: products.title,
  imageUrl: products.imageUrl,
  priceMinor: products.priceMinor,
  currency: products.currency,
};

const entryColumns = {
  asin: catalogueEntries.asin,
  title: catalogueEntries.title,
  imageUrl: catalogueEntries.imageUrl,
  priceMinor: catalogueEntries.priceMinor,
  currency: catalogueEntries.currency,
};

/**
 * The product a demo product page shows: the one of the link that sent the visitor (by the
 * link's code, then the product's id), else a catalogue product with that ASIN in the
 * marketplace (`catalogue_entries_asin_idx`). Never a scan.
 */
export async function findLandingProduct(
  db: TDb,
  countryCode: string,
  asin: string,
  linkCode: string | null,
): Promise<TLandingProduct | null> {
  if (linkCode) {
    const [linked] = await db
      .select(productColumns)
      .from(trackingLinks)
      .innerJoin(products, eq(products.id, trackingLinks.productId))
      .where(
        and(eq(trackingLinks.code, linkCode), eq(products.asin, asin), eq(products.countryCode, countryCode)),
      );
    if (linked) {
      return linked;
    }
  }
  const [listed] = await db
    .select(entryColumns)
    .from(catalogueEntries)
    .where(and(eq(catalogueEntries.asin, asin), eq(catalogueEntries.countryCode, countryCode)))
    .limit(1);
  return listed ?? null;
}

/** A brand's first catalogue products in a marketplace, by commission (`catalogue_entries_brand_idx`). */
export async function findBrandProducts(
  db: TDb,
  countryCode: string,
  brandName: string,
  limit: number,
): Promise<TLandingProduct[]> {
  return db
    .select(entryColumns)
    .from(catalogueEntries)
    .where(and(eq(catalogueEntries.countryCode, countryCode), eq(catalogueEntries.brandName, brandName)))
    .orderBy(sql`${catalogueEntries.commissionBp} desc`, catalogueEntries.productId)
    .limit(limit);
}
