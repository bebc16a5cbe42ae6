import { conversationStatuses, messageSenderKinds } from '@atlas/shared';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { oneOf } from '../enums';
import { users } from './auth';
import type { TStoredFile } from './placements';

// Messages (docs/domain.md "Messages"): conversations between an account and the Affiliate
// Atlas team, answered by operators from the console.

/**
 * One conversation of an account with the team. Unread counts are kept on the row for each
 * side (set when the other side writes, cleared when this side opens it), so lists and badges
 * read one row, never count messages.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    status: text('status', { enum: conversationStatuses }).notNull().default('open'),
    userUnread: integer('user_unread').notNull().default(0),
    operatorUnread: integer('operator_unread').notNull().default(0),
    /** The operator who last answered; the inbox can show and filter by it. */
    assignedOperatorId: text('assigned_operator_id'),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessagePreview: text('last_message_preview').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    oneOf('conversations', t.status, conversationStatuses),
    // an account's conversations, latest first
    index('conversations_user_idx').on(t.userId, t.lastMessageAt, t.id),
    // the operators' inbox, latest first, and its unread filter
    index('conversations_inbox_idx').on(t.lastMessageAt, t.id),
    index('conversations_unread_idx').on(t.lastMessageAt).where(sql`${t.operatorUnread} > 0`),
  ],
);

/**
 * One message. `clientKey` is the sender's idempotency key: sending the same message twice (a
 * double click, a retry) finds the first.
 */
export const messages = pgTable(
  'messages',
  {
    id: text('id').primaryKey(),
    conversationId: text('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderKind: text('sender_kind', { enum: messageSenderKinds }).notNull(),
    /** users.id for an account, operators.id for an operator. */
    senderId: text('sender_id').notNull(),
    body: text('body').notNull(),
    attachments: jsonb('attachments').$type<TStoredFile[]>().notNull().default(sql`'[]'::jsonb`),
    clientKey: text('client_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    oneOf('messages', t.senderKind, messageSenderKinds),
    index('messages_conversation_idx').on(t.conversationId, t.createdAt, t.id),
    uniqueIndex('messages_client_key').on(t.senderId, t.clientKey),
  ],
);
