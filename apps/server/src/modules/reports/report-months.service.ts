import { marketplaces } from '@atlas/shared';
import type { TDeps } from '../../platform/deps';
import { monthInZone } from '../../platform/zoned-day';
import {
  buildMonthChunk,
  findStaleMonths,
  finishMonth,
  recordClosedMonths,
} from './report-months.repository';

// Keeps report_months current: after each attribution import and at start, every marketplace's
// closed months changed since their last build are summed again, 500 links a transaction, so
// no statement holds the embedded database for long.

export const reportMonthsJob = 'reports.months';

/** Links a chunk of the build sums: about 15 000 report_days rows for a month of daily clicks. */
export const reportMonthChunk = 500;

/** Builds every marketplace's closed months changed since their last build; answers how many it marked built. */
export async function buildReportMonths(deps: Pick<TDeps, 'db' | 'now'>): Promise<number> {
  let built = 0;
  for (const marketplace of marketplaces) {
    // a month closes at midnight in its marketplace's zone: its days then take no more clicks
    const openMonth = monthInZone(deps.now(), marketplace.timeZone);
    await recordClosedMonths(deps.db, marketplace.code, openMonth);
    for (const { month, version } of await findStaleMonths(deps.db, marketplace.code, openMonth)) {
      const target = { countryCode: marketplace.code, month };
      let after: string | null = '';
      while (after !== null) {
        after = await buildMonthChunk(deps.db, target, after, reportMonthChunk);
      }
      if (await finishMonth(deps.db, target, version)) {
        built++;
      }
    }
  }
  return built;
}

export function defineReportMonthJobs(deps: TDeps): void {
  deps.jobs.define(reportMonthsJob, async () => {
    await buildReportMonths(deps);
  });
}

/** Queues a build (each finds its own work: a second one queued beside it finds little). */
export function queueReportMonths(deps: TDeps): Promise<void> {
  return deps.jobs.enqueue(reportMonthsJob, {});
}
