import type { TCatalogueSort, TProductCategoryKey as TCategoryKey } from '@atlas/shared';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gt,
  gte,
  inArray,
  lte,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { TDb } from '../../db/client';
import {
  brands,
  catalogueBrands,
  catalogueCategories,
  deals,
  catalogueEntries as e,
  products,
} from '../../db/schema';
import { containing } from '../../platform/like';
import { titleOrAsin } from '../catalog/title-search';

// Reads of the publisher catalogue (`catalogue_entries` and its counts). Every query is led by
// the marketplace and served by an index of migration 0011 (bench/README.md has the figures).

export type TCatalogueFilter = {
  countryCode: string;
  search?: string;
  categoryKey?: string;
  categoryId?: string;
  brandName?: string;
  minCommissionBp?: number;
  maxCommissionBp?: number;
  dealsOnly?: boolean;
};
export type TCatalogueOrder = { sortBy: TCatalogueSort; sortOrder: 'asc' | 'desc' };
/** An entry with its marketplace category's name ('' when the marketplace gave none). */
const entryColumns = { ...getTableColumns(e), categoryName: catalogueCategories.name };
const categoryJoin = eq(catalogueCategories.id, e.categoryId);
export type TEntryRow = typeof e.$inferSelect & { categoryName: string | null };
export type TDealRow = typeof deals.$inferSelect;

/** A deal running at `now` on the entry's product. */
const runningDealOf = (now: Date) =>
  sql`exists (select 1 from ${deals} where ${deals.productId} = ${e.productId} and ${deals.startsAt} <= ${now} and ${deals.endsAt} > ${now})`;

function catalogueWhere(filter: TCatalogueFilter, now: Date): SQL {
  return and(
    eq(e.countryCode, filter.countryCode),
    filter.search ? titleOrAsin(e.title, e.asin, filter.search) : undefined,
    filter.categoryKey ? eq(e.categoryKey, filter.categoryKey as TCategoryKey) : undefined,
    filter.categoryId ? eq(e.categoryId, filter.categoryId) : undefined,
    filter.brandName ? eq(e.brandName, filter.brandName) : undefined,
    filter.minCommissionBp === undefined ? undefined : gte(e.commissionBp, filter.minCommissionBp),
    filter.maxCommissionBp === undefined ? undefined : lte(e.commissionBp, filter.maxCommissionBp),
    filter.dealsOnly ? runningDealOf(now) : undefined,
  ) as SQL;
}

// Each order is its index's, nulls included (an index read backwards puts nulls first), and the
// product id breaks ties so a page never repeats or skips a product.
const byIndex = (column: PgColumn, order: 'asc' | 'desc') =>
  order === 'desc' ? sql`${column} desc nulls last` : sql`${column} asc nulls first`;
const nullsLast = (column: PgColumn, order: 'asc' | 'desc') => sql`${column} ${sql.raw(order)} nulls last`;

function orderOf({ sortBy, sortOrder }: TCatalogueOrder): SQL[] {
  if (sortBy === 'price') {
    return [nullsLast(e.priceMinor, sortOrder), nullsLast(e.productId, sortOrder)];
  }
  const column = sortBy === 'commission' ? e.commissionBp : e.listedAt;
  return [byIndex(column, sortOrder), byIndex(e.productId, sortOrder)];
}

/**
 * A page of entries. The page's ids are chosen first, from the sort's index alone when only the
 * marketplace filters (an index-only scan), then only those rows are read with their category:
 * a deep page no longer reads every row its OFFSET skips (page 2 000: 62 → 26 ms on
 * PostgreSQL, 182 → 25 ms on PGlite).
 */
export async function findEntries(
  db: TDb,
  filter: TCatalogueFilter,
  order: TCatalogueOrder,
  page: { limit: number; offset: number },
  now: Date,
): Promise<TEntryRow[]> {
  const pageIds = db
    .select({ id: e.productId })
    .from(e)
    .where(catalogueWhere(filter, now))
    .orderBy(...orderOf(order))
    .limit(page.limit)
    .offset(page.offset);
  return db
    .select(entryColumns)
    .from(e)
    .leftJoin(catalogueCategories, categoryJoin)
    .where(inArray(e.productId, pageIds))
    .orderBy(...orderOf(order));
}

