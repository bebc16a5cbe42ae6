import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { useBrowser } from './support/browser';

// axe-core on the main pages of each portal, signed in as the demo accounts: no serious or
// critical violation (contrast, names, landmarks, titles), so it stays that way.
const b = useBrowser();

async function signIn(email: string) {
  await b.page.goto(`${b.baseUrl}/sign-in`);
  await b.page.getByLabel('E-mail').fill(email);
  await b.page.getByLabel('Password').fill('demo-pass-1');
  await b.page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

async function signInOperator() {
  await b.page.goto(`${b.adminUrl}/operator/login`);
  await b.page.getByLabel('E-mail').fill('admin@demo.test');
  await b.page.getByLabel('Password').fill('demo-pass-1');
  await b.page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** `ready`: the test id of what the page shows once its data is in, where skeletons stand in before. */
async function check(path: string, heading: string, ready?: string) {
  await b.page.goto(`${b.baseUrl}${path}`);
  await b.page.getByRole('heading', { name: heading, level: 1 }).waitFor();
  if (ready) {
    await b.page.getByTestId(ready).first().waitFor();
  }
  // Wait for the page's data, not a fixed time: no spinner left.
  await b.page
    .locator('.ant-spin-spinning')
    .first()
    .waitFor({ state: 'detached' })
    .catch(() => {});
  expect({ path, violations: await seriousViolations(b.page) }).toEqual({ path, violations: [] });
  expect(await b.page.title()).toMatch(new RegExp(`^${heading} · `));
}

/** The page is no wider than the screen: nothing cut off or scrolled sideways but a table's own strip. */
async function fitsScreen(path: string) {
  const widths = await b.page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    screen: window.innerWidth,
  }));
  expect({ path, wider: widths.page > widths.screen }).toEqual({ path, wider: false });
}

/** Whether the page's list is wider than its card: a column is hidden off to the right. */
function tableScrollsSideways() {
  return b.page
    .locator('.ant-table-content')
    .first()
    .evaluate((table) => table.scrollWidth > table.clientWidth);
}

/** `check` at a phone's width, and the page fits it. */
async function checkOnPhone(path: string, heading: string, ready?: string) {
  await check(path, heading, ready);
  await fitsScreen(path);
}

describe('accessibility of the billings on a phone (390 px)', () => {
  it("has none on the seller's billings, the amounts and Pay on screen", async () => {
    await b.page.setViewportSize({ width: 390, height: 844 });
    await signIn('seller@demo.test');
    await b.page.waitForURL('**/seller/**');
    await checkOnPhone('/seller/billings', 'Billings');
    // the amount a seller pays is on screen beside the Pay button: the list does not scroll sideways
    await b.page
      .getByRole('button', { name: /^Pay AA-S-/ })
      .first()
      .waitFor();
    await expect(tableScrollsSideways()).resolves.toBe(false);
    await checkOnPhone('/seller/products', 'Products');
  });

  it("has none on the publisher's billings", async () => {
    await b.page.setViewportSize({ width: 390, height: 844 });
    await signIn('publisher@demo.test');
    await b.page.waitForURL('**/publisher/**');
    await checkOnPhone('/publisher/billings', 'Billings');
    await expect(tableScrollsSideways()).resolves.toBe(false);
  });
});

