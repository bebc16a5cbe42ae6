import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall } from './support/accounts';
import { useBrowser } from './support/browser';

// Golden path of the console's sellers: the operator finds the demo seller by an ASIN of its
// catalogue, opens its billings, exports the sellers, the 30-day report and the billing items
// (the files checked), edits the seller's name, and finds all of it in the audit log.
const b = useBrowser();

async function signInOperator() {
  await b.page.goto(`${b.adminUrl}/operator/login`);
  await b.page.getByLabel('E-mail').fill('admin@demo.test');
  await b.page.getByLabel('Password').fill('demo-pass-1');
  await b.page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Clicks the button and answers the downloaded file's name and CSV lines. */
async function exportFile(page: Page, button: string) {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  const lines = readFileSync(await file.path(), 'utf8')
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  return { name: file.suggestedFilename(), lines };
}

describe('the console on sellers', () => {
  it('finds the demo seller by ASIN, opens its billings, exports and edits its name', async () => {
    const login = await apiCall<{ token: string }>(b.baseUrl, 'user/auth/login', {
      body: { email: 'seller@demo.test', password: 'demo-pass-1' },
    });
    const products = await apiCall<{ items: { asin: string }[] }>(
      b.baseUrl,
      'seller/product/list?countryCode=US&pageSize=1',
      { token: login.token },
    );
    const asin = products.items[0]?.asin ?? '';
    expect(asin).toMatch(/^[A-Z0-9]{10}$/);

    await signInOperator();
    await b.page.getByRole('menuitem', { name: 'Sellers' }).click();
    await b.page.getByRole('heading', { name: 'Sellers', level: 1 }).waitFor();
    const tab = b.page.getByRole('tabpanel', { name: 'Sellers' });
    await tab.getByLabel('Search sellers by ASIN').fill(asin.toLowerCase());
    await tab.getByLabel('Search sellers by ASIN').press('Enter');
    const found = tab.getByRole('region', { name: 'Sellers of the ASIN' });
    await found.getByText('seller@demo.test').waitFor();
    await found.getByText('Demo Seller', { exact: true }).click();

    // Its billings, in the drawer.
    const drawer = b.page.getByRole('dialog');
    await drawer.getByRole('tab', { name: 'Billings' }).click();
    await drawer
      .getByRole('tabpanel', { name: 'Billings' })
      .getByText(/^AA-S-/)
      .first()
      .waitFor();
    await drawer.getByRole('tab', { name: 'Details' }).click();

    // The name edited from the drawer's form.
    const form = drawer.getByRole('form', { name: 'Account details' });
    await form.getByLabel('Name').fill('Demo Seller Renamed');
    await form.getByRole('button', { name: 'Save details' }).click();
    await form.getByText('Details saved').waitFor();
    await b.page.keyboard.press('Escape');
    await tab
      .getByRole('cell', { name: /Demo Seller Renamed/ })
      .first()
      .waitFor();

    // The sellers' export.
    const sellers = await exportFile(b.page, 'Export');
    expect(sellers.name).toMatch(/^AffiliateAtlas_Sellers_\d{4}-\d{2}-\d{2}\.csv$/);
    expect(sellers.lines[0]).toBe(
      'Seller id,Name,E-mail,Status,Created,Marketplaces,Brands,Products,Unpaid billings',
    );
    expect(sellers.lines.some((line) => line.includes('Demo Seller Renamed,seller@demo.test'))).toBe(true);

    // The 30-day report's export.
    await b.page.getByRole('tab', { name: 'Last 30 days' }).click();
    await b.page.waitForURL(/view=last30/);
    const report = await exportFile(b.page, 'Export 30 days');
    expect(report.name).toMatch(/^AffiliateAtlas_Sellers_30_days_.*\.csv$/);
    expect(report.lines[0]).toContain(
      'Seller id,Seller,E-mail,Marketplace,From,To,Clicks,Orders,Units,Currency,Sales',
    );

    // Every billing item, as CSV.
    await b.page.getByRole('menuitem', { name: 'Billing items' }).click();
    await b.page.getByRole('heading', { name: 'Billing items', level: 1 }).waitFor();
    const items = await exportFile(b.page, 'Export billing items');
    expect(items.name).toMatch(/^AffiliateAtlas_Seller_billing_items_.*\.csv$/);
    expect(items.lines[0]).toContain('Invoice,Seller id,Marketplace,Billing month');
    expect(items.lines.length).toBeGreaterThan(1);

    // Each of those writes and downloads is in the audit log, newest first.
    await b.page.getByRole('menuitem', { name: 'Audit log' }).click();
    await b.page.getByRole('heading', { name: 'Audit log', level: 1 }).waitFor();
    const entries = b.page.locator('tbody tr.ant-table-row');
    await entries.first().getByText('GET finance/seller/billings/details/all-items/export').waitFor();
    await entries.nth(1).getByText('GET seller/report/campaign-agg-30d/export').waitFor();
    await entries.nth(2).getByText('GET seller/export').waitFor();
    await entries.nth(3).getByText('PUT {userType}/details/{id}').waitFor();

    // The name put back (the e2e files share one server), found by e-mail this time.
    await b.page.getByRole('menuitem', { name: 'Sellers' }).click();
    const list = b.page.getByRole('tabpanel', { name: 'Sellers' });
    await list.getByLabel('Search sellers', { exact: true }).fill('seller@demo.test');
    await list.getByLabel('Search sellers', { exact: true }).press('Enter');
    await b.page.waitForURL(/search=/);
    await list.getByRole('link', { name: 'Demo Seller Renamed' }).click();
    const again = b.page.getByRole('dialog').getByRole('form', { name: 'Account details' });
    await again.getByLabel('Name').fill('Demo Seller');
    await again.getByRole('button', { name: 'Save details' }).click();
    await again.getByText('Details saved').waitFor();
  });
});
