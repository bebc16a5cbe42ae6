import {
  ErrorCode,
  type TInboxConversation,
  type TInboxDetail,
  type TInboxPage,
  type TInboxSent,
  type TUpload,
  type ZConversationDetailQuerySchema,
  type ZInboxListQuerySchema,
  type ZInboxReplyRequestSchema,
} from '@atlas/shared';
import type { z } from 'zod';
import type { TOperatorActor } from '../../platform/actor';
import type { TDeps } from '../../platform/deps';
import { AppError, notFound } from '../../platform/errors';
import type { TUploadedFile } from '../../platform/multipart';
import { pageWindow } from '../../platform/paging';
import { findOperatorById } from '../auth/auth.repository';
import { saveUpload } from '../uploads/uploads.service';
import { closeOpenConversation, countInbox, findInboxConversation, listInbox } from './inbox.repository';
import { answerNoticeMail } from './message-emails';
import { readThread } from './message-thread';
import { toInboxConversation, toMessage } from './message-views';
import { resolveAttachments, writeMessage } from './message-write';
import { findMessageByClientKey, markRead } from './messages.repository';

// The operators' inbox in the console: every account's conversations, read, answered, closed.

async function inboxConversation(deps: TDeps, id: string) {
  const row = await findInboxConversation(deps.db, id);
  if (!row) {
    throw notFound('Conversation');
  }
  return row;
}

/** GET messages/conversations */
export async function listInboxConversations(
  deps: TDeps,
  query: z.output<typeof ZInboxListQuerySchema>,
): Promise<TInboxPage> {
  const filter = { unreadOnly: query.unreadOnly, status: query.status, search: query.search };
  const [rows, counts] = await Promise.all([
    listInbox(deps.db, filter, pageWindow(query)),
    countInbox(deps.db, filter),
  ]);
  return {
    items: rows.map(toInboxConversation),
    total: counts.total,
    totalUnread: counts.unread,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** GET messages/conversations/detail: the thread; the team has now read it. */
export async function getInboxConversation(
  deps: TDeps,
  query: z.output<typeof ZConversationDetailQuerySchema>,
): Promise<TInboxDetail> {
  const row = await inboxConversation(deps, query.conversationId);
  const thread = await readThread(deps, row.id, query);
  await markRead(deps.db, row.id, 'operator');
  return { conversation: toInboxConversation({ ...row, operatorUnread: 0 }), ...thread };
}

/**
 * POST messages/send: the team's answer (reopening a closed conversation), the operator now
 * assigned. Attachments are files uploaded for this conversation (`messages/upload`). The same
 * `clientKey` again answers the first message. The account hears of it by e-mail when it had
 * read the conversation up to now.
 */
export async function replyInConversation(
  deps: TDeps,
  actor: TOperatorActor,
  input: z.output<typeof ZInboxReplyRequestSchema>,
): Promise<TInboxSent> {
  const operator = await findOperatorById(deps.db, actor.operatorId);
  const operatorName = operator?.name ?? '';
  const first = await findMessageByClientKey(deps.db, actor.operatorId, input.clientKey);
  if (first) {
    const conversation = await inboxConversation(deps, first.conversationId);
    return { conversation: toInboxConversation(conversation), message: toMessage(first, operatorName) };
  }
  const row = await inboxConversation(deps, input.conversationId);
  const attachments = await resolveAttachments(
    deps,
    { side: 'operator', accountId: row.userId },
    input.attachments,
  );
  const written = await writeMessage(deps, {
    side: 'operator',
    senderId: actor.operatorId,
    target: { conversationId: row.id },
    body: input.body,
    attachments,
    clientKey: input.clientKey,
  });
  if (!written) {
    return replyInConversation(deps, actor, input);
  }
  if (written.firstUnread) {
    const account = { email: row.accountEmail, name: row.accountName, role: row.accountRole };
    await deps.mailer.send(
      answerNoticeMail(deps, account, {
        conversationId: row.id,
        subject: row.subject,
        body: input.body,
        senderName: operatorName,
      }),
    );
  }
  const conversation = await inboxConversation(deps, row.id);
  return {
    conversation: toInboxConversation(conversation),
    message: toMessage(written.message, operatorName),
  };
}

/** POST messages/conversations/{id}/close: an open conversation only (409 says its state). */
export async function closeConversation(deps: TDeps, id: string): Promise<TInboxConversation> {
  const row = await inboxConversation(deps, id);
  if (!(await closeOpenConversation(deps.db, id))) {
    // Only an open conversation closes, so one that did not is closed already.
    throw new AppError(ErrorCode.conflict, 'This conversation is already closed');
  }
  return toInboxConversation({ ...row, status: 'closed' });
}

/** POST messages/upload: a file for a reply, kept among the conversation's account's uploads. */
export async function uploadInboxFile(
  deps: TDeps,
  conversationId: string,
  file: TUploadedFile,
): Promise<TUpload> {
  const row = await inboxConversation(deps, conversationId);
  return saveUpload(deps, { userId: row.userId }, file);
}
