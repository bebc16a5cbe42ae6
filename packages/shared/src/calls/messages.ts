import { defineCall } from '../call';
import {
  ZConversationDetailQuerySchema,
  ZConversationDetailSchema,
  ZConversationListQuerySchema,
  ZConversationPageSchema,
  ZConversationParamsSchema,
  ZInboxConversationSchema,
  ZInboxDetailSchema,
  ZInboxListQuerySchema,
  ZInboxPageSchema,
  ZInboxReplyRequestSchema,
  ZInboxSentSchema,
  ZInboxUploadQuerySchema,
  ZSendMessageRequestSchema,
  ZSentMessageSchema,
} from '../messages';
import { ZUploadSchema } from '../seller-account';

// Spec 7.13: an account's conversations with the Affiliate Atlas team. The seller's and the
// publisher's calls are the same contract under each role's path.
function accountMessageCalls<const R extends 'seller' | 'publisher'>(role: R) {
  const roles = [role] as const;
  return {
    // GET {role}/messages/conversations: latest first, with unread counts
    listConversations: defineCall({
      api: 'user',
      method: 'GET',
      path: `${role}/messages/conversations`,
      roles,
      summary: 'My conversations with the team, latest first, with unread counts and the total unread',
      query: ZConversationListQuerySchema,
      response: ZConversationPageSchema,
    }),
    // GET {role}/messages/conversations/detail?conversationId=&before=: opening it marks it read
    getConversation: defineCall({
      api: 'user',
      method: 'GET',
      path: `${role}/messages/conversations/detail`,
      roles,
      summary: "A conversation's newest messages (or those before a message), oldest first; marks it read",
      query: ZConversationDetailQuerySchema,
      response: ZConversationDetailSchema,
    }),
    // POST {role}/messages/send: reply, or start a conversation with a subject; idempotent by clientKey
    sendMessage: defineCall({
      api: 'user',
      method: 'POST',
      path: `${role}/messages/send`,
      roles,
      summary:
        'Send a message (reply or new conversation) with up to 5 uploaded files; a repeated clientKey answers the first',
      body: ZSendMessageRequestSchema,
      response: ZSentMessageSchema,
    }),
  };
}

export const sellerMessageCalls = accountMessageCalls('seller');
export const publisherMessageCalls = accountMessageCalls('publisher');

// The operators' inbox in the console (ours; the spec names only the accounts' side).
export const inboxCalls = {
  // GET messages/conversations: every account's conversations, filtered
  listInboxConversations: defineCall({
    api: 'admin',
    method: 'GET',
    path: 'messages/conversations',
    roles: ['operator'],
    summary: "Every account's conversations, latest first: unread only, status, subject or e-mail search",
    query: ZInboxListQuerySchema,
    response: ZInboxPageSchema,
  }),
  // GET messages/conversations/detail?conversationId=: opening it marks it read for the team
  getInboxConversation: defineCall({
    api: 'admin',
    method: 'GET',
    path: 'messages/conversations/detail',
    roles: ['operator'],
    summary: "A conversation's newest messages with its account; marks it read for the team",
    query: ZConversationDetailQuerySchema,
    response: ZInboxDetailSchema,
  }),
  // POST messages/send: the team's reply; idempotent by clientKey
  replyInConversation: defineCall({
    api: 'admin',
    method: 'POST',
    path: 'messages/send',
    roles: ['operator'],
    summary:
      'Answer a conversation (reopens a closed one) and e-mail the account; a repeated clientKey answers the first',
    body: ZInboxReplyRequestSchema,
    response: ZInboxSentSchema,
  }),
  // POST messages/conversations/{id}/close
  closeConversation: defineCall({
    api: 'admin',
    method: 'POST',
    path: 'messages/conversations/{id}/close',
    roles: ['operator'],
    summary: 'Close an open conversation (the account can still write, which reopens it)',
    params: ZConversationParamsSchema,
    response: ZInboxConversationSchema,
  }),
  // POST messages/upload?conversationId=: a file for a reply, kept as the conversation's account's
  uploadInboxFile: defineCall({
    api: 'admin',
    method: 'POST',
    path: 'messages/upload',
    roles: ['operator'],
    summary: "Upload an image or PDF to attach to a reply; kept among the conversation's account's files",
    query: ZInboxUploadQuerySchema,
    response: ZUploadSchema,
    upload: true,
  }),
};
