import {
  marketplaceOf,
  metricChanges,
  type TDashboardPeriod,
  type TPublisherDashboardStatistics,
  type TSellerDashboardStatistics,
} from '@atlas/shared';
import type { TUserActor } from '../../platform/actor';
import type { TDeps } from '../../platform/deps';
import { dayInZone } from '../../platform/zoned-day';
import { reportSets } from '../reports/report-set';
import { reportAgg, reportDaily, reportPage } from '../reports/reports.service';
import { dashboardRange } from './dashboard-period';
import { countPublisherLinks, countSellerReach } from './dashboards.repository';

// The Dashboards' statistics (spec 7.5, 7.9): the Commission reports' totals, previous period
// and days for a preset period ending today in the marketplace's zone, with the changes, a few
// counts and the period's top five (docs/domain.md "Dashboards (issue 10)").

type TQuery = { countryCode: string; period: TDashboardPeriod };
type TSide = 'seller' | 'publisher';

/** The period's range in the marketplace's days, and the report query over it. */
function rangeOf(deps: TDeps, query: TQuery) {
  const today = dayInZone(deps.now(), marketplaceOf(query.countryCode).timeZone);
  return { countryCode: query.countryCode, ...dashboardRange(query.period, today) };
}

/** Totals against the previous period, their changes, and every day of the period. */
async function periodFigures(deps: TDeps, side: TSide, actor: TUserActor, query: TQuery) {
  const range = rangeOf(deps, query);
  // one after the other: on the embedded engine queries queue anyway
  const agg = await reportAgg(deps, reportSets[side], actor, range);
  const daily = await reportDaily(deps, reportSets[side], actor, range);
  return {
    range,
    figures: {
      ...agg,
      period: query.period,
      change: metricChanges(agg.totals, agg.previous.totals),
      days: daily.days,
    },
  };
}

/** The period's first rows of a report grouping, best first. */
const topOf = <G extends 'product' | 'publisher'>(
  deps: TDeps,
  side: TSide,
  actor: TUserActor,
  grouping: G,
  range: ReturnType<typeof rangeOf>,
  sortField: 'commissionMinor' | 'salesMinor',
  rows: number,
) =>
  reportPage(deps, reportSets[side], actor, grouping, {
    ...range,
    sortField,
    sortOrder: 'descend',
    page: 1,
    pageSize: rows,
  });

/** GET publisher/dashboard/data/statistics */
export async function getPublisherDashboardStatistics(
  deps: TDeps,
  actor: TUserActor,
  query: TQuery,
): Promise<TPublisherDashboardStatistics> {
  const { range, figures } = await periodFigures(deps, 'publisher', actor, query);
  const counts = await countPublisherLinks(
    deps.db,
    actor.userId,
    range.countryCode,
    range.startDate,
    range.endDate,
  );
  // one more row: a brand link's clicks name no product (ASIN '') and are no product to rank
  const top = await topOf(deps, 'publisher', actor, 'product', range, 'commissionMinor', 6);
  const topProducts = top.items.filter((row) => row.asin !== '').slice(0, 5);
  return { ...figures, counts, topProducts };
}

/** GET seller/dashboard/data/statistics */
export async function getSellerDashboardStatistics(
  deps: TDeps,
  actor: TUserActor,
  query: TQuery,
): Promise<TSellerDashboardStatistics> {
  const { range, figures } = await periodFigures(deps, 'seller', actor, query);
  const counts = await countSellerReach(
    deps.db,
    actor.userId,
    range.countryCode,
    range.startDate,
    range.endDate,
  );
  const top = await topOf(deps, 'seller', actor, 'publisher', range, 'salesMinor', 5);
  return { ...figures, counts, topPublishers: top.items };
}
