import { and, desc, eq, getTableColumns, lt, or, sql } from 'drizzle-orm';
import type { TQueryable } from '../../db/client';
import { conversations, messages, operators, users } from '../../db/schema';

// Conversations and their messages (docs/domain.md "Messages (issue 11)"). An account's reads
// carry its id in the where; the inbox's reads are the operators'.

export type TConversationRow = typeof conversations.$inferSelect;
export type TMessageRow = typeof messages.$inferSelect;
export type TMessageView = TMessageRow & { senderName: string };
type TPage = { limit: number; offset: number };

const latestFirst = [desc(conversations.lastMessageAt), desc(conversations.id)] as const;

/** An account's conversation, or nothing when it is not the account's. */
export async function findConversationOf(db: TQueryable, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.id, id), eq(conversations.userId, userId)))
    .limit(1);
  return row;
}

/**
 * The conversation row held for the transaction, so two writers queue (and messages stay in
 * order); with `userId`, only that account's (an operator's reply names none).
 */
export async function lockConversation(tx: TQueryable, id: string, userId?: string) {
  const [row] = await tx
    .select()
    .from(conversations)
    .where(and(eq(conversations.id, id), userId === undefined ? undefined : eq(conversations.userId, userId)))
    .for('update');
  return row;
}

// an account's conversations, latest first (conversations_user_idx)
export function listConversationsOf(db: TQueryable, userId: string, page: TPage) {
  return db
    .select()
    .from(conversations)
    .where(eq(conversations.userId, userId))
    .orderBy(...latestFirst)
    .limit(page.limit)
    .offset(page.offset);
}

/** How many conversations an account has, and its unread messages in all (the badge). */
export async function countConversationsOf(db: TQueryable, userId: string) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      unread: sql<number>`coalesce(sum(${conversations.userUnread}), 0)::int`,
    })
    .from(conversations)
    .where(eq(conversations.userId, userId));
  return row ?? { total: 0, unread: 0 };
}

/** A conversation message by the sender's key: the first send of a message sent again. */
export async function findMessageByClientKey(db: TQueryable, senderId: string, clientKey: string) {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.senderId, senderId), eq(messages.clientKey, clientKey)))
    .limit(1);
  return row;
}

export async function findMessageIn(db: TQueryable, conversationId: string, messageId: string) {
  const [row] = await db
    .select({ id: messages.id, createdAt: messages.createdAt })
    .from(messages)
    .where(and(eq(messages.id, messageId), eq(messages.conversationId, conversationId)))
    .limit(1);
  return row;
}

const senderName = sql<string>`coalesce(${operators.name}, ${users.name}, '')`;

/**
 * A page of a thread, newest first (the caller turns it around): the messages before `before`
 * when given (messages_conversation_idx), with the sender's name.
 */
export function listMessages(
  db: TQueryable,
  conversationId: string,
  options: { before?: { id: string; createdAt: Date }; limit: number },
): Promise<TMessageView[]> {
  const { before } = options;
  return db
    .select({ ...getTableColumns(messages), senderName })
    .from(messages)
    .leftJoin(operators, and(eq(messages.senderKind, 'operator'), eq(operators.id, messages.senderId)))
    .leftJoin(users, and(eq(messages.senderKind, 'user'), eq(users.id, messages.senderId)))
    .where(
      and(
        eq(messages.conversationId, conversationId),
        before
          ? or(
              lt(messages.createdAt, before.createdAt),
              and(eq(messages.createdAt, before.createdAt), lt(messages.id, before.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(options.limit);
}

export async function insertConversation(tx: TQueryable, row: typeof conversations.$inferInsert) {
  const [inserted] = await tx.insert(conversations).values(row).returning();
  return inserted as TConversationRow;
}

export async function insertMessage(tx: TQueryable, row: typeof messages.$inferInsert) {
  const [inserted] = await tx.insert(messages).values(row).returning();
  return inserted as TMessageRow;
}

export async function updateConversation(
  tx: TQueryable,
  id: string,
  values: Partial<typeof conversations.$inferInsert>,
) {
  const [row] = await tx.update(conversations).set(values).where(eq(conversations.id, id)).returning();
  return row as TConversationRow;
}

/** Clears one side's unread count; a conversation already read is not written again. */
export async function markRead(db: TQueryable, id: string, side: 'user' | 'operator') {
  const column = side === 'user' ? conversations.userUnread : conversations.operatorUnread;
  await db
    .update(conversations)
    .set(side === 'user' ? { userUnread: 0 } : { operatorUnread: 0 })
    .where(and(eq(conversations.id, id), sql`${column} > 0`));
}
