import type { TBillingDisplayStatus } from '@atlas/shared';
import { and, asc, count, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TDb } from '../../db/client';
import { rowsAfter } from '../../db/keyset';
import { products, sellerBillingItems, sellerBillings, users } from '../../db/schema';
import { displayStatusWhere } from './billing-status-where';

// Reads of sellers' billings, always by the owner's id (or an operator's filter of one seller).

export type TSellerBillingRow = typeof sellerBillings.$inferSelect;

export type TSellerBillingFilter = {
  /** Always set for a seller; an operator's export may read every seller. */
  sellerId?: string;
  countryCode?: string;
  status?: TBillingDisplayStatus;
  monthFrom?: string;
  monthTo?: string;
};

export function billingWhere(filter: TSellerBillingFilter, now: Date): SQL | undefined {
  return and(
    filter.sellerId === undefined ? undefined : eq(sellerBillings.sellerId, filter.sellerId),
    filter.countryCode ? eq(sellerBillings.countryCode, filter.countryCode) : undefined,
    displayStatusWhere(sellerBillings, filter.status, now),
    filter.monthFrom ? gte(sellerBillings.month, filter.monthFrom) : undefined,
    filter.monthTo ? lte(sellerBillings.month, filter.monthTo) : undefined,
  );
}

/** Where a keyset page of billings starts: after this billing, in the list's order. */
type TBillingCursor = Pick<TSellerBillingRow, 'month' | 'countryCode' | 'id'>;

/**
 * Newest month first, one page, and the total: by position (the list) or after a billing (the
 * export; a seller's billings are read on `seller_billings_seller_idx`).
 */
export async function listSellerBillingRows(
  db: TDb,
  filter: TSellerBillingFilter & { sellerId: string },
  page: { limit: number; offset?: number; after?: TBillingCursor },
  now: Date,
): Promise<{ rows: TSellerBillingRow[]; total: number }> {
  const where = billingWhere(filter, now);
  const after = page.after
    ? rowsAfter([
        { column: sellerBillings.month, desc: true, value: page.after.month },
        { column: sellerBillings.countryCode, value: page.after.countryCode },
        { column: sellerBillings.id, desc: true, value: page.after.id },
      ])
    : undefined;
  const rows = await db
    .select()
    .from(sellerBillings)
    .where(and(where, after))
    .orderBy(desc(sellerBillings.month), asc(sellerBillings.countryCode), desc(sellerBillings.id))
    .limit(page.limit)
    .offset(page.offset ?? 0);
  const [total] = await db.select({ n: count() }).from(sellerBillings).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** The seller's billing, or nothing (another seller's answers like an unknown one). */
export async function findSellerBilling(
  db: TDb,
  sellerId: string,
  billingId: string,
): Promise<TSellerBillingRow | undefined> {
  const [row] = await db
    .select()
    .from(sellerBillings)
    .where(and(eq(sellerBillings.id, billingId), eq(sellerBillings.sellerId, sellerId)));
  return row;
}

export const itemColumns = {
  publisherId: sellerBillingItems.publisherId,
  publisherName: sql<string>`coalesce(${users.name}, '')`,
  asin: sellerBillingItems.asin,
  productId: sellerBillingItems.productId,
  productTitle: products.title,
  brandName: sellerBillingItems.brandName,
  month: sellerBillingItems.month,
  orders: sellerBillingItems.orders,
  units: sellerBillingItems.units,
  salesMinor: sellerBillingItems.salesMinor,
  commissionMinor: sellerBillingItems.commissionMinor,
  platformFeeMinor: sellerBillingItems.platformFeeMinor,
  totalMinor: sellerBillingItems.totalMinor,
};

/** Where a keyset page of items starts: after this item, in the items' order (their key). */
type TItemCursor = { month: string; asin: string; publisherId: string };

const itemsAfter = (after: TItemCursor) => [
  { column: sellerBillingItems.month, desc: true, value: after.month },
  { column: sellerBillingItems.asin, value: after.asin },
  { column: sellerBillingItems.publisherId, value: after.publisherId },
];

/**
 * A billing's items: its own month first, then restated months; by product and publisher. By
 * position (the list) or after an item (the export).
 */
export async function listBillingItems(
  db: TDb,
  billingId: string,
  page: { limit: number; offset?: number; after?: TItemCursor },
) {
  const where = eq(sellerBillingItems.billingId, billingId);
  const rows = await db
    .select(itemColumns)
    .from(sellerBillingItems)
    .leftJoin(users, eq(users.id, sellerBillingItems.publisherId))
    .leftJoin(products, eq(products.id, sellerBillingItems.productId))
    .where(and(where, page.after ? rowsAfter(itemsAfter(page.after)) : undefined))
    .orderBy(
      desc(sellerBillingItems.month),
      asc(sellerBillingItems.asin),
      asc(sellerBillingItems.publisherId),
    )
    .limit(page.limit)
    .offset(page.offset ?? 0);
  const [total] = await db.select({ n: count() }).from(sellerBillingItems).where(where);
  return { rows, total: total?.n ?? 0 };
}

