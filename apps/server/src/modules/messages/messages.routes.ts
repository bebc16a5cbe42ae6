import { publisherMessageCalls, sellerMessageCalls } from '@atlas/shared';
import { defineRoute } from '../../platform/route';
import { getConversation, listConversations, sendMessage } from './messages.service';

// Spec 7.13: the seller's and the publisher's conversations with the team. Sellers agree to the
// notice first, as for every seller call; a publisher may write before its review is done (it
// may need to ask about it).
const notice = ['sellerNotice'] as const;

export const messageRoutes = [
  // GET seller/messages/conversations
  defineRoute(sellerMessageCalls.listConversations, {
    preconditions: notice,
    handler: ({ deps, actor, query }) => listConversations(deps, actor, query),
  }),
  // GET seller/messages/conversations/detail?conversationId=
  defineRoute(sellerMessageCalls.getConversation, {
    preconditions: notice,
    handler: ({ deps, actor, query }) => getConversation(deps, actor, query),
  }),
  // POST seller/messages/send
  defineRoute(sellerMessageCalls.sendMessage, {
    preconditions: notice,
    handler: ({ deps, actor, body }) => sendMessage(deps, actor, body),
  }),
  // GET publisher/messages/conversations
  defineRoute(publisherMessageCalls.listConversations, {
    handler: ({ deps, actor, query }) => listConversations(deps, actor, query),
  }),
  // GET publisher/messages/conversations/detail?conversationId=
  defineRoute(publisherMessageCalls.getConversation, {
    handler: ({ deps, actor, query }) => getConversation(deps, actor, query),
  }),
  // POST publisher/messages/send
  defineRoute(publisherMessageCalls.sendMessage, {
    handler: ({ deps, actor, body }) => sendMessage(deps, actor, body),
  }),
];
