import { readFileSync } from 'node:fs';
import { catalogueExportLimit, type TCatalogueProduct } from '@atlas/shared';
import type { Locator, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { chooseOption } from './support/select';

// Golden path of the publisher's Catalogue: the approved demo publisher browses the demo
// sellers' products by category, narrows them by commission and sorts them (kept in the URL),
// opens one in the drawer, exports what it sees, and discovers a brand; the pending demo
// publisher sees what to finish instead. Categories, counts, titles and brands are read from
// the page: more demo sellers may come with more of them.
const b = useBrowser();

const exportHeader =
  'ASIN,Country,Title,Brand,Category,Marketplace category,Price,Currency,Availability,Commission (%),' +
  'Deal price,Deal discount (%),Deal extra commission (%),Deal ends,Variations,Marketplace URL';

async function signIn(email: string) {
  await b.page.goto(`${b.baseUrl}/sign-in`);
  await b.page.getByLabel('E-mail').fill(email);
  await b.page.getByLabel('Password').fill('demo-pass-1');
  await b.page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await b.page.waitForURL('**/publisher/**');
}

/** A number as the page prints it ("1,203", "12%"). */
const numberIn = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

/** The fields of one CSV record (quoted fields may hold commas and doubled quotes). */
function csvFields(line: string): string[] {
  const fields: string[] = [];
  for (const match of line.matchAll(/(?:^|,)(?:"((?:[^"]|"")*)"|([^,]*))/g)) {
    fields.push(match[1] === undefined ? (match[2] ?? '') : match[1].replace(/""/g, '"'));
  }
  return fields;
}

/** A category of the tree: its name and product count as shown. */
async function categoryOf(item: Locator) {
  const title = item.locator('.ant-tree-title');
  return {
    name: (await title.locator('span').first().textContent()) ?? '',
    count: numberIn(await title.locator('.ant-typography').textContent()),
  };
}

