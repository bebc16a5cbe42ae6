import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { apiCall } from './support/accounts';
import { useBrowser } from './support/browser';
import { chooseOption } from './support/select';
import { signIn } from './support/sign-in';

// Golden paths of the publisher's statements: the Statement PDF screen draws the statement and
// downloads it by itself; Billings lists it, opens it and takes the payment reference. The demo
// publisher's statements are written by the month close that runs at start for past months.
const b = useBrowser();

type TRow = { id: string; invoiceNo: string; billingDate: string; status: string; countryCode: string };
let statement: TRow;

beforeAll(async () => {
  const { token } = await apiCall<{ token: string }>(b.baseUrl, 'user/auth/login', {
    body: { email: 'publisher@demo.test', password: 'demo-pass-1' },
  });
  const unpaid = async () =>
    (await apiCall<{ items: TRow[] }>(b.baseUrl, 'finance/publisher/billings/list', { token })).items.find(
      (row) => row.status === 'unpaid',
    );
  statement = await vi.waitFor(
    async () => {
      const row = await unpaid();
      if (!row) {
        throw new Error('the demo publisher has no unpaid statement yet');
      }
      return row;
    },
    { timeout: 30_000, interval: 250 },
  );
});

describe('publisher statements', () => {
  it('draws the statement on its screen and downloads it as a PDF by itself', async () => {
    await signIn(b, 'publisher@demo.test', 'publisher');
    const [download] = await Promise.all([
      b.page.waitForEvent('download'),
      b.page.goto(`${b.baseUrl}/publisher/statement/${statement.id}`),
    ]);
    const [year, month, day] = statement.billingDate.split('-');
    expect(download.suggestedFilename()).toBe(`AffiliateAtlas_Statement_${year}_${month}.pdf`);
    const bytes = readFileSync(await download.path());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    await b.page.getByRole('button', { name: 'Download again' }).waitFor();
    const text = (await b.page.getByTestId('statement').textContent()) ?? '';
    for (const expected of [
      'Statement',
      'Affiliate Atlas',
      'Phone:',
      'support@',
      `Number: ${statement.invoiceNo}`,
      `Date: ${year}.${month}.${day}`,
      '* Please pay invoice upon receipt',
      '** Please indicate Invoice Number along with Payment',
      'Billing Address',
      'Service Name',
      'Qty',
      'Unit Price',
      'Net Value',
      `1. [${year}.${month}.${day}][${statement.countryCode}] Campaign Commissions`,
      'Net Total:',
      'Invoice Total:',
      'Please Use one of the following methods to make payment',
      'Please indicate the invoice number above along with the payment.',
      'Please cover bank transfer service charge.',
      'US ACH payment',
      'Check',
      'in the memo',
      'Fee may apply – Upon request. Please contact your account manager.',
      'International Wire Payment',
      'We do not accept refund request for over one-year invoice from invoice issuance date.',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/\$\d[\d,]*\.\d{2}/);

    // on a phone the statement is shown whole, fitted to the width, and still downloads
    await b.page.setViewportSize({ width: 390, height: 844 });
    try {
      await expect
        .poll(async () => (await b.page.getByTestId('statement').boundingBox())?.width ?? 0)
        .toBeLessThanOrEqual(390);
      const box = await b.page.getByTestId('statement').boundingBox();
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
      expect(await b.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      const [again] = await Promise.all([
        b.page.waitForEvent('download'),
        b.page.getByRole('button', { name: 'Download again' }).click(),
      ]);
      expect(
        readFileSync(await again.path())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
    } finally {
      await b.page.setViewportSize({ width: 1360, height: 860 });
    }
  });

  it('lists the statement in Billings and takes its payment reference', async () => {
    await signIn(b, 'publisher@demo.test', 'publisher');
    await b.page.goto(`${b.baseUrl}/publisher/billings`);
    await b.page.getByRole('link', { name: statement.invoiceNo }).click();
    const drawer = b.page.locator('.ant-drawer-body');
    await drawer.getByRole('heading', { name: /^Campaigns \(\d+\)$/ }).waitFor();
    await drawer.getByRole('button', { name: 'I have paid' }).click();
    const modal = b.page.getByRole('dialog', { name: `I have paid ${statement.invoiceNo}` });
    await chooseOption(modal.getByLabel('Payment method'), 'International Wire Payment');
    await modal.getByLabel('Payment reference').fill(`WIRE ${statement.invoiceNo}`);
    await modal.getByRole('button', { name: 'Submit reference' }).click();
    await b.page.getByText(`Payment reference sent for ${statement.invoiceNo}`).waitFor();
    await drawer.locator('.ant-tag', { hasText: 'Processing' }).waitFor();
    await drawer.getByText(`International Wire Payment: WIRE ${statement.invoiceNo}`).waitFor();
  });
});