const sum = (column: AnyPgColumn) => sql<string>`sum(${column})`;

/** The invoice's lines: a product's items summed over its publishers, each month apart. */
export async function invoiceLineRows(db: TDb, billingId: string) {
  const rows = await db
    .select({
      asin: sellerBillingItems.asin,
      month: sellerBillingItems.month,
      productTitle: sql<string | null>`max(${products.title})`,
      brandName: sql<string>`max(${sellerBillingItems.brandName})`,
      orders: sum(sellerBillingItems.orders),
      units: sum(sellerBillingItems.units),
      salesMinor: sum(sellerBillingItems.salesMinor),
      commissionMinor: sum(sellerBillingItems.commissionMinor),
      platformFeeMinor: sum(sellerBillingItems.platformFeeMinor),
      totalMinor: sum(sellerBillingItems.totalMinor),
    })
    .from(sellerBillingItems)
    .leftJoin(products, eq(products.id, sellerBillingItems.productId))
    .where(eq(sellerBillingItems.billingId, billingId))
    .groupBy(sellerBillingItems.asin, sellerBillingItems.month)
    .orderBy(desc(sellerBillingItems.month), asc(sellerBillingItems.asin));
  return rows.map((r) => ({
    ...r,
    orders: Number(r.orders),
    units: Number(r.units),
    salesMinor: Number(r.salesMinor),
    commissionMinor: Number(r.commissionMinor),
    platformFeeMinor: Number(r.platformFeeMinor),
    totalMinor: Number(r.totalMinor),
  }));
}

/** Per currency: the unpaid and processing billings, and the overdue part. */
export async function paymentPendingRows(db: TDb, sellerId: string, now: Date) {
  const overdue = sql`${sellerBillings.status} = 'unpaid' and ${sellerBillings.dueAt} <= ${now.toISOString()}::timestamptz`;
  const rows = await db
    .select({
      currency: sellerBillings.currency,
      count: sql<string>`count(*)`,
      totalMinor: sql<string>`sum(${sellerBillings.totalMinor})`,
      overdueCount: sql<string>`count(*) filter (where ${overdue})`,
      overdueMinor: sql<string>`coalesce(sum(${sellerBillings.totalMinor}) filter (where ${overdue}), 0)`,
    })
    .from(sellerBillings)
    .where(
      and(eq(sellerBillings.sellerId, sellerId), sql`${sellerBillings.status} in ('unpaid', 'processing')`),
    )
    .groupBy(sellerBillings.currency)
    .orderBy(asc(sellerBillings.currency));
  return rows.map((r) => ({
    currency: r.currency,
    count: Number(r.count),
    totalMinor: Number(r.totalMinor),
    overdueCount: Number(r.overdueCount),
    overdueMinor: Number(r.overdueMinor),
  }));
}

/**
 * A page of every seller's billing items under the operator's filter, newest billing month first,
 * after the previous page's last item (keyset: billing month, invoice number, then the item's key).
 */
export function allSellerItemsPage(
  db: TDb,
  filter: TSellerBillingFilter,
  now: Date,
  { after, limit }: { after?: TItemCursor & { billingMonth: string; invoiceNumber: number }; limit: number },
) {
  const keyset = after
    ? rowsAfter([
        { column: sellerBillings.month, desc: true, value: after.billingMonth },
        { column: sellerBillings.invoiceNumber, value: after.invoiceNumber },
        ...itemsAfter(after),
      ])
    : undefined;
  return db
    .select({
      ...itemColumns,
      billingId: sellerBillings.id,
      invoiceNumber: sellerBillings.invoiceNumber,
      sellerId: sellerBillings.sellerId,
      billingMonth: sellerBillings.month,
      countryCode: sellerBillings.countryCode,
      currency: sellerBillings.currency,
      status: sellerBillings.status,
    })
    .from(sellerBillingItems)
    .innerJoin(sellerBillings, eq(sellerBillings.id, sellerBillingItems.billingId))
    .leftJoin(users, eq(users.id, sellerBillingItems.publisherId))
    .leftJoin(products, eq(products.id, sellerBillingItems.productId))
    .where(and(billingWhere(filter, now), keyset))
    .orderBy(
      desc(sellerBillings.month),
      asc(sellerBillings.invoiceNumber),
      desc(sellerBillingItems.month),
      asc(sellerBillingItems.asin),
      asc(sellerBillingItems.publisherId),
    )
    .limit(limit);
}

/** The name, e-mail and profile an invoice prints for its seller. */
export async function sellerIdentity(db: TDb, sellerId: string) {
  const [seller] = await db
    .select({ name: users.name, email: users.email, profile: users.profile })
    .from(users)
    .where(eq(users.id, sellerId));
  return seller;
}
