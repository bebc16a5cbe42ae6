import { commissionCsvStatuses, commissionSources, productStatuses } from '@atlas/shared';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { oneOf } from '../enums';
import { users } from './auth';
import { products } from './catalog';

/**
 * Every change of a product's commission or status: old, new, when, who (and the delegate acting
 * for them), how. The rate that pays an order is the one in effect on the order's day.
 */
export const commissionHistory = pgTable(
  'commission_history',
  {
    id: text('id').primaryKey(),
    sellerId: text('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    oldCommissionBp: integer('old_commission_bp'),
    newCommissionBp: integer('new_commission_bp'),
    oldStatus: text('old_status', { enum: productStatuses }),
    newStatus: text('new_status', { enum: productStatuses }),
    source: text('source', { enum: commissionSources }).notNull(),
    changedBy: text('changed_by').notNull(),
    actorUserId: text('actor_user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    oneOf('commission_history', t.oldStatus, productStatuses),
    oneOf('commission_history', t.newStatus, productStatuses),
    oneOf('commission_history', t.source, commissionSources),
    // a product's history, newest first; the rate in effect on a day
    index('commission_history_product_idx').on(t.productId, t.createdAt),
    // all history of a seller (screen and export)
    index('commission_history_seller_idx').on(t.sellerId, t.createdAt),
  ],
);

/**
 * A previewed commission/status CSV: the parsed rows with their outcome (old → new, or the
 * error), kept until applied once. Apply takes only this preview's valid rows.
 */
export const commissionCsvUploads = pgTable(
  'commission_csv_uploads',
  {
    id: text('id').primaryKey(),
    sellerId: text('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    status: text('status', { enum: commissionCsvStatuses }).notNull().default('previewed'),
    summary: jsonb('summary').$type<Record<string, number>>().notNull(),
    rows: jsonb('rows').$type<unknown[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
  },
  (t) => [
    oneOf('commission_csv_uploads', t.status, commissionCsvStatuses),
    // a seller's previews, newest first
    index('commission_csv_uploads_seller_idx').on(t.sellerId, t.createdAt),
  ],
);

/** A time-bounded offer on a product; deals of one product never overlap. */
export const deals = pgTable(
  'deals',
  {
    id: text('id').primaryKey(),
    sellerId: text('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    dealPriceMinor: integer('deal_price_minor'),
    discountBp: integer('discount_bp'),
    extraCommissionBp: integer('extra_commission_bp'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // the overlap check and a product's deals
    index('deals_product_idx').on(t.productId, t.startsAt),
    // a seller's deals list
    index('deals_seller_idx').on(t.sellerId, t.startsAt),
    // the publisher catalogue's deals: the ones running now end after now
    index('deals_ends_idx').on(t.endsAt, t.productId),
  ],
);