describe('the publisher catalogue', () => {
  it('browses a category with a commission range and sort kept in the URL, opens and exports products, and a brand', async () => {
    await signIn('publisher@demo.test');
    await b.page.getByRole('menuitem', { name: 'Catalogue' }).click();
    await b.page.waitForURL('**/publisher/catalogue**');
    await b.page.getByRole('heading', { name: 'Catalogue', level: 1 }).waitFor();

    // The first-level categories with their counts; "All categories" adds them up.
    const tree = b.page.getByRole('navigation', { name: 'Categories' });
    const firstLevel = tree.locator('[role=treeitem][aria-expanded]');
    await firstLevel.first().waitFor();
    const all = await categoryOf(tree.getByRole('treeitem').filter({ hasText: 'All categories' }));
    const categories = await Promise.all((await firstLevel.all()).map(categoryOf));
    expect(categories.every((c) => c.name.length > 0 && c.count > 0)).toBe(true);
    expect(categories.reduce((sum, c) => sum + c.count, 0)).toBe(all.count);
    const shown = b.page.getByText(/^[\d,]+ products in US$/);
    await expect.poll(async () => numberIn(await shown.textContent())).toBe(all.count);

    // One category: it opens into the marketplace's own and lists its products.
    const [category] = categories;
    if (!category) {
      throw new Error('the demo catalogue shows no category');
    }
    const item = firstLevel.first();
    await item.locator('.ant-tree-title').click();
    await b.page.waitForURL(/categoryKey=/);
    await expect.poll(() => item.getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => item.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => tree.getByRole('treeitem').count()).toBeGreaterThan(1 + categories.length);
    await expect(tree.getByText('Loading…').count()).resolves.toBe(0);
    await expect.poll(async () => numberIn(await shown.textContent())).toBe(category.count);
    const cards = b.page.getByTestId('product-card');
    await cards.first().waitFor();

    // At least half the best commission (the first card, highest first), lowest first. Each
    // change is seen asked for (so shown) before the next, as a person sees it before going on.
    const pills = cards.getByText(/% commission$/);
    const best = numberIn(await pills.first().textContent());
    const floor = Math.floor(best / 2);
    const listing = (part: RegExp) => (r: Response) =>
      r.url().includes('/publisher/product/find/list?') && part.test(r.url());
    const narrowed = b.page.waitForResponse(listing(new RegExp(`minCommissionBp=${floor * 100}(&|$)`)));
    await b.page.getByLabel('Lowest commission (%)').fill(String(floor));
    await b.page.getByLabel('Lowest commission (%)').press('Enter');
    await b.page.waitForURL(new RegExp(`minCommissionBp=${floor * 100}(&|$)`));
    await narrowed;
    const lowestFirst = listing(/sortOrder=asc/);
    const sorted = b.page.waitForResponse(lowestFirst);
    await chooseOption(b.page.getByLabel('Sort products'), 'Lowest commission');
    await b.page.waitForURL(/sortOrder=asc/);
    await sorted;
    expect(b.page.url()).toMatch(/categoryKey=[\w-]+/);

    // The link keeps the view: a reload shows the same category, range, sort and products.
    const listed = b.page.waitForResponse(lowestFirst);
    await b.page.reload();
    const { data } = (await (await listed).json()) as { data: { items: TCatalogueProduct[]; total: number } };
    await expect.poll(() => item.getAttribute('aria-selected')).toBe('true');
    await expect(b.page.getByLabel('Lowest commission (%)').inputValue()).resolves.toBe(String(floor));
    await b.page
      .locator('.ant-select')
      .filter({ has: b.page.getByLabel('Sort products') })
      .getByText('Lowest commission')
      .waitFor();
    await expect.poll(async () => numberIn(await shown.textContent())).toBe(data.total);
    expect(data.total).toBeGreaterThan(0);
    expect(data.total).toBeLessThanOrEqual(category.count);
    await expect.poll(() => cards.count()).toBe(data.items.length);
    const rates = (await pills.allTextContents()).map(numberIn);
    expect(rates.every((rate) => rate >= floor)).toBe(true);
    expect(rates).toEqual([...rates].sort((x, y) => x - y));

    // A product in the drawer: its commission history and variations (one with some if listed).
    const product = data.items.find((p) => p.variationCount > 0) ?? data.items[0];
    if (!product) {
      throw new Error('no product listed');
    }
    await b.page.locator(`a[href*="product=${product.id}"]`).click();
    await b.page.waitForURL(new RegExp(`product=${product.id}`));
    const drawer = b.page.getByRole('dialog');
    await drawer.getByRole('heading', { name: product.title, level: 4 }).waitFor();
    await drawer.getByRole('tab', { name: 'Commission history', selected: true }).waitFor();
    const history = drawer.getByRole('tabpanel').locator('tbody tr.ant-table-row');
    await history.first().waitFor();
    await expect(history.first().textContent()).resolves.toMatch(/%/);
    await drawer.getByRole('tab', { name: `Variations (${product.variationCount})` }).click();
    const variations = drawer.getByRole('region', { name: 'Variations' });
    if (product.variationCount > 0) {
      await variations.getByRole('button', { name: /Export variations$/ }).waitFor();
      await expect
        .poll(() => variations.locator('tbody tr.ant-table-row').count())
        .toBe(Math.min(product.variationCount, 10));
    } else {
      await variations.getByText('This product has no variations.').waitFor();
    }
    await drawer.getByRole('button', { name: 'Close' }).click();
    await b.page.waitForURL((url) => !url.searchParams.has('product'));

    // Export what the grid shows: the filtered products, in its order, and the toast.
    const [file] = await Promise.all([
      b.page.waitForEvent('download'),
      b.page.getByRole('button', { name: /Export products$/ }).click(),
    ]);
    await b.page.locator('.ant-message').getByText('Products Info Exported Successfully!').waitFor();
    expect(file.suggestedFilename()).toMatch(/^catalogue-US-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = readFileSync((await file.path()) as string, 'utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(exportHeader);
    expect(lines.length - 1).toBe(Math.min(data.total, catalogueExportLimit));
    const records = lines.slice(1).map(csvFields);
    expect(records.every((r) => r[1] === 'US' && r[4] === category.name)).toBe(true);
    const exported = records.map((r) => Number(r[9]));
    expect(exported.every((rate) => rate >= floor)).toBe(true);
    expect(exported).toEqual([...exported].sort((x, y) => x - y));
    expect(records.slice(0, data.items.length).map((r) => r[0])).toEqual(data.items.map((p) => p.asin));

    // Brands to discover, and one brand's page with its products.
    await b.page.getByRole('radiogroup', { name: 'Browse by' }).getByText('Brands', { exact: true }).click();
    await b.page.waitForURL(/view=brands/);
    const brand = b.page.getByTestId('brand-card').first();
    await brand.waitFor();
    const brandName = (await brand.getByRole('link').textContent()) ?? '';
    const brandProducts = numberIn(await brand.getByText(/^[\d,]+ products?$/).textContent());
    await brand.getByRole('link').click();
    await b.page.waitForURL(/brand=/);
    await b.page.getByRole('heading', { name: brandName, level: 3 }).waitFor();
    await b.page.getByRole('heading', { name: 'Its products in US', level: 5 }).waitFor();
    await cards.first().waitFor();
    await expect(cards.count()).resolves.toBe(Math.min(brandProducts, 24));
    const brandsOfCards = await cards.locator('.ant-typography-ellipsis').allTextContents();
    expect(brandsOfCards.every((name) => name === brandName)).toBe(true);
    await b.page.getByRole('button', { name: 'All brands' }).click();
    await b.page.waitForURL((url) => !url.searchParams.has('brand'));
    await brand.waitFor();
  });

  it('shows the pending publisher what to finish instead of the catalogue (3008)', async () => {
    await signIn('pending@demo.test');
    await b.page.getByRole('menuitem', { name: 'Catalogue' }).click();
    await b.page.getByText('The catalogue will open once your account is approved').waitFor();
    await expect(b.page.getByTestId('product-card').count()).resolves.toBe(0);
    await b.page.getByRole('button', { name: 'Go to Profile' }).click();
    await b.page.waitForURL('**/publisher/profile**');
    await b.page.getByRole('heading', { name: 'Profile', level: 1 }).waitFor();
  });
});
