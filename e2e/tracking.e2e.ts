import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { chooseOption } from './support/select';
import { signIn } from './support/sign-in';

// Golden path of tracking: the approved demo publisher creates a tracking id, makes a product
// link with it, a traffic source and a sub-id from a catalogue card, copies it, follows it (the
// browser lands on the demo marketplace's page) and sees the click and its sub-id counted; it
// makes an associate link; the demo partner makes a link under a cooperation's tracking id.
const b = useBrowser();

/** Picks an option of an Ant Design select by its label. */
const choose = (page: Page, label: string, option: string | RegExp) =>
  chooseOption(page.getByLabel(label, { exact: true }), option);

/** A name no earlier run of this file used (the data folder is the run's own, the demo is not). */
const personAgent =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}`;

/** Opens the link builder on the catalogue's first product and answers its dialog. */
async function openBuilderOnFirstProduct(portal: 'publisher' | 'partner') {
  await b.page.getByRole('menuitem', { name: 'Catalogue' }).click();
  await b.page.waitForURL(`**/${portal}/catalogue**`);
  const card = b.page.getByTestId('product-card').first();
  await card.getByRole('button', { name: 'Get link' }).click();
  const dialog = b.page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Create link' }).waitFor();
  return dialog;
}

describe('tracking', () => {
  it('makes a link with a tracking id, source and sub-id, follows it and sees the click counted', async () => {
    await b.page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(b, 'publisher@demo.test', 'publisher');

    // A new tracking id.
    const trackingId = unique('e2e');
    await b.page.getByRole('menuitem', { name: 'Tracking ids' }).click();
    await b.page.getByRole('button', { name: 'New tracking id' }).click();
    await b.page.getByRole('dialog').getByLabel('Name').fill(trackingId);
    await b.page.getByRole('button', { name: 'Create tracking id' }).click();
    const row = b.page.getByRole('row').filter({ hasText: trackingId });
    await row.waitFor();

    // A product link from a catalogue card, with it, a source and a sub-id: two clicks.
    const dialog = await openBuilderOnFirstProduct('publisher');
    await choose(b.page, 'Tracking id', trackingId);
    await choose(b.page, 'Traffic source', 'Demo Deals blog');
    await dialog.getByLabel('Sub-id').fill('e2e-saved');
    await dialog.getByRole('button', { name: 'Create link' }).click();
    await dialog.getByText('Your link is ready').waitFor();
    const shortUrl = ((await dialog.getByTestId('short-url').textContent()) ?? '').trim();
    expect(shortUrl).toMatch(new RegExp(`^${b.baseUrl}/t/[0-9A-Za-z]{8}$`));
    await dialog.getByRole('button', { name: 'Copy' }).click();
    await b.page.getByText('Copied Successfully').waitFor();
    expect(await b.page.evaluate(() => navigator.clipboard.readText())).toBe(shortUrl);
    await dialog.getByRole('img', { name: `QR code of ${shortUrl}` }).waitFor();
    const code = shortUrl.slice(-8);

    // Followed with a sub-id of its own: the browser lands on the marketplace page.
    // (as a person's browser: headless Chromium says so in its user-agent and counts as a bot)
    const person = await b.page.context().browser()?.newContext({ userAgent: personAgent });
    const visitor = await person?.newPage();
    if (!person || !visitor) {
      throw new Error('no second browser context');
    }
    await visitor.goto(`${shortUrl}?sub=e2e-click`);
    expect(visitor.url()).toContain(`/demo-marketplace/US/dp/`);
    expect(visitor.url()).toContain(`aa_adgroupid=atlas-${code}`);
    expect(visitor.url()).not.toContain('e2e-click');
    await person.close();

    // Tracking links finds it by its code with one click, and its drawer shows the sub-id.
    await b.page.goto(`${b.baseUrl}/publisher/tracking-links?search=${code}`);
    const linkRow = b.page.getByRole('row').filter({ hasText: code });
    await expect
      .poll(
        async () => {
          await b.page.reload();
          await linkRow.waitFor();
          return linkRow.getByRole('cell').allTextContents();
        },
        { timeout: 20_000 },
      )
      .toEqual(expect.arrayContaining([trackingId, 'Demo Deals blog', 'e2e-saved', '1']));
    await linkRow.locator('a').first().click();
    const drawer = b.page.getByRole('dialog');
    await drawer.getByRole('cell', { name: 'e2e-click' }).waitFor();
    await drawer.getByRole('button', { name: 'Close' }).click();
    await drawer.waitFor({ state: 'hidden' });

    // The tracking id counts the link and the click, and lists the sub-id.
    await b.page.getByRole('menuitem', { name: 'Tracking ids' }).click();
    await row.waitFor();
    expect(await row.getByRole('cell').allTextContents()).toEqual(expect.arrayContaining([trackingId, '1']));
    await row.getByRole('button', { name: /Expand row/ }).click();
    await b.page.getByLabel(`Sub-ids of ${trackingId}`).getByText('e2e-click').waitFor();
  });

  it('makes an associate link that carries the publisher associates tag', async () => {
    await signIn(b, 'publisher@demo.test', 'publisher');
    await b.page.goto(`${b.baseUrl}/publisher/tracking-links?tab=associate`);
    await b.page.getByRole('button', { name: 'New associate link' }).click();
    const picker = b.page.getByRole('dialog', { name: 'New associate link' });
    await chooseOption(picker.getByLabel('Product'));
    const builder = b.page.getByRole('dialog', { name: 'Get an associate link' });
    await expect(builder.getByLabel('Associates tag').inputValue()).resolves.toBe('demodeals-20');
    await builder.getByLabel('Sub-id').fill(unique('assoc'));
    await builder.getByRole('button', { name: 'Create link' }).click();
    await builder.getByText('Your link is ready').waitFor();
    const shortUrl = ((await builder.getByTestId('short-url').textContent()) ?? '').trim();
    const response = await b.page.request.get(shortUrl, { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toContain('tag=demodeals-20');
  });

  it('lets the partner make a link under a cooperation tracking id', async () => {
    await signIn(b, 'partner@demo.test', 'partner');
    const cooperation = unique('Evergreen');
    const name = unique('evergreen');
    await b.page.getByRole('menuitem', { name: 'Tracking ids' }).click();
    await b.page.getByRole('button', { name: 'New tracking id' }).click();
    const form = b.page.getByRole('dialog');
    await form.getByLabel('Cooperation').fill(cooperation);
    await form.getByLabel('Name').fill(name);
    await b.page.getByRole('button', { name: 'Create tracking id' }).click();
    await b.page.getByRole('row').filter({ hasText: name }).waitFor();

    const dialog = await openBuilderOnFirstProduct('partner');
    await dialog.getByRole('button', { name: 'Create link' }).click();
    await dialog.getByText('Choose a tracking id: it carries the cooperation name').waitFor();
    await choose(b.page, 'Tracking id', new RegExp(name));
    await dialog.getByRole('button', { name: 'Create link' }).click();
    await dialog.getByText('Your link is ready').waitFor();
    const shortUrl = ((await dialog.getByTestId('short-url').textContent()) ?? '').trim();
    expect(shortUrl).toMatch(/\/t\/[0-9A-Za-z]{8}$/);
  });
});
