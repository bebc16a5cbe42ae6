import { ErrorCode, publisherPaymentCalls, publisherReviewCalls } from '@atlas/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOf } from '../../../test/support/call';
import { createSwitchedSession } from '../../../test/support/delegation';
import { createOperator, createUser, lastEmailTo } from '../../../test/support/factories';
import { createTestApp, type TTestApp } from '../../../test/support/test-app';
import { publisherBankAccounts } from '../../db/schema';

let t: TTestApp;
let operatorToken: string;
beforeAll(async () => {
  t = await createTestApp();
  operatorToken = (await createOperator(t)).token;
});
afterAll(() => t.close());

const usAccount = {
  bankCountry: 'US',
  accountHolderName: 'Ivy Ramirez',
  bankName: 'Cascade Credit Union',
  currency: 'usd',
  routingNumber: '011000015',
  accountNumber: '0012 3456 789',
  accountType: 'checking',
};
const germanAccount = {
  bankCountry: 'DE',
  accountHolderName: 'Jonas Weber',
  bankName: 'Commerzbank',
  currency: 'EUR',
  iban: 'de89 3704 0044 0532 0130 00',
  bic: 'COBADEFFXXX',
};

const getBank = (token: string) => callOf(t.app, publisherPaymentCalls.getBankInformation, { token });
const saveBank = (token: string, body: unknown) =>
  callOf(t.app, publisherPaymentCalls.saveBankInformation, { token, body });
const reviewBank = (publisherId: string, status: string, reason?: string) =>
  callOf(t.app, publisherReviewCalls.reviewPublisherBank, {
    token: operatorToken,
    body: { publisherId, status, reason },
  });
const row = async (userId: string) =>
  (
    await t.database.db.select().from(publisherBankAccounts).where(eq(publisherBankAccounts.userId, userId))
  )[0];

describe('bank details', () => {
  it('are missing at first', async () => {
    const { token } = await createUser(t, 'publisher');
    expect((await getBank(token)).body.data).toMatchObject({
      status: 'missing',
      accountMasked: null,
      bankCountry: null,
    });
  });

  it('keep a US account with its routing number in clear, the account masked and sealed, pending review', async () => {
    const { token, user } = await createUser(t, 'publisher');
    const saved = await saveBank(token, usAccount);
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({
      status: 'pending',
      reviewReason: null,
      updatedAt: t.clock.now.toISOString(),
      bankCountry: 'US',
      accountHolderName: 'Ivy Ramirez',
      bankName: 'Cascade Credit Union',
      currency: 'USD',
      accountType: 'checking',
      routingNumber: '011000015',
      institutionNumber: null,
      transitNumber: null,
      sortCode: null,
      bic: null,
      accountMasked: '•••• 6789',
    });
    expect((await getBank(token)).body.data).toEqual(saved.body.data);
    expect(JSON.stringify(await row(user.id))).not.toContain('00123456789');
  });

  it('keep a euro-area account by its IBAN, upper-cased without spaces, masked', async () => {
    const { token } = await createUser(t, 'publisher');
    const saved = await saveBank(token, germanAccount);
    expect(saved.body.data).toMatchObject({
      bankCountry: 'DE',
      bic: 'COBADEFFXXX',
      accountMasked: expect.stringMatching(/^•+ 3000$/),
      routingNumber: null,
    });
  });

  it.each([
    [{ ...usAccount, accountNumber: '12345abc' }, 'accountNumber', 'A bank account number has digits only'],
    [{ ...usAccount, routingNumber: '011000016' }, 'routingNumber'],
    [{ ...germanAccount, iban: 'DE89370400440532013001' }, 'iban'],
    [{ ...germanAccount, bic: 'BNPAFRPPXXX' }, 'bic'],
    [{ ...usAccount, currency: 'EUR' }, 'currency', 'Payouts to a bank in US are in USD'],
    [{ ...usAccount, bankCountry: 'UK' }, 'bankCountry', 'Choose the country of your bank'],
  ])('refuse %j with the reason, and keep the saved account', async (body, path, message?: string) => {
    const { token, user } = await createUser(t, 'publisher');
    await saveBank(token, usAccount);
    const before = await row(user.id);
    const refused = await saveBank(token, body);
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe(ErrorCode.validation);
    expect(refused.body.data).toMatchObject({
      fields: expect.arrayContaining([message ? { path, message } : expect.objectContaining({ path })]),
    });
    expect(await row(user.id)).toEqual(before);
  });
});