/** The filter's matches counted (the service reads the counts tables when it can). */
export async function countEntries(db: TDb, filter: TCatalogueFilter, now: Date): Promise<number> {
  const [row] = await db.select({ value: count() }).from(e).where(catalogueWhere(filter, now));
  return row?.value ?? 0;
}

export async function findEntry(db: TDb, productId: string): Promise<TEntryRow | undefined> {
  const [row] = await db
    .select(entryColumns)
    .from(e)
    .leftJoin(catalogueCategories, categoryJoin)
    .where(eq(e.productId, productId))
    .limit(1);
  return row;
}

/** The deals of these products still running or to come at `now`, each product's soonest first. */
export async function findOpenDeals(db: TDb, productIds: string[], now: Date): Promise<TDealRow[]> {
  if (productIds.length === 0) {
    return [];
  }
  return db
    .select()
    .from(deals)
    .where(and(inArray(deals.productId, productIds), gt(deals.endsAt, now)))
    .orderBy(asc(deals.productId), asc(deals.startsAt), asc(deals.endsAt), asc(deals.id));
}

export async function countVariationsOf(db: TDb, productIds: string[]): Promise<Map<string, number>> {
  if (productIds.length === 0) {
    return new Map();
  }
  const rows = await db
    .select({ parentId: products.parentId, value: count() })
    .from(products)
    .where(inArray(products.parentId, productIds))
    .groupBy(products.parentId);
  return new Map(rows.map((r) => [r.parentId as string, r.value]));
}

// ---- counts

/** Catalogue products per first-level category of a marketplace (uncategorised left out). */
export async function countByFirstLevel(db: TDb, countryCode: string) {
  return db
    .select({
      key: catalogueCategories.categoryKey,
      products: sql<number>`sum(${catalogueCategories.products})::int`,
    })
    .from(catalogueCategories)
    .where(
      and(
        eq(catalogueCategories.countryCode, countryCode),
        sql`${catalogueCategories.categoryKey} is not null`,
      ),
    )
    .groupBy(catalogueCategories.categoryKey)
    .having(sql`sum(${catalogueCategories.products}) > 0`);
}

/** A first-level category's marketplace categories that hold products, by name. */
export async function findSubcategories(db: TDb, countryCode: string, categoryKey: string) {
  return db
    .select({
      id: catalogueCategories.id,
      name: catalogueCategories.name,
      products: catalogueCategories.products,
    })
    .from(catalogueCategories)
    .where(
      and(
        eq(catalogueCategories.countryCode, countryCode),
        eq(catalogueCategories.categoryKey, categoryKey as TCategoryKey),
        gt(catalogueCategories.products, 0),
      ),
    )
    .orderBy(asc(catalogueCategories.name));
}

export async function findCategory(db: TDb, id: string) {
  const [row] = await db.select().from(catalogueCategories).where(eq(catalogueCategories.id, id)).limit(1);
  return row;
}

/** Catalogue products of a marketplace, of one brand name or all. */
export async function countOfBrands(db: TDb, countryCode: string, brandName?: string): Promise<number> {
  const [row] = await db
    .select({ value: sql<number>`coalesce(sum(${catalogueBrands.products}), 0)::int` })
    .from(catalogueBrands)
    .where(
      and(
        eq(catalogueBrands.countryCode, countryCode),
        brandName === undefined ? undefined : eq(catalogueBrands.brandName, brandName),
      ),
    );
  return row?.value ?? 0;
}

// ---- brands

function brandWhere(countryCode: string, search: string | undefined): SQL {
  return and(
    eq(catalogueBrands.countryCode, countryCode),
    gt(catalogueBrands.products, 0),
    search ? sql`${catalogueBrands.brandName} ilike ${containing(search)}` : undefined,
  ) as SQL;
}

export type TBrandCardRow = {
  brandName: string;
  products: number;
  brandId: string;
  topCommissionBp: number;
  imageUrls: string[] | null;
};

/**
 * A page of brand names with, for each, its best-paid product's brand id and commission and
 * a few images: read from the brand index of the page's names only.
 */
