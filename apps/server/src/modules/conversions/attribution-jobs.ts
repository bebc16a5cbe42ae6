import type { TCountryCode } from '@atlas/shared';
import type { TDeps } from '../../platform/deps';
import { newId } from '../../platform/ids';
import { queueReportMonths } from '../reports/report-months.service';
import { findOrCreateRunningRun, findRunningRuns, type TRunRow } from './attribution-runs.repository';
import { importAttributionDay } from './import.service';

export const attributionJob = 'attribution.import';

type TAttributionPayload = { runId: string; countryCode: TCountryCode; day: string; requestedBy: string };

/**
 * One job per run: tried three times (a marketplace down for a moment); after the last try the
 * run stays `failed` with its reason, for the operator to run again.
 */
export function defineAttributionJobs(deps: TDeps): void {
  deps.jobs.define<TAttributionPayload>(
    attributionJob,
    async (payload, attempt) => {
      try {
        await importAttributionDay(deps, payload.countryCode, payload.day, payload.requestedBy, {
          runId: payload.runId,
        });
        // a day of a closed month changed: its month is read from its days until built again
        await queueReportMonths(deps);
      } catch (error) {
        if (!attempt.final) {
          throw error;
        }
      }
    },
    { attempts: 3 },
  );
}

const enqueueRun = (deps: TDeps, run: TRunRow) =>
  deps.jobs.enqueue<TAttributionPayload>(
    attributionJob,
    {
      runId: run.id,
      countryCode: run.countryCode as TCountryCode,
      day: run.day,
      requestedBy: run.requestedBy,
    },
    // the run's id: BullMQ keeps finished jobs' ids, so a day's id would refuse its next run
    { jobId: `attribution-${run.id}` },
  );

/**
 * Queues the import of a marketplace day, once: a day already running answers its run, so a
 * double click, the schedule of a second instance or an operator beside the schedule queue one.
 */
export async function queueAttributionDay(
  deps: TDeps,
  countryCode: TCountryCode,
  day: string,
  requestedBy: string,
): Promise<TRunRow> {
  const { row, created } = await deps.db.transaction((tx) =>
    findOrCreateRunningRun(tx, { id: newId('atr'), countryCode, day, requestedBy }),
  );
  if (created) {
    await enqueueRun(deps, row);
  }
  return row;
}

/** At start: runs a stop interrupted are queued again (an import is idempotent). */
export async function resumeAttributionRuns(deps: TDeps): Promise<void> {
  for (const run of await findRunningRuns(deps.db)) {
    await enqueueRun(deps, run);
  }
}
