import { inboxCalls as calls } from '@atlas/shared';
import { readUploadedFile } from '../../platform/multipart';
import { defineRoute } from '../../platform/route';
import { conversationAudit } from '../operators/audit-specs';
import { refuseLongUpload, uploadReadLimit } from '../uploads/uploads.service';
import {
  closeConversation,
  getInboxConversation,
  listInboxConversations,
  replyInConversation,
  uploadInboxFile,
} from './inbox.service';

// The operators' inbox in the console (ours): read, answer, close.
export const inboxRoutes = [
  // GET messages/conversations: every account's, unread only, status, subject or e-mail
  defineRoute(calls.listInboxConversations, {
    handler: ({ deps, query }) => listInboxConversations(deps, query),
  }),
  // GET messages/conversations/detail?conversationId=: marks it read for the team
  defineRoute(calls.getInboxConversation, {
    handler: ({ deps, query }) => getInboxConversation(deps, query),
  }),
  // POST messages/send: the team's answer
  defineRoute(calls.replyInConversation, {
    audit: conversationAudit,
    handler: ({ deps, actor, body }) => replyInConversation(deps, actor, body),
  }),
  // POST messages/conversations/{id}/close
  defineRoute(calls.closeConversation, {
    audit: conversationAudit,
    handler: ({ deps, params }) => closeConversation(deps, params.id),
  }),
  // POST messages/upload?conversationId=: a file for a reply
  defineRoute(calls.uploadInboxFile, {
    audit: conversationAudit,
    // a declared length over the limit is refused before the body is read, as common/upload does
    beforeBody: ({ request }) => refuseLongUpload(request.headers['content-length']),
    handler: async ({ deps, query, request }) =>
      uploadInboxFile(
        deps,
        query.conversationId,
        await readUploadedFile(request, { maxBytes: uploadReadLimit }),
      ),
  }),
];
