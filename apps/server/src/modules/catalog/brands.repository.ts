import { and, asc, count, eq, ilike, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { brands, products } from '../../db/schema';
import { containing } from '../../platform/like';

export type TBrandRowData = typeof brands.$inferSelect & { productCount: number };

// Top-level products of the brand in every marketplace (variations are counted with their parent).
// Written out whole: drizzle leaves columns unqualified when a query has one table, and an
// unqualified "id" inside the subquery would mean the subquery's own row.
const productCount = sql<number>`(select count(*)::int from products p where p.brand_id = brands.id and p.seller_id = brands.seller_id and p.parent_id is null)`;

export async function listBrandRows(
  db: TDb,
  sellerId: string,
  filter: { search?: string; status?: 'active' | 'inactive'; ids?: string[] } = {},
): Promise<TBrandRowData[]> {
  const conditions: SQL[] = [eq(brands.sellerId, sellerId)];
  if (filter.search) {
    conditions.push(ilike(brands.marketplaceBrandName, containing(filter.search)));
  }
  if (filter.status) {
    conditions.push(eq(brands.status, filter.status));
  }
  if (filter.ids) {
    conditions.push(inArray(brands.id, filter.ids));
  }
  const rows = await db
    .select({ brand: brands, productCount })
    .from(brands)
    .where(and(...conditions))
    .orderBy(asc(brands.marketplaceBrandName), asc(brands.id));
  return rows.map(({ brand, productCount: n }) => ({ ...brand, productCount: n }));
}

/** Activates the seller's brands among `ids` that are still inactive; answers how many changed. */
export async function activateBrandRows(db: TDb, sellerId: string, ids: string[], at: Date): Promise<number> {
  const changed = await db
    .update(brands)
    .set({ status: 'active', activatedAt: at })
    .where(and(eq(brands.sellerId, sellerId), inArray(brands.id, ids), eq(brands.status, 'inactive')))
    .returning({ id: brands.id });
  return changed.length;
}

/** Active brands with at least one top-level product in the marketplace, with how many. */
export async function findBrandsWithProducts(db: TDb, sellerId: string, countryCode: string) {
  return db
    .select({ id: brands.id, name: brands.marketplaceBrandName, productCount: count(products.id) })
    .from(brands)
    .innerJoin(
      products,
      and(
        eq(products.brandId, brands.id),
        eq(products.sellerId, brands.sellerId),
        eq(products.countryCode, countryCode),
        isNull(products.parentId),
      ),
    )
    .where(and(eq(brands.sellerId, sellerId), eq(brands.status, 'active')))
    .groupBy(brands.id, brands.marketplaceBrandName)
    .orderBy(asc(brands.marketplaceBrandName));
}
