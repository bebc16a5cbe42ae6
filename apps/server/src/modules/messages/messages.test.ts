import { randomUUID } from 'node:crypto';
import { ErrorCode, sellerMessageCalls, type TLoginResponse } from '@atlas/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOf, fieldPaths as fieldsOf } from '../../../test/support/call';
import { createOperator, createSeller, createUser, lastEmailTo } from '../../../test/support/factories';
import type { TTestApp } from '../../../test/support/test-app';
import {
  createMessagesApp,
  messageCallsOf,
  openConversation,
  openInbox,
  pdf,
  png,
  reply,
  send,
  uploadAs,
} from './messages-test-kit';

// The account's side of messages (spec 7.13): conversations, threads, sending with attachments,
// idempotent keys, unread counts on both sides and the e-mail notices.
let t: TTestApp;
let seller: TLoginResponse;
let publisher: TLoginResponse;
let otherSeller: TLoginResponse;
let operator: Awaited<ReturnType<typeof createOperator>>;
beforeAll(async () => {
  t = await createMessagesApp();
  seller = await createSeller(t);
  otherSeller = await createSeller(t);
  publisher = await createUser(t, 'publisher');
  operator = await createOperator(t);
});
afterAll(() => t.close());

const list = (role: 'seller' | 'publisher', token: string) =>
  callOf(t.app, messageCallsOf[role].listConversations, { token });

describe('starting a conversation', () => {
  it('keeps the message with its attachment, lists it and tells the team with a console link', async () => {
    const file = await uploadAs(t, seller.token, 'terms.pdf', pdf);
    expect(file.status).toBe(200);
    const sent = await send(t, 'seller', seller.token, {
      subject: '  Payout question  ',
      body: '  When is the April payout?  ',
      attachments: [file.body.data.id, file.body.data.id],
    });
    expect(sent.status).toBe(200);
    expect(sent.body.data.conversation).toMatchObject({
      subject: 'Payout question',
      status: 'open',
      unread: 0,
      lastMessagePreview: 'When is the April payout?',
    });
    expect(sent.body.data.message).toMatchObject({
      senderKind: 'user',
      senderName: 'Test seller',
      body: 'When is the April payout?',
      attachments: [{ uploadId: file.body.data.id, fileName: 'terms.pdf', contentType: 'application/pdf' }],
    });
    const page = await list('seller', seller.token);
    expect(page.body.data).toMatchObject({ total: 1, totalUnread: 0 });
    const mail = await lastEmailTo(t, t.config.CONTACT_EMAIL, 'message_to_team');
    expect(mail?.subject).toBe('Message from Test seller (seller): Payout question');
    expect(mail?.text).toContain('When is the April payout?');
    expect(mail?.text).toContain(
      `://admin.localhost:${t.config.PORT}/operator/messages?conversation=${sent.body.data.conversation.id}`,
    );
  });

  it('answers the first message when the same key is sent again, and sends nothing twice', async () => {
    const clientKey = randomUUID();
    const first = await send(t, 'publisher', publisher.token, {
      subject: 'Review',
      body: 'Hello',
      clientKey,
    });
    const again = await send(t, 'publisher', publisher.token, {
      subject: 'Review',
      body: 'Hello',
      clientKey,
    });
    expect(again.status).toBe(200);
    expect(again.body.data.message.id).toBe(first.body.data.message.id);
    expect(again.body.data.conversation.id).toBe(first.body.data.conversation.id);
    const page = await list('publisher', publisher.token);
    expect(page.body.data.total).toBe(1);
    const thread = await openConversation(t, 'publisher', publisher.token, {
      conversationId: first.body.data.conversation.id,
    });
    expect(thread.body.data.messages).toHaveLength(1);
  });

  it.each([
    ['an empty message', { subject: 'S', body: '' }, 'body', 'Write a message'],
    ['a message of spaces only', { subject: 'S', body: ' \n\t ' }, 'body', 'Write a message'],
    ['a message over 5 000 characters', { subject: 'S', body: 'x'.repeat(5001) }, 'body', 'at most 5,000'],
    ['no subject and no conversation', { body: 'Hi' }, 'subject', 'Give the conversation a subject'],
    [
      'a subject and a conversation',
      { subject: 'S', conversationId: 'cnv_x', body: 'Hi' },
      'subject',
      'not both',
    ],
    [
      'six attachments',
      { subject: 'S', body: 'Hi', attachments: ['a', 'b', 'c', 'd', 'e', 'f'] },
      'attachments',
      'at most 5',
    ],
    ['a key that is no uuid', { subject: 'S', body: 'Hi', clientKey: 'one' }, 'clientKey', 'uuid'],
  ])('refuses %s with 400 on the field', async (_what, body, field, words) => {
    const before = (await list('seller', seller.token)).body.data.total;
    const { status, body: answer } = await send(t, 'seller', seller.token, body);
    expect(status).toBe(400);
    expect(answer.code).toBe(ErrorCode.validation);
    expect(fieldsOf(answer)).toEqual([field]);
    expect(answer.error).toContain(words);
    expect((await list('seller', seller.token)).body.data.total).toBe(before);
  });

  it('takes exactly 5 000 characters', async () => {
    const { status } = await send(t, 'seller', seller.token, { subject: 'Long', body: 'y'.repeat(5000) });
    expect(status).toBe(200);
  });
});

