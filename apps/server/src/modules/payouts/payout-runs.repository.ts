import {
  payoutItemStatuses,
  type TPayoutFile,
  type TPayoutItemStatus,
  type TPayoutRun,
  type TPayoutRunKind,
} from '@atlas/shared';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TQueryable } from '../../db/client';
import { operators, payoutFiles, payoutItems, payoutRuns } from '../../db/schema';
import { pageWindow } from '../../platform/paging';

// Payout runs as the operator's screens read them, their files, and their plain writes.

export type TRunRow = typeof payoutRuns.$inferSelect;

export async function insertRun(
  db: TQueryable,
  run: {
    id: string;
    countryCode: string;
    currency: string;
    kind: TPayoutRunKind;
    month: string | null;
    createdBy: string;
    now: Date;
  },
): Promise<boolean> {
  const rows = await db
    .insert(payoutRuns)
    .values({ ...run, status: 'review', createdAt: run.now })
    .onConflictDoNothing()
    .returning({ id: payoutRuns.id });
  return rows.length === 1;
}

export async function findRun(db: TQueryable, id: string): Promise<TRunRow | undefined> {
  const [row] = await db.select().from(payoutRuns).where(eq(payoutRuns.id, id)).limit(1);
  return row;
}

/**
 * The run, its row locked until the transaction ends: what changes a run in review (hold,
 * include, discard, approve) takes this first, so two of them never judge it at once.
 */
export async function lockRun(tx: TQueryable, id: string): Promise<TRunRow | undefined> {
  const [row] = await tx.select().from(payoutRuns).where(eq(payoutRuns.id, id)).for('update');
  return row;
}

/** The marketplace's run in review, if any (at most one: `payout_runs_open_key`). */
export async function findOpenRun(db: TQueryable, countryCode: string): Promise<TRunRow | undefined> {
  const [row] = await db
    .select()
    .from(payoutRuns)
    .where(and(eq(payoutRuns.countryCode, countryCode), eq(payoutRuns.status, 'review')))
    .limit(1);
  return row;
}

export async function findMonthlyRun(db: TQueryable, countryCode: string, month: string) {
  const [row] = await db
    .select({ id: payoutRuns.id })
    .from(payoutRuns)
    .where(
      and(
        eq(payoutRuns.countryCode, countryCode),
        eq(payoutRuns.month, month),
        eq(payoutRuns.kind, 'monthly'),
      ),
    )
    .limit(1);
  return row;
}

const creator = alias(operators, 'creator');
const approver = alias(operators, 'approver');

/** Runs with their payouts counted by status and their total (held payouts not counted). */
async function withCounts(
  db: TQueryable,
  rows: Array<TRunRow & { creatorName: string | null; approverName: string | null }>,
): Promise<TPayoutRun[]> {
  if (rows.length === 0) {
    return [];
  }
  const sums = await db
    .select({
      runId: payoutItems.runId,
      status: payoutItems.status,
      n: count(),
      amount: sql<string>`sum(${payoutItems.amountMinor})`,
    })
    .from(payoutItems)
    .where(sql`${payoutItems.runId} in ${rows.map((r) => r.id)}`)
    .groupBy(payoutItems.runId, payoutItems.status);
  return rows.map((r) => {
    const mine = sums.filter((s) => s.runId === r.id);
    return {
      id: r.id,
      countryCode: r.countryCode,
      currency: r.currency,
      kind: r.kind,
      month: r.month ? r.month.slice(0, 7) : null,
      status: r.status,
      createdAt: r.createdAt.toISOString(),
      createdBy: r.createdBy === 'schedule' ? 'schedule' : (r.creatorName ?? r.createdBy),
      approvedAt: r.approvedAt?.toISOString() ?? null,
      approvedBy: r.approvedBy ? (r.approverName ?? r.approvedBy) : null,
      counts: Object.fromEntries(
        payoutItemStatuses.map((status) => [status, Number(mine.find((s) => s.status === status)?.n ?? 0)]),
      ) as Record<TPayoutItemStatus, number>,
      totalMinor: mine.filter((s) => s.status !== 'held').reduce((sum, s) => sum + Number(s.amount), 0),
    };
  });
}

const runColumns = { run: payoutRuns, creatorName: creator.name, approverName: approver.name };

const runsJoined = (db: TQueryable) =>
  db
    .select(runColumns)
    .from(payoutRuns)
    .leftJoin(creator, eq(creator.id, payoutRuns.createdBy))
    .leftJoin(approver, eq(approver.id, payoutRuns.approvedBy));

const flat = (rows: Array<{ run: TRunRow; creatorName: string | null; approverName: string | null }>) =>
  rows.map((r) => ({ ...r.run, creatorName: r.creatorName, approverName: r.approverName }));

export async function listRuns(
  db: TQueryable,
  query: { page: number; pageSize: number; countryCode?: string },
): Promise<{ items: TPayoutRun[]; total: number }> {
  const where = query.countryCode ? eq(payoutRuns.countryCode, query.countryCode) : undefined;
  const { limit, offset } = pageWindow(query);
  const rows = await runsJoined(db)
    .where(where)
    .orderBy(desc(payoutRuns.createdAt), desc(payoutRuns.id))
    .limit(limit)
    .offset(offset);
  const [counted] = await db.select({ total: count() }).from(payoutRuns).where(where);
  return { items: await withCounts(db, flat(rows)), total: counted?.total ?? 0 };
}

export async function runView(db: TQueryable, id: string): Promise<TPayoutRun | undefined> {
  const rows = await runsJoined(db).where(eq(payoutRuns.id, id)).limit(1);
  const [run] = await withCounts(db, flat(rows));
  return run;
}

export async function listRunFiles(db: TQueryable, runId: string): Promise<TPayoutFile[]> {
  const rows = await db
    .select({
      id: payoutFiles.id,
      rail: payoutFiles.rail,
      fileName: payoutFiles.fileName,
      payouts: payoutFiles.payouts,
      totalMinor: payoutFiles.totalMinor,
      createdAt: payoutFiles.createdAt,
    })
    .from(payoutFiles)
    .where(eq(payoutFiles.runId, runId))
    .orderBy(payoutFiles.rail);
  return rows.map((f) => ({ ...f, createdAt: f.createdAt.toISOString() }));
}

export async function findRunFile(db: TQueryable, runId: string, fileId: string) {
  const [row] = await db
    .select()
    .from(payoutFiles)
    .where(and(eq(payoutFiles.runId, runId), eq(payoutFiles.id, fileId)))
    .limit(1);
  return row;
}

/** The rails of a run's included payouts: what its approval needs (an ACH or SEPA account). */
export async function includedRails(db: TQueryable, runId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ rail: payoutItems.rail })
    .from(payoutItems)
    .where(and(eq(payoutItems.runId, runId), eq(payoutItems.status, 'included')));
  return rows.map((r) => r.rail);
}

/** Approved runs (of the last 90 days) with something still to do. */
export async function unfinishedRuns(
  db: TQueryable,
  now: Date,
): Promise<Array<{ id: string; paypal: boolean }>> {
  const { rows } = await db.execute<{ id: string; paypal: boolean }>(sql`
    select r.id, bool_or(i.status = 'sent') as paypal
    from ${payoutRuns} r join ${payoutItems} i on i.run_id = r.id
    where r.status = 'approved' and r.approved_at > ${now.toISOString()}::timestamptz - interval '90 days'
      and (i.status = 'sent' or (i.status = 'paid' and i.remitted_at is null))
    group by r.id`);
  return rows;
}
