import type { TConversationStatus } from '@atlas/shared';
import { and, desc, eq, getTableColumns, gt, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { TQueryable } from '../../db/client';
import { conversations, operators, users } from '../../db/schema';
import { containing } from '../../platform/like';

// The operators' inbox: every account's conversations with the account and the last answerer.

export type TInboxFilter = { unreadOnly: boolean; status?: TConversationStatus; search?: string };

const inboxColumns = {
  ...getTableColumns(conversations),
  accountName: users.name,
  accountEmail: users.email,
  accountRole: users.role,
  assignedOperatorName: operators.name,
};

export type TInboxRow = NonNullable<Awaited<ReturnType<typeof findInboxConversation>>>;

function inboxWhere(filter: TInboxFilter): SQL | undefined {
  const search = filter.search ? containing(filter.search) : undefined;
  return and(
    filter.unreadOnly ? gt(conversations.operatorUnread, 0) : undefined,
    filter.status ? eq(conversations.status, filter.status) : undefined,
    search ? or(ilike(conversations.subject, search), ilike(users.email, search)) : undefined,
  );
}

function selectInbox(db: TQueryable) {
  return db
    .select(inboxColumns)
    .from(conversations)
    .innerJoin(users, eq(users.id, conversations.userId))
    .leftJoin(operators, eq(operators.id, conversations.assignedOperatorId));
}

// the inbox, latest first (conversations_inbox_idx; conversations_unread_idx for unread only)
export function listInbox(db: TQueryable, filter: TInboxFilter, page: { limit: number; offset: number }) {
  return selectInbox(db)
    .where(inboxWhere(filter))
    .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** The filter's count, and the account messages no operator has read yet, in all (the badge). */
export async function countInbox(db: TQueryable, filter: TInboxFilter) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      unread: sql<number>`(select coalesce(sum(${conversations.operatorUnread}), 0)::int from ${conversations} where ${conversations.operatorUnread} > 0)`,
    })
    .from(conversations)
    .innerJoin(users, eq(users.id, conversations.userId))
    .where(inboxWhere(filter));
  return row ?? { total: 0, unread: 0 };
}

export async function findInboxConversation(db: TQueryable, id: string) {
  const [row] = await selectInbox(db).where(eq(conversations.id, id)).limit(1);
  return row;
}

/** Closes an open conversation; nothing when it was not open (the caller answers 409). */
export async function closeOpenConversation(db: TQueryable, id: string): Promise<boolean> {
  const closed = await db
    .update(conversations)
    .set({ status: 'closed' })
    .where(and(eq(conversations.id, id), eq(conversations.status, 'open')))
    .returning({ id: conversations.id });
  return closed.length > 0;
}
