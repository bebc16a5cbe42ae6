import { adminAuthHeader, adminPrefix, payoutCalls } from '@atlas/shared';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOf } from '../../../test/support/call';
import { createOperator, createUser, lastEmailTo } from '../../../test/support/factories';
import { payable, payoutReady } from '../../../test/support/payouts';
import { createTestApp, type TTestApp } from '../../../test/support/test-app';
import { schemaProblems } from '../../../test/support/xsd';
import { payoutLedgerLines, publisherBankAccounts } from '../../db/schema';
import { achProblems } from './rails/nacha-check';
import { achReturnFile } from './rails/nacha-returns';

// Payout runs through the operator's calls: made for review with the publishers the run pays,
// a hold with its reason, approval (all or nothing, once), the ACH file and the PayPal batch, the
// bank's return file, the publisher's history and remittance e-mail, and the tax year's export.

let t: TTestApp;
let operator: { token: string };
type TUser = Awaited<ReturnType<typeof createUser>>;
let ivy: TUser; // US bank, USD: ACH
let gwen: TUser; // British bank, a USD balance: PayPal
let kim: TUser; // under the minimum
let jack: TUser; // no bank account or tax form
let jurgen: TUser; // German bank, EUR: SEPA

const achAccount = {
  companyName: 'Affiliate Atlas',
  companyId: '1123456789',
  bankRouting: '021000021',
  bankName: 'JPMorgan Chase',
};
const sepaAccount = {
  debtorName: 'Affiliate Atlas GmbH',
  iban: 'DE02120300000000202051',
  bic: 'BYLADEM1001',
};

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = new Date('2026-11-20T09:00:00Z');
  operator = await createOperator(t);
  ivy = await createUser(t, 'publisher');
  gwen = await createUser(t, 'publisher');
  kim = await createUser(t, 'publisher');
  jack = await createUser(t, 'publisher');
  jurgen = await createUser(t, 'publisher');
  await payoutReady(t, ivy.user.id, 'us');
  await payoutReady(t, gwen.user.id, 'gb');
  await payoutReady(t, kim.user.id, 'us');
  await payoutReady(t, jurgen.user.id, 'de');
  await payable(t, ivy.user.id, 10_000);
  await payable(t, ivy.user.id, 2_345);
  await payable(t, gwen.user.id, 7_000);
  await payable(t, kim.user.id, 4_999);
  await payable(t, jack.user.id, 9_000);
  await payable(t, jurgen.user.id, 20_000, { countryCode: 'DE', currency: 'EUR' });
});
afterAll(() => t.close());

const fileOf = (path: string) =>
  t.app.inject({
    method: 'GET',
    url: `${adminPrefix}${path}`,
    headers: { [adminAuthHeader]: `Bearer ${operator.token}` },
  });
const balanceOf = async (who: TUser, countryCode = 'US') => {
  const answer = await callOf(t.app, payoutCalls.getPayoutBalance, { token: who.token });
  return answer.body.data.balances.find((b) => b.countryCode === countryCode);
};
const itemsOf = async (runId: string) => {
  const page = await callOf(t.app, payoutCalls.listPayoutItems, { token: operator.token, params: { runId } });
  expect(page.status).toBe(200);
  return page.body.data.items;
};

let usRun = '';

