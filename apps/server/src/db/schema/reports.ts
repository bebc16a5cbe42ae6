import { attributionRunStatuses, conversionKinds } from '@atlas/shared';
import {
  bigint,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { oneOf, reportOwnerSides } from '../enums';
import { trackingLinks } from './tracking';

// Conversions and the reports' rollup (docs/domain.md "Conversions and reports"): what the
// marketplace's attribution data says each link earned per day, and the daily rows every
// report, chart and dashboard reads instead of scanning clicks or conversions.

/**
 * One import of a marketplace's attribution data for one marketplace and day (the daily job or
 * an operator's "run now"). Importing a day again replaces that day's conversions.
 */
export const attributionRuns = pgTable(
  'attribution_runs',
  {
    id: text('id').primaryKey(),
    countryCode: text('country_code').notNull(),
    /** The marketplace day imported, in its zone. */
    day: date('day', { mode: 'string' }).notNull(),
    status: text('status', { enum: attributionRunStatuses }).notNull(),
    /** Who asked: 'schedule' or an operator's user id. */
    requestedBy: text('requested_by').notNull(),
    links: integer('links').notNull().default(0),
    conversions: integer('conversions').notNull().default(0),
    error: text('error'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    oneOf('attribution_runs', t.status, attributionRunStatuses),
    index('attribution_runs_day_idx').on(t.countryCode, t.day, t.startedAt),
  ],
);

/**
 * What one link earned on one marketplace day for one purchased ASIN: an order row, and a
 * negative return row when the marketplace reports returns. The rate in effect that day (the
 * product's commission from its history, plus a running deal's extra) is stored with the row, and
 * every amount is in minor units of the marketplace's currency. Written only by the attribution
 * import, which replaces a day's rows as a whole.
 */
export const conversions = pgTable(
  'conversions',
  {
    id: text('id').primaryKey(),
    /**
     * The link, the publisher and the seller, with no foreign keys: the import writes them from
     * the rows it has just read (links are never removed, accounts never deleted), and their
     * checks ran three queries per row, a fifth of a 100 000-link day on PGlite (migration 0023).
     */
    linkId: text('link_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    asin: text('asin').notNull(),
    kind: text('kind', { enum: conversionKinds }).notNull(),
    countryCode: text('country_code').notNull(),
    currency: text('currency').notNull(),
    publisherId: text('publisher_id').notNull(),
    sellerId: text('seller_id').notNull(),
    /** The seller's product of that ASIN and marketplace, when it is still there. */
    productId: text('product_id'),
    brandId: text('brand_id'),
    brandName: text('brand_name').notNull(),
    trackingIdId: text('tracking_id_id'),
    detailPageViews: integer('detail_page_views').notNull().default(0),
    addToCarts: integer('add_to_carts').notNull().default(0),
    orders: integer('orders').notNull().default(0),
    units: integer('units').notNull().default(0),
    salesMinor: bigint('sales_minor', { mode: 'number' }).notNull().default(0),
    /** The product's commission that day plus a running deal's extra, basis points. */
    commissionBp: integer('commission_bp').notNull(),
    commissionMinor: bigint('commission_minor', { mode: 'number' }).notNull().default(0),
    /** The platform's fee on the commission (the seller's commission configuration), paid by the seller. */
    platformFeeMinor: bigint('platform_fee_minor', { mode: 'number' }).notNull().default(0),
    /** What the seller pays: commission plus platform fee. */
    costMinor: bigint('cost_minor', { mode: 'number' }).notNull().default(0),
    runId: text('run_id').notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    oneOf('conversions', t.kind, conversionKinds),
    // One index: a day imported twice replaces its rows (one row per link, day, ASIN and kind;
    // a link is in one marketplace), and its lead (country_code, day) finds the day the import
    // replaces and the console's commission reports' range. Reports, dashboards and billing read
    // report_days (and report_owner_days), never conversions by account, so no owner index is
    // kept; an index of (country_code, day) alone was one more write per row (migration 0024).
    uniqueIndex('conversions_day_key').on(t.countryCode, t.day, t.linkId, t.asin, t.kind),
  ],
);

/**
 * The reports' daily rollup: one row per link, marketplace day and ASIN ('' for the clicks of a
 * brand link, which name no product), with the link's dimensions copied in so a report reads
 * one table by seller or publisher and day range. Clicks (humans only) are added by the click
 * shipper in the transaction that writes them; the attribution import sets the conversion
 * columns of the days it imports.
 */
export const reportDays = pgTable(
  'report_days',
  {
    linkId: text('link_id')
      .notNull()
      .references(() => trackingLinks.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    asin: text('asin').notNull().default(''),
    countryCode: text('country_code').notNull(),
    publisherId: text('publisher_id').notNull(),
    /** The seller of the link's product or brand; null when that product or brand is gone. */
    sellerId: text('seller_id'),
    productId: text('product_id'),
    brandId: text('brand_id'),
    brandName: text('brand_name').notNull(),
    trackingIdId: text('tracking_id_id'),
    clicks: integer('clicks').notNull().default(0),
    detailPageViews: integer('detail_page_views').notNull().default(0),
    addToCarts: integer('add_to_carts').notNull().default(0),
    orders: integer('orders').notNull().default(0),
    units: integer('units').notNull().default(0),
    /** Units and sales returned (positive figures; already netted out of units and sales). */
    returnedUnits: integer('returned_units').notNull().default(0),
    salesMinor: bigint('sales_minor', { mode: 'number' }).notNull().default(0),
    commissionMinor: bigint('commission_minor', { mode: 'number' }).notNull().default(0),
    platformFeeMinor: bigint('platform_fee_minor', { mode: 'number' }).notNull().default(0),
    costMinor: bigint('cost_minor', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.linkId, t.day, t.asin] }),
    index('report_days_seller_idx').on(t.sellerId, t.countryCode, t.day),
    index('report_days_publisher_idx').on(t.publisherId, t.countryCode, t.day),
  ],
);

/** The figures of `report_days` summed over many rows (bigint: sums outgrow integer). */
const summedFigures = () => ({
  clicks: bigint('clicks', { mode: 'number' }).notNull().default(0),
  detailPageViews: bigint('detail_page_views', { mode: 'number' }).notNull().default(0),
  addToCarts: bigint('add_to_carts', { mode: 'number' }).notNull().default(0),
  orders: bigint('orders', { mode: 'number' }).notNull().default(0),
  units: bigint('units', { mode: 'number' }).notNull().default(0),
  returnedUnits: bigint('returned_units', { mode: 'number' }).notNull().default(0),
  salesMinor: bigint('sales_minor', { mode: 'number' }).notNull().default(0),
  commissionMinor: bigint('commission_minor', { mode: 'number' }).notNull().default(0),
  platformFeeMinor: bigint('platform_fee_minor', { mode: 'number' }).notNull().default(0),
  costMinor: bigint('cost_minor', { mode: 'number' }).notNull().default(0),
});

/**
 * `report_days` summed per owner (the seller, and the publisher, of each row), marketplace and
 * day: what a report's totals and daily series read when no drill-down filter narrows them, at
 * most one row a day instead of one per link. Kept by statement triggers on `report_days`
 * (migration 0017), so whoever writes the rollup keeps this one in the same transaction.
 */
export const reportOwnerDays = pgTable(
  'report_owner_days',
  {
    side: text('side', { enum: reportOwnerSides }).notNull(),
    ownerId: text('owner_id').notNull(),
    countryCode: text('country_code').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    ...summedFigures(),
  },
  (t) => [
    oneOf('report_owner_days', t.side, reportOwnerSides),
    primaryKey({ columns: [t.side, t.ownerId, t.countryCode, t.day] }),
    // the console's 30-day report: one side's rows of a window, across owners
    index('report_owner_days_window_idx').on(t.side, t.countryCode, t.day),
  ],
);

/**
 * `report_days` summed per link, ASIN and closed calendar month (`month` is its first day), under
 * the dimensions its days were written with: what a grouped list or a drill-down's totals read
 * for the whole months of a range, one row a link instead of one a day. Built in the background
 * once a month has closed (docs/architecture.md "Reports read closed months whole"); a report
 * reads a month here only while `report_month_states` says it was built since its last change.
 */
export const reportMonths = pgTable(
  'report_months',
  {
    linkId: text('link_id').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    asin: text('asin').notNull(),
    countryCode: text('country_code').notNull(),
    publisherId: text('publisher_id').notNull(),
    sellerId: text('seller_id'),
    productId: text('product_id'),
    brandId: text('brand_id'),
    brandName: text('brand_name').notNull(),
    trackingIdId: text('tracking_id_id'),
    ...summedFigures(),
  },
  (t) => [
    // the build replaces a month's rows a chunk of links at a time
    index('report_months_build_idx').on(t.countryCode, t.month, t.linkId),
    index('report_months_seller_idx').on(t.sellerId, t.countryCode, t.month),
    index('report_months_publisher_idx').on(t.publisherId, t.countryCode, t.month),
  ],
);

/**
 * Whether a marketplace's closed month may be read from `report_months`: `version` grows with
 * every statement that changes the month's `report_days` rows (a statement trigger, migration
 * 0025), and the build sets `built_version` to the version it started from once every link is
 * done. Equal means built and unchanged since; the open month has no row here.
 */
export const reportMonthStates = pgTable(
  'report_month_states',
  {
    countryCode: text('country_code').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    version: bigint('version', { mode: 'number' }).notNull().default(1),
    builtVersion: bigint('built_version', { mode: 'number' }),
    builtAt: timestamp('built_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.countryCode, t.month] })],
);
