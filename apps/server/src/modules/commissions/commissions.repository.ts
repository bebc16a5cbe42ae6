import { defaultCommissionConfig, type TCommissionConfig, type TCommissionSource } from '@atlas/shared';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TTx } from '../../db/client';
import { commissionConfigs, commissionHistory, products, users } from '../../db/schema';
import { findSellerProductsByAsin, lockSellerProducts } from '../catalog/products.repository';

/** The database handle or a transaction on it. */

type TStatus = 'inactive' | 'active';

/** What commission and status calls need of a product. */
export type TProductSetting = {
  id: string;
  asin: string;
  countryCode: string;
  parentId: string | null;
  status: TStatus;
  commissionBp: number | null;
  commissionUpdatedAt: Date | null;
};

/** A product's new settings, and what changed, ready to write with its history row. */
export type TProductChange = {
  product: TProductSetting;
  commissionBp: number | null;
  status: TStatus;
};

export type TChangeAuthor = { sellerId: string; changedBy: string; actorUserId: string | null };

/** The seller's override, or DOMAIN.md's defaults when it has none. */
export async function findCommissionConfig(db: TTx, sellerId: string): Promise<TCommissionConfig> {
  const [row] = await db.select().from(commissionConfigs).where(eq(commissionConfigs.sellerId, sellerId));
  if (!row) {
    return { ...defaultCommissionConfig, custom: false };
  }
  return {
    minBp: row.minBp,
    maxBp: row.maxBp,
    stepBp: row.stepBp,
    platformFeeBp: row.platformFeeBp,
    custom: true,
  };
}

const settingColumns = {
  id: products.id,
  asin: products.asin,
  countryCode: products.countryCode,
  parentId: products.parentId,
  status: products.status,
  commissionBp: products.commissionBp,
  commissionUpdatedAt: products.commissionUpdatedAt,
};

/** The seller's products among `ids`, locked for the transaction (see the catalogue's). */
export function lockProductSettings(tx: TTx, sellerId: string, ids: string[]): Promise<TProductSetting[]> {
  return lockSellerProducts<TProductSetting>(tx, sellerId, ids, settingColumns);
}

/**
 * ASINs per lookup of a CSV preview. On PGlite's one connection every other call waits for the
 * query in flight: one lookup of 100 000 ASINs took 1.2 to 2.4 s on a busy machine, one of 5 000
 * at most 0.4 s, with the other calls' queries in between.
 */
export const asinsPerLookup = 5_000;

/** The seller's products with these ASINs (any country), for a CSV preview, a chunk at a time. */
export async function findProductSettingsByAsin(
  db: TTx,
  sellerId: string,
  asins: string[],
): Promise<TProductSetting[]> {
  const chunks: TProductSetting[][] = [];
  for (let start = 0; start < asins.length; start += asinsPerLookup) {
    const chunk = asins.slice(start, start + asinsPerLookup);
    chunks.push(await findSellerProductsByAsin<TProductSetting>(db, sellerId, chunk, settingColumns));
  }
  return chunks.flat();
}

/**
 * Writes the changes and one history row each, in two statements whatever their number (arrays
 * passed as single parameters), so a 100 000-row CSV is as few round trips as one product.
 */
