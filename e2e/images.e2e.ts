import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { signIn } from './support/sign-in';

// Golden path of the image service (spec 7.16): the demo publisher adds an image to a new
// placement through the image client (signed PUT), sees it as a small resized copy, and the
// seller sees the placement's image resized from the image-cache host.
const b = useBrowser();
const title = `Picture post ${Date.now().toString(36)}`;

/** The natural size of an <img>, once it has loaded. */
async function naturalSize(selector: ReturnType<typeof b.page.locator>) {
  await expect
    .poll(() => selector.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
      timeout: 10_000,
    })
    .toBe(true);
  return selector.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]);
}

describe('images', () => {
  it('stores a placement image through the image client and shows resized copies', async () => {
    const picture = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#d46b08' } })
      .png()
      .toBuffer();
    await signIn(b, 'publisher@demo.test', 'publisher');
    await b.page.getByRole('menuitem', { name: 'Placements' }).click();
    await b.page.getByRole('heading', { name: 'Placements', level: 1 }).waitFor();
    await b.page.getByRole('button', { name: 'New placement' }).click();
    const drawer = b.page.getByRole('dialog');
    await drawer.getByLabel('Title').fill(title);
    const upload = b.page.waitForResponse((r) => r.url().includes('/api/storage/v2/file/a.jpg'));
    await drawer
      .locator('input[type=file]')
      .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: picture });
    const answer = await upload;
    expect(answer.request().method()).toBe('PUT');
    expect(answer.status()).toBe(200);
    const thumbnail = drawer.locator('img.ant-upload-list-item-image');
    await expect.poll(() => thumbnail.getAttribute('src')).toMatch(/_200_200_2_[0-9a-f]{4}\.png$/);
    expect(await naturalSize(thumbnail)).toEqual([200, 200]);
    await drawer.getByRole('button', { name: 'Save draft' }).click();
    await b.page.getByRole('row').filter({ hasText: title }).waitFor();
  });
});
