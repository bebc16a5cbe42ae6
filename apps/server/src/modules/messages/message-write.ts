import { ErrorCode, type TErrorCode } from '@atlas/shared';
import type { TStoredFile } from '../../db/schema/placements';
import { isUniqueViolation } from '../../platform/db-errors';
import type { TDeps } from '../../platform/deps';
import { AppError, notFound } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { ownFilesInOrder, type TOwnFile } from '../images/own-files';
import { previewOf, type TSide } from './message-views';
import type { TConversationRow, TMessageRow } from './messages.repository';
import {
  insertConversation,
  insertMessage,
  lockConversation,
  updateConversation,
} from './messages.repository';

// Writing one message, for either side: the attachments checked, the conversation held while
// the message goes in, the other side's unread count bumped, the sender's cleared.

/**
 * Whose files a message may attach. An account: images it stored in the image service (issue 13,
 * checked by their content there) and its own `common/upload` files that are not images (PDFs).
 * The team: files uploaded for the conversation's account (`messages/upload`), never stored
 * images (operators store none).
 */
export type TAttachmentSender = { side: 'user'; userId: string } | { side: 'operator'; accountId: string };

const attachmentError = (code: TErrorCode, message: string, indexes: number[], field: string) =>
  new AppError(code, message, {
    fields: indexes.map((index) => ({ path: `attachments.${index}`, message: field })),
  });

/**
 * The files `ids` as a message keeps them, in the order given: one not the sender's to attach
 * is 404 naming the attachment; an account's image uploaded through `common/upload` is 400.
 */
export async function resolveAttachments(
  deps: TDeps,
  sender: TAttachmentSender,
  ids: string[],
): Promise<TStoredFile[]> {
  const owners =
    sender.side === 'user'
      ? { images: sender.userId, uploads: sender.userId }
      : { images: null, uploads: sender.accountId };
  const files = await ownFilesInOrder(deps, deps.db, owners, ids);
  const missing = files.flatMap((file, index) => (file ? [] : [index]));
  if (missing.length > 0) {
    throw attachmentError(
      ErrorCode.notFound,
      'Attachment not found: upload the file again',
      missing,
      'Upload the file again',
    );
  }
  const found = files as TOwnFile[];
  const uploadedImages =
    sender.side === 'user'
      ? found.flatMap((file, index) => (file.kind === 'image' && file.through === 'upload' ? [index] : []))
      : [];
  if (uploadedImages.length > 0) {
    throw attachmentError(
      ErrorCode.validation,
      'Images are attached through the image service (PUT api/storage/v2/file/a.jpg): attach the name it answers',
      uploadedImages,
      'Attach images through the image service',
    );
  }
  return found.map((file) => file.file);
}

export type TWriteMessage = {
  side: TSide;
  senderId: string;
  /**
   * A reply in this conversation (held only if it is this account's, for an account's own
   * message), or a new conversation of the account with this subject.
   */
  target: { conversationId: string; userId?: string } | { userId: string; subject: string };
  body: string;
  attachments: TStoredFile[];
  clientKey: string;
  /** When it was written, if not now (the demo seed dates its history). */
  at?: Date;
};

export type TWritten = {
  conversation: TConversationRow;
  message: TMessageRow;
  /** The other side had read everything before: the message is worth an e-mail. */
  firstUnread: boolean;
};

/**
 * Writes the message and moves its conversation (reopened, latest, previews, counts). A message
 * is never dated before the conversation's last one, so a thread keeps the order it was written
 * in even within one millisecond. Answers null when the sender's key was used already (a double
 * click racing itself): the caller answers that first message.
 */
export async function writeMessage(deps: TDeps, input: TWriteMessage): Promise<TWritten | null> {
  try {
    return await deps.db.transaction(async (tx) => {
      const now = input.at ?? deps.now();
      const { target } = input;
      const conversation =
        'conversationId' in target
          ? await lockConversation(tx, target.conversationId, target.userId)
          : await insertConversation(tx, {
              id: newId('cnv'),
              userId: target.userId,
              subject: target.subject,
              lastMessageAt: now,
              createdAt: now,
            });
      if (!conversation) {
        throw notFound('Conversation');
      }
      const createdAt =
        'conversationId' in target
          ? new Date(Math.max(now.getTime(), conversation.lastMessageAt.getTime() + 1))
          : now;
      const message = await insertMessage(tx, {
        id: newId('msg'),
        conversationId: conversation.id,
        senderKind: input.side,
        senderId: input.senderId,
        body: input.body,
        attachments: input.attachments,
        clientKey: input.clientKey,
        createdAt,
      });
      const fromUser = input.side === 'user';
      const updated = await updateConversation(tx, conversation.id, {
        status: 'open',
        lastMessageAt: createdAt,
        lastMessagePreview: previewOf(input.body),
        ...(fromUser
          ? { userUnread: 0, operatorUnread: conversation.operatorUnread + 1 }
          : {
              operatorUnread: 0,
              userUnread: conversation.userUnread + 1,
              assignedOperatorId: input.senderId,
            }),
      });
      const otherUnread = fromUser ? conversation.operatorUnread : conversation.userUnread;
      return { conversation: updated, message, firstUnread: otherUnread === 0 };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'messages_client_key')) {
      return null;
    }
    throw error;
  }
}
