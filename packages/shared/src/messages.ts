import { z } from 'zod';
import { pageSchemaOf, ZPageQueryShape } from './paging';
import { conversationStatuses, messageSenderKinds } from './placement-enums';
import { userRoles } from './roles';
import { type TStoredFileView, ZStoredFileSchema } from './seller-account';

// Messages between an account and the Affiliate Atlas team (spec 3 "Message conversation",
// 7.13), and the operators' inbox in the console (docs/domain.md "Messages (issue 11)").

export const messageBodyMaxLength = 5000;
export const messageAttachmentsMax = 5;
export const conversationSubjectMaxLength = 150;
/** Messages a thread page holds; older ones are read page by page with `before`. */
export const messagePageSizeDefault = 50;

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const id = (what: string) =>
  z
    .string({ message: `Choose a ${what}` })
    .trim()
    .min(1, `Choose a ${what}`)
    .max(64, `Not a ${what} id`);

/** A message's text: 1 to 5 000 characters once trimmed (a blank message says nothing). */
export const ZMessageBodySchema = z
  .string({ message: 'Write a message' })
  .trim()
  .min(1, 'Write a message')
  .max(
    messageBodyMaxLength,
    `A message is at most ${messageBodyMaxLength.toLocaleString('en-US')} characters`,
  );

export const ZConversationSubjectSchema = z
  .string({ message: 'Give the conversation a subject' })
  .trim()
  .min(1, 'Give the conversation a subject')
  .max(conversationSubjectMaxLength, `A subject is at most ${conversationSubjectMaxLength} characters`);

/**
 * The sender's own files: names of images it stored in the image service, `common/upload` ids of
 * other files (PDFs); the same file twice counts once.
 */
export const ZMessageAttachmentIdsSchema = z
  .array(z.string().trim().min(1, 'Not an upload id').max(64, 'Not an upload id'))
  .max(messageAttachmentsMax, `Attach at most ${messageAttachmentsMax} files`)
  .default([])
  .transform((ids) => [...new Set(ids)]);

/** The sender's own key for one message (a uuid made per message): sending it again finds the first. */
export const ZClientKeySchema = z.uuid({ message: 'The message key must be a uuid' });

export type TMessageAttachment = TStoredFileView;

export const ZMessageSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  /** `user`: the account; `operator`: the Affiliate Atlas team. */
  senderKind: z.enum(messageSenderKinds),
  senderName: z.string(),
  body: z.string(),
  attachments: z.array(ZStoredFileSchema),
  createdAt: z.string(),
});
export type TMessage = z.infer<typeof ZMessageSchema>;

/** One conversation as its account sees it; `unread` counts the team's messages not yet read. */
export const ZConversationSchema = z.object({
  id: z.string(),
  subject: z.string(),
  status: z.enum(conversationStatuses),
  unread: z.number().int(),
  lastMessageAt: z.string(),
  lastMessagePreview: z.string(),
  createdAt: z.string(),
});
export type TConversation = z.infer<typeof ZConversationSchema>;

// ---- The account's calls (seller and publisher)

export const ZConversationListQuerySchema = z.object({ ...ZPageQueryShape });
export type TConversationListQuery = z.input<typeof ZConversationListQuerySchema>;

/** A page of conversations, latest first, and the account's unread messages in all (the badge). */
export const ZConversationPageSchema = pageSchemaOf(ZConversationSchema).extend({
  totalUnread: z.number().int(),
});
export type TConversationPage = z.infer<typeof ZConversationPageSchema>;

export const ZConversationDetailQuerySchema = z.object({
  conversationId: id('conversation'),
  /** A message id: the page of messages written before it (older ones). */
  before: z.preprocess(blankToUndefined, id('message').optional()),
  limit: z.coerce
    .number()
    .int('Limit must be a whole number')
    .min(1, 'Limit must be 1 to 100')
    .max(100, 'Limit must be 1 to 100')
    .default(messagePageSizeDefault),
});
export type TConversationDetailQuery = z.input<typeof ZConversationDetailQuerySchema>;

