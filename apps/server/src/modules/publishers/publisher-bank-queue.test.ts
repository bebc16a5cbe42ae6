import { adminAuthHeader, adminPrefix, publisherPaymentCalls, publisherReviewCalls } from '@atlas/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOf } from '../../../test/support/call';
import { createOperator, createUser } from '../../../test/support/factories';
import { createTestApp, type TTestApp } from '../../../test/support/test-app';
import { publisherBankAccounts } from '../../db/schema';

// The console's bank review queue: GET publisher/list?bankStatus=… (what the summary's
// "Bank accounts to review" card opens), on its own app so the lists are this file's alone.
let t: TTestApp;
let operatorToken: string;
beforeAll(async () => {
  t = await createTestApp();
  operatorToken = (await createOperator(t)).token;
});
afterAll(() => t.close());

const account = {
  bankCountry: 'US',
  accountHolderName: 'Ivy Ramirez',
  bankName: 'Cascade Credit Union',
  currency: 'USD',
  routingNumber: '011000015',
  accountNumber: '0012 3456 789',
  accountType: 'checking',
};

const list = (query: Record<string, string>) =>
  callOf(t.app, publisherReviewCalls.listPublishers, { query, token: operatorToken });
const ids = async (query: Record<string, string>) => (await list(query)).body.data?.items.map((p) => p.id);

async function publisherWithBank(name: string, bank: 'missing' | 'pending' | 'approved') {
  const { token, user } = await createUser(t, 'publisher', { email: `${name}-${Date.now()}@example.test` });
  t.clock.advance(1000);
  if (bank !== 'missing') {
    await callOf(t.app, publisherPaymentCalls.saveBankInformation, { token, body: account });
  }
  if (bank === 'approved') {
    await callOf(t.app, publisherReviewCalls.reviewPublisherBank, {
      token: operatorToken,
      body: { publisherId: user.id, status: 'approved' },
    });
  }
  return user;
}

describe('the bank review queue', () => {
  it('lists exactly the publishers whose bank details wait, longest-waiting first, whatever their profile review', async () => {
    const none = await publisherWithBank('bank-none', 'missing');
    const first = await publisherWithBank('bank-first', 'pending');
    const done = await publisherWithBank('bank-done', 'approved');
    const second = await publisherWithBank('bank-second', 'pending');
    // The second sent its details long ago (say it changed them back then): it has waited longer.
    await t.database.db
      .update(publisherBankAccounts)
      .set({ submittedAt: new Date(t.clock.now.getTime() - 86_400_000) })
      .where(eq(publisherBankAccounts.userId, second.id));

    const waiting = await list({ bankStatus: 'pending' });
    expect(waiting.status).toBe(200);
    expect(waiting.body.data?.items.map((p) => p.id)).toEqual([second.id, first.id]);
    expect(waiting.body.data?.total).toBe(2);
    expect(waiting.body.data?.items.every((p) => p.bank.status === 'pending')).toBe(true);

    expect(await ids({ bankStatus: 'approved' })).toEqual([done.id]);
    expect(await ids({ bankStatus: 'missing' })).toEqual([none.id]);
    expect(await ids({ bankStatus: 'pending', search: 'bank-first' })).toEqual([first.id]);
    // The profile review filter narrows the bank queue too: these profiles are all pending.
    expect((await list({ bankStatus: 'pending', reviewStatus: 'approved' })).body.data?.total).toBe(0);
  });

  it('exports the same queue', async () => {
    const waiting = await publisherWithBank('bank-export', 'pending');
    await publisherWithBank('bank-export-none', 'missing');
    const file = await t.app.inject({
      url: `${adminPrefix}publisher/export`,
      query: { search: 'bank-export', bankStatus: 'pending' },
      headers: { [adminAuthHeader]: `Bearer ${operatorToken}` },
    });
    expect(file.statusCode).toBe(200);
    const rows = file.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
      .slice(1);
    expect(rows.map((row) => row.split(',')[0])).toEqual([waiting.id]);
  });

  it('refuses a bank status it does not know', async () => {
    const refused = await list({ bankStatus: 'waiting' });
    expect(refused.status).toBe(400);
    expect(refused.body.data).toMatchObject({
      fields: [{ path: 'bankStatus', message: 'Choose missing, pending, approved or rejected' }],
    });
  });

  it('is for operators only', async () => {
    const { token } = await createUser(t, 'publisher');
    const asPublisher = await callOf(t.app, publisherReviewCalls.listPublishers, {
      query: { bankStatus: 'pending' },
      token,
    });
    expect(asPublisher.status).toBe(403);
  });
});
