import { randomUUID } from 'node:crypto';
import {
  ErrorCode,
  inboxCalls,
  sellerMessageCalls,
  type TInboxPage,
  type TLoginResponse,
} from '@atlas/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOf, fieldPaths as fieldsOf } from '../../../test/support/call';
import { createOperator, createSeller, createUser, lastEmailTo } from '../../../test/support/factories';
import type { TTestApp } from '../../../test/support/test-app';
import {
  createMessagesApp,
  openConversation,
  openInbox,
  png,
  reply,
  send,
  uploadAs,
  uploadForReply,
} from './messages-test-kit';

// The operators' inbox in the console: every account's conversations, filters, the team's
// answers with files, closing, and who may call.
let t: TTestApp;
let seller: TLoginResponse;
let publisher: TLoginResponse;
let operator: Awaited<ReturnType<typeof createOperator>>;
let sellerConversation: string;
let publisherConversation: string;
beforeAll(async () => {
  t = await createMessagesApp();
  seller = await createSeller(t, { email: 'kettles@example.test' });
  publisher = await createUser(t, 'publisher', { email: 'reviews@example.test' });
  operator = await createOperator(t);
  sellerConversation = (await send(t, 'seller', seller.token, { subject: 'Invoice copy', body: 'Please' }))
    .body.data.conversation.id;
  t.clock.advance(1000);
  publisherConversation = (
    await send(t, 'publisher', publisher.token, { subject: 'Approval', body: 'When?' })
  ).body.data.conversation.id;
});
afterAll(() => t.close());

const inbox = (query: Record<string, string> = {}, token = operator.token) =>
  callOf(t.app, inboxCalls.listInboxConversations, { token, query });
const ids = (page: TInboxPage) => page.items.map((c) => c.id);

describe('the inbox', () => {
  it('lists every account latest first with the account, and the unread in all', async () => {
    const { status, body } = await inbox();
    expect(status).toBe(200);
    expect(ids(body.data)).toEqual([publisherConversation, sellerConversation]);
    expect(body.data.items[0]).toMatchObject({
      subject: 'Approval',
      unread: 1,
      account: { email: 'reviews@example.test', role: 'publisher', name: 'Test publisher' },
      assignedOperatorName: null,
    });
    expect(body.data.totalUnread).toBe(2);
  });

  it('filters by subject or account e-mail, by status and to the unread only', async () => {
    expect(ids((await inbox({ search: 'KETTLES@' })).body.data)).toEqual([sellerConversation]);
    expect(ids((await inbox({ search: 'approv' })).body.data)).toEqual([publisherConversation]);
    expect(ids((await inbox({ search: '%' })).body.data)).toEqual([]);
    await openInbox(t, operator.token, sellerConversation);
    expect(ids((await inbox({ unreadOnly: 'true' })).body.data)).toEqual([publisherConversation]);
    expect(ids((await inbox({ status: 'closed' })).body.data)).toEqual([]);
    const bad = await inbox({ status: 'archived' });
    expect([bad.status, fieldsOf(bad.body)]).toEqual([400, ['status']]);
  });
});

describe("the team's answer", () => {
  it('answers with a file uploaded for the conversation, assigns the operator and e-mails the account', async () => {
    const file = await uploadForReply(t, operator.token, publisherConversation, png);
    expect(file.status).toBe(200);
    const clientKey = randomUUID();
    const sent = await reply(t, operator.token, {
      conversationId: publisherConversation,
      body: 'Approved today.',
      attachments: [file.body.data.id],
      clientKey,
    });
    expect(sent.status).toBe(200);
    expect(sent.body.data.message).toMatchObject({
      senderKind: 'operator',
      senderName: 'Test Operator',
      attachments: [{ uploadId: file.body.data.id, fileName: 'answer.png' }],
    });
    expect(sent.body.data.conversation).toMatchObject({ assignedOperatorName: 'Test Operator', unread: 0 });
    const again = await reply(t, operator.token, {
      conversationId: publisherConversation,
      body: 'x',
      clientKey,
    });
    expect(again.body.data.message.id).toBe(sent.body.data.message.id);
    const mail = await lastEmailTo(t, 'reviews@example.test', 'message_answer');
    expect(mail?.text).toContain('Approved today.');
    expect(mail?.text).toContain(`/publisher/messages?conversation=${publisherConversation}`);
    const thread = await openConversation(t, 'publisher', publisher.token, {
      conversationId: publisherConversation,
    });
    expect(thread.body.data.messages.map((m) => m.body)).toEqual(['When?', 'Approved today.']);
    const served = await t.app.inject({ method: 'GET', url: file.body.data.url });
    expect(served.statusCode).toBe(200);
  });

  it("refuses an attachment of another account's and an empty answer", async () => {
    const sellers = await uploadAs(t, seller.token, 'seller.png', png);
    const foreign = await reply(t, operator.token, {
      conversationId: publisherConversation,
      body: 'Here',
      attachments: [sellers.body.data.id],
    });
    expect([foreign.status, fieldsOf(foreign.body)]).toEqual([404, ['attachments.0']]);
    const blank = await reply(t, operator.token, { conversationId: publisherConversation, body: '   ' });
    expect([blank.status, fieldsOf(blank.body)]).toEqual([400, ['body']]);
    const unknown = await reply(t, operator.token, { conversationId: 'cnv_nothing', body: 'Hi' });
    expect(unknown.status).toBe(404);
  });
});

describe('closing', () => {
  it('closes an open conversation once (409 with its state after), and a message reopens it', async () => {
    const close = () =>
      callOf(t.app, inboxCalls.closeConversation, {
        params: { id: sellerConversation },
        token: operator.token,
      });
    const closed = await close();
    expect([closed.status, closed.body.data.status]).toEqual([200, 'closed']);
    const twice = await close();
    expect([twice.status, twice.body.code, twice.body.error]).toEqual([
      409,
      ErrorCode.conflict,
      'This conversation is already closed',
    ]);
    await send(t, 'seller', seller.token, { conversationId: sellerConversation, body: 'One more thing' });
    expect((await inbox({ status: 'open', search: 'kettles' })).body.data.items[0]).toMatchObject({
      id: sellerConversation,
      status: 'open',
    });
  });
});

describe('who may call', () => {
  it.each([
    { descriptor: inboxCalls.listInboxConversations, request: {} },
    { descriptor: inboxCalls.getInboxConversation, request: { query: { conversationId: 'x' } } },
    { descriptor: inboxCalls.replyInConversation, request: {} },
    { descriptor: inboxCalls.closeConversation, request: { params: { id: 'x' } } },
  ])(
    '$descriptor.method $descriptor.path: no operator header is 3006, a user token 3008',
    async ({ descriptor, request }) => {
      const body = descriptor.method === 'POST' ? {} : undefined;
      const none = await callOf(t.app, descriptor, { ...request, body });
      expect([none.status, none.body.code]).toEqual([401, ErrorCode.operatorHeaderMissing]);
      const asUser = await callOf(t.app, descriptor, { ...request, token: seller.token });
      expect([asUser.status, asUser.body.code]).toEqual([403, ErrorCode.accountNotAllowed]);
      const operatorOnUser = await callOf(t.app, sellerMessageCalls.listConversations, {
        token: operator.token,
      });
      expect([operatorOnUser.status, operatorOnUser.body.code]).toEqual([403, ErrorCode.accountNotAllowed]);
    },
  );
});
