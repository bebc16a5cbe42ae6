import type { TProductSort } from '@atlas/shared';
import {
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { TDb, TTx } from '../../db/client';
import { brands, productListCounts, products } from '../../db/schema';
import { titleOrAsin } from './title-search';

export type TProductRowData = typeof products.$inferSelect & {
  brandName: string;
  variationCount: number;
};

/** What narrows a seller's product list; the seller and country are always there. */
export type TProductFilter = {
  sellerId: string;
  countryCode: string;
  search?: string;
  brandId?: string;
  status?: 'active' | 'inactive';
  commission?: 'set' | 'unset';
  ids?: string[];
};

/**
 * The list's where: the seller's own top-level products of one marketplace whose brand is
 * active (a brand's products appear once the seller activates it), then the filters.
 */
function listWhere(filter: TProductFilter): SQL {
  const conditions: (SQL | undefined)[] = [
    eq(products.sellerId, filter.sellerId),
    eq(products.countryCode, filter.countryCode),
    isNull(products.parentId),
    eq(brands.status, 'active'),
  ];
  if (filter.search) {
    conditions.push(titleOrAsin(products.title, products.asin, filter.search));
  }
  if (filter.brandId) {
    conditions.push(eq(products.brandId, filter.brandId));
  }
  if (filter.status) {
    conditions.push(eq(products.status, filter.status));
  }
  if (filter.commission) {
    conditions.push(
      filter.commission === 'set' ? isNotNull(products.commissionBp) : isNull(products.commissionBp),
    );
  }
  if (filter.ids) {
    conditions.push(inArray(products.id, filter.ids));
  }
  return and(...conditions) as SQL;
}

// The brand row belongs to the same seller: the join repeats the owner, as every query here does.
const brandJoin = and(eq(brands.id, products.brandId), eq(brands.sellerId, products.sellerId));

// Written out whole: drizzle leaves columns unqualified when a query has one table, and an
// unqualified "id" inside the subquery would mean the subquery's own row.
const variationCount = sql<number>`(select count(*)::int from products v where v.parent_id = products.id)`;

const rowColumns = { product: products, brandName: brands.marketplaceBrandName, variationCount };

function orderOf(sortBy: TProductSort, sortOrder: 'asc' | 'desc'): SQL[] {
  const direction = sortOrder === 'asc' ? asc : desc;
  // The id breaks ties, so a page never repeats or skips a product. Price and commission keep
  // products without one last in both directions; each order matches its index exactly.
  const nullsLast = (column: SQLWrapper) => [
    sql`${column} ${sql.raw(sortOrder)} nulls last`,
    sql`${products.id} ${sql.raw(sortOrder)} nulls last`,
  ];
  const orders: Record<TProductSort, SQL[]> = {
    newest: [direction(products.createdAt), direction(products.id)],
    title: [direction(products.title), direction(products.id)],
    price: nullsLast(products.priceMinor),
    commission: nullsLast(products.commissionBp),
  };
  return orders[sortBy];
}

const flatten = (
  rows: { product: typeof products.$inferSelect; brandName: string; variationCount: number }[],
) => rows.map(({ product, brandName, variationCount: n }) => ({ ...product, brandName, variationCount: n }));

/**
 * One page of the list. The page's ids are chosen first over the narrow rows (a sort on
 * commission or on price from the highest has no index and orders the whole filtered set: sorting
 * ids costs half what sorting whole rows does), then only those rows are read, with their
 * variation counts (counted for the page's rows only, never for the rows OFFSET skips).
 */
export async function listProductRows(
  db: TDb,
  filter: TProductFilter,
  page: { sortBy: TProductSort; sortOrder: 'asc' | 'desc'; limit: number; offset: number },
): Promise<TProductRowData[]> {
  const order = orderOf(page.sortBy, page.sortOrder);
  const pageIds = db
    .select({ id: products.id })
    .from(products)
    .innerJoin(brands, brandJoin)
    .where(listWhere(filter))
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
  const rows = await db
    .select(rowColumns)
    .from(products)
    .innerJoin(brands, brandJoin)
    .where(and(eq(products.sellerId, filter.sellerId), inArray(products.id, pageIds)))
    .orderBy(...order);
  return flatten(rows);
}

/**
 * The filter's total. Without a search or a selection it is summed from the seller's few
 * `product_list_counts` rows (kept by the products triggers); otherwise the matches are counted.
 */
export async function countProductRows(db: TDb, filter: TProductFilter): Promise<number> {
  if (filter.search || filter.ids) {
    const [row] = await db
      .select({ value: count() })
      .from(products)
      .innerJoin(brands, brandJoin)
      .where(listWhere(filter));
    return row?.value ?? 0;
  }
  const [row] = await countsOfActiveBrands(db, filter.sellerId, filter.countryCode, [
    filter.brandId ? eq(productListCounts.brandId, filter.brandId) : undefined,
    filter.status ? eq(productListCounts.status, filter.status) : undefined,
    filter.commission ? eq(productListCounts.hasCommission, filter.commission === 'set') : undefined,
  ]);
  return row?.total ?? 0;
}

/** Sums of the seller's counts in one marketplace, over its active brands, narrowed by `where`. */
function countsOfActiveBrands(
  db: TDb,
  sellerId: string,
  countryCode: string,
  where: (SQL | undefined)[] = [],
) {
  const n = productListCounts.products;
  return db
    .select({
      total: sql<number>`coalesce(sum(${n}), 0)::int`,
      active: sql<number>`coalesce(sum(${n}) filter (where ${productListCounts.status} = 'active'), 0)::int`,
      withCommission: sql<number>`coalesce(sum(${n}) filter (where ${productListCounts.hasCommission}), 0)::int`,
    })
    .from(productListCounts)
    .innerJoin(
      brands,
      and(
        eq(brands.id, productListCounts.brandId),
        eq(brands.sellerId, productListCounts.sellerId),
        eq(brands.status, 'active'),
      ),
    )
    .where(
      and(eq(productListCounts.sellerId, sellerId), eq(productListCounts.countryCode, countryCode), ...where),
    );
}

/** Totals of the list without filters: by status and by commission set or not. */
export async function countProductsByState(db: TDb, sellerId: string, countryCode: string) {
  const [row] = await countsOfActiveBrands(db, sellerId, countryCode);
  return { total: row?.total ?? 0, active: row?.active ?? 0, withCommission: row?.withCommission ?? 0 };
}

/** One product of the seller (a top-level product or a variation), whatever its brand's state. */
export async function findProductRow(
  db: TDb,
  sellerId: string,
  id: string,
): Promise<TProductRowData | undefined> {
  const rows = await db
    .select(rowColumns)
    .from(products)
    .innerJoin(brands, brandJoin)
    .where(and(eq(products.sellerId, sellerId), eq(products.id, id)))
    .limit(1);
  return flatten(rows)[0];
}

/** Every export row of the filter, newest first (EXPORT seller/product/export). */
export async function findExportProductRows(db: TDb, filter: TProductFilter): Promise<TProductRowData[]> {
  const rows = await db
    .select(rowColumns)
    .from(products)
    .innerJoin(brands, brandJoin)
    .where(listWhere(filter))
    .orderBy(...orderOf('newest', 'desc'));
  return flatten(rows);
}

const variationWhere = (sellerId: string, parentId: string) =>
  and(eq(products.sellerId, sellerId), eq(products.parentId, parentId));

export async function listVariations(
  db: TDb,
  sellerId: string,
  parentId: string,
  page: { limit: number; offset: number },
) {
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(products)
      .where(variationWhere(sellerId, parentId))
      .orderBy(asc(products.title), asc(products.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ value: count() }).from(products).where(variationWhere(sellerId, parentId)),
  ]);
  return { items, total: total?.value ?? 0 };
}