describe('the bank review', () => {
  it('approves the account, keeps it approved when the same details come again, and reviews a change anew', async () => {
    const { token, user } = await createUser(t, 'publisher');
    await saveBank(token, usAccount);
    const approved = await reviewBank(user.id, 'approved');
    expect(approved.status).toBe(200);
    expect((await lastEmailTo(t, user.email, 'publisher_bank_review'))?.subject).toBe(
      'Your Affiliate Atlas bank details are approved',
    );
    const savedAt = (await getBank(token)).body.data?.updatedAt;

    t.clock.advance(60_000);
    const resent = await saveBank(token, usAccount);
    expect(resent.body.data).toMatchObject({ status: 'approved', updatedAt: savedAt });

    const changed = await saveBank(token, { ...usAccount, accountNumber: '99887766' });
    expect(changed.body.data).toMatchObject({
      status: 'pending',
      reviewReason: null,
      accountMasked: '•••• 7766',
      updatedAt: t.clock.now.toISOString(),
    });
    expect((await row(user.id))?.submittedAt).toEqual(t.clock.now);
  });

  it('rejects with the reason the publisher reads, and takes the corrected account back to review', async () => {
    const { token, user } = await createUser(t, 'publisher');
    await saveBank(token, usAccount);
    const reason = 'The holder name must be the name on your tax form';
    expect((await reviewBank(user.id, 'rejected', reason)).status).toBe(200);
    expect((await getBank(token)).body.data).toMatchObject({ status: 'rejected', reviewReason: reason });
    expect((await lastEmailTo(t, user.email, 'publisher_bank_review'))?.text).toContain(reason);
    const corrected = await saveBank(token, { ...usAccount, accountHolderName: 'Ivy M. Ramirez' });
    expect(corrected.body.data).toMatchObject({ status: 'pending', reviewReason: null });
  });

  it('refuses the same decision twice, a rejection without a reason, and a publisher without an account', async () => {
    const { token, user } = await createUser(t, 'publisher');
    expect((await reviewBank(user.id, 'approved')).body).toMatchObject({
      code: ErrorCode.notFound,
      error: 'Bank details not found',
    });
    await saveBank(token, usAccount);
    expect((await reviewBank(user.id, 'rejected')).body.data).toMatchObject({
      fields: [{ path: 'reason', message: 'Say why, so the publisher knows what to fix' }],
    });
    await reviewBank(user.id, 'approved');
    const again = await reviewBank(user.id, 'approved');
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('These bank details are already approved');
  });

  it('shows the console where the tax form and the bank account stand', async () => {
    const { token, user } = await createUser(t, 'publisher', {
      email: `standing-${Date.now()}@example.test`,
    });
    const listed = async () =>
      (
        await callOf(t.app, publisherReviewCalls.listPublishers, {
          query: { search: user.email },
          token: operatorToken,
        })
      ).body.data?.items[0];
    expect(await listed()).toMatchObject({
      taxForm: null,
      taxPdfUploaded: false,
      bank: { status: 'missing' },
    });
    await saveBank(token, germanAccount);
    expect(await listed()).toMatchObject({
      bank: { status: 'pending', bankCountry: 'DE', accountMasked: '•••• 3000', bic: 'COBADEFFXXX' },
    });
  });
});

describe('a delegate with full access', () => {
  it('reads the bank account and tax form but may change neither', async () => {
    const { owner, switched } = await createSwitchedSession(t, { ownerRole: 'publisher', access: 'full' });
    await saveBank(owner.token, usAccount);
    expect((await getBank(switched.token)).body.data?.accountMasked).toBe('•••• 6789');
    const bank = await saveBank(switched.token, { ...usAccount, accountNumber: '99887766' });
    expect(bank.status).toBe(403);
    expect(bank.body).toMatchObject({
      code: ErrorCode.roleNotAllowed,
      error: 'Only the account owner can change where its earnings are paid',
    });
    expect((await getBank(owner.token)).body.data?.accountMasked).toBe('•••• 6789');
    const tax = await callOf(t.app, publisherPaymentCalls.saveTaxDetails, {
      token: switched.token,
      body: {
        form: 'W9',
        name: 'Ivy Ramirez',
        classification: { type: 'individual' },
        address: { street: '12 Elm Street', city: 'Portland', state: 'OR', zip: '97201' },
        tin: { type: 'SSN', number: '123-45-6789' },
        signatureName: 'Ivy Ramirez',
        signedOn: t.clock.now.toISOString().slice(0, 10),
      },
    });
    expect(tax.body).toMatchObject({
      code: ErrorCode.roleNotAllowed,
      error: 'Only the account owner can sign and send its tax form',
    });
  });
});
