import { publisherReviewStatuses } from '@atlas/shared';
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { oneOf } from '../enums';
import { users } from './auth';

/**
 * What a publisher account has beyond the user row. A publisher starts `pending`; an operator
 * approves it before it may create tracking links (DOMAIN.md).
 */
export const publisherProfiles = pgTable(
  'publisher_profiles',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    reviewStatus: text('review_status', { enum: publisherReviewStatuses }).notNull().default('pending'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [oneOf('publisher_profiles', t.reviewStatus, publisherReviewStatuses)],
);
