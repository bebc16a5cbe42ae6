import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { emailStatuses, mailTransports, oneOf } from '../enums';

/**
 * Every e-mail the product sends, written before it is sent: the delivery job's work list, its
 * retry record, and, without SMTP, the local outbox the developer mailbox shows.
 */
export const emails = pgTable(
  'emails',
  {
    id: text('id').primaryKey(),
    to: text('to').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    kind: text('kind').notNull(),
    status: text('status', { enum: emailStatuses }).notNull().default('queued'),
    transport: text('transport', { enum: mailTransports }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    oneOf('emails', t.status, emailStatuses),
    oneOf('emails', t.transport, mailTransports),
    // the mailbox lists newest first, optionally for one address
    index('emails_to_created_idx').on(t.to, t.createdAt),
    index('emails_created_idx').on(t.createdAt),
    // at start, queued e-mails are handed to the job runner again
    index('emails_status_idx').on(t.status),
  ],
);
