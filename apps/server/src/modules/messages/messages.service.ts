import type {
  TConversationDetail,
  TConversationPage,
  TSentMessage,
  ZConversationDetailQuerySchema,
  ZConversationListQuerySchema,
  ZSendMessageRequestSchema,
} from '@atlas/shared';
import type { z } from 'zod';
import type { TUserActor } from '../../platform/actor';
import type { TDeps } from '../../platform/deps';
import { notFound } from '../../platform/errors';
import { pageWindow } from '../../platform/paging';
import { findUserById } from '../auth/auth.repository';
import { teamNoticeMail } from './message-emails';
import { readThread } from './message-thread';
import { toConversation, toMessage } from './message-views';
import { resolveAttachments, writeMessage } from './message-write';
import {
  countConversationsOf,
  findConversationOf,
  findMessageByClientKey,
  listConversationsOf,
  markRead,
} from './messages.repository';

// An account's side of its conversations with the team (spec 7.13), sellers and publishers alike.

/** GET {role}/messages/conversations: latest first, and the account's unread in all. */
export async function listConversations(
  deps: TDeps,
  actor: TUserActor,
  query: z.output<typeof ZConversationListQuerySchema>,
): Promise<TConversationPage> {
  const [rows, counts] = await Promise.all([
    listConversationsOf(deps.db, actor.userId, pageWindow(query)),
    countConversationsOf(deps.db, actor.userId),
  ]);
  return {
    items: rows.map((row) => toConversation(row, 'user')),
    total: counts.total,
    totalUnread: counts.unread,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** GET {role}/messages/conversations/detail: the thread; the account has now read it. */
export async function getConversation(
  deps: TDeps,
  actor: TUserActor,
  query: z.output<typeof ZConversationDetailQuerySchema>,
): Promise<TConversationDetail> {
  const row = await findConversationOf(deps.db, actor.userId, query.conversationId);
  if (!row) {
    throw notFound('Conversation');
  }
  const thread = await readThread(deps, row.id, query);
  // A read-only delegate reads too; the count is the account's, not the person's.
  await markRead(deps.db, row.id, 'user');
  return { conversation: toConversation({ ...row, userUnread: 0 }, 'user'), ...thread };
}

/** The message the sender's key was first sent with, in one of the account's conversations. */
async function alreadySent(deps: TDeps, actor: TUserActor, clientKey: string): Promise<TSentMessage | null> {
  const message = await findMessageByClientKey(deps.db, actor.userId, clientKey);
  const conversation = message && (await findConversationOf(deps.db, actor.userId, message.conversationId));
  if (!message || !conversation) {
    return null;
  }
  const account = await findUserById(deps.db, actor.userId);
  return { conversation: toConversation(conversation, 'user'), message: toMessage(message, account?.name) };
}

/**
 * POST {role}/messages/send: a reply in one of the account's conversations (reopening a closed
 * one) or a new conversation. The same `clientKey` again answers the first message and sends
 * nothing. The team hears of it by e-mail when it had read the conversation up to now.
 */
export async function sendMessage(
  deps: TDeps,
  actor: TUserActor,
  input: z.output<typeof ZSendMessageRequestSchema>,
): Promise<TSentMessage> {
  const first = await alreadySent(deps, actor, input.clientKey);
  if (first) {
    return first;
  }
  if (input.conversationId && !(await findConversationOf(deps.db, actor.userId, input.conversationId))) {
    throw notFound('Conversation');
  }
  const attachments = await resolveAttachments(
    deps,
    { side: 'user', userId: actor.userId },
    input.attachments,
  );
  const written = await writeMessage(deps, {
    side: 'user',
    senderId: actor.userId,
    target: input.conversationId
      ? { conversationId: input.conversationId, userId: actor.userId }
      : { userId: actor.userId, subject: input.subject ?? '' },
    body: input.body,
    attachments,
    clientKey: input.clientKey,
  });
  if (!written) {
    // The same key won a race against this call: answer the message it kept.
    const kept = await alreadySent(deps, actor, input.clientKey);
    if (!kept) {
      throw notFound('Message');
    }
    return kept;
  }
  const account = await findUserById(deps.db, actor.userId);
  if (account && written.firstUnread) {
    await deps.mailer.send(
      teamNoticeMail(deps, account, {
        conversationId: written.conversation.id,
        subject: written.conversation.subject,
        body: input.body,
        senderName: account.name,
      }),
    );
  }
  return {
    conversation: toConversation(written.conversation, 'user'),
    message: toMessage(written.message, account?.name),
  };
}
