import { inboxCalls, operatorAuthCalls, publisherMessageCalls, sellerMessageCalls } from '@atlas/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOf } from '../../test/support/call';
import { createDemoApp, signInDemo } from '../../test/support/demo-app';
import type { TTestApp } from '../../test/support/test-app';
import { emails } from '../db/schema';
import { demoPassword, demoPublisherEmail, demoSellerEmail } from './demo';
import { seedDemoMessages } from './demo-messages';

// What the demo accounts and the demo operator find in Messages on first start.
let t: TTestApp;
let ids: string[];
beforeAll(async () => {
  t = await createDemoApp();
  ids = await seedDemoMessages(t.app.deps);
});
afterAll(() => t.close());

const operatorToken = async () => {
  const login = await callOf(t.app, operatorAuthCalls.loginOperator, {
    body: { email: 'admin@demo.test', password: demoPassword },
  });
  return login.body.data.token;
};

describe('the demo messages', () => {
  it('gives the demo seller a conversation with one answer of the team to read', async () => {
    const token = await signInDemo(t, demoSellerEmail);
    const page = await callOf(t.app, sellerMessageCalls.listConversations, { token });
    expect(page.body.data).toMatchObject({ total: 1, totalUnread: 1 });
    expect(page.body.data.items[0]).toMatchObject({
      id: ids[0],
      subject: 'April invoice and payment',
      unread: 1,
    });
  });

  it('gives the demo publisher a conversation whose last message waits for the team', async () => {
    const token = await signInDemo(t, demoPublisherEmail);
    const page = await callOf(t.app, publisherMessageCalls.listConversations, { token });
    expect(page.body.data.items.map((c) => [c.id, c.unread])).toEqual([[ids[1], 0]]);
    const inbox = await callOf(t.app, inboxCalls.listInboxConversations, {
      token: await operatorToken(),
      query: { unreadOnly: 'true' },
    });
    expect(inbox.body.data.items.map((c) => [c.id, c.unread, c.account.email])).toEqual([
      [ids[1], 1, demoPublisherEmail],
    ]);
    expect(inbox.body.data.totalUnread).toBe(1);
  });

  it('dates the messages over the last days, each way, and sends no e-mail', async () => {
    const token = await signInDemo(t, demoSellerEmail);
    const detail = await callOf(t.app, sellerMessageCalls.getConversation, {
      token,
      query: { conversationId: ids[0] ?? '' },
    });
    expect(detail.body.data.messages.map((m) => m.senderKind)).toEqual([
      'user',
      'operator',
      'user',
      'operator',
    ]);
    const first = Date.parse(detail.body.data.messages[0]?.createdAt ?? '');
    expect(t.clock.now.getTime() - first).toBeGreaterThan(2 * 24 * 3_600_000);
    const sent = await t.database.db.select().from(emails);
    expect(sent.filter((e) => e.kind.startsWith('message_'))).toEqual([]);
  });
});
