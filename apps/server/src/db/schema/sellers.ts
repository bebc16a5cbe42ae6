import { uploadKinds } from '@atlas/shared';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { oneOf } from '../enums';
import { users } from './auth';

/**
 * What a seller account has beyond the user row: the notice version it agreed to (nothing else
 * works until it agrees), its current marketplace (the default filter everywhere), and the
 * onboarding and association steps it marked completed.
 */
export const sellerSettings = pgTable('seller_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  noticeVersion: text('notice_version'),
  noticeAgreedAt: timestamp('notice_agreed_at', { withTimezone: true }),
  currentCountry: text('current_country').notNull().default('US'),
  onboardingCompletedAt: timestamp('onboarding_completed_at', { withTimezone: true }),
  associateCompletedAt: timestamp('associate_completed_at', { withTimezone: true }),
  associatePublisherCompletedAt: timestamp('associate_publisher_completed_at', { withTimezone: true }),
  associatePublisherDetailCompletedAt: timestamp('associate_publisher_detail_completed_at', {
    withTimezone: true,
  }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Commission bounds, step and platform fee (basis points). With no row, DOMAIN.md's defaults
 * apply (1% to 50%, step 0.1%, fee 30% of commission); a row for a seller overrides them.
 */
export const commissionConfigs = pgTable(
  'commission_configs',
  {
    id: text('id').primaryKey(),
    sellerId: text('seller_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    minBp: integer('min_bp').notNull(),
    maxBp: integer('max_bp').notNull(),
    stepBp: integer('step_bp').notNull(),
    platformFeeBp: integer('platform_fee_bp').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // one override per seller
    uniqueIndex('commission_configs_seller_key').on(t.sellerId),
  ],
);

/** Files and images an account uploaded (`common/upload`); the bytes live in object storage. */
export const uploads = pgTable(
  'uploads',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: uploadKinds }).notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    oneOf('uploads', t.kind, uploadKinds),
    // an account's uploads, newest first
    index('uploads_user_created_idx').on(t.userId, t.createdAt),
  ],
);
