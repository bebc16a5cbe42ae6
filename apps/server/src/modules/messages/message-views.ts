import type { TConversation, TInboxConversation, TMessage } from '@atlas/shared';
import type { TInboxRow } from './inbox.repository';
import type { TConversationRow, TMessageRow, TMessageView } from './messages.repository';

// What the calls answer, from the rows: each side sees its own unread count.

export type TSide = 'user' | 'operator';

export function toConversation(row: TConversationRow, side: TSide): TConversation {
  return {
    id: row.id,
    subject: row.subject,
    status: row.status,
    unread: side === 'user' ? row.userUnread : row.operatorUnread,
    lastMessageAt: row.lastMessageAt.toISOString(),
    lastMessagePreview: row.lastMessagePreview,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toInboxConversation(row: TInboxRow): TInboxConversation {
  return {
    ...toConversation(row, 'operator'),
    account: { id: row.userId, name: row.accountName, email: row.accountEmail, role: row.accountRole },
    assignedOperatorName: row.assignedOperatorName,
  };
}

export function toMessage(row: TMessageRow | TMessageView, senderName?: string): TMessage {
  return {
    id: row.id,
    conversationId: row.conversationId,
    senderKind: row.senderKind,
    senderName: 'senderName' in row ? row.senderName : (senderName ?? ''),
    body: row.body,
    attachments: row.attachments,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The list's one-line preview: the text with its white space folded, at most 140 characters. */
export function previewOf(body: string): string {
  const line = body.replace(/\s+/g, ' ').trim();
  return line.length > 140 ? `${line.slice(0, 139)}…` : line;
}