export async function writeProductChanges(
  tx: TTx,
  unsorted: TProductChange[],
  author: TChangeAuthor,
  source: TCommissionSource,
  now: Date,
  newHistoryId: () => string,
): Promise<void> {
  // Stryker disable next-line ConditionalExpression,BlockStatement: two statements over empty arrays change nothing; the guard saves two round trips
  if (unsorted.length === 0) {
    return;
  }
  // In id order, the index pages each statement touches are visited in order (measurably faster
  // for a 100 000-row CSV than file order). The rows are locked in id order already and the two
  // statements give the same result in any order, so no test can tell the sort from its absence.
  // Stryker disable next-line all: the order is a speed matter only (docs/testing.md)
  const changes = [...unsorted].sort((a, b) => (a.product.id < b.product.id ? -1 : 1));
  const ids = changes.map((c) => c.product.id);
  const bps = changes.map((c) => c.commissionBp);
  const statuses = changes.map((c) => c.status);
  const rateChanged = changes.map((c) => c.commissionBp !== c.product.commissionBp);
  await tx.execute(sql`
    update ${products} as p
    set commission_bp = v.bp,
        status = v.status,
        commission_updated_at = case when v.rate_changed then ${now} else p.commission_updated_at end
    from unnest(${sql.param(ids)}::text[], ${sql.param(bps)}::int[], ${sql.param(statuses)}::text[],
                ${sql.param(rateChanged)}::boolean[]) as v(id, bp, status, rate_changed)
    where p.id = v.id and p.seller_id = ${author.sellerId}`);
  await tx.execute(sql`
    insert into ${commissionHistory} (id, seller_id, product_id, old_commission_bp, new_commission_bp,
      old_status, new_status, source, changed_by, actor_user_id, created_at)
    select v.id, ${author.sellerId}, v.product_id, v.old_bp, v.new_bp, v.old_status, v.new_status,
      ${source}, ${author.changedBy}, ${author.actorUserId}, ${now}
    from unnest(${sql.param(changes.map(newHistoryId))}::text[], ${sql.param(ids)}::text[],
                ${sql.param(changes.map((c) => c.product.commissionBp))}::int[], ${sql.param(bps)}::int[],
                ${sql.param(changes.map((c) => c.product.status))}::text[], ${sql.param(statuses)}::text[])
      as v(id, product_id, old_bp, new_bp, old_status, new_status)`);
}

export type THistoryFilter = { sellerId: string; productId?: string; countryCode?: string };

function historyWhere(filter: THistoryFilter): SQL | undefined {
  return and(
    eq(commissionHistory.sellerId, filter.sellerId),
    filter.productId ? eq(commissionHistory.productId, filter.productId) : undefined,
    filter.countryCode ? eq(products.countryCode, filter.countryCode) : undefined,
  );
}

const delegate = alias(users, 'delegate');
const owner = alias(users, 'owner');

/** History rows newest first, with the product and the people named. */
export async function listHistory(db: TTx, filter: THistoryFilter, page: { limit: number; offset: number }) {
  return db
    .select({
      id: commissionHistory.id,
      productId: commissionHistory.productId,
      asin: products.asin,
      countryCode: products.countryCode,
      title: products.title,
      oldCommissionBp: commissionHistory.oldCommissionBp,
      newCommissionBp: commissionHistory.newCommissionBp,
      oldStatus: commissionHistory.oldStatus,
      newStatus: commissionHistory.newStatus,
      source: commissionHistory.source,
      changedById: commissionHistory.changedBy,
      changedByName: owner.name,
      delegateId: commissionHistory.actorUserId,
      delegateName: delegate.name,
      createdAt: commissionHistory.createdAt,
    })
    .from(commissionHistory)
    .innerJoin(products, eq(products.id, commissionHistory.productId))
    .leftJoin(owner, eq(owner.id, commissionHistory.changedBy))
    .leftJoin(delegate, eq(delegate.id, commissionHistory.actorUserId))
    .where(historyWhere(filter))
    .orderBy(desc(commissionHistory.createdAt), desc(commissionHistory.id))
    .limit(page.limit)
    .offset(page.offset);
}

export type THistoryRow = Awaited<ReturnType<typeof listHistory>>[number];

export async function countHistory(db: TTx, filter: THistoryFilter): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(commissionHistory)
    .innerJoin(products, eq(products.id, commissionHistory.productId))
    .where(historyWhere(filter));
  // Stryker disable next-line OptionalChaining,LogicalOperator: a count always answers one row
  return row?.value ?? 0;
}

/** Whether the seller owns the product: `?id=` of another seller answers 404. */
export async function sellerOwnsProduct(db: TTx, sellerId: string, productId: string): Promise<boolean> {
  const [row] = await db
    // Stryker disable next-line ObjectLiteral: Drizzle reads every column for an empty selection, the id among them
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.sellerId, sellerId), eq(products.id, productId)));
  return row?.id === productId;
}

/**
 * The product's commission and status in force at an instant: the last change made at or before
 * it, or none (the product had never been set). Conversions ask it for the end of an order's day.
 */
export async function findSettingsAt(db: TTx, productId: string, at: Date) {
  const [row] = await db
    .select({ commissionBp: commissionHistory.newCommissionBp, status: commissionHistory.newStatus })
    .from(commissionHistory)
    .where(and(eq(commissionHistory.productId, productId), sql`${commissionHistory.createdAt} <= ${at}`))
    .orderBy(desc(commissionHistory.createdAt))
    .limit(1);
  return row ?? { commissionBp: null, status: 'inactive' as const };
}
