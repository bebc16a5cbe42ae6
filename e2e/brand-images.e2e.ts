import type { Locator } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { signIn } from './support/sign-in';

// Brand images (issue 13): the demo seller replaces a brand's image from the brands card; the
// upload goes through the image service, the brand takes it, and both the seller's list and the
// publisher catalogue's brand card and brand page show it resized from the image-cache host.
const b = useBrowser();
const brandName = 'Quiet Harbor';

/** Waits until the <img> has loaded and answers its natural width. */
async function loadedWidth(img: Locator) {
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : 0)), {
      timeout: 10_000,
    })
    .toBeGreaterThan(0);
  return img.evaluate((el: HTMLImageElement) => el.naturalWidth);
}

describe('brand images', () => {
  it('a seller uploads a brand image and sees it resized, as publishers do in the catalogue', async () => {
    const logo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#08979c' } })
      .png()
      .toBuffer();
    await signIn(b, 'seller@demo.test', 'seller');
    await b.page.goto(`${b.baseUrl}/seller/account?marketplace=US`);
    const row = b.page.getByTestId('brands-card').getByRole('row').filter({ hasText: brandName });
    await row.waitFor();
    const img = row.getByTestId('brand-image').locator('img');
    const before = await img.getAttribute('src');

    const stored = b.page.waitForResponse((r) => r.url().includes('/api/storage/v2/file/a.jpg'));
    const taken = b.page.waitForResponse((r) => /seller\/brands\/[^/]+\/image$/.test(r.url()));
    await row
      .locator('input[type=file]')
      .setInputFiles({ name: 'harbor.png', mimeType: 'image/png', buffer: logo });
    expect((await stored).status()).toBe(200);
    const answer = await taken;
    expect(answer.request().method()).toBe('PUT');
    expect(answer.status()).toBe(200);
    const { data } = (await answer.json()) as { data: { imageUrl: string } };
    const name = data.imageUrl.split('/').pop()?.replace('.png', '') ?? '';
    expect(name).toMatch(/^[a-z0-9]{20}$/);

    await expect.poll(() => img.getAttribute('src')).not.toBe(before);
    expect(await img.getAttribute('src')).toMatch(new RegExp(`/img/${name}_100_100_1_[0-9a-f]{4}\\.png$`));
    // fitted inside 100×100, never enlarged: the 640×480 picture comes back 100 wide
    expect(await loadedWidth(img)).toBe(100);
    await row.getByRole('button', { name: `Replace the image of ${brandName}` }).waitFor();

    await b.page.context().clearCookies();
    await b.page.evaluate(() => window.localStorage.clear());
    await signIn(b, 'publisher@demo.test', 'publisher');
    await b.page.goto(
      `${b.baseUrl}/publisher/catalogue?view=brands&brandSearch=${encodeURIComponent(brandName)}`,
    );
    const card = b.page.getByTestId('brand-card').filter({ hasText: brandName });
    await card.waitFor();
    const cardImg = card.getByTestId('brand-image').locator('img');
    await expect
      .poll(() => cardImg.getAttribute('src'))
      .toMatch(new RegExp(`/img/${name}_64_64_1_[0-9a-f]{4}\\.png$`));
    expect(await loadedWidth(cardImg)).toBe(64);

    await card.getByRole('link', { name: brandName }).click();
    await b.page.getByRole('heading', { name: brandName, level: 3 }).waitFor();
    const pageImg = b.page.getByTestId('brand-image').first().locator('img');
    await expect
      .poll(() => pageImg.getAttribute('src'))
      .toMatch(new RegExp(`/img/${name}_128_128_1_[0-9a-f]{4}\\.png$`));
    expect(await loadedWidth(pageImg)).toBe(128);
  });
});
