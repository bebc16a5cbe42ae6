import { associateReportFormats, associateReportStatuses } from '@atlas/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { oneOf } from '../enums';
import { users } from './auth';

// Associates (docs/domain.md "Associate reports"): the extra commission a seller pays associate
// publishers (those selling under their own marketplace associates tag) per brand or per
// publisher, and the associates earnings reports those publishers upload.

/**
 * A seller's associate commission on one brand: for every associate publisher (`publisherId`
 * null) or for one publisher, which wins over the brand's. Basis points.
 */
export const associateCommissions = pgTable(
  'associate_commissions',
  {
    id: text('id').primaryKey(),
    sellerId: text('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    brandId: text('brand_id').notNull(),
    publisherId: text('publisher_id').references(() => users.id, { onDelete: 'cascade' }),
    commissionBp: integer('commission_bp').notNull(),
    updatedBy: text('updated_by').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // one rate per brand, and one per brand and publisher
    uniqueIndex('associate_commissions_key').on(t.sellerId, t.brandId, sql`coalesce(${t.publisherId}, '')`),
    index('associate_commissions_publisher_idx').on(t.publisherId),
  ],
);

/** Every change of an associate commission, oldest kept: who, when, from what to what. */
export const associateCommissionHistory = pgTable(
  'associate_commission_history',
  {
    id: text('id').primaryKey(),
    sellerId: text('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    brandId: text('brand_id').notNull(),
    publisherId: text('publisher_id'),
    oldCommissionBp: integer('old_commission_bp'),
    newCommissionBp: integer('new_commission_bp').notNull(),
    changedBy: text('changed_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('associate_commission_history_idx').on(t.sellerId, t.brandId, t.createdAt)],
);

/** A per-line problem of an upload, kept with its batch (the first few hundred). */
export type TAssociateReportProblem = { line: number; field?: string; message: string };

/**
 * One upload of an associates earnings report (`publisher/associate/report/upload`) for one
 * marketplace: its period, what matched, and the problems of its lines. The same file (by
 * content) applied twice counts once; a later upload of an overlapping period replaces the
 * earlier one's rows on the days they share.
 */
export const associateReportBatches = pgTable(
  'associate_report_batches',
  {
    id: text('id').primaryKey(),
    publisherId: text('publisher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    countryCode: text('country_code').notNull(),
    fileName: text('file_name').notNull(),
    fileSha256: text('file_sha256').notNull(),
    format: text('format', { enum: associateReportFormats }).notNull(),
    status: text('status', { enum: associateReportStatuses }).notNull(),
    periodStart: date('period_start', { mode: 'string' }),
    periodEnd: date('period_end', { mode: 'string' }),
    rowCount: integer('row_count').notNull().default(0),
    matchedRows: integer('matched_rows').notNull().default(0),
    problemCount: integer('problem_count').notNull().default(0),
    problems: jsonb('problems').$type<TAssociateReportProblem[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    oneOf('associate_report_batches', t.format, associateReportFormats),
    oneOf('associate_report_batches', t.status, associateReportStatuses),
    index('associate_report_batches_publisher_idx').on(t.publisherId, t.createdAt),
    // the same file applied twice is found, not counted again
    uniqueIndex('associate_report_batches_file_key')
      .on(t.publisherId, t.countryCode, t.fileSha256)
      .where(sql`${t.status} = 'applied'`),
  ],
);

/**
 * One line of an applied associates report: the marketplace's own figures (items shipped and
 * returned, revenue, the associate's ad fees) and, when its ASIN is a seller's product in that
 * marketplace, the seller's associate commission on it. An unmatched line is kept with its
 * reason and counts in no seller's report.
 */
export const associateReportRows = pgTable(
  'associate_report_rows',
  {
    id: text('id').primaryKey(),
    batchId: text('batch_id')
      .notNull()
      .references(() => associateReportBatches.id, { onDelete: 'cascade' }),
    publisherId: text('publisher_id').notNull(),
    countryCode: text('country_code').notNull(),
    currency: text('currency').notNull(),
    /** The line's date (shipped), as a marketplace day. */
    day: date('day', { mode: 'string' }).notNull(),
    lineNo: integer('line_no').notNull(),
    asin: text('asin').notNull(),
    title: text('title').notNull(),
    category: text('category'),
    trackingTag: text('tracking_tag'),
    priceMinor: bigint('price_minor', { mode: 'number' }),
    itemsShipped: integer('items_shipped').notNull().default(0),
    itemsReturned: integer('items_returned').notNull().default(0),
    revenueMinor: bigint('revenue_minor', { mode: 'number' }).notNull().default(0),
    adFeesMinor: bigint('ad_fees_minor', { mode: 'number' }).notNull().default(0),
    productId: text('product_id'),
    sellerId: text('seller_id'),
    brandId: text('brand_id'),
    brandName: text('brand_name'),
    /** Why the line counts in no seller's report (no such product, no associate commission); null when it does. */
    unmatchedReason: text('unmatched_reason'),
    commissionBp: integer('commission_bp'),
    commissionMinor: bigint('commission_minor', { mode: 'number' }).notNull().default(0),
    platformFeeMinor: bigint('platform_fee_minor', { mode: 'number' }).notNull().default(0),
    costMinor: bigint('cost_minor', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    index('associate_report_rows_batch_idx').on(t.batchId, t.lineNo),
    index('associate_report_rows_publisher_idx').on(t.publisherId, t.countryCode, t.day),
    index('associate_report_rows_seller_idx').on(t.sellerId, t.countryCode, t.day),
  ],
);
