import type { TAttributionRunStatus } from '@atlas/shared';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { TDb, TTx } from '../../db/client';
import { attributionRuns } from '../../db/schema';

export type TRunRow = typeof attributionRuns.$inferSelect;

/**
 * The run of a marketplace day still running, or a new one: under a transaction lock on the
 * day, so two instances (or a double click) asking at once share one run and one job.
 */
export async function findOrCreateRunningRun(
  tx: TTx,
  run: { id: string; countryCode: string; day: string; requestedBy: string },
): Promise<{ row: TRunRow; created: boolean }> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`attribution:${run.countryCode}:${run.day}`}))`,
  );
  const [running] = await tx
    .select()
    .from(attributionRuns)
    .where(
      and(
        eq(attributionRuns.countryCode, run.countryCode),
        eq(attributionRuns.day, run.day),
        eq(attributionRuns.status, 'running'),
      ),
    )
    .limit(1);
  if (running) {
    return { row: running, created: false };
  }
  const [row] = await tx
    .insert(attributionRuns)
    .values({ ...run, status: 'running' })
    .returning();
  return { row: row as TRunRow, created: true };
}

/** The run starts (again, after a retry or a restart): running, its last error cleared. */
export async function markRunStarted(db: TDb, id: string, now: Date): Promise<void> {
  await db
    .update(attributionRuns)
    .set({ status: 'running', error: null, startedAt: now, finishedAt: null })
    .where(eq(attributionRuns.id, id));
}

export async function markRunFinished(
  db: TTx,
  id: string,
  outcome: {
    status: Exclude<TAttributionRunStatus, 'running'>;
    links: number;
    conversions: number;
    error: string | null;
  },
  now: Date,
): Promise<void> {
  await db
    .update(attributionRuns)
    .set({ ...outcome, finishedAt: now })
    .where(eq(attributionRuns.id, id));
}

export async function findRun(db: TDb, id: string): Promise<TRunRow | undefined> {
  const [row] = await db.select().from(attributionRuns).where(eq(attributionRuns.id, id));
  return row;
}

/** Runs a stop interrupted (still `running` at start), to queue again. */
export function findRunningRuns(db: TDb): Promise<TRunRow[]> {
  return db.select().from(attributionRuns).where(eq(attributionRuns.status, 'running'));
}

export type TRunFilter = { countryCode?: string; status?: TAttributionRunStatus };

/** Newest first, one page, and the total. */
export async function listRuns(
  db: TDb,
  filter: TRunFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: TRunRow[]; total: number }> {
  const where = and(
    filter.countryCode ? eq(attributionRuns.countryCode, filter.countryCode) : undefined,
    filter.status ? eq(attributionRuns.status, filter.status) : undefined,
  );
  const rows = await db
    .select()
    .from(attributionRuns)
    .where(where)
    .orderBy(desc(attributionRuns.startedAt), desc(attributionRuns.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(attributionRuns).where(where);
  return { rows, total: total?.n ?? 0 };
}
