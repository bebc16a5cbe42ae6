import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { apiCall, registerActiveSeller } from './support/accounts';
import { useBrowser } from './support/browser';

// Golden path of the seller catalogue: a new seller agrees to the notice, connects the demo
// marketplace, imports and activates a brand, finds its products with filters kept in the URL,
// opens one with its variations, exports the list, and switches country. It links the demo
// marketplace's "Maple Trail Garden", which no other browser test uses.
const b = useBrowser();
const password = 'catalogue-pass-1';

describe('a new seller', () => {
  it('agrees to the notice, connects Amazon, activates a brand, sees and exports its products', async () => {
    const email = `sam-${Date.now()}@example.test`;
    const token = await registerActiveSeller(b.baseUrl, email, password);

    // The notice gates the portal: nothing opens until the seller agrees.
    await b.page.goto(`${b.baseUrl}/sign-in`);
    await b.page.getByLabel('E-mail').fill(email);
    await b.page.getByLabel('Password').fill(password);
    await b.page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await b.page.getByRole('heading', { name: 'Seller notice' }).waitFor();
    const agree = b.page.getByRole('button', { name: 'Agree and continue' });
    await expect(agree.isDisabled()).resolves.toBe(true);
    await b.page.getByRole('checkbox').check();
    await agree.click();
    await b.page.getByRole('menuitem', { name: /Products/ }).waitFor();

    // Connect the demo marketplace from Account, import, and activate one brand.
    await b.page.goto(`${b.baseUrl}/seller/account?marketplace=US`);
    await b.page
      .getByTestId('marketplace-connection')
      .getByRole('button', { name: 'Connect Amazon' })
      .click();
    await b.page.waitForURL('**/demo-marketplace/authorize?**');
    await b.page.getByText('Maple Trail Garden', { exact: true }).click();
    await b.page.getByRole('button', { name: 'Allow' }).click();
    await b.page.waitForURL('**/seller/account**');
    const brands = b.page.getByTestId('brands-card');
    await brands.getByRole('button', { name: 'Import brands and products' }).click();
    await brands.getByRole('button', { name: 'Activate Maple Trail Garden' }).waitFor({ timeout: 30_000 });
    await brands.getByRole('button', { name: 'Activate Maple Trail Garden' }).click();
    await b.page.locator('.ant-message').getByText('1 brand activated').waitFor();
    await brands.getByText(/Active since/).waitFor();

    // Products: the brand's products, the counts, and the last import time.
    await b.page.getByRole('menuitem', { name: /Products/ }).click();
    await b.page.waitForURL('**/seller/products**');
    const table = b.page.getByTestId('products-table');
    const rows = table.locator('tbody tr.ant-table-row');
    await rows.first().waitFor();
    await b.page.getByText(/products in US · 0 active · 0 with a commission/).waitFor();
    await b.page
      .getByTestId('import-status')
      .getByText(/^Updated /)
      .waitFor();
    await expect(rows.first().textContent()).resolves.toContain('Maple Trail Garden');

    // A search lands in the URL, survives a reload, and narrows the list.
    await b.page.getByLabel('Search products').fill('Planter');
    await b.page.getByLabel('Search products').press('Enter');
    await b.page.waitForURL(/search=Planter/);
    await b.page.reload();
    await rows.first().waitFor();
    await expect(b.page.getByLabel('Search products').inputValue()).resolves.toBe('Planter');
    const titles = await rows.locator('a[title]').allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.every((title) => title.includes('Planter'))).toBe(true);

    // A product with variations opens in the drawer with them listed.
    const withVariations = rows.filter({ hasText: 'variations' }).first();
    await withVariations.locator('a[title]').click();
    const drawer = b.page.getByRole('dialog');
    await drawer.getByText('Product detail').waitFor();
    await drawer.getByText('by Color').waitFor();
    await drawer.locator('tbody tr.ant-table-row').nth(1).waitFor();
    await expect(drawer.locator('tbody tr.ant-table-row').count()).resolves.toBeGreaterThan(1);
    await drawer.getByRole('button', { name: 'Close' }).click();

    // Export the filtered list: a CSV of the rows the seller sees.
    const [file] = await Promise.all([
      b.page.waitForEvent('download'),
      // The icon's label comes first in a button's name ("download Export").
      b.page.getByRole('button', { name: /^download Export$/ }).click(),
    ]);
    expect(file.suggestedFilename()).toMatch(/^products-US-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = readFileSync((await file.path()) as string, 'utf8')
      .trim()
      .split('\r\n');
    expect(lines[0]).toContain('ASIN,Country,Title,Brand');
    const total = Number(
      (await b.page.locator('.ant-pagination-total-text').textContent())?.replace(/\D/g, ''),
    );
    expect(lines.length - 1).toBe(total);
    expect(lines.slice(1).every((line) => line.includes('Planter'))).toBe(true);

    // Switching the marketplace in the header is the seller's switch-country.
    await b.page.getByTestId('marketplace-switcher').click();
    await b.page.getByTitle(/amazon\.co\.uk/).click();
    await b.page.waitForURL(/marketplace=UK/);
    await b.page.getByText(/products in UK/).waitFor();
    await expect
      .poll(
        async () =>
          (await apiCall<{ currentCountry: string }>(b.baseUrl, 'seller/settings', { token })).currentCountry,
      )
      .toBe('UK');
  });
});
