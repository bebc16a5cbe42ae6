import type { TPerformanceSortField, TReportSortOrder } from '@atlas/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { TDb, TQueryable } from '../../db/client';
import { readReportRange, type TReportTarget } from './report-range.repository';
import {
  reportWhere,
  sumColumns,
  sumTarget,
  type TReportFilter,
  type TReportSource,
  type TReportSums,
} from './report-sources.repository';

// Report figures, read in one short query each on the owner's index: totals of a filter, one
// row per day, and a sorted page of groups.

/**
 * The totals of the filter: a whole owner's from its days' rollup, a drill-down's from its
 * range's built months and other days.
 */
export async function sumReport(db: TDb, source: TReportSource, filter: TReportFilter): Promise<TReportSums> {
  const { from, where } = sumTarget(source, filter);
  if (from !== source) {
    const [row] = await db.select(sumColumns(from)).from(from.table).where(where);
    return row as TReportSums;
  }
  return readReportRange(db, source, filter, async (reader, target) => {
    const [row] = await reader.select(sumColumns(target.source)).from(target.from).where(target.where);
    return row as TReportSums;
  });
}

/** Days that have rows, in order (the caller fills the days without). */
export async function sumReportByDay(
  db: TQueryable,
  source: TReportSource,
  filter: TReportFilter,
): Promise<(TReportSums & { day: string })[]> {
  const { from, where } = sumTarget(source, filter);
  const day = sql<string>`${from.day}::text`;
  const rows = await db
    .select({ day, ...sumColumns(from) })
    .from(from.table)
    .where(where)
    .groupBy(from.day)
    .orderBy(from.day);
  return rows as (TReportSums & { day: string })[];
}

export type TReportGrouping = 'day' | 'brand' | 'product' | 'publisher' | 'trackingId' | 'link';

/** What a group is keyed by (ties of the sort fall back to it, so pages are stable) and carries. */
function groupOf(
  source: TReportSource,
  grouping: TReportGrouping,
): { key: SQL<string>; extra: Record<string, SQL> } {
  const brandId = sql<string | null>`max(${source.brandId})`;
  const brandName = sql<string>`coalesce(max(${source.brandName}), '')`;
  switch (grouping) {
    case 'day':
      return { key: sql`${source.day}::text`, extra: {} };
    case 'brand':
      // a brand gone from the catalogue keeps its rows under its name
      return {
        key: sql`coalesce(${source.brandId}, '~' || ${source.brandName})`,
        extra: { brandId, brandName },
      };
    case 'product':
      return {
        key: sql`${source.asin}`,
        extra: {
          productId: sql<string | null>`max(${source.productId})`,
          brandId,
          brandName,
          title: source.title ? sql<string | null>`max(${source.title})` : sql<null>`null`,
        },
      };
    case 'publisher':
      return { key: sql`${source.publisherId}`, extra: {} };
    case 'trackingId':
      return { key: sql`coalesce(${source.trackingIdId ?? sql`null`}, 'none')`, extra: {} };
    case 'link':
      return { key: sql`${source.linkId ?? sql`null`}`, extra: {} };
  }
}

/**
 * The expression a sort field orders by: a sum, or a rate computed as the answer computes it;
 * null for a figure the source has not (PostgreSQL refuses a constant to order by).
 */
function sortExpression(source: TReportSource, field: TPerformanceSortField, key: SQL): SQL | null {
  const traffic = source.traffic;
  if (field === 'day') {
    return key;
  }
  if (field === 'conversionRateBp' || field === 'epcMinor') {
    if (!traffic) {
      return null;
    }
    const numerator =
      field === 'epcMinor'
        ? sql`sum(${source.commissionMinor})::numeric`
        : sql`sum(${traffic.orders}) * 10000.0`;
    return sql`case when sum(${traffic.clicks}) > 0 then round(${numerator} / sum(${traffic.clicks})) end`;
  }
  if (
    !traffic &&
    (field === 'clicks' || field === 'detailPageViews' || field === 'addToCarts' || field === 'orders')
  ) {
    return null;
  }
  return sumColumns(source)[field];
}

const orderOf = (expression: SQL | null, direction: SQL) =>
  expression ? [sql`${expression} ${direction} nulls last`] : [];

export type TGroupRow = TReportSums & { key: string; total: number } & Record<string, unknown>;

/**
 * One page of groups sorted on the server: nulls last either way, then the group's key, so a
 * row never shows on two pages. `total` counts every group of the filter. Groups other than
 * days read the range's built months whole.
 */
export async function sumReportGroups(
  db: TDb,
  source: TReportSource,
  filter: TReportFilter,
  grouping: TReportGrouping,
  sort: { field: TPerformanceSortField; order: TReportSortOrder },
  window: { limit: number; offset: number },
): Promise<{ rows: TGroupRow[]; total: number }> {
  const read = (reader: TQueryable, target: TReportTarget) =>
    pageOfGroups(reader, target, grouping, sort, window);
  if (grouping === 'day') {
    return read(db, { from: source.table, source, where: reportWhere(source, filter) });
  }
  return readReportRange(db, source, filter, read);
}

async function pageOfGroups(
  db: TQueryable,
  { from, source, where }: TReportTarget,
  grouping: TReportGrouping,
  sort: { field: TPerformanceSortField; order: TReportSortOrder },
  window: { limit: number; offset: number },
): Promise<{ rows: TGroupRow[]; total: number }> {
  const { key, extra } = groupOf(source, grouping);
  const direction = sort.order === 'ascend' ? sql`asc` : sql`desc`;
  const rows = (await db
    .select({
      key: key.mapWith(String),
      ...extra,
      ...sumColumns(source),
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(from)
    .where(where)
    .groupBy(key)
    .orderBy(...orderOf(sortExpression(source, sort.field, key), direction), key)
    .limit(window.limit)
    .offset(window.offset)) as TGroupRow[];
  if (rows.length > 0 || window.offset === 0) {
    return { rows, total: rows[0]?.total ?? 0 };
  }
  // a page past the end: count the groups alone
  const [counted] = await db
    .select({ total: sql<number>`count(distinct ${key})`.mapWith(Number) })
    .from(from)
    .where(where);
  return { rows, total: counted?.total ?? 0 };
}
