import type { TImportRun, TLatestUpdateTime } from '@atlas/shared';
import type { TUserActor } from '../../platform/actor';
import type { TDeps } from '../../platform/deps';
import { newId } from '../../platform/ids';
import {
  findLatestImportRun,
  findUnfinishedImportRuns,
  insertImportRun,
  lockSeller,
  type TImportRunRow,
} from './import.repository';
import { importJob } from './import-runner';

export function toImportRun(row: TImportRunRow): TImportRun {
  return {
    id: row.id,
    status: row.status,
    total: row.total,
    processed: row.processed,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    startedAt: row.startedAt ? row.startedAt.toISOString() : null,
    finishedAt: row.finishedAt ? row.finishedAt.toISOString() : null,
  };
}

const queueRun = (deps: TDeps, runId: string) =>
  deps.jobs.enqueue(importJob, { runId }, { jobId: `catalog-import:${runId}` });

/**
 * Starts an import of the seller's catalogue from its marketplace connection, or answers the
 * one already queued or running: a double click, or two tabs, never import twice at once.
 * The seller's marketplace connection is the route's precondition (`marketplaceConnected`).
 */
export async function startCatalogImport(deps: TDeps, sellerId: string): Promise<TImportRun> {
  const { run, created } = await deps.db.transaction(async (tx) => {
    await lockSeller(tx, sellerId);
    const active = await findLatestImportRun(tx, sellerId, ['queued', 'running']);
    if (active) {
      return { run: active, created: false };
    }
    const row = await insertImportRun(tx, {
      id: newId('imp'),
      sellerId,
      status: 'queued',
      createdAt: deps.now(),
    });
    return { run: row, created: true };
  });
  if (created) {
    await queueRun(deps, run.id);
  }
  return toImportRun(run);
}

/** POST seller/product/refetch: import again; the seller's own settings are never lost. */
export async function refetchProducts(deps: TDeps, actor: TUserActor): Promise<TImportRun> {
  return startCatalogImport(deps, actor.userId);
}

/** GET seller/product/latest-update-time: when the catalogue was last imported, and the newest run. */
export async function latestUpdateTime(deps: TDeps, actor: TUserActor): Promise<TLatestUpdateTime> {
  const [succeeded, last] = await Promise.all([
    findLatestImportRun(deps.db, actor.userId, ['succeeded']),
    findLatestImportRun(deps.db, actor.userId),
  ]);
  return {
    latestUpdateTime: succeeded?.finishedAt ? succeeded.finishedAt.toISOString() : null,
    lastRun: last ? toImportRun(last) : null,
  };
}

/** At start: runs a stop interrupted are queued again (an import is idempotent). */
export async function resumeImports(deps: TDeps): Promise<number> {
  const runs = await findUnfinishedImportRuns(deps.db);
  for (const run of runs) {
    await queueRun(deps, run.id);
  }
  return runs.length;
}
