import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { chooseOption } from './support/select';
import { signIn } from './support/sign-in';

// Golden path of the commission reports: the demo publisher opens them on its seeded orders,
// changes the range, drills from a brand into its products and exports that; the demo seller
// sees, for one of its brands on the same day, the same orders and commission from that publisher.
const b = useBrowser();

/** A tab's table, by its first column (the tab left may linger a moment while the next one loads). */
const table = (page: Page, subject: string) =>
  page
    .getByTestId('report-table')
    .filter({ has: page.getByRole('columnheader', { name: subject, exact: true }) });

/** Every row's cells as text, once the table of that tab shows the address's report. */
async function rowCells(page: Page, subject: string): Promise<string[][]> {
  await table(page, subject).waitFor();
  await page.locator('.ant-table-wrapper .ant-spin-spinning').waitFor({ state: 'detached' });
  const found = await table(page, subject).locator('tr.ant-table-row').all();
  return Promise.all(found.map((row) => row.locator('td').allTextContents()));
}

// The figure columns both portals start with: subject, clicks, views, carts, orders (4), units,
// sales, commission (7).
const orders = 4;
const commission = 7;

describe('commission reports', () => {
  it('shows the publisher its numbers, a range, a drill-down and an export; the seller agrees', async () => {
    await signIn(b, 'publisher@demo.test', 'publisher');
    await b.page.getByRole('menuitem', { name: 'Commission reports' }).click();
    await b.page.getByRole('heading', { name: 'Commission reports', level: 1 }).waitFor();
    const commissionCard = b.page.getByTestId('metric-commissionMinor');
    await expect
      .poll(() => commissionCard.textContent(), { timeout: 20_000 })
      .toMatch(/\$[1-9][\d,]*\.\d\d|\$0\.[1-9]/);
    await b.page.getByText('Pacific Time Zone (PT)').waitFor();

    // The day-by-day line is drawn; the pointer on it shows that day's value; it saves as a PNG.
    const chart = b.page.getByRole('img', { name: /^Commission per day, / });
    await chart.locator('canvas').waitFor();
    const plot = await chart.locator('.u-over').boundingBox();
    await b.page.mouse.move((plot?.x ?? 0) + (plot?.width ?? 0) / 2, (plot?.y ?? 0) + 20);
    await expect
      .poll(() => chart.locator('.u-legend').textContent())
      .toMatch(/Day\s*\d{4}\.\d{2}\.\d{2}\s*Commission\s*\$[\d,]+\.\d\d/);
    const [image] = await Promise.all([
      b.page.waitForEvent('download'),
      b.page.getByRole('button', { name: 'Save image' }).click(),
    ]);
    expect(image.suggestedFilename()).toMatch(/^Commission_report_Commission_.*\.png$/);
    const png = readFileSync((await image.path()) as string);
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(png.length).toBeGreaterThan(2_000);

    // Another range: the address holds it, the figures follow.
    await chooseOption(b.page.getByLabel('Date range'), 'Last 7 days');
    await b.page.waitForURL((url) => url.searchParams.has('startDate'));

    // The busiest day of the last 30 by orders: the day both portals compare.
    await b.page.goto(`${b.baseUrl}/publisher/commission-reports?sortField=orders&sortOrder=descend`);
    const [busiest] = await rowCells(b.page, 'Day');
    const day = (busiest?.[0] ?? '').replaceAll('.', '-');
    expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Number(busiest?.[orders])).toBeGreaterThan(0);

    await b.page.goto(`${b.baseUrl}/publisher/commission-reports?tab=brand&startDate=${day}&endDate=${day}`);
    const publisherBrands = new Map(
      (await rowCells(b.page, 'Brand')).map((cells) => [cells[0] ?? '', cells]),
    );
    expect(publisherBrands.size).toBeGreaterThan(0);

    // Drill: a brand's products, with the chip, then its export.
    const [brandName] = [...publisherBrands.keys()];
    await table(b.page, 'Brand').getByRole('button', { name: brandName, exact: true }).click();
    await b.page.waitForURL(
      (url) => url.searchParams.get('tab') === 'product' && url.searchParams.has('brandId'),
    );
    await b.page.getByTestId('report-filters').getByText(`Brand: ${brandName}`).waitFor();
    expect((await rowCells(b.page, 'Product')).length).toBeGreaterThan(0);
    const [file] = await Promise.all([
      b.page.waitForEvent('download'),
      b.page.getByRole('button', { name: /Export CSV/ }).click(),
    ]);
    const csv = readFileSync((await file.path()) as string, 'utf8').replace(/^\uFEFF/, '');
    expect(csv.split(/\r?\n/).filter(Boolean).length).toBeGreaterThan(1);
    expect(file.suggestedFilename()).toMatch(/\.csv$/);

    // The seller: its brands that day, one the publisher earned on, its publishers.
    await b.page.evaluate(() => localStorage.clear());
    await signIn(b, 'seller@demo.test', 'seller');
    await b.page.goto(`${b.baseUrl}/seller/commission-reports?tab=brand&startDate=${day}&endDate=${day}`);
    const sellerBrands = (await rowCells(b.page, 'Brand')).map((cells) => cells[0] ?? '');
    const shared = sellerBrands.find((name) => publisherBrands.has(name));
    expect(shared, `a brand of the demo seller among ${[...publisherBrands.keys()].join(', ')}`).toBeTruthy();
    await table(b.page, 'Brand').getByRole('button', { name: shared, exact: true }).click();
    await b.page.waitForURL((url) => url.searchParams.get('tab') === 'product');
    await b.page.getByRole('tab', { name: 'Publishers' }).click();
    await b.page.waitForURL((url) => url.searchParams.get('tab') === 'publisher');
    const publisherRow = (await rowCells(b.page, 'Publisher')).find((cells) => cells[0] === 'Demo Publisher');
    const publisherSide = publisherBrands.get(shared as string);
    expect([publisherRow?.[orders], publisherRow?.[commission]]).toEqual([
      publisherSide?.[orders],
      publisherSide?.[commission],
    ]);
  });
});