export async function findBrandCards(
  db: TDb,
  query: { countryCode: string; search?: string; sortBy: 'products' | 'name'; limit: number; offset: number },
): Promise<TBrandCardRow[]> {
  const order = query.sortBy === 'name' ? sql`b.brand_name asc` : sql`b.products desc, b.brand_name asc`;
  const search = query.search ? sql`and b.brand_name ilike ${containing(query.search)}` : sql``;
  const result = await db.execute<TBrandCardRow>(sql`
    select b.brand_name as "brandName", b.products, top.brand_id as "brandId",
      top.commission_bp as "topCommissionBp", images.urls as "imageUrls"
    from catalogue_brands b
    cross join lateral (
      select brand_id, commission_bp from catalogue_entries e
      where e.country_code = b.country_code and e.brand_name = b.brand_name
      order by e.commission_bp desc nulls last limit 1
    ) top
    cross join lateral (
      select array_agg(i.image_url) as urls from (
        select image_url from catalogue_entries e
        where e.country_code = b.country_code and e.brand_name = b.brand_name and e.image_url is not null
        order by e.commission_bp desc nulls last limit 3
      ) i
    ) images
    where b.country_code = ${query.countryCode} and b.products > 0 ${search}
    order by ${order}
    limit ${query.limit} offset ${query.offset}
  `);
  return result.rows;
}

export async function countBrandNames(db: TDb, countryCode: string, search?: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(catalogueBrands)
    .where(brandWhere(countryCode, search));
  return row?.value ?? 0;
}

/** The brand filter's choices: names with products, the most first. */
export async function findBrandPicks(
  db: TDb,
  countryCode: string,
  search: string | undefined,
  limit: number,
) {
  return db
    .select({ brandName: catalogueBrands.brandName, products: catalogueBrands.products })
    .from(catalogueBrands)
    .where(brandWhere(countryCode, search))
    .orderBy(desc(catalogueBrands.products), asc(catalogueBrands.brandName))
    .limit(limit);
}

/**
 * One brand id per name among `names`, from the catalogue of the marketplace: the brand of the
 * name's best-paid product, as on the brand cards, one step down the brand index per name (the
 * lowest brand id of a name read and sorted every entry of the names: 250 ms for 100 000).
 */
export async function findBrandIdsByName(
  db: TDb,
  countryCode: string,
  names: string[],
): Promise<Map<string, string>> {
  if (names.length === 0) {
    return new Map();
  }
  const result = await db.execute<{ brandName: string; brandId: string }>(sql`
    select n.name as "brandName", top.brand_id as "brandId"
    from unnest(${sql.param(names)}::text[]) as n(name)
    cross join lateral (
      select brand_id from catalogue_entries e
      where e.country_code = ${countryCode} and e.brand_name = n.name
      order by e.commission_bp desc nulls last limit 1
    ) top
  `);
  return new Map(result.rows.map((r) => [r.brandName, r.brandId]));
}

/** The marketplace name of any seller's brand. */
export async function findBrandNameOf(db: TDb, brandId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ name: brands.marketplaceBrandName })
    .from(brands)
    .where(eq(brands.id, brandId))
    .limit(1);
  return row?.name;
}

/** Where a brand name has catalogue products. */
export async function findBrandCountries(db: TDb, brandName: string) {
  return db
    .select({ countryCode: catalogueBrands.countryCode, products: catalogueBrands.products })
    .from(catalogueBrands)
    .where(and(eq(catalogueBrands.brandName, brandName), gt(catalogueBrands.products, 0)))
    .orderBy(asc(catalogueBrands.countryCode));
}

/** A brand name's products in one marketplace: commission range, categories and running deals. */
export async function findBrandFigures(db: TDb, countryCode: string, brandName: string, now: Date) {
  const where = and(eq(e.countryCode, countryCode), eq(e.brandName, brandName));
  const [range, categories, [dealt]] = await Promise.all([
    db
      .select({
        minBp: sql<number | null>`min(${e.commissionBp})`,
        maxBp: sql<number | null>`max(${e.commissionBp})`,
      })
      .from(e)
      .where(where),
    db
      .select({ key: e.categoryKey, products: count() })
      .from(e)
      .where(and(where, sql`${e.categoryKey} is not null`))
      .groupBy(e.categoryKey),
    db
      .select({ value: count() })
      .from(e)
      .where(and(where, runningDealOf(now))),
  ]);
  return { range: range[0], categories, dealCount: dealt?.value ?? 0 };
}