describe('a payout run', () => {
  it('takes every publisher the run pays, and no one else', async () => {
    const made = await callOf(t.app, payoutCalls.createPayoutRun, {
      token: operator.token,
      body: { countryCode: 'US' },
    });
    expect(made.body.error ?? made.status).toBe(200);
    usRun = made.body.data.id;
    expect(made.body.data).toMatchObject({
      status: 'review',
      kind: 'manual',
      currency: 'USD',
      totalMinor: 12_345 + 7_000,
    });
    const items = await itemsOf(usRun);
    expect(items.map((i) => [i.publisherId, i.amountMinor, i.rail, i.status])).toEqual([
      [ivy.user.id, 12_345, 'ach', 'included'],
      [gwen.user.id, 7_000, 'paypal', 'included'],
    ]);
    expect(items[1]?.destination).toBe(gwen.user.email);
    // "run now" again answers the run in review
    const again = await callOf(t.app, payoutCalls.createPayoutRun, {
      token: operator.token,
      body: { countryCode: 'US' },
    });
    expect(again.body.data.id).toBe(usRun);
  });

  it('cannot be approved before the ACH account it pays from is set', async () => {
    const run = await callOf(t.app, payoutCalls.getPayoutRun, {
      token: operator.token,
      params: { runId: usRun },
    });
    expect(run.body.data.approvalProblems).toEqual([
      'Set the ACH account payouts leave from (Payout settings) to pay US bank accounts.',
    ]);
    const refused = await callOf(t.app, payoutCalls.approvePayoutRun, {
      token: operator.token,
      params: { runId: usRun },
    });
    expect(refused.status).toBe(409);
    expect(
      await t.database.db.select().from(payoutLedgerLines).where(eq(payoutLedgerLines.kind, 'paid')),
    ).toEqual([]);
    const saved = await callOf(t.app, payoutCalls.savePayoutSettings, {
      token: operator.token,
      body: { holdDays: 30, minimums: { USD: 5_000, EUR: 5_000 }, ach: achAccount, sepa: sepaAccount },
    });
    expect(saved.body.error ?? saved.status).toBe(200);
    expect(saved.body.data.minimums).toMatchObject({ USD: 5_000, CAD: 5_000, GBP: 5_000 });
  });

  it('holds a publisher with a reason, and takes it back', async () => {
    const gwenItem = (await itemsOf(usRun)).find((i) => i.publisherId === gwen.user.id)!;
    const params = { runId: usRun, itemId: gwenItem.id };
    const short = await callOf(t.app, payoutCalls.holdPayout, {
      token: operator.token,
      params,
      body: { reason: 'no' },
    });
    expect(short.status).toBe(400);
    const held = await callOf(t.app, payoutCalls.holdPayout, {
      token: operator.token,
      params,
      body: { reason: 'Checking the traffic' },
    });
    expect(held.body.data).toMatchObject({ status: 'held', reason: 'Checking the traffic' });
    expect((await balanceOf(gwen))?.next).toEqual({
      paid: false,
      reason: 'Held from the payout run under review: Checking the traffic',
    });
    const run = await callOf(t.app, payoutCalls.getPayoutRun, {
      token: operator.token,
      params: { runId: usRun },
    });
    expect(run.body.data.totalMinor).toBe(12_345);
    const back = await callOf(t.app, payoutCalls.includePayout, { token: operator.token, params });
    expect(back.body.data).toMatchObject({ status: 'included', reason: null, amountMinor: 7_000 });
    expect((await balanceOf(gwen))?.next).toEqual({
      paid: true,
      reason: 'In the payout run under review: paid once the team approves it.',
    });
  });

  it('pays everyone in it once: the ledger, the ACH file, the PayPal batch, the e-mails', async () => {
    const [first, second] = await Promise.all([
      callOf(t.app, payoutCalls.approvePayoutRun, { token: operator.token, params: { runId: usRun } }),
      callOf(t.app, payoutCalls.approvePayoutRun, { token: operator.token, params: { runId: usRun } }),
    ]);
    expect(first.body.error ?? first.status).toBe(200);
    expect(second.body.error ?? second.status).toBe(200);
    expect(first.body.data).toMatchObject({ status: 'approved', counts: { paid: 1, sent: 1 } });
    const paidLines = await t.database.db
      .select()
      .from(payoutLedgerLines)
      .where(eq(payoutLedgerLines.kind, 'paid'));
    expect(paidLines.map((l) => l.amountMinor).sort()).toEqual([-12_345, -7_000]);
    expect(await balanceOf(ivy)).toMatchObject({ payableMinor: 0, paidMinor: 12_345 });

    const [file] = first.body.data.files;
    expect(file).toMatchObject({ rail: 'ach', payouts: 1, totalMinor: 12_345 });
    const download = await fileOf(`finance/payouts/runs/${usRun}/files/${file!.id}`);
    expect(download.statusCode).toBe(200);
    expect(achProblems(download.body)).toEqual([]);
    const entry = download.body.split('\n').find((line) => line.startsWith('6'))!;
    expect(entry.slice(29, 39)).toBe('0000012345');
    expect(entry.slice(3, 12)).toBe('011000015');

    await t.app.deps.jobs.idle();
    const mail = await lastEmailTo(t, ivy.user.email, 'payout-remittance');
    expect(mail?.subject).toBe('Payout of 123.45 USD from Affiliate Atlas');
    expect(mail?.text).toContain('by ACH bank transfer to Puget Sound Credit Union');

    const refreshed = await callOf(t.app, payoutCalls.refreshPayoutRun, {
      token: operator.token,
      params: { runId: usRun },
    });
    expect(refreshed.body.data).toEqual({ paid: 1, failed: 0 });
    const history = await callOf(t.app, payoutCalls.listMyPayouts, { token: gwen.token });
    expect(history.body.data.items).toMatchObject([
      {
        amountMinor: 7_000,
        rail: 'paypal',
        status: 'paid',
        lines: [{ kind: 'released', amountMinor: 7_000 }],
      },
    ]);
  });

  it('fails a payout the bank returns, gives it back to the balance, and sends the account to review', async () => {
    const download = await fileOf(`finance/payouts/runs/${usRun}/files/${usRun}-ach`);
    const trace = download.body
      .split('\n')
      .find((line) => line.startsWith('6'))!
      .slice(79, 94);
    const returns = achReturnFile(download.body, [{ traceNumber: trace, returnCode: 'R03' }], t.clock.now);
    const applied = await callOf(t.app, payoutCalls.uploadAchReturns, {
      token: operator.token,
      body: { text: returns },
    });
    expect(applied.body.error ?? applied.status).toBe(200);
    expect(applied.body.data).toEqual({ returned: 1, alreadyReturned: 0, unknownTraces: [] });
    expect(await balanceOf(ivy)).toMatchObject({ payableMinor: 12_345, paidMinor: 0 });
    const [bank] = await t.database.db
      .select()
      .from(publisherBankAccounts)
      .where(eq(publisherBankAccounts.userId, ivy.user.id));
    expect(bank?.status).toBe('rejected');
    const again = await callOf(t.app, payoutCalls.uploadAchReturns, {
      token: operator.token,
      body: { text: returns },
    });
    expect(again.body.data).toEqual({ returned: 0, alreadyReturned: 1, unknownTraces: [] });
    const history = await callOf(t.app, payoutCalls.listMyPayouts, { token: ivy.token });
    expect(history.body.data.items[0]).toMatchObject({
      status: 'failed',
      reason: expect.stringContaining('R03'),
    });
    const bad = await callOf(t.app, payoutCalls.uploadAchReturns, {
      token: operator.token,
      body: { text: 'x'.repeat(200) },
    });
    expect(bad.status).toBe(400);
  });

  it('pays euro accounts by a SEPA file, and a discarded run rolls every balance over', async () => {
    const made = await callOf(t.app, payoutCalls.createPayoutRun, {
      token: operator.token,
      body: { countryCode: 'DE' },
    });
    const discarded = await callOf(t.app, payoutCalls.discardPayoutRun, {
      token: operator.token,
      params: { runId: made.body.data.id },
    });
    expect(discarded.body.error ?? discarded.body.data.status).toBe('discarded');
    expect(await balanceOf(jurgen, 'DE')).toMatchObject({ payableMinor: 20_000 });
    const next = await callOf(t.app, payoutCalls.createPayoutRun, {
      token: operator.token,
      body: { countryCode: 'DE' },
    });
    expect(next.body.data.id).not.toBe(made.body.data.id);
    const approved = await callOf(t.app, payoutCalls.approvePayoutRun, {
      token: operator.token,
      params: { runId: next.body.data.id },
    });
    expect(approved.body.data.files).toMatchObject([{ rail: 'sepa', payouts: 1, totalMinor: 20_000 }]);
    const download = await fileOf(
      `finance/payouts/runs/${next.body.data.id}/files/${approved.body.data.files[0]!.id}`,
    );
    expect(await schemaProblems(download.body, 'pain.001.001.03')).toEqual([]);
    expect(download.body).toContain('<InstdAmt Ccy="EUR">200.00</InstdAmt>');
    expect(download.body).toContain('<IBAN>DE89370400440532013000</IBAN>');
  });

  it('nets returns after a payout against the next one, and carries a negative balance forward', async () => {
    const noor = await createUser(t, 'publisher');
    await payoutReady(t, noor.user.id, 'gb');
    const uk = { countryCode: 'UK', currency: 'GBP' };
    await payable(t, noor.user.id, -1_500, uk);
    expect(await balanceOf(noor, 'UK')).toMatchObject({ payableMinor: -1_500, next: { paid: false } });
    const none = await callOf(t.app, payoutCalls.createPayoutRun, {
      token: operator.token,
      body: { countryCode: 'UK' },
    });
    expect(none.status).toBe(409);
    await payable(t, noor.user.id, 8_000, uk);
    const made = await callOf(t.app, payoutCalls.createPayoutRun, {
      token: operator.token,
      body: { countryCode: 'UK' },
    });
    expect(made.body.data).toMatchObject({ currency: 'GBP', totalMinor: 6_500 });
    const [item] = await itemsOf(made.body.data.id);
    expect(item).toMatchObject({ publisherId: noor.user.id, amountMinor: 6_500, rail: 'paypal' });
  });

  it('refuses a run when no one is due, and keeps the calls to operators and publishers each their own', async () => {
    const none = await callOf(t.app, payoutCalls.createPayoutRun, {
      token: operator.token,
      body: { countryCode: 'CA' },
    });
    expect(none.status).toBe(409);
    expect((await callOf(t.app, payoutCalls.listPayoutRuns, { token: ivy.token })).status).toBe(403);
    expect((await callOf(t.app, payoutCalls.listMyPayouts, { token: operator.token })).status).toBe(403);
    expect(
      (
        await callOf(t.app, payoutCalls.getPayoutRun, {
          token: operator.token,
          params: { runId: 'prun_nothing' },
        })
      ).status,
    ).toBe(404);
    const support = await createOperator(t, { role: 'support' });
    const write = await callOf(t.app, payoutCalls.approvePayoutRun, {
      token: support.token,
      params: { runId: usRun },
    });
    expect(write.status).toBe(403);
    expect((await callOf(t.app, payoutCalls.listMyPayouts, { token: jack.token })).body.data.items).toEqual(
      [],
    );
  });

  it('exports the tax year: US payees for the 1099-NEC, foreign ones with their W-8', async () => {
    const answer = await fileOf('finance/payouts/tax-year?year=2026');
    expect(answer.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(answer.rawPayload as unknown as ArrayBuffer);
    const nec = book.getWorksheet('1099-NEC 2026')!;
    // Ivy's only payout came back: nothing paid to a US payee this year
    expect(nec.rowCount).toBe(1);
    const w8 = book.getWorksheet('W-8 2026')!;
    const rows = w8.getSheetValues().slice(2) as unknown[][];
    expect(rows.map((r) => [r[1], r[2], r[9]])).toEqual([
      ['Gwen Example', 'W-8BEN', '70.00 USD'],
      ['Jürgen Müller', 'W-8BEN', '200.00 EUR'],
    ]);
  });
});