/** A thread's newest messages (or those before `before`), oldest first, and whether older exist. */
export const ZConversationDetailSchema = z.object({
  conversation: ZConversationSchema,
  messages: z.array(ZMessageSchema),
  hasOlder: z.boolean(),
});
export type TConversationDetail = z.infer<typeof ZConversationDetailSchema>;

/** The fields of a message, as the composer's form takes them. */
export const ZSendMessageFieldsSchema = z.object({
  /** Reply in this conversation… */
  conversationId: z.preprocess(blankToUndefined, id('conversation').optional()),
  /** …or start one with this subject. */
  subject: z.preprocess(blankToUndefined, ZConversationSubjectSchema.optional()),
  body: ZMessageBodySchema,
  attachments: ZMessageAttachmentIdsSchema,
  clientKey: ZClientKeySchema,
});

export const ZSendMessageRequestSchema = ZSendMessageFieldsSchema.superRefine((value, ctx) => {
  if (value.conversationId && value.subject) {
    ctx.addIssue({
      code: 'custom',
      path: ['subject'],
      message: 'Reply in the conversation or start one, not both',
    });
  } else if (!value.conversationId && !value.subject) {
    ctx.addIssue({ code: 'custom', path: ['subject'], message: 'Give the conversation a subject' });
  }
});
export type TSendMessageRequest = z.input<typeof ZSendMessageRequestSchema>;

/** The message as kept (the first one when its key was sent before) and its conversation. */
export const ZSentMessageSchema = z.object({
  conversation: ZConversationSchema,
  message: ZMessageSchema,
});
export type TSentMessage = z.infer<typeof ZSentMessageSchema>;

// ---- The operators' inbox (console)

export const ZInboxAccountSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(userRoles),
});

/** A conversation in the inbox: its account, and `unread` counting the account's messages. */
export const ZInboxConversationSchema = ZConversationSchema.extend({
  account: ZInboxAccountSchema,
  /** The operator who answered last, if any. */
  assignedOperatorName: z.string().nullable(),
});
export type TInboxConversation = z.infer<typeof ZInboxConversationSchema>;

export const ZInboxListQuerySchema = z.object({
  unreadOnly: z.preprocess(
    (value) =>
      value === 'true' ? true : value === 'false' || value === '' || value === undefined ? false : value,
    z.boolean({ message: "Use 'true' or 'false'" }),
  ),
  status: z.preprocess(
    blankToUndefined,
    z.enum(conversationStatuses, { message: 'Choose open or closed' }).optional(),
  ),
  /** Part of the subject or of the account's e-mail. */
  search: z.preprocess(blankToUndefined, z.string().trim().max(100, 'Search is too long').optional()),
  ...ZPageQueryShape,
});
export type TInboxListQuery = z.input<typeof ZInboxListQuerySchema>;

/** A page of the inbox, latest first, and the conversations waiting for the team (the badge). */
export const ZInboxPageSchema = pageSchemaOf(ZInboxConversationSchema).extend({
  totalUnread: z.number().int(),
});
export type TInboxPage = z.infer<typeof ZInboxPageSchema>;

export const ZInboxDetailSchema = ZConversationDetailSchema.extend({
  conversation: ZInboxConversationSchema,
});
export type TInboxDetail = z.infer<typeof ZInboxDetailSchema>;

export const ZInboxReplyRequestSchema = z.object({
  conversationId: id('conversation'),
  body: ZMessageBodySchema,
  attachments: ZMessageAttachmentIdsSchema,
  clientKey: ZClientKeySchema,
});
export type TInboxReplyRequest = z.input<typeof ZInboxReplyRequestSchema>;

export const ZInboxSentSchema = z.object({ conversation: ZInboxConversationSchema, message: ZMessageSchema });
export type TInboxSent = z.infer<typeof ZInboxSentSchema>;

export const ZConversationParamsSchema = z.object({ id: id('conversation') });

export const ZInboxUploadQuerySchema = z.object({ conversationId: id('conversation') });
export type TInboxUploadQuery = z.input<typeof ZInboxUploadQuerySchema>;