/** The attribute names a product's variations differ by (Color, Size…), sorted. */
export async function findVariationThemes(db: TDb, sellerId: string, parentId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ key: sql<string>`jsonb_object_keys(${products.variationAttributes})` })
    .from(products)
    .where(and(variationWhere(sellerId, parentId), isNotNull(products.variationAttributes)));
  return rows.map((r) => r.key).sort();
}

/** Variation counts of the seller's products among `ids`; ids that are not the seller's are absent. */
export async function countVariationsOf(
  db: TDb,
  sellerId: string,
  ids: string[],
): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: products.id, variationCount })
    .from(products)
    .where(and(eq(products.sellerId, sellerId), inArray(products.id, ids)));
  return new Map(rows.map((r) => [r.id, r.variationCount]));
}

export type TTemplateRow = { asin: string; countryCode: string; commissionBp: number | null; status: string };

/** The commission/status template's rows: the list's products (active brands), by ASIN. */
export async function findTemplateRows(
  db: TDb,
  filter: Pick<TProductFilter, 'sellerId' | 'countryCode' | 'brandId'>,
): Promise<TTemplateRow[]> {
  return db
    .select({
      asin: products.asin,
      countryCode: products.countryCode,
      commissionBp: products.commissionBp,
      status: products.status,
    })
    .from(products)
    .innerJoin(brands, brandJoin)
    .where(listWhere(filter))
    .orderBy(asc(products.asin));
}

/** The product columns a caller reads, one per field of its row type. */
export type TProductColumns<T> = { [K in keyof T]: PgColumn };

/**
 * The seller's products among `ids`, with the columns a caller needs, locked until the
 * transaction ends so two writers of one product queue up (a double click writes once; two
 * overlapping deals cannot both pass the check). Ids of other sellers are simply absent. Locked
 * in id order, so two batches never deadlock.
 */
export async function lockSellerProducts<T>(
  tx: TTx,
  sellerId: string,
  ids: string[],
  columns: TProductColumns<T>,
): Promise<T[]> {
  const rows = await tx
    .select(columns as Record<string, PgColumn>)
    .from(products)
    .where(and(eq(products.sellerId, sellerId), sql`${products.id} = any(${sql.param(ids)}::text[])`))
    .orderBy(products.id)
    .for('update');
  return rows as T[];
}

/** The seller's products with these ASINs (any country), for a CSV: commissions or deals. */
export async function findSellerProductsByAsin<T>(
  db: TTx,
  sellerId: string,
  asins: string[],
  columns: TProductColumns<T>,
): Promise<T[]> {
  if (asins.length === 0) {
    return [];
  }
  const rows = await db
    .select(columns as Record<string, PgColumn>)
    .from(products)
    .where(and(eq(products.sellerId, sellerId), sql`${products.asin} = any(${sql.param(asins)}::text[])`));
  return rows as T[];
}
