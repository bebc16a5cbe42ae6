import type { TCsvRowOutcome } from '@atlas/shared';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { TTx } from '../../db/client';
import { commissionCsvUploads } from '../../db/schema';
import type { TStoredRow } from './commission-csv-rows';

export type TUploadRow = typeof commissionCsvUploads.$inferSelect;
type TUploadHead = Omit<TUploadRow, 'rows'>;

const headColumns = {
  id: commissionCsvUploads.id,
  sellerId: commissionCsvUploads.sellerId,
  fileName: commissionCsvUploads.fileName,
  status: commissionCsvUploads.status,
  summary: commissionCsvUploads.summary,
  createdAt: commissionCsvUploads.createdAt,
  appliedAt: commissionCsvUploads.appliedAt,
};

export async function insertUpload(db: TTx, row: typeof commissionCsvUploads.$inferInsert): Promise<void> {
  await db.insert(commissionCsvUploads).values(row);
}

/** Previews older than the cut-off are dropped: each may hold 100 000 rows. */
export async function deleteOldUploads(db: TTx, sellerId: string, before: Date): Promise<void> {
  await db
    .delete(commissionCsvUploads)
    .where(and(eq(commissionCsvUploads.sellerId, sellerId), lt(commissionCsvUploads.createdAt, before)));
}

/** The preview without its rows (the rows stay in the database; pages are cut there). */
export async function findUploadHead(
  db: TTx,
  sellerId: string,
  id: string,
): Promise<TUploadHead | undefined> {
  const [row] = await db
    .select(headColumns)
    .from(commissionCsvUploads)
    .where(and(eq(commissionCsvUploads.sellerId, sellerId), eq(commissionCsvUploads.id, id)));
  return row;
}

/** The preview with its rows, locked: a second apply of it waits, then sees it applied. */
export async function lockUpload(db: TTx, sellerId: string, id: string): Promise<TUploadRow | undefined> {
  const [row] = await db
    .select()
    .from(commissionCsvUploads)
    .where(and(eq(commissionCsvUploads.sellerId, sellerId), eq(commissionCsvUploads.id, id)))
    .for('update');
  return row;
}

export async function markApplied(
  db: TTx,
  sellerId: string,
  id: string,
  appliedAt: Date,
  summary: Record<string, number>,
): Promise<void> {
  await db
    .update(commissionCsvUploads)
    .set({ status: 'applied', appliedAt, summary })
    .where(and(eq(commissionCsvUploads.sellerId, sellerId), eq(commissionCsvUploads.id, id)));
}

/**
 * One page of a preview's rows in file order, optionally of one outcome, cut inside the database
 * so a 100 000-row preview never travels whole for a page of 50. Outcome is the tuple's 5th item.
 */
export async function listUploadRows(
  db: TTx,
  sellerId: string,
  id: string,
  outcome: TCsvRowOutcome | undefined,
  page: { limit: number; offset: number },
): Promise<{ rows: TStoredRow[]; total: number }> {
  const filter = outcome ? sql`and r.value ->> 4 = ${outcome}` : sql``;
  const result = await db.execute<{ value: TStoredRow; total: string }>(sql`
    select r.value, count(*) over () as total
    from ${commissionCsvUploads} u
    cross join lateral jsonb_array_elements(u.rows) with ordinality as r(value, n)
    where u.id = ${id} and u.seller_id = ${sellerId} ${filter}
    order by r.n
    limit ${page.limit} offset ${page.offset}`);
  const first = result.rows[0];
  if (first) {
    return { rows: result.rows.map((r) => r.value), total: Number(first.total) };
  }
  const counted = await db.execute<{ total: string }>(sql`
    select count(*) as total
    from ${commissionCsvUploads} u
    cross join lateral jsonb_array_elements(u.rows) as r(value)
    where u.id = ${id} and u.seller_id = ${sellerId} ${filter}`);
  return { rows: [], total: Number(counted.rows[0]?.total ?? 0) };
}
