import { sellerNotice } from '@atlas/shared';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { chooseOption } from './support/select';

// Golden path of commissions and deals: a seller with an imported catalogue sets commissions in
// the list, in bulk and by CSV (the preview flags the bad row), reads the history, and creates
// and uploads deals. The seller is new (so other files' demo seller is left alone) and uses the
// demo marketplace's "Bluebird Outdoor", which no other browser test links.
const b = useBrowser();
const password = 'commission-pass-1';

async function api<T>(
  path: string,
  init: { method?: string; token?: string; body?: unknown } = {},
): Promise<T> {
  const response = await fetch(`${b.baseUrl}/api/atlas/v1/${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { 'x-aa-authorization': `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const envelope = (await response.json()) as { success: boolean; error: string; data: T };
  if (!envelope.success) {
    throw new Error(`${path}: ${envelope.error}`);
  }
  return envelope.data;
}

/** A seller registered, activated from the mailbox, with its profile and the notice done. */
async function newSeller(email: string): Promise<string> {
  await api('user/auth/register', { body: { email, password, role: 'seller', name: 'Cora Commission' } });
  let token = '';
  for (let attempt = 0; attempt < 40 && !token; attempt++) {
    const mailbox = await (await fetch(`${b.baseUrl}/dev/mailbox?to=${encodeURIComponent(email)}`)).text();
    token = /\/activate\?token=([\w-]+)/.exec(mailbox)?.[1] ?? '';
    if (!token) {
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  const session = await api<{ token: string }>('user/auth/activate', { body: { token } });
  await api('user/auth/complete-profile', {
    token: session.token,
    body: { role: 'seller', companyName: 'Cora Outdoor', mainMarketplace: 'US', website: 'cora.example.com' },
  });
  await api('seller/agree-to-notice', { token: session.token, body: { version: sellerNotice.version } });
  return session.token;
}

/** Activates every brand and imports the catalogue, waiting for the import to finish. */
async function importCatalogue(token: string) {
  const brands = await api<{ brandId: string }[]>('seller/brands/all', { token });
  if (brands.length > 0) {
    await api('seller/brands/activate', { token, body: { brandIds: brands.map((x) => x.brandId) } });
  }
  await api('seller/product/refetch', { token, body: {} });
  for (let attempt = 0; attempt < 120; attempt++) {
    const latest = await api<{ lastRun: { status: string } | null }>('seller/product/latest-update-time', {
      token,
    });
    if (latest.lastRun?.status === 'succeeded') {
      break;
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  const all = await api<{ brandId: string }[]>('seller/brands/all', { token });
  await api('seller/brands/activate', { token, body: { brandIds: all.map((x) => x.brandId) } });
}

const toast = (text: string) => b.page.locator('.ant-message').getByText(text).waitFor();

function csvFile(name: string, lines: string[]) {
  return { name, mimeType: 'text/csv', buffer: Buffer.from(`${lines.join('\r\n')}\r\n`) };
}

describe('a seller with an imported catalogue', () => {
  it('sets commissions singly, in bulk and by CSV, reads the history, and creates and uploads deals', async () => {
    const email = `cora-${Date.now()}@example.test`;
    const token = await newSeller(email);

    // Connect the demo marketplace from Account, as a seller would; then import.
    await b.page.goto(`${b.baseUrl}/sign-in`);
    await b.page.getByLabel('E-mail').fill(email);
    await b.page.getByLabel('Password').fill(password);
    await b.page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await b.page.waitForURL('**/seller/**');
    await b.page.goto(`${b.baseUrl}/seller/account?marketplace=US`);
    await b.page
      .getByTestId('marketplace-connection')
      .getByRole('button', { name: 'Connect Amazon' })
      .click();
    await b.page.waitForURL('**/demo-marketplace/authorize?**');
    await b.page.getByText('Bluebird Outdoor', { exact: true }).click();
    await b.page.getByRole('button', { name: 'Allow' }).click();
    await b.page.waitForURL('**/seller/account**');
    await b.page.getByText('A1DEMOBLUEBIRD').waitFor();
    // The configuration the commission inputs follow is on the Account page.
    await b.page.getByText('Commission configuration').waitFor();
    await expect(b.page.getByText('1% to 50%').count()).resolves.toBe(1);
    await importCatalogue(token);

    await b.page.goto(`${b.baseUrl}/seller/products?marketplace=US&sortBy=title&sortOrder=asc`);
    const rows = b.page.getByTestId('products-table').locator('tbody tr.ant-table-row');
    await rows.first().waitFor();
    const asinOf = async (index: number) =>
      ((await rows.nth(index).locator('a[href*="/dp/"]').textContent()) ?? '').trim();
    const [first, second, third, fourth] = [
      await asinOf(0),
      await asinOf(1),
      await asinOf(2),
      await asinOf(3),
    ];

    // One product: out of bounds is refused in place with the bounds, 12.5 is saved.
    await b.page.getByRole('button', { name: new RegExp(`edit the commission of ${first}$`) }).click();
    const input = b.page.getByRole('spinbutton', { name: 'Commission (%)' });
    await input.fill('0.5');
    await b.page.getByRole('button', { name: 'Save', exact: true }).click();
    await b.page.getByText('Commission must be between 1% and 50% in steps of 0.1%').waitFor();
    await input.fill('12.5');
    await b.page.getByRole('button', { name: 'Save', exact: true }).click();
    await rows.nth(0).getByText('12.5%').waitFor();
    await b.page.getByRole('switch', { name: `${first} is inactive` }).click();
    await b.page.getByRole('switch', { name: `${first} is active` }).waitFor();

    // A selection: one commission for two, then activate them; a product without one is refused.
    await rows.nth(1).locator('.ant-checkbox-input').check();
    await rows.nth(2).locator('.ant-checkbox-input').check();
    await b.page.getByRole('button', { name: 'Set commission' }).click();
    await b.page.locator('.ant-modal').getByRole('spinbutton', { name: 'Commission (%)' }).fill('8');
    await b.page.locator('.ant-modal').getByRole('button', { name: 'Set commission' }).click();
    await toast('2 products updated');
    await rows.nth(1).getByText('8%').waitFor();
    await rows.nth(3).locator('.ant-checkbox-input').check();
    await b.page.getByRole('button', { name: /Activate$/ }).click();
    await b.page.locator('.ant-modal-confirm-title').getByText('No product was activated').waitFor();
    await b.page.getByText(`${fourth} has no commission yet`, { exact: false }).waitFor();
    await b.page.getByRole('button', { name: 'OK' }).click();
    await rows.nth(3).locator('.ant-checkbox-input').uncheck();
    await rows.nth(1).locator('.ant-checkbox-input').check();
    await rows.nth(2).locator('.ant-checkbox-input').check();
    await b.page.getByRole('button', { name: /Activate$/ }).click();
    await toast('2 products activated');
    await b.page.getByRole('switch', { name: `${third} is active` }).waitFor();

    // The CSV: the preview shows the product that is not in the catalogue, apply changes the rest.
    await b.page.getByRole('button', { name: 'Upload CSV' }).click();
    await b.page
      .locator('.ant-modal input[type=file]')
      .setInputFiles(
        csvFile('commissions.csv', [
          'ASIN,Country,Commission (%),Status',
          `${fourth},US,15,active`,
          `${second},US,8,`,
          'B0NOTMINE1,US,5,',
        ]),
      );
    await b.page.getByText('Preview of commissions.csv').waitFor();
    await b.page.getByText('No product B0NOTMINE1 in US in your catalogue').waitFor();
    await b.page.getByRole('button', { name: 'Apply 1 change' }).click();
    await b.page.getByText('Commissions updated').waitFor();
    await b.page.getByText('1 product updated · 1 unchanged · 1 row skipped').waitFor();
    await b.page.getByRole('button', { name: 'Done' }).click();
    await b.page.getByRole('switch', { name: `${fourth} is active` }).waitFor();
    await rows.nth(3).getByText('15%').waitFor();

    // The history of one product: who, how and old → new.
    await b.page.getByRole('button', { name: `Commission history of ${first}` }).click();
    const drawer = b.page.locator('.ant-drawer-open');
    await drawer.getByText('One product').first().waitFor();
    await expect(drawer.locator('tbody tr.ant-table-row').count()).resolves.toBe(2);
    await expect(drawer.textContent()).resolves.toContain('12.5%');
    await drawer.getByRole('button', { name: 'Close' }).click();

    // Deals: create one from the drawer, then upload a file whose second line overlaps it.
    await b.page.getByRole('menuitem', { name: 'Deals' }).click();
    await b.page.waitForURL('**/seller/deals**');
    await b.page.getByRole('button', { name: 'Create your first deal' }).click();
    const form = b.page.locator('.ant-drawer-open');
    await chooseOption(form.getByLabel('Product'), first, { typed: first });
    await form.getByPlaceholder('15').fill('15');
    await form.getByPlaceholder('Start date').click();
    await form.getByPlaceholder('Start date').fill('2030.01.10');
    await form.getByPlaceholder('Start date').press('Enter');
    await form.getByPlaceholder('End date').fill('2030.01.12');
    await form.getByPlaceholder('End date').press('Enter');
    await form.getByRole('button', { name: 'Create deal' }).click();
    await toast('Deal created');
    const dealRows = b.page.locator('tbody tr.ant-table-row');
    await dealRows.filter({ hasText: '15% off' }).getByText('Upcoming').waitFor();

    await b.page.getByRole('button', { name: 'Upload CSV' }).click();
    const modal = b.page.locator('.ant-modal');
    const download = b.page.waitForEvent('download');
    await modal.getByRole('button', { name: 'Download the template' }).click();
    expect((await download).suggestedFilename()).toBe('Product_deal_template.csv');
    const header = 'ASIN,Country,Deal price,Discount (%),Extra commission (%),Start date,End date';
    await modal
      .locator('input[type=file]')
      .setInputFiles(
        csvFile('deals.csv', [
          header,
          `${second},US,,10,1.5,2030-02-01,2030-02-05`,
          `${first},US,,20,,2030-01-11,2030-01-20`,
        ]),
      );
    await modal.getByText('No deal was created: fix these lines and upload the file again').waitFor();
    await modal.getByText('This product already has a deal from 2030.01.10 to 2030.01.12').waitFor();
    await modal
      .locator('input[type=file]')
      .setInputFiles(csvFile('deals.csv', [header, `${second},US,,10,1.5,2030-02-01,2030-02-05`]));
    await modal.getByText('1 deal created').waitFor();
    await modal.getByRole('button', { name: 'Done' }).click();
    await dealRows.filter({ hasText: second }).getByText('+1.5%').waitFor();
    await expect(dealRows.count()).resolves.toBe(2);
  });
});
