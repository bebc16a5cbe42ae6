import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { signIn } from './support/sign-in';

// Golden path of publisher payouts: the demo's run waiting for review (the demo publisher's
// payout the bank returned last month, payable again) approved by the demo operator, its ACH
// file downloaded as the bank takes it, and the publisher's Payouts showing it paid.
const b = useBrowser();

describe('publisher payouts', () => {
  it('an operator approves the run in review, downloads its ACH file, and the publisher sees it paid', async () => {
    await b.page.goto(`${b.adminUrl}/operator/login`);
    await b.page.getByLabel('E-mail').fill('admin@demo.test');
    await b.page.getByLabel('Password').fill('demo-pass-1');
    await b.page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await b.page.getByRole('heading', { name: 'Summary', level: 1 }).waitFor();
    await b.page.getByRole('menuitem', { name: 'Payouts' }).click();
    await b.page.getByRole('heading', { name: 'Payouts', level: 1 }).waitFor();

    const runs = b.page.locator('.ant-table');
    await runs.locator('.ant-tag', { hasText: 'Approved' }).waitFor();
    await runs.locator('.ant-table-row', { hasText: 'In review' }).click();
    await b.page.waitForURL(/[?&]run=prun_/);
    await b.page.getByRole('button', { name: /All runs/ }).waitFor();
    const payout = b.page
      .locator('.ant-table-row')
      .filter({ has: b.page.locator('.ant-tag', { hasText: 'Included' }) });
    const amount = ((await payout.locator('td').nth(1).textContent()) ?? '').trim();
    expect(amount).toMatch(/^[\d,]+\.\d{2} USD$/);
    await b.page.getByRole('button', { name: 'Approve', exact: true }).click();
    await b.page.locator('.ant-modal-confirm-title', { hasText: `Pay 1 publisher ${amount}?` }).waitFor();
    await b.page.getByRole('button', { name: 'Approve and pay' }).click();
    await b.page.locator('.ant-tag', { hasText: 'Approved' }).first().waitFor();

    const [download] = await Promise.all([
      b.page.waitForEvent('download'),
      b.page.getByRole('button', { name: 'ACH file' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^ach-\d{8}-A\.txt$/);
    const records = readFileSync(await download.path(), 'utf8')
      .trimEnd()
      .split('\n');
    expect(records.every((record) => record.length === 94)).toBe(true);
    expect(records.length % 10).toBe(0);
    const entry = records.find((record) => record.startsWith('6'))!;
    expect(Number(entry.slice(29, 39)) / 100).toBe(Number(amount.replace(/[^\d.]/g, '')));

    await signIn(b, 'publisher@demo.test', 'publisher');
    await b.page.goto(`${b.baseUrl}/publisher/payouts`);
    await b.page.getByText('Payout history', { exact: true }).waitFor();
    const history = b.page.locator('.ant-table-row');
    await history.filter({ hasText: 'Paid' }).filter({ hasText: amount }).waitFor();
    await history.filter({ hasText: 'Failed' }).getByText(/R16/).waitFor();
  });
});
