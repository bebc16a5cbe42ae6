import { publisherReviewStatuses, type TTrackingTags } from '@atlas/shared';
import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { oneOf } from '../enums';
import { operators, users } from './auth';

/**
 * What a publisher account has beyond the user row (whose `profile` holds what it promotes,
 * where and how). A publisher starts `pending`; an operator approves it, or rejects it with a
 * reason, before it may browse the catalogue and create links (docs/domain.md).
 */
export const publisherProfiles = pgTable(
  'publisher_profiles',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    reviewStatus: text('review_status', { enum: publisherReviewStatuses }).notNull().default('pending'),
    reviewReason: text('review_reason'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: text('reviewed_by').references(() => operators.id, { onDelete: 'set null' }),
    /** When the profile last went to review: the queue shows the longest-waiting first. */
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    /** The publisher's own marketplace associates tag per marketplace. */
    trackingTags: jsonb('tracking_tags').$type<TTrackingTags>().notNull().default({}),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [
    oneOf('publisher_profiles', t.reviewStatus, publisherReviewStatuses),
    // the operator's review queue: by status, longest waiting first
    index('publisher_profiles_review_idx').on(t.reviewStatus, t.submittedAt),
  ],
);
