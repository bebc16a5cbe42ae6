import type {
  TAttributionRun,
  TAttributionRunAnswer,
  TAttributionRunListQuery,
  TAttributionRunPage,
  TCountryCode,
} from '@atlas/shared';
import type { TOperatorActor } from '../../platform/actor';
import type { TDeps } from '../../platform/deps';
import { pageWindow } from '../../platform/paging';
import { addDays } from '../../platform/zoned-day';
import { queueAttributionDay } from './attribution-jobs';
import { listRuns, type TRunRow } from './attribution-runs.repository';

export function toRun(row: TRunRow): TAttributionRun {
  return {
    id: row.id,
    countryCode: row.countryCode as TCountryCode,
    day: row.day,
    status: row.status,
    requestedBy: row.requestedBy,
    links: row.links,
    conversions: row.conversions,
    error: row.error,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** POST attribution/run: one queued run per day of the range (the schema capped it at 31). */
export async function runAttribution(
  deps: TDeps,
  actor: TOperatorActor,
  request: { countryCode: TCountryCode; startDate: string; endDate: string },
): Promise<TAttributionRunAnswer> {
  const runs: TAttributionRun[] = [];
  for (let day = request.startDate; day <= request.endDate; day = addDays(day, 1)) {
    runs.push(toRun(await queueAttributionDay(deps, request.countryCode, day, actor.operatorId)));
  }
  return { runs };
}

/** GET attribution/runs: newest first. */
export async function listAttributionRuns(
  deps: TDeps,
  query: Omit<TAttributionRunListQuery, 'page' | 'pageSize'> & { page: number; pageSize: number },
): Promise<TAttributionRunPage> {
  const { rows, total } = await listRuns(deps.db, query, pageWindow(query));
  return { items: rows.map(toRun), total, page: query.page, pageSize: query.pageSize };
}