describe("another account's things", () => {
  it("answers 404 for another account's conversation, to read or to reply", async () => {
    const mine = await send(t, 'seller', seller.token, { subject: 'Mine', body: 'Private' });
    const conversationId = mine.body.data.conversation.id;
    const read = await openConversation(t, 'seller', otherSeller.token, { conversationId });
    expect(read.status).toBe(404);
    const written = await send(t, 'seller', otherSeller.token, { conversationId, body: 'Hi' });
    expect(written.status).toBe(404);
    const thread = await openConversation(t, 'seller', seller.token, { conversationId });
    expect(thread.body.data.messages.map((m) => m.body)).toEqual(['Private']);
  });

  it("refuses another account's upload as an attachment (404 on the attachment), and keeps nothing", async () => {
    const theirs = await uploadAs(t, otherSeller.token, 'theirs.pdf', pdf);
    const mine = await uploadAs(t, seller.token, 'mine.pdf', pdf);
    const before = (await list('seller', seller.token)).body.data.total;
    const { status, body } = await send(t, 'seller', seller.token, {
      subject: 'Files',
      body: 'See attached',
      attachments: [mine.body.data.id, theirs.body.data.id],
    });
    expect(status).toBe(404);
    expect(fieldsOf(body)).toEqual(['attachments.1']);
    expect((await list('seller', seller.token)).body.data.total).toBe(before);
  });
});

describe('attachments through common/upload', () => {
  it('lets a publisher upload, and refuses an executable named .png and a 20 MB file', async () => {
    const ok = await uploadAs(t, publisher.token, 'banner.png', png);
    expect(ok.status).toBe(200);
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(4096)]);
    const renamed = await uploadAs(t, publisher.token, 'holiday.png', elf);
    expect(renamed.status).toBe(400);
    expect(renamed.body.error).toContain('This type of file is not accepted');
    const huge = await uploadAs(
      t,
      publisher.token,
      'huge.png',
      Buffer.concat([png, Buffer.alloc(20 * 1024 * 1024)]),
    );
    expect(huge.status).toBe(413);
    expect(huge.body.code).toBe(ErrorCode.tooLarge);
  });

  it('lets the team read an attached file at its address (an unguessable key, no account check)', async () => {
    const file = await uploadAs(t, publisher.token, 'proof.pdf', pdf);
    const sent = await send(t, 'publisher', publisher.token, {
      subject: 'Proof',
      body: 'Attached',
      attachments: [file.body.data.id],
    });
    const seen = await openInbox(t, operator.token, sent.body.data.conversation.id);
    const url = seen.body.data.messages[0]?.attachments[0]?.url ?? '';
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(pdf)).toBe(true);
  });
});

describe('unread counts on both sides', () => {
  it('counts each side what the other wrote until it opens the conversation, and e-mails once per streak', async () => {
    const account = await createSeller(t);
    const started = await send(t, 'seller', account.token, { subject: 'Counts', body: 'One' });
    const conversationId = started.body.data.conversation.id;
    await send(t, 'seller', account.token, { conversationId, body: 'Two' });
    const inbox = await openInbox(t, operator.token, conversationId);
    expect(inbox.body.data.conversation.unread).toBe(0);
    expect(inbox.body.data.messages.map((m) => m.body)).toEqual(['One', 'Two']);

    await reply(t, operator.token, { conversationId, body: 'First answer' });
    await reply(t, operator.token, { conversationId, body: 'Second answer' });
    const page = await list('seller', account.token);
    expect(page.body.data.items[0]).toMatchObject({ unread: 2, lastMessagePreview: 'Second answer' });
    expect(page.body.data.totalUnread).toBe(2);
    const mails = await t.database.db.query.emails.findMany({
      where: (e, { and, eq }) => and(eq(e.to, account.user.email), eq(e.kind, 'message_answer')),
    });
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(`/seller/messages?conversation=${conversationId}`);

    const opened = await openConversation(t, 'seller', account.token, { conversationId });
    expect(opened.body.data.conversation.unread).toBe(0);
    expect(opened.body.data.messages.map((m) => [m.senderKind, m.senderName])).toEqual([
      ['user', 'Test seller'],
      ['user', 'Test seller'],
      ['operator', 'Test Operator'],
      ['operator', 'Test Operator'],
    ]);
    expect((await list('seller', account.token)).body.data.totalUnread).toBe(0);
  });

  it('pages a long thread from the newest, oldest first within a page', async () => {
    const started = await send(t, 'seller', seller.token, { subject: 'Paged', body: 'm0' });
    const conversationId = started.body.data.conversation.id;
    for (const n of [1, 2, 3, 4]) {
      await send(t, 'seller', seller.token, { conversationId, body: `m${n}` });
    }
    const newest = await openConversation(t, 'seller', seller.token, { conversationId, limit: '2' });
    expect(newest.body.data.messages.map((m) => m.body)).toEqual(['m3', 'm4']);
    expect(newest.body.data.hasOlder).toBe(true);
    const older = await openConversation(t, 'seller', seller.token, {
      conversationId,
      limit: '3',
      before: newest.body.data.messages[0]?.id ?? '',
    });
    expect(older.body.data.messages.map((m) => m.body)).toEqual(['m0', 'm1', 'm2']);
    expect(older.body.data.hasOlder).toBe(false);
  });
});

describe('who may call', () => {
  it('refuses no token (401), the wrong role (403) and a partner (403)', async () => {
    const partner = await createUser(t, 'partner');
    const none = await callOf(t.app, sellerMessageCalls.listConversations);
    expect(none.status).toBe(401);
    const wrong = await list('seller', publisher.token);
    expect([wrong.status, wrong.body.code]).toEqual([403, ErrorCode.roleNotAllowed]);
    const asPartner = await send(t, 'publisher', partner.token, { subject: 'S', body: 'Hi' });
    expect([asPartner.status, asPartner.body.code]).toEqual([403, ErrorCode.roleNotAllowed]);
  });
});