describe('accessibility of the main pages', () => {
  it('has none signed out', async () => {
    await check('/sign-in', 'Sign in');
    await check('/sign-up', 'Create your account');
  });

  // Every menu page of every portal, at both widths, is walked by menu-walk.e2e.ts; here are the
  // tabs, views and drawers a menu entry does not lead to.
  it("has none on the seller portal's other tabs", async () => {
    await signIn('seller@demo.test');
    await b.page.waitForURL('**/seller/**');
    await check('/seller/commission-reports?tab=brand', 'Commission reports', 'report-table');
    await check('/seller/associated-publishers?tab=brands', 'Associated publishers');
    await check('/seller/placements?tab=connections', 'Placements');
  });

  it("has none on the seller's billings and messages", async () => {
    await signIn('seller@demo.test');
    await b.page.waitForURL('**/seller/**');
    // Billings with the payment pending, and a billing open in its drawer.
    await check('/seller/billings', 'Billings');
    await b.page.locator('.ant-tag', { hasText: 'Overdue' }).first().click();
    await b.page.getByRole('dialog').getByRole('heading', { name: 'Items' }).waitFor();
    expect(await seriousViolations(b.page)).toEqual([]);
    await check('/seller/messages', 'Messages');
  });

  it("has none on the publisher portal's other tabs and views", async () => {
    await signIn('publisher@demo.test');
    await b.page.waitForURL('**/publisher/**');
    await check('/publisher/catalogue?view=brands', 'Catalogue', 'brand-card');
    await check('/publisher/profile?tab=payment', 'Profile');
    await check('/publisher/tracking-links?tab=sources', 'Tracking links');
    await check('/publisher/associate-reports?tab=batches', 'Associate reports');
    await check('/publisher/associate-reports?tab=lines', 'Associate reports');
    await check('/publisher/associate-reports?tab=brands', 'Associate reports');
    await check('/publisher/commission-reports?tab=tracking-id', 'Commission reports', 'report-table');
  });

  it("has none on the console's review queue, attribution runs and messages", async () => {
    await signInOperator();
    await b.page.getByRole('menuitem', { name: 'Publishers' }).waitFor();
    expect(await seriousViolations(b.page)).toEqual([]);
    // The review queue, and a publisher opened in its drawer.
    await b.page.getByRole('menuitem', { name: 'Publishers' }).click();
    await b.page.getByRole('heading', { name: 'Publishers', level: 1 }).waitFor();
    // The page opens on the queue.
    await b.page
      .locator('.ant-segmented-item-selected')
      .getByText(/^To review/)
      .waitFor();
    await b.page.getByTestId('publishers-table').getByRole('button', { name: 'Paula Pending' }).click();
    await b.page.getByRole('dialog').getByRole('button', { name: 'Approve publisher' }).waitFor();
    expect(await seriousViolations(b.page)).toEqual([]);
    // The attribution runs and the run-now form. Any run will do: at 00:15 Pacific (08:15 UTC in
    // winter) the nightly schedule queues a week of runs, which fill the first page ahead of the
    // demo data's.
    await b.page.goto(`${b.adminUrl}/operator/attribution`);
    await b.page.getByRole('heading', { name: 'Attribution', level: 1 }).waitFor();
    await b.page.locator('.ant-table-row').first().waitFor();
    expect(await seriousViolations(b.page)).toEqual([]);
    // The messages inbox.
    await b.page.goto(`${b.adminUrl}/operator/messages`);
    await b.page.getByRole('heading', { name: 'Messages', level: 1 }).waitFor();
    await b.page.getByText('April invoice and payment').waitFor();
    expect(await seriousViolations(b.page)).toEqual([]);
  });

  it("has none on the console's summary, users and audit log", async () => {
    await signInOperator();
    await b.page.getByRole('heading', { name: 'Summary', level: 1 }).waitFor();
    await b.page.getByText('Publishers to review').waitFor();
    expect(await seriousViolations(b.page)).toEqual([]);
    await b.page.getByRole('menuitem', { name: 'Users' }).click();
    await b.page.getByRole('heading', { name: 'Users', level: 1 }).waitFor();
    await b.page.getByText('support@demo.test').waitFor();
    expect(await seriousViolations(b.page)).toEqual([]);
    await b.page.getByRole('menuitem', { name: 'Audit log' }).click();
    await b.page.getByRole('heading', { name: 'Audit log', level: 1 }).waitFor();
    await b.page.locator('tbody tr.ant-table-row').first().waitFor();
    expect(await seriousViolations(b.page)).toEqual([]);
  });

  it("has none on the console's commission reports", async () => {
    await signInOperator();
    await b.page.getByRole('menuitem', { name: 'Commission reports' }).click();
    await b.page.getByRole('heading', { name: 'Commission reports', level: 1 }).waitFor();
    await b.page.getByTestId('commission-reports-table').locator('tbody tr.ant-table-row').first().waitFor();
    expect(await seriousViolations(b.page)).toEqual([]);
  });

  it("has none on the publisher's statements and the console's", async () => {
    await signIn('publisher@demo.test');
    await b.page.waitForURL('**/publisher/**');
    // Billings, a statement in its drawer, and the Statement PDF screen it opens.
    await check('/publisher/billings', 'Billings');
    await b.page
      .getByRole('link', { name: /^AA-P-/ })
      .first()
      .click();
    await b.page.locator('.ant-drawer-body').getByRole('button', { name: 'Download invoice' }).waitFor();
    expect(await seriousViolations(b.page)).toEqual([]);
    await b.page.locator('.ant-drawer-body').getByRole('button', { name: 'Statement' }).click();
    await b.page.getByRole('button', { name: 'Download again' }).waitFor();
    expect(await seriousViolations(b.page)).toEqual([]);
    await signInOperator();
    // Publishers' statements and their submitted references.
    await b.page.getByRole('menuitem', { name: 'Statements' }).click();
    await b.page.getByRole('heading', { name: 'Statements', level: 1 }).waitFor();
    await b.page
      .getByText('No statement in this state')
      .or(b.page.getByRole('cell', { name: /^AA-P-/ }))
      .first()
      .waitFor();
    expect(await seriousViolations(b.page)).toEqual([]);
  });

  it("has none on the seller's pay dialog and the console's bank transfers", async () => {
    await signIn('seller@demo.test');
    await b.page.waitForURL('**/seller/**');
    await check('/seller/billings', 'Billings');
    await b.page
      .getByRole('button', { name: /^Pay AA-S-/ })
      .first()
      .click();
    await b.page.getByRole('dialog').getByTestId('payment-charge').waitFor();
    expect(await seriousViolations(b.page)).toEqual([]);
    await signInOperator();
    await b.page.getByRole('menuitem', { name: 'Bank transfers' }).click();
    await b.page.getByRole('heading', { name: 'Bank transfers', level: 1 }).waitFor();
    await b.page.getByText('No bank transfer waits for a confirmation').waitFor();
    expect(await seriousViolations(b.page)).toEqual([]);
  });

  it('has none on the month close console page', async () => {
    await signInOperator();
    await b.page.getByRole('menuitem', { name: 'Month close' }).click();
    await b.page.getByRole('heading', { name: 'Month close', level: 1 }).waitFor();
    // the closes the demo data made are listed
    await b.page.getByRole('cell', { name: 'Demo data' }).first().waitFor();
    expect(await seriousViolations(b.page)).toEqual([]);
  });

  it("has none on the console's sellers, brand search and billing items", async () => {
    await signInOperator();
    await b.page.getByRole('menuitem', { name: 'Sellers' }).click();
    await b.page.getByRole('heading', { name: 'Sellers', level: 1 }).waitFor();
    await b.page
      .getByRole('cell', { name: /seller@demo\.test/ })
      .first()
      .waitFor();
    expect(await seriousViolations(b.page)).toEqual([]);
    // A seller opened in its drawer, and the 30-day report.
    await b.page
      .getByRole('cell', { name: /seller@demo\.test/ })
      .first()
      .click();
    await b.page.getByRole('dialog').getByRole('button', { name: 'Save details' }).waitFor();
    expect(await seriousViolations(b.page)).toEqual([]);
    await b.page.goto(`${b.adminUrl}/operator/sellers?view=last30`);
    await b.page.getByRole('button', { name: 'Export 30 days' }).waitFor();
    expect(await seriousViolations(b.page)).toEqual([]);
    await b.page.goto(`${b.adminUrl}/operator/brand-search?search=a`);
    await b.page.getByRole('heading', { name: 'Brand search', level: 1 }).waitFor();
    await b.page.locator('tbody tr.ant-table-row').first().waitFor();
    expect(await seriousViolations(b.page)).toEqual([]);
    await b.page.getByRole('menuitem', { name: 'Billing items' }).click();
    await b.page.getByRole('heading', { name: 'Billing items', level: 1 }).waitFor();
    expect(await seriousViolations(b.page)).toEqual([]);
  });
});
