import {
  inboxCalls,
  publisherMessageCalls,
  sellerMessageCalls,
  type TConversationDetailQuery,
  type TConversationListQuery,
  type TInboxListQuery,
  type TInboxReplyRequest,
  type TSendMessageRequest,
  uploadCalls,
} from '@atlas/shared';
import { callApi, uploadFile } from './http';

// Messages with the team (spec 7.13) and the console's inbox. Polls are silent: a failed poll
// shows on the screen that made it, never as a toast every few seconds.

export type TMessagesRole = 'seller' | 'publisher';

const callsOf = { seller: sellerMessageCalls, publisher: publisherMessageCalls };
const quiet = { silent: true };

export const listConversations = (role: TMessagesRole, query: TConversationListQuery) =>
  callApi(callsOf[role].listConversations, { query }, quiet);

export const getConversation = (role: TMessagesRole, query: TConversationDetailQuery) =>
  callApi(callsOf[role].getConversation, { query }, quiet);

// The composer shows a refusal on its fields
export const sendMessage = (role: TMessagesRole, body: TSendMessageRequest) =>
  callApi(callsOf[role].sendMessage, { body }, quiet);

/** POST common/upload: an attachment of the account's own. */
export const uploadAttachment = (file: File) => uploadFile(uploadCalls.uploadFile, file, quiet);

// ---- The console

export const listInbox = (query: TInboxListQuery) =>
  callApi(inboxCalls.listInboxConversations, { query }, quiet);

export const getInboxConversation = (query: TConversationDetailQuery) =>
  callApi(inboxCalls.getInboxConversation, { query }, quiet);

export const replyInConversation = (body: TInboxReplyRequest) =>
  callApi(inboxCalls.replyInConversation, { body }, quiet);

export const closeConversation = (id: string) => callApi(inboxCalls.closeConversation, { params: { id } });

/** POST messages/upload: a reply's file, kept among the conversation's account's files. */
export const uploadInboxAttachment = (conversationId: string) => (file: File) =>
  uploadFile(inboxCalls.uploadInboxFile, file, { ...quiet, query: { conversationId } });
