import { and, eq, gte, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { associateReportRows, reportDays, reportOwnerDays } from '../../db/schema';

// The two tables reports read, described once so every report query is written once: the
// daily rollup of links (standard reports) and the matched lines of uploaded associates reports
// (associate reports). Neither is ever a scan of clicks or conversions.

/** Whose rows, which marketplace and days, and the drill-down filters (another tenant's ids match nothing). */
export type TReportFilter = {
  owner: { side: 'seller' | 'publisher'; id: string };
  countryCode: string;
  startDate: string;
  endDate: string;
  brandId?: string;
  asin?: string;
  publisherId?: string;
  /** A tracking id's id, or null for the links without one. */
  trackingId?: string | null;
};

export type TReportSource = {
  table: PgTable;
  day: AnyPgColumn;
  countryCode: AnyPgColumn;
  sellerId: AnyPgColumn;
  publisherId: AnyPgColumn;
  brandId: AnyPgColumn;
  brandName: AnyPgColumn;
  productId: AnyPgColumn;
  asin: AnyPgColumn;
  trackingIdId: AnyPgColumn | null;
  linkId: AnyPgColumn | null;
  /** The associates report's own title of the line; the rollup reads titles from products. */
  title: AnyPgColumn | null;
  /** Rows a report never counts (an unmatched associates line). */
  counted?: SQL;
  /** Per-row figures; null where the source has no such figure. */
  traffic: {
    clicks: AnyPgColumn;
    detailPageViews: AnyPgColumn;
    addToCarts: AnyPgColumn;
    orders: AnyPgColumn;
  } | null;
  units: SQL;
  salesMinor: AnyPgColumn;
  commissionMinor: AnyPgColumn;
  platformFeeMinor: AnyPgColumn;
  costMinor: AnyPgColumn;
};

/** What a sum reads: a table, its day and its figures. */
export type TSummable = Pick<
  TReportSource,
  'table' | 'day' | 'traffic' | 'units' | 'salesMinor' | 'commissionMinor' | 'platformFeeMinor' | 'costMinor'
>;

/** `report_days` summed per owner and day (kept by triggers): a whole owner's totals and days. */
const ownerDaySource: TSummable = {
  table: reportOwnerDays,
  day: reportOwnerDays.day,
  traffic: {
    clicks: reportOwnerDays.clicks,
    detailPageViews: reportOwnerDays.detailPageViews,
    addToCarts: reportOwnerDays.addToCarts,
    orders: reportOwnerDays.orders,
  },
  units: sql`${reportOwnerDays.units}`,
  salesMinor: reportOwnerDays.salesMinor,
  commissionMinor: reportOwnerDays.commissionMinor,
  platformFeeMinor: reportOwnerDays.platformFeeMinor,
  costMinor: reportOwnerDays.costMinor,
};

/**
 * Where a sum of the filter reads: a standard report of a whole owner (no drill-down) reads its
 * one row a day from `report_owner_days`; anything narrower reads the source itself.
 */
export function sumTarget(source: TReportSource, filter: TReportFilter): { from: TSummable; where?: SQL } {
  const wholeOwner =
    filter.brandId === undefined &&
    filter.asin === undefined &&
    filter.publisherId === undefined &&
    filter.trackingId === undefined;
  if (source !== rollupSource || !wholeOwner) {
    return { from: source, where: reportWhere(source, filter) };
  }
  const where = and(
    eq(reportOwnerDays.side, filter.owner.side),
    eq(reportOwnerDays.ownerId, filter.owner.id),
    eq(reportOwnerDays.countryCode, filter.countryCode),
    gte(reportOwnerDays.day, filter.startDate),
    lte(reportOwnerDays.day, filter.endDate),
  );
  return { from: ownerDaySource, where };
}

/** The columns a link-grained rollup (`report_days`, `report_months`) is read by. */
export const linkRollupKeys = [
  'linkId',
  'day',
  'asin',
  'countryCode',
  'publisherId',
  'sellerId',
  'productId',
  'brandId',
  'brandName',
  'trackingIdId',
  'clicks',
  'detailPageViews',
  'addToCarts',
  'orders',
  'units',
  'salesMinor',
  'commissionMinor',
  'platformFeeMinor',
  'costMinor',
] as const;

export type TLinkRollupColumns = Record<(typeof linkRollupKeys)[number], AnyPgColumn>;

/** A link-grained rollup as a report source: units there are already net of returns. */
export function linkRollupSource(table: PgTable, columns: TLinkRollupColumns): TReportSource {
  return {
    table,
    day: columns.day,
    countryCode: columns.countryCode,
    sellerId: columns.sellerId,
    publisherId: columns.publisherId,
    brandId: columns.brandId,
    brandName: columns.brandName,
    productId: columns.productId,
    asin: columns.asin,
    trackingIdId: columns.trackingIdId,
    linkId: columns.linkId,
    title: null,
    traffic: {
      clicks: columns.clicks,
      detailPageViews: columns.detailPageViews,
      addToCarts: columns.addToCarts,
      orders: columns.orders,
    },
    units: sql`${columns.units}`,
    salesMinor: columns.salesMinor,
    commissionMinor: columns.commissionMinor,
    platformFeeMinor: columns.platformFeeMinor,
    costMinor: columns.costMinor,
  };
}

/** `report_days`, the standard reports' rollup. */
export const rollupSource = linkRollupSource(reportDays, reportDays);

/** Matched associates lines: units are those shipped less those returned, sales the revenue. */
export const associateSource: TReportSource = {
  table: associateReportRows,
  day: associateReportRows.day,
  countryCode: associateReportRows.countryCode,
  sellerId: associateReportRows.sellerId,
  publisherId: associateReportRows.publisherId,
  brandId: associateReportRows.brandId,
  brandName: associateReportRows.brandName,
  productId: associateReportRows.productId,
  asin: associateReportRows.asin,
  trackingIdId: null,
  linkId: null,
  title: associateReportRows.title,
  counted: isNull(associateReportRows.unmatchedReason),
  traffic: null,
  units: sql`(${associateReportRows.itemsShipped} - ${associateReportRows.itemsReturned})`,
  salesMinor: associateReportRows.revenueMinor,
  commissionMinor: associateReportRows.commissionMinor,
  platformFeeMinor: associateReportRows.platformFeeMinor,
  costMinor: associateReportRows.costMinor,
};

/** The `where` of a report: the owner first (the index's lead), then marketplace, days and filters. */
export function reportWhere(source: TReportSource, filter: TReportFilter): SQL | undefined {
  const owner = filter.owner.side === 'seller' ? source.sellerId : source.publisherId;
  return and(
    eq(owner, filter.owner.id),
    eq(source.countryCode, filter.countryCode),
    gte(source.day, filter.startDate),
    lte(source.day, filter.endDate),
    source.counted,
    filter.brandId === undefined ? undefined : eq(source.brandId, filter.brandId),
    filter.asin === undefined ? undefined : eq(source.asin, filter.asin),
    filter.publisherId === undefined ? undefined : eq(source.publisherId, filter.publisherId),
    trackingWhere(source, filter.trackingId),
  );
}

function trackingWhere(source: TReportSource, trackingId: string | null | undefined): SQL | undefined {
  if (trackingId === undefined) {
    return undefined;
  }
  if (!source.trackingIdId) {
    return sql`false`;
  }
  return trackingId === null ? isNull(source.trackingIdId) : eq(source.trackingIdId, trackingId);
}

const total = (expression: SQL | AnyPgColumn) => sql`coalesce(sum(${expression}), 0)`;

/**
 * The summed figures of a group, as numeric text the caller maps to numbers (sums of bigint
 * are numeric in PostgreSQL; a report's totals stay far below 2^53 minor units).
 */
export function sumColumns(source: TSummable) {
  const traffic = source.traffic;
  const none = sql<null>`null`;
  const sum = (expression: SQL | AnyPgColumn) => total(expression).mapWith(Number);
  return {
    clicks: traffic ? sum(traffic.clicks) : none,
    detailPageViews: traffic ? sum(traffic.detailPageViews) : none,
    addToCarts: traffic ? sum(traffic.addToCarts) : none,
    orders: traffic ? sum(traffic.orders) : none,
    units: sum(source.units),
    salesMinor: sum(source.salesMinor),
    commissionMinor: sum(source.commissionMinor),
    platformFeeMinor: sum(source.platformFeeMinor),
    costMinor: sum(source.costMinor),
  };
}

export type TReportSums = {
  clicks: number | null;
  detailPageViews: number | null;
  addToCarts: number | null;
  orders: number | null;
  units: number;
  salesMinor: number;
  commissionMinor: number;
  platformFeeMinor: number;
  costMinor: number;
};
