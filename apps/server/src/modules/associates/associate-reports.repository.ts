import { and, asc, count, desc, eq, gte, isNotNull, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { TTx } from '../../db/client';
import {
  associateReportBatches,
  associateReportRows,
  brands,
  commissionConfigs,
  products,
  users,
} from '../../db/schema';

// Queries of uploaded associates earnings reports: batches and their lines. Every read names
// the publisher, and reads the publisher's index (publisher, marketplace, day) or the batch's.

export type TBatchRow = typeof associateReportBatches.$inferSelect;
export type TNewBatch = typeof associateReportBatches.$inferInsert;
export type TNewReportRow = typeof associateReportRows.$inferInsert;
export type TReportRowRecord = typeof associateReportRows.$inferSelect;

/** A seller's product a report line's ASIN may be: one per seller selling it in the marketplace. */
export type TProductMatch = {
  productId: string;
  sellerId: string;
  brandId: string;
  brandName: string;
  asin: string;
};

/**
 * Every seller's products with these ASINs in the marketplace, oldest first. No index leads with
 * the ASIN (the products' key leads with the seller), so this is one scan of the marketplace's
 * products per upload, never one query per line.
 */
export async function findProductsByAsins(
  db: TTx,
  countryCode: string,
  asins: string[],
): Promise<TProductMatch[]> {
  if (asins.length === 0) {
    return [];
  }
  return (
    db
      .select({
        productId: products.id,
        sellerId: products.sellerId,
        brandId: products.brandId,
        brandName: brands.marketplaceBrandName,
        asin: products.asin,
      })
      .from(products)
      // a join on the unnested list (hashed), not `= any(…)`, which compares every product with
      // every ASIN of the file (40 000 ASINs over 20 000 products: half a minute)
      .innerJoin(
        sql`unnest(${sql.param(asins)}::text[]) as wanted(asin)`,
        sql`wanted.asin = ${products.asin}`,
      )
      .innerJoin(brands, eq(brands.id, products.brandId))
      .where(eq(products.countryCode, countryCode))
      .orderBy(asc(products.createdAt), asc(products.id))
  );
}

/** The platform fee of each seller that has its own configuration (the others pay the default). */
export async function findPlatformFees(db: TTx, sellerIds: string[]): Promise<Map<string, number>> {
  if (sellerIds.length === 0) {
    return new Map();
  }
  const rows = await db
    .select({ sellerId: commissionConfigs.sellerId, feeBp: commissionConfigs.platformFeeBp })
    .from(commissionConfigs)
    .where(sql`${commissionConfigs.sellerId} = any(${sql.param(sellerIds)}::text[])`);
  return new Map(rows.map((r) => [r.sellerId, r.feeBp]));
}

export async function findAppliedBatchByFile(
  db: TTx,
  publisherId: string,
  countryCode: string,
  sha256: string,
): Promise<TBatchRow | undefined> {
  const [row] = await db
    .select()
    .from(associateReportBatches)
    .where(
      and(
        eq(associateReportBatches.publisherId, publisherId),
        eq(associateReportBatches.countryCode, countryCode),
        eq(associateReportBatches.fileSha256, sha256),
        eq(associateReportBatches.status, 'applied'),
      ),
    );
  return row;
}

export type TPeriodKey = { publisherId: string; countryCode: string; start: string; end: string };

const inPeriod = (key: TPeriodKey) =>
  and(
    eq(associateReportRows.publisherId, key.publisherId),
    eq(associateReportRows.countryCode, key.countryCode),
    gte(associateReportRows.day, key.start),
    lte(associateReportRows.day, key.end),
  );

/** Lines of earlier uploads on the days of a period: what an upload of it replaces. */
export async function countRowsInPeriod(db: TTx, key: TPeriodKey): Promise<number> {
  const [row] = await db.select({ n: count() }).from(associateReportRows).where(inPeriod(key));
  return row?.n ?? 0;
}

/** One upload at a time per publisher: two overlapping files never replace each other half-way. */
export async function lockPublisherUploads(tx: TTx, publisherId: string): Promise<void> {
  await tx.execute(sql`select id from ${users} where id = ${publisherId} for update`);
}

/** Removes the lines of earlier uploads on the period's days; answers the batches they were in. */
export async function deleteRowsInPeriod(
  tx: TTx,
  key: TPeriodKey,
): Promise<{ batchIds: string[]; removed: number }> {
  const removed = await tx
    .delete(associateReportRows)
    .where(inPeriod(key))
    .returning({ batchId: associateReportRows.batchId });
  return { batchIds: [...new Set(removed.map((r) => r.batchId))], removed: removed.length };
}

/** A batch's counts after some of its lines were replaced; one left with none is 'replaced'. */
export async function recountBatches(tx: TTx, batchIds: string[]): Promise<void> {
  if (batchIds.length === 0) {
    return;
  }
  await tx.execute(sql`
    update ${associateReportBatches} as b
    set row_count = c.total, matched_rows = c.matched,
        status = case when c.total = 0 then 'replaced' else b.status end
    from (
      select id.id,
        (select count(*) from ${associateReportRows} r where r.batch_id = id.id)::int as total,
        (select count(*) from ${associateReportRows} r where r.batch_id = id.id and r.unmatched_reason is null)::int as matched
      from unnest(${sql.param(batchIds)}::text[]) as id(id)
    ) as c
    where b.id = c.id`);
}

/** The new batch, unless the same file was applied meanwhile (the partial unique key): then nothing. */
export async function insertBatch(tx: TTx, batch: TNewBatch): Promise<TBatchRow | undefined> {
  const inserted = await tx
    .insert(associateReportBatches)
    .values(batch)
    .onConflictDoNothing({
      target: [
        associateReportBatches.publisherId,
        associateReportBatches.countryCode,
        associateReportBatches.fileSha256,
      ],
      where: sql`status = 'applied'`,
    })
    .returning();
  return inserted[0];
}

const insertChunk = 10_000;

/** A batch's lines, each chunk one statement of column arrays (200 000 lines: 20 statements). */
export async function insertReportRows(tx: TTx, rows: TNewReportRow[]): Promise<void> {
  for (let at = 0; at < rows.length; at += insertChunk) {
    const chunk = rows.slice(at, at + insertChunk);
    const col = <K extends keyof TNewReportRow>(key: K) => sql.param(chunk.map((r) => r[key] ?? null));
    await tx.execute(sql`
      insert into ${associateReportRows} (id, batch_id, publisher_id, country_code, currency, day, line_no, asin,
        title, category, tracking_tag, price_minor, items_shipped, items_returned, revenue_minor, ad_fees_minor,
        product_id, seller_id, brand_id, brand_name, unmatched_reason, commission_bp, commission_minor,
        platform_fee_minor, cost_minor)
      select * from unnest(${col('id')}::text[], ${col('batchId')}::text[], ${col('publisherId')}::text[],
        ${col('countryCode')}::text[], ${col('currency')}::text[], ${col('day')}::date[], ${col('lineNo')}::int[],
        ${col('asin')}::text[], ${col('title')}::text[], ${col('category')}::text[], ${col('trackingTag')}::text[],
        ${col('priceMinor')}::bigint[], ${col('itemsShipped')}::int[], ${col('itemsReturned')}::int[],
        ${col('revenueMinor')}::bigint[], ${col('adFeesMinor')}::bigint[], ${col('productId')}::text[],
        ${col('sellerId')}::text[], ${col('brandId')}::text[], ${col('brandName')}::text[],
        ${col('unmatchedReason')}::text[], ${col('commissionBp')}::int[], ${col('commissionMinor')}::bigint[],
        ${col('platformFeeMinor')}::bigint[], ${col('costMinor')}::bigint[])`);
  }
}

export async function findBatch(db: TTx, publisherId: string, id: string): Promise<TBatchRow | undefined> {
  const [row] = await db
    .select()
    .from(associateReportBatches)
    .where(and(eq(associateReportBatches.publisherId, publisherId), eq(associateReportBatches.id, id)));
  return row;
}

/** A publisher's batch's first lines, in file order (the batch index). */
export function findBatchRows(
  db: TTx,
  publisherId: string,
  batchId: string,
  limit: number,
): Promise<TReportRowRecord[]> {
  return db
    .select()
    .from(associateReportRows)
    .where(and(eq(associateReportRows.publisherId, publisherId), eq(associateReportRows.batchId, batchId)))
    .orderBy(asc(associateReportRows.lineNo))
    .limit(limit);
}

export type TBatchFilter = { publisherId: string; countryCode?: string };

const batchWhere = (filter: TBatchFilter) =>
  and(
    eq(associateReportBatches.publisherId, filter.publisherId),
    filter.countryCode ? eq(associateReportBatches.countryCode, filter.countryCode) : undefined,
  );

/** A publisher's uploads, newest first (the publisher's batch index). */
export async function listBatches(db: TTx, filter: TBatchFilter, page: { limit: number; offset: number }) {
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(associateReportBatches)
      .where(batchWhere(filter))
      .orderBy(desc(associateReportBatches.createdAt), desc(associateReportBatches.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(associateReportBatches).where(batchWhere(filter)),
  ]);
  return { items, total: total?.n ?? 0 };
}

export type TRowFilter = {
  publisherId: string;
  countryCode: string;
  batchId?: string;
  startDate?: string;
  endDate?: string;
  asin?: string;
  matched?: boolean;
};

function rowWhere(filter: TRowFilter): SQL | undefined {
  const r = associateReportRows;
  return and(
    eq(r.publisherId, filter.publisherId),
    eq(r.countryCode, filter.countryCode),
    filter.batchId ? eq(r.batchId, filter.batchId) : undefined,
    filter.startDate ? gte(r.day, filter.startDate) : undefined,
    filter.endDate ? lte(r.day, filter.endDate) : undefined,
    filter.asin ? eq(r.asin, filter.asin) : undefined,
    filter.matched === undefined
      ? undefined
      : filter.matched
        ? isNull(r.unmatchedReason)
        : isNotNull(r.unmatchedReason),
  );
}

/** A publisher's lines of one marketplace, newest day first, then in file order. */
export async function listReportRows(db: TTx, filter: TRowFilter, page: { limit: number; offset: number }) {
  const r = associateReportRows;
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(r)
      .where(rowWhere(filter))
      .orderBy(desc(r.day), asc(r.batchId), asc(r.lineNo))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(r).where(rowWhere(filter)),
  ]);
  return { items, total: total?.n ?? 0 };
}
