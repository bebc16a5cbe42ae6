import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { chooseOption } from './support/select';
import { signIn } from './support/sign-in';

// Golden path of the seller's Billings: the demo seller's closed months (paid, overdue, unpaid),
// the payment pending, a billing's drawer with its items, and its invoice downloaded as a PDF.
const b = useBrowser();

describe('seller billings', () => {
  it('shows the closed months and downloads an invoice as a PDF', async () => {
    await signIn(b, 'seller@demo.test', 'seller');
    await b.page.goto(`${b.baseUrl}/seller/billings?country=US`);
    await b.page.getByRole('heading', { name: 'Billings', level: 1 }).waitFor();
    await b.page.getByText('Payment pending · USD').waitFor();
    const table = b.page.locator('.ant-table');
    for (const tag of ['Paid', 'Overdue', 'Unpaid']) {
      await table.locator('.ant-tag', { hasText: tag }).first().waitFor();
    }
    // the status filter goes into the address, and the filtered list survives a reload
    await chooseOption(b.page.getByRole('combobox', { name: 'Billing status' }), 'Overdue', { exact: true });
    await b.page.waitForURL(/[?&]status=overdue/);
    await b.page.reload();
    await table.locator('.ant-tag', { hasText: 'Overdue' }).first().waitFor();
    await expect.poll(() => table.locator('.ant-tag', { hasText: 'Paid' }).count()).toBe(0);
    await table
      .getByRole('link', { name: /^AA-S-\d{6}$/ })
      .first()
      .click();
    await b.page.waitForURL(/billing=bil_/);
    const drawer = b.page.getByRole('dialog');
    await drawer.getByRole('heading', { name: 'Items' }).waitFor();
    // an overdue billing is still payable from its drawer
    await drawer.getByRole('button', { name: 'Pay', exact: true }).waitFor();
    await drawer.locator('.ant-table-row').first().waitFor();
    const [download] = await Promise.all([
      b.page.waitForEvent('download'),
      drawer.getByRole('button', { name: 'Download invoice' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^AffiliateAtlas_Invoice_AA-S-\d{6}\.pdf$/);
    const bytes = readFileSync(await download.path());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
