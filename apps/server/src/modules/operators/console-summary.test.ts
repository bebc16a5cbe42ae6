import { randomUUID } from 'node:crypto';
import { authCalls, billingCloseCalls, inboxCalls, operatorCalls, sellerMessageCalls } from '@atlas/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOf } from '../../../test/support/call';
import {
  createOperator,
  createSeller,
  createUser,
  nextSignUpAddress,
  testPassword,
} from '../../../test/support/factories';
import { createTestApp, type TTestApp } from '../../../test/support/test-app';
import { operatorAudit, sellerBillings } from '../../db/schema';
import { newId } from '../../platform/ids';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const summary = async (token: string) => {
  const answer = await callOf(t.app, operatorCalls.consoleSummary, { token });
  expect(answer.body.error).toBeNull();
  return answer.body.data;
};

describe('GET console/summary', () => {
  it('counts publishers waiting for review and unread conversations, to a support operator too', async () => {
    const support = await createOperator(t, { role: 'support' });
    const empty = await summary(support.token);
    expect(empty).toMatchObject({ sellerBillingsUnpaid: [], latestMonthClose: null });
    await createUser(t, 'publisher');
    const seller = await createSeller(t);
    await callOf(t.app, sellerMessageCalls.sendMessage, {
      token: seller.token,
      body: { subject: 'Help', body: 'Where is my invoice?', attachments: [], clientKey: randomUUID() },
    });
    const after = await summary(support.token);
    expect(after.publishersToReview).toBe(empty.publishersToReview + 1);
    expect(after.unreadConversations).toBe(empty.unreadConversations + 1);
    // a sign-up that has not confirmed its e-mail is not waiting for review yet
    const signUp = await callOf(t.app, authCalls.registerUser, {
      remoteAddress: nextSignUpAddress(),
      body: {
        email: 'unconfirmed@example.test',
        password: testPassword,
        role: 'publisher',
        name: 'Unconfirmed',
      },
    });
    expect(signUp.status).toBe(200);
    expect((await summary(support.token)).publishersToReview).toBe(after.publishersToReview);
  });
});

describe('the seller billings in the summary', () => {
  it('splits unpaid billings per currency by whether they are due, as the billing module shows them', async () => {
    const support = await createOperator(t, { role: 'support' });
    const seller = await createSeller(t);
    const now = t.clock.now.getTime();
    const billing = (
      currency: string,
      dueInMs: number,
      totalMinor: number,
      n: number,
      status: 'unpaid' | 'paid' = 'unpaid',
    ) => ({
      id: newId('sb'),
      sellerId: seller.user.id,
      countryCode: `X${n}`,
      currency,
      month: '2020-01-01',
      invoiceNumber: 900_000 + n,
      billingDate: '2020-02-01',
      closedAt: new Date(now - 86_400_000),
      dueAt: new Date(now + dueInMs),
      commissionMinor: totalMinor,
      platformFeeMinor: 0,
      totalMinor,
      status,
    });
    await t.database.db
      .insert(sellerBillings)
      .values([
        billing('USD', 86_400_000, 1000, 1),
        billing('USD', 86_400_000, 500, 2),
        billing('USD', -1000, 700, 3),
        billing('EUR', -1000, 300, 4),
        billing('EUR', -1000, 999, 5, 'paid'),
      ]);
    const answer = await callOf(t.app, operatorCalls.consoleSummary, { token: support.token });
    expect(answer.body.data.sellerBillingsUnpaid).toEqual([{ currency: 'USD', count: 2, amount: 1500 }]);
    expect(answer.body.data.sellerBillingsOverdue).toEqual([
      { currency: 'EUR', count: 1, amount: 300 },
      { currency: 'USD', count: 1, amount: 700 },
    ]);
    await t.database.db.delete(sellerBillings);
  });
});

describe('the audit of the older console writes', () => {
  it('keeps a conversation closed by an operator, open before and closed after', async () => {
    const operator = await createOperator(t);
    const seller = await createSeller(t);
    const sent = await callOf(t.app, sellerMessageCalls.sendMessage, {
      token: seller.token,
      body: { subject: 'Close me', body: 'Thanks, all good', attachments: [], clientKey: randomUUID() },
    });
    const id = sent.body.data.conversation.id;
    const closed = await callOf(t.app, inboxCalls.closeConversation, {
      params: { id },
      token: operator.token,
    });
    expect(closed.status).toBe(200);
    const [entry] = await t.database.db
      .select()
      .from(operatorAudit)
      .where(and(eq(operatorAudit.targetType, 'conversation'), eq(operatorAudit.targetId, id)));
    expect(entry).toMatchObject({ outcome: 'done', before: { status: 'open' }, after: { status: 'closed' } });
  });

  it('names the month close by its answer and keeps the close after', async () => {
    const operator = await createOperator(t);
    const answer = await callOf(t.app, billingCloseCalls.closeBillingMonth, {
      token: operator.token,
      body: { countryCode: 'US', month: '2020-01' },
    });
    expect(answer.status).toBe(200);
    const [entry] = await t.database.db
      .select()
      .from(operatorAudit)
      .where(
        and(eq(operatorAudit.targetType, 'billing-close'), eq(operatorAudit.targetId, answer.body.data.id)),
      );
    expect(entry).toMatchObject({
      outcome: 'done',
      before: null,
      after: { id: answer.body.data.id, countryCode: 'US' },
    });
    const support = await createOperator(t, { role: 'support' });
    expect((await summary(support.token)).latestMonthClose).not.toBeNull();
  });
});
