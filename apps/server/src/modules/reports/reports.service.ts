import {
  addReportDays,
  marketplaceOf,
  previousReportRange,
  type TPerformanceSortField,
  type TReportAggAnswer,
  type TReportDailyAnswer,
  type TReportMetricAnswer,
  type TReportSortOrder,
  timeZoneLabel,
} from '@atlas/shared';
import type { TUserActor } from '../../platform/actor';
import type { TDeps } from '../../platform/deps';
import { pageWindow } from '../../platform/paging';
import { emptySums, metricsOf } from './report-metrics';
import { labelRows, type TListGrouping } from './report-row-labels.service';
import { sumReport, sumReportByDay, sumReportGroups } from './report-rows.repository';
import { reportFilterOf, type TReportQuery, type TReportSet } from './report-set';

// Every report call answers from here: totals (agg, metric), one row per day (daily-metric)
// and sorted pages of groups, each framed by its marketplace, currency, zone and range.

export function reportFrame(query: { countryCode: string; startDate: string; endDate: string }) {
  const marketplace = marketplaceOf(query.countryCode);
  return {
    countryCode: marketplace.code,
    currency: marketplace.currency,
    timeZone: marketplace.timeZone,
    timeZoneLabel: timeZoneLabel(marketplace.code, 'long'),
    startDate: query.startDate,
    endDate: query.endDate,
  };
}

/** …/metric: the totals of the filters. */
export async function reportMetric(
  deps: TDeps,
  set: TReportSet,
  actor: TUserActor,
  query: TReportQuery,
): Promise<TReportMetricAnswer> {
  const sums = await sumReport(deps.db, set.source, reportFilterOf(set, actor, query));
  return { ...reportFrame(query), totals: metricsOf(sums, set.side) };
}

/** …/agg: the totals, and those of the range of equal length just before it. */
export async function reportAgg(
  deps: TDeps,
  set: TReportSet,
  actor: TUserActor,
  query: TReportQuery,
): Promise<TReportAggAnswer> {
  const previousRange = previousReportRange(query.startDate, query.endDate);
  // two short queries, not one pass with filtered sums: that pass costs more than both
  // (bench/README.md), and between them PGlite may answer another request
  const current = await sumReport(deps.db, set.source, reportFilterOf(set, actor, query));
  const previous = await sumReport(
    deps.db,
    set.source,
    reportFilterOf(set, actor, { ...query, ...previousRange }),
  );
  return {
    ...reportFrame(query),
    totals: metricsOf(current, set.side),
    previous: { ...previousRange, totals: metricsOf(previous, set.side) },
  };
}

/** …/daily-metric: every day of the range, those without rows as zeros, so a chart has no holes. */
export async function reportDaily(
  deps: TDeps,
  set: TReportSet,
  actor: TUserActor,
  query: TReportQuery,
): Promise<TReportDailyAnswer> {
  const rows = await sumReportByDay(deps.db, set.source, reportFilterOf(set, actor, query));
  const byDay = new Map(rows.map((row) => [row.day, row]));
  const empty = emptySums(set.source.traffic !== null);
  const days: TReportDailyAnswer['days'] = [];
  for (let day = query.startDate; day <= query.endDate; day = addReportDays(day, 1)) {
    days.push({ day, ...metricsOf(byDay.get(day) ?? empty, set.side) });
  }
  return { ...reportFrame(query), days };
}

export type TReportListQuery = TReportQuery & {
  sortField?: TPerformanceSortField;
  sortOrder: TReportSortOrder;
  page: number;
  pageSize: number;
};

/** What a list sorts on unless told: days newest first, groups by commission. */
export function sortOf(grouping: TListGrouping, query: Pick<TReportListQuery, 'sortField' | 'sortOrder'>) {
  const field = query.sortField ?? (grouping === 'day' ? 'day' : 'commissionMinor');
  return { field, order: query.sortOrder };
}

/** A sorted page of a grouping's rows, each with its label. */
export async function reportPage<G extends TListGrouping>(
  deps: TDeps,
  set: TReportSet,
  actor: TUserActor,
  grouping: G,
  query: TReportListQuery,
) {
  const filter = reportFilterOf(set, actor, query);
  const { rows, total } = await sumReportGroups(
    deps.db,
    set.source,
    filter,
    grouping,
    sortOf(grouping, query),
    pageWindow(query),
  );
  const items = await labelRows(deps, set, actor, grouping, rows);
  return { ...reportFrame(query), items, total, page: query.page, pageSize: query.pageSize };
}
