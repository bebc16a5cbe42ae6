import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { TDb, TQueryable } from '../../db/client';
import { brands, importRuns, products, users } from '../../db/schema';
import type { TCatalogItem } from '../../integrations/marketplace/catalog/types';
import { newId } from '../../platform/ids';
import { categoryKeyOf } from './category-keys';

export type TImportRunRow = typeof importRuns.$inferSelect;

export async function findImportRun(db: TDb, id: string): Promise<TImportRunRow | undefined> {
  const [row] = await db.select().from(importRuns).where(eq(importRuns.id, id)).limit(1);
  return row;
}

export async function findLatestImportRun(
  db: TQueryable,
  sellerId: string,
  status?: TImportRunRow['status'][],
): Promise<TImportRunRow | undefined> {
  const [row] = await db
    .select()
    .from(importRuns)
    .where(and(eq(importRuns.sellerId, sellerId), status ? inArray(importRuns.status, status) : undefined))
    .orderBy(desc(importRuns.createdAt), desc(importRuns.id))
    .limit(1);
  return row;
}

/** Runs left queued or running by a stop: they are handed to the job runner again at start. */
export async function findUnfinishedImportRuns(db: TDb): Promise<{ id: string }[]> {
  return db
    .select({ id: importRuns.id })
    .from(importRuns)
    .where(inArray(importRuns.status, ['queued', 'running']));
}

/** Serialises a seller's refetches: the second waits here and then sees the first's run. */
export async function lockSeller(tx: TQueryable, sellerId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, sellerId)).for('update');
}

export async function insertImportRun(
  tx: TQueryable,
  row: typeof importRuns.$inferInsert,
): Promise<TImportRunRow> {
  const [inserted] = await tx.insert(importRuns).values(row).returning();
  return inserted as TImportRunRow;
}

export async function updateImportRun(
  db: TDb,
  id: string,
  patch: Partial<Omit<TImportRunRow, 'id' | 'sellerId'>>,
): Promise<void> {
  await db.update(importRuns).set(patch).where(eq(importRuns.id, id));
}

/**
 * The seller's brands by marketplace name, created when new; answers name → id. A name given
 * twice is written once: PostgreSQL refuses an INSERT … ON CONFLICT DO UPDATE that would touch
 * one row twice (21000).
 */
export async function upsertBrands(db: TDb, sellerId: string, names: string[]): Promise<Map<string, string>> {
  const distinct = [...new Set(names)];
  if (distinct.length === 0) {
    return new Map();
  }
  const rows = await db
    .insert(brands)
    .values(distinct.map((name) => ({ id: newId('brd'), sellerId, marketplaceBrandName: name })))
    // A no-op update so that existing brands come back in `returning` too.
    .onConflictDoUpdate({
      target: [brands.sellerId, brands.marketplaceBrandName],
      set: { marketplaceBrandName: sql`excluded.marketplace_brand_name` },
    })
    .returning({ id: brands.id, name: brands.marketplaceBrandName });
  return new Map(rows.map((r) => [r.name, r.id]));
}

export type TImportProduct = { item: TCatalogItem; brandId: string; parentId: string | null };

/**
 * Writes marketplace facts of products by (seller, ASIN, country). Only what the marketplace
 * owns is updated: status, commission and deals are the seller's and are never touched. An
 * ASIN given twice is written once, with its last facts, as two statements in turn would
 * leave it (one statement may not touch a row twice: PostgreSQL's 21000).
 */
export async function upsertProducts(
  db: TDb,
  sellerId: string,
  countryCode: string,
  rows: TImportProduct[],
  at: Date,
): Promise<void> {
  const byAsin = new Map(rows.map((row) => [row.item.asin, row]));
  if (byAsin.size === 0) {
    return;
  }
  const excluded = (column: string) => sql.raw(`excluded.${column}`);
  await db
    .insert(products)
    .values(
      [...byAsin.values()].map(({ item, brandId, parentId }) => ({
        id: newId('prd'),
        sellerId,
        brandId,
        parentId,
        asin: item.asin,
        countryCode,
        title: item.title,
        imageUrl: item.imageUrl,
        priceMinor: item.priceMinor,
        currency: item.currency,
        category: item.category,
        categoryKey: categoryKeyOf(item.categoryGroup),
        availability: item.availability,
        variationAttributes: item.variationAttributes,
        importedAt: at,
        createdAt: at,
      })),
    )
    .onConflictDoUpdate({
      target: [products.sellerId, products.asin, products.countryCode],
      set: {
        brandId: excluded('brand_id'),
        parentId: excluded('parent_id'),
        title: excluded('title'),
        imageUrl: excluded('image_url'),
        priceMinor: excluded('price_minor'),
        currency: excluded('currency'),
        category: excluded('category'),
        categoryKey: excluded('category_key'),
        availability: excluded('availability'),
        variationAttributes: excluded('variation_attributes'),
        importedAt: excluded('imported_at'),
      },
    });
}

/** Ids of the seller's products of one country by ASIN (to hang variations on their parent). */
export async function findProductIdsByAsin(
  db: TDb,
  sellerId: string,
  countryCode: string,
  asins: string[],
): Promise<Map<string, string>> {
  if (asins.length === 0) {
    return new Map();
  }
  const rows = await db
    .select({ id: products.id, asin: products.asin })
    .from(products)
    .where(
      and(
        eq(products.sellerId, sellerId),
        eq(products.countryCode, countryCode),
        inArray(products.asin, asins),
      ),
    );
  return new Map(rows.map((r) => [r.asin, r.id]));
}
