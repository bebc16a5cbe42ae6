import type { TDealState } from '@atlas/shared';
import { and, count, desc, eq, gt, ilike, lte, or, type SQL, sql } from 'drizzle-orm';
import type { TTx } from '../../db/client';
import { deals, products } from '../../db/schema';
import { containing } from '../../platform/like';
import { findSellerProductsByAsin, lockSellerProducts } from '../catalog/products.repository';

export type TDealRow = typeof deals.$inferSelect;
export type TDealInsert = typeof deals.$inferInsert;

/** What deal rules need of a product. */
export type TDealProduct = {
  id: string;
  asin: string;
  countryCode: string;
  parentId: string | null;
  title: string;
  imageUrl: string | null;
  priceMinor: number | null;
  currency: string;
  commissionBp: number | null;
};

const productColumns = {
  id: products.id,
  asin: products.asin,
  countryCode: products.countryCode,
  parentId: products.parentId,
  title: products.title,
  imageUrl: products.imageUrl,
  priceMinor: products.priceMinor,
  currency: products.currency,
  commissionBp: products.commissionBp,
};

/** The seller's products among `ids`, locked: deals of one product are written one at a time. */
export function lockDealProducts(tx: TTx, sellerId: string, ids: string[]): Promise<TDealProduct[]> {
  return lockSellerProducts<TDealProduct>(tx, sellerId, ids, productColumns);
}

/** The seller's products with these ASINs (any country), for a deal CSV. */
export function findDealProductsByAsin(db: TTx, sellerId: string, asins: string[]): Promise<TDealProduct[]> {
  return findSellerProductsByAsin<TDealProduct>(db, sellerId, asins, productColumns);
}

/** Every deal of these products (for the overlap check), oldest first. */
export function findDealsOfProducts(db: TTx, productIds: string[]): Promise<TDealRow[]> {
  return db
    .select()
    .from(deals)
    .where(sql`${deals.productId} = any(${sql.param(productIds)}::text[])`)
    .orderBy(deals.startsAt);
}

export async function findDeal(db: TTx, sellerId: string, id: string): Promise<TDealRow | undefined> {
  const [row] = await db
    .select()
    .from(deals)
    .where(and(eq(deals.sellerId, sellerId), eq(deals.id, id)));
  return row;
}

/** In slices: one INSERT may carry at most 65 535 parameters. */
export async function insertDeals(db: TTx, rows: TDealInsert[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 1000) {
    await db.insert(deals).values(rows.slice(i, i + 1000));
  }
}

export async function updateDeal(
  db: TTx,
  sellerId: string,
  id: string,
  patch: Partial<TDealInsert>,
): Promise<void> {
  await db
    .update(deals)
    .set(patch)
    .where(and(eq(deals.sellerId, sellerId), eq(deals.id, id)));
}

export async function deleteDeal(db: TTx, sellerId: string, id: string): Promise<void> {
  await db.delete(deals).where(and(eq(deals.sellerId, sellerId), eq(deals.id, id)));
}

export type TDealFilter = {
  sellerId: string;
  countryCode?: string;
  state?: TDealState;
  search?: string;
  now: Date;
};

function stateWhere(state: TDealState | undefined, now: Date): SQL | undefined {
  if (state === 'upcoming') {
    return gt(deals.startsAt, now);
  }
  if (state === 'running') {
    return and(lte(deals.startsAt, now), gt(deals.endsAt, now));
  }
  if (state === 'ended') {
    return lte(deals.endsAt, now);
  }
  return undefined;
}

function dealWhere(filter: TDealFilter): SQL | undefined {
  const search = filter.search ? containing(filter.search) : undefined;
  return and(
    eq(deals.sellerId, filter.sellerId),
    filter.countryCode ? eq(products.countryCode, filter.countryCode) : undefined,
    stateWhere(filter.state, filter.now),
    search ? or(ilike(products.asin, search), ilike(products.title, search)) : undefined,
  );
}

/** A page of the seller's deals with their products: running and upcoming by start, newest first. */
export async function listDeals(db: TTx, filter: TDealFilter, page: { limit: number; offset: number }) {
  return db
    .select({ deal: deals, product: productColumns })
    .from(deals)
    .innerJoin(products, eq(products.id, deals.productId))
    .where(dealWhere(filter))
    .orderBy(desc(deals.startsAt), desc(deals.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countDeals(db: TTx, filter: TDealFilter): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(deals)
    .innerJoin(products, eq(products.id, deals.productId))
    .where(dealWhere(filter));
  // Stryker disable next-line OptionalChaining,LogicalOperator: a count always answers one row
  return row?.value ?? 0;
}

export async function findDealWithProduct(db: TTx, sellerId: string, id: string) {
  const [row] = await db
    .select({ deal: deals, product: productColumns })
    .from(deals)
    .innerJoin(products, eq(products.id, deals.productId))
    .where(and(eq(deals.sellerId, sellerId), eq(deals.id, id)));
  return row;
}

/** Deals of a product that overlap [startsAt, endsAt), other than `exceptId`. */
export function overlapping(
  rows: TDealRow[],
  startsAt: Date,
  endsAt: Date,
  exceptId?: string,
): TDealRow | undefined {
  return rows.find((d) => d.id !== exceptId && d.startsAt < endsAt && d.endsAt > startsAt);
}
