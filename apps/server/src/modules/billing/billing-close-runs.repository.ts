import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import {
  billingCloses,
  publisherBillingItems,
  publisherBillings,
  sellerBillingItems,
  sellerBillings,
} from '../../db/schema';

export type TCloseRow = typeof billingCloses.$inferSelect;

/**
 * The close of a marketplace's month, made once: its unique key makes a second start (a double
 * click, the schedule of a second instance) find the first one's row.
 */
export async function findOrCreateClose(
  db: TDb,
  close: { id: string; countryCode: string; month: string; requestedBy: string },
): Promise<{ row: TCloseRow; created: boolean }> {
  const [created] = await db.insert(billingCloses).values(close).onConflictDoNothing().returning();
  if (created) {
    return { row: created, created: true };
  }
  const [row] = await db
    .select()
    .from(billingCloses)
    .where(and(eq(billingCloses.countryCode, close.countryCode), eq(billingCloses.month, close.month)));
  return { row: row as TCloseRow, created: false };
}

/** A close just made and refused before it wrote anything. */
export async function deleteClose(db: TDb, id: string): Promise<void> {
  await db.delete(billingCloses).where(and(eq(billingCloses.id, id), eq(billingCloses.sellerBillings, 0)));
}

/** The marketplace's latest month closed (or closing) after `month`, if any. */
export async function findLaterClose(
  db: TDb,
  countryCode: string,
  month: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ month: billingCloses.month })
    .from(billingCloses)
    .where(and(eq(billingCloses.countryCode, countryCode), gt(billingCloses.month, month)))
    .orderBy(desc(billingCloses.month))
    .limit(1);
  return row?.month;
}

/** A failed close asked again: running, its error cleared (the counts stay: they are what is written). */
export async function restartClose(db: TDb, id: string, now: Date): Promise<TCloseRow | undefined> {
  const [row] = await db
    .update(billingCloses)
    .set({ status: 'running', error: null, startedAt: now, finishedAt: null })
    .where(and(eq(billingCloses.id, id), eq(billingCloses.status, 'failed')))
    .returning();
  return row;
}

/** Adds what a chunk wrote to the close's counts. */
export async function addCloseCounts(
  db: Pick<TDb, 'update'>,
  id: string,
  counts: { sellerBillings?: number; publisherBillings?: number },
): Promise<void> {
  await db
    .update(billingCloses)
    .set({
      sellerBillings: sql`${billingCloses.sellerBillings} + ${counts.sellerBillings ?? 0}`,
      publisherBillings: sql`${billingCloses.publisherBillings} + ${counts.publisherBillings ?? 0}`,
    })
    .where(eq(billingCloses.id, id));
}

export async function endClose(
  db: TDb,
  id: string,
  outcome: { status: 'finished' | 'failed'; error: string | null },
  now: Date,
): Promise<TCloseRow> {
  const [row] = await db
    .update(billingCloses)
    .set({ ...outcome, finishedAt: now })
    .where(eq(billingCloses.id, id))
    .returning();
  return row as TCloseRow;
}

/** Closes a stop interrupted (still `running` at start), to queue again. */
export function findRunningCloses(db: TDb): Promise<TCloseRow[]> {
  return db.select().from(billingCloses).where(eq(billingCloses.status, 'running'));
}

/** Newest first, one page, and the total. */
export async function listCloses(
  db: TDb,
  filter: { countryCode?: string },
  page: { limit: number; offset: number },
): Promise<{ rows: TCloseRow[]; total: number }> {
  const where = filter.countryCode ? eq(billingCloses.countryCode, filter.countryCode) : undefined;
  const rows = await db
    .select()
    .from(billingCloses)
    .where(where)
    .orderBy(desc(billingCloses.startedAt), desc(billingCloses.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(billingCloses).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** Renews the planner's row counts of one side's billing tables (PGlite has no autovacuum). */
export async function analyzeBillingTables(db: TDb, side: 'seller' | 'publisher'): Promise<void> {
  await db.execute(
    side === 'seller'
      ? sql`analyze ${sellerBillings}, ${sellerBillingItems}`
      : sql`analyze ${publisherBillings}, ${publisherBillingItems}`,
  );
}
