import { and, asc, count, eq, ilike, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { TDb, TQueryable } from '../../db/client';
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

/** Sets or clears the image of the seller's brand `id`. */
export async function setBrandImageName(
  db: TQueryable,
  sellerId: string,
  id: string,
  imageName: string | null,
): Promise<void> {
  await db
    .update(brands)
    .set({ imageName })
    .where(and(eq(brands.sellerId, sellerId), eq(brands.id, id)));
}

/** The image names of brands `ids` (any seller's: brand images are public), by id; none where unset. */
export async function findBrandImageNames(db: TDb, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) {
    return new Map();
  }
  const rows = await db
    .select({ id: brands.id, imageName: brands.imageName })
    .from(brands)
    .where(and(inArray(brands.id, ids), isNotNull(brands.imageName)));
  return new Map(rows.map((r) => [r.id, r.imageName as string]));
}

/** Active brands with at least one top-level product in the marketplace, with how many. */
export async function findBrandsWithProducts(db: TDb, sellerId: string, countryCode: string) {
  return db
    .select({
      id: brands.id,
      name: brands.marketplaceBrandName,
      imageName: brands.imageName,
      productCount: count(products.id),
    })
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
    .groupBy(brands.id, brands.marketplaceBrandName, brands.imageName)
    .orderBy(asc(brands.marketplaceBrandName));
}
