import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { signIn } from './support/sign-in';

// Golden path of messages: the demo seller starts a conversation with an image (through the
// image service) and a PDF (through common/upload) attached, sees the image as a resized
// thumbnail that opens the full image, an operator sees the same and answers it from the
// console's inbox, and the answer appears in the seller's open conversation without a reload
// (the thread polls while it is visible).
const b = useBrowser();

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** The thumbnail loaded (naturalWidth > 0) from a signed 200×200 copy on the image-cache host. */
async function expectThumbnail(image: Locator) {
  await image.waitFor();
  expect(await image.getAttribute('src')).toMatch(/\/img\/[a-z0-9]{20}_200_200_2_[0-9a-f]{4}\.png$/);
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), {
      timeout: 10_000,
    })
    .toBeGreaterThan(0);
}

describe('messages', () => {
  it('a seller writes with an attachment, the team answers, the answer appears without a reload', async () => {
    const subject = `Shelf photo ${Date.now()}`;
    const seller = b.page;
    await signIn(b, 'seller@demo.test', 'seller');
    await seller.getByRole('menuitem', { name: /Messages/ }).click();
    await seller.getByRole('heading', { name: 'Messages', level: 1 }).waitFor();

    await seller.getByRole('button', { name: 'New conversation' }).click();
    await seller.getByLabel('Subject').fill(subject);
    await seller
      .getByLabel('Message', { exact: true })
      .fill('Is this shelf photo good enough for the listing?');
    await seller.locator('input[type=file]').setInputFiles([
      { name: 'shelf.png', mimeType: 'image/png', buffer: png },
      { name: 'terms.pdf', mimeType: 'application/pdf', buffer: pdf },
    ]);
    await seller.locator('.ant-upload-list-item-done').getByText('shelf.png').waitFor();
    await seller.locator('.ant-upload-list-item-done').getByText('terms.pdf').waitFor();
    await seller.getByRole('button', { name: 'Send' }).click();
    await seller.getByRole('heading', { name: subject, level: 4 }).waitFor();
    const thread = seller.getByRole('log', { name: 'Messages' });
    await thread.getByText('Is this shelf photo good enough for the listing?').waitFor();
    const thumbnail = thread.getByRole('img', { name: 'shelf.png' });
    await expectThumbnail(thumbnail);
    await thread.getByText(/terms\.pdf ·/).waitFor();
    // the thumbnail opens the full image, the original on the image-cache host
    await thumbnail.click();
    const full = seller.locator('.ant-image-preview img');
    await full.waitFor();
    expect(await full.getAttribute('src')).toMatch(/\/img\/[a-z0-9]{20}\.png$/);
    await seller.keyboard.press('Escape');
    await full.waitFor({ state: 'detached' });
    const startedAt = seller.url();

    const browser = seller.context().browser();
    if (!browser) {
      throw new Error('no browser');
    }
    const console = await browser.newContext({ viewport: { width: 1360, height: 860 } });
    try {
      const operator = await console.newPage();
      await operator.goto(`${b.adminUrl}/operator/login`);
      await operator.getByLabel('E-mail').fill('admin@demo.test');
      await operator.getByLabel('Password').fill('demo-pass-1');
      await operator.getByRole('button', { name: 'Sign in', exact: true }).click();
      await operator.getByRole('menuitem', { name: 'Messages' }).click();
      await operator.getByLabel('Search conversations').fill(subject);
      await operator.getByLabel('Search conversations').press('Enter');
      await operator.getByRole('navigation', { name: 'Conversations' }).getByText(subject).click();
      const inbox = operator.getByRole('log', { name: 'Messages' });
      await inbox.getByText('Is this shelf photo good enough for the listing?').waitFor();
      await expectThumbnail(inbox.getByRole('img', { name: 'shelf.png' }));
      await inbox.getByText(/terms\.pdf ·/).waitFor();
      await operator.getByLabel('Message', { exact: true }).fill('Yes, it is sharp and well lit. Use it.');
      await operator.getByRole('button', { name: 'Send answer' }).click();
      await inbox.getByText('Yes, it is sharp and well lit. Use it.').waitFor();
    } finally {
      await console.close();
    }

    // The seller's page was never reloaded: the open thread brings the answer in by itself.
    await thread.getByText('Yes, it is sharp and well lit. Use it.').waitFor({ timeout: 15_000 });
    expect(seller.url()).toBe(startedAt);
  });
});
