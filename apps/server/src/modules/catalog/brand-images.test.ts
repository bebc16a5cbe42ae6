import { brandCalls, cooperateCalls, ErrorCode, publisherCatalogueCalls, type TAnyCall } from '@atlas/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOf, fieldPaths } from '../../../test/support/call';
import { seedCatalogue } from '../../../test/support/catalogue';
import { createUser } from '../../../test/support/factories';
import { putter } from '../../../test/support/images';
import { createTestApp, type TTestApp } from '../../../test/support/test-app';

// PUT seller/brands/{id}/image (issue 13) and the brand image on every brand answer.
let t: TTestApp;
let c: Awaited<ReturnType<typeof seedCatalogue>>;
beforeAll(async () => {
  t = await createTestApp();
  c = await seedCatalogue(t);
});
afterAll(() => t.close());

const put = putter(() => t);
const jpeg = (r: number) =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: { r, g: 90, b: 60 } } })
    .jpeg()
    .toBuffer();
let uploads = 0;
/** An image stored by the account of `token`, as its upload answered it (each signed anew). */
async function storedBy(token: string, r: number) {
  uploads += 1;
  const { status, body } = await put(await jpeg(r), { token, ts: t.clock.now.getTime() + uploads });
  expect(status).toBe(200);
  return body.data;
}
const setImage = (token: string | undefined, brandId: string, body: unknown) =>
  callOf(t.app, brandCalls.setBrandImage, { params: { id: brandId }, token, body });
const sellerBrands = async (token: string) =>
  (await callOf(t.app, brandCalls.listAllBrands, { token })).body.data;
const imageOf = (list: { brandId: string; imageUrl: string | null }[], brandId: string) =>
  list.find((b) => b.brandId === brandId)?.imageUrl;

describe('PUT seller/brands/{id}/image', () => {
  it("sets the seller's stored image as the brand's, answers the brand, and is idempotent", async () => {
    const image = await storedBy(c.sellerA.token, 10);
    const first = await setImage(c.sellerA.token, c.brands.kettleA.id, { imageUrl: image.url });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      brandId: c.brands.kettleA.id,
      brand: { amazonBrandName: 'Copper Kettle' },
      imageUrl: `/img/${image.name}`,
    });
    const again = await setImage(c.sellerA.token, c.brands.kettleA.id, { imageUrl: image.name });
    expect(again.body.data).toEqual(first.body.data);
    expect(imageOf(await sellerBrands(c.sellerA.token), c.brands.kettleA.id)).toBe(`/img/${image.name}`);
    // the image-cache URL it answers serves a resized copy
    const original = await t.app.inject({ method: 'GET', url: first.body.data.imageUrl ?? '' });
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/jpeg');
  });

  it('removes the image with null, again harmlessly', async () => {
    const image = await storedBy(c.sellerA.token, 20);
    await setImage(c.sellerA.token, c.brands.hiddenBrand.id, { imageUrl: image.url });
    for (let i = 0; i < 2; i += 1) {
      const removed = await setImage(c.sellerA.token, c.brands.hiddenBrand.id, { imageUrl: null });
      expect(removed.status).toBe(200);
      expect(removed.body.data.imageUrl).toBeNull();
    }
    expect(imageOf(await sellerBrands(c.sellerA.token), c.brands.hiddenBrand.id)).toBeNull();
  });

  it("answers 404 for another seller's brand, which keeps its image", async () => {
    const mine = await storedBy(c.sellerA.token, 30);
    const { status, body } = await setImage(c.sellerA.token, c.brands.trail.id, { imageUrl: mine.url });
    expect(status).toBe(404);
    expect(body.code).toBe(ErrorCode.notFound);
    expect((await setImage(c.sellerA.token, 'brd_missing', { imageUrl: null })).status).toBe(404);
    expect(imageOf(await sellerBrands(c.sellerB.token), c.brands.trail.id)).toBeNull();
  });

  it("refuses another seller's image, an unknown name and an outside URL with 1001 on imageUrl", async () => {
    const theirs = await storedBy(c.sellerB.token, 40);
    const mine = await storedBy(c.sellerA.token, 41);
    const refused = [
      theirs.url,
      theirs.name,
      'abcdefghij0123456789.jpg',
      'https://evil.example.test/pic.jpg',
      // one's own image's name under another host is still an outside URL
      `https://evil.example.test/img/${mine.name}`,
      `/img/${mine.name.replace('.jpg', '_100_100_1_abcd.jpg')}`,
      '../../etc/passwd',
    ];
    for (const imageUrl of refused) {
      const { status, body } = await setImage(c.sellerA.token, c.brands.kettleA.id, { imageUrl });
      expect(status, imageUrl).toBe(400);
      expect(body.code).toBe(ErrorCode.validation);
      expect(fieldPaths(body)).toEqual(['imageUrl']);
    }
  });

  it('refuses bad bodies: missing, empty, too long, NUL bytes and a huge body', async () => {
    const brandId = c.brands.kettleA.id;
    for (const body of [{}, { imageUrl: '' }, { imageUrl: 7 }, { imageUrl: `${'a'.repeat(2001)}.jpg` }]) {
      const answer = await setImage(c.sellerA.token, brandId, body);
      expect(answer.status, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect(answer.body.code).toBe(ErrorCode.validation);
    }
    const nul = await setImage(c.sellerA.token, brandId, { imageUrl: 'abcdefghij01234\u000056789.jpg' });
    expect(nul.status).toBe(400);
    const huge = await setImage(c.sellerA.token, brandId, { imageUrl: 'x'.repeat(2 * 1024 * 1024) });
    expect(huge.status).toBe(413);
    expect(huge.body.code).toBe(ErrorCode.tooLarge);
  });

  it('is for sellers only: a publisher is refused with 403, no session with 401', async () => {
    const publisher = await createUser(t, 'publisher');
    const asPublisher = await setImage(publisher.token, c.brands.kettleA.id, { imageUrl: null });
    expect(asPublisher.status).toBe(403);
    expect(asPublisher.body.code).toBe(ErrorCode.roleNotAllowed);
    const anonymous = await setImage(undefined, c.brands.kettleA.id, { imageUrl: null });
    expect(anonymous.status).toBe(401);
  });
});

describe('imageUrl on brand answers', () => {
  it("shows on the seller's lists and on the publisher and partner catalogues' brands", async () => {
    const image = await storedBy(c.sellerA.token, 50);
    await setImage(c.sellerA.token, c.brands.kettleA.id, { imageUrl: image.url });
    const url = `/img/${image.name}`;

    const withProducts = await callOf(t.app, brandCalls.listBrandsWithProducts, {
      token: c.sellerA.token,
      query: { countryCode: 'US' },
    });
    expect(imageOf(withProducts.body.data, c.brands.kettleA.id)).toBe(url);

    const get = <C extends TAnyCall>(descriptor: C, token = c.approved.token, params?: { brandId: string }) =>
      callOf(t.app, descriptor, { params, token, query: { countryCode: 'US' } });
    // "Copper Kettle" stands for seller A's brand (its best-paid product): its image is the name's
    const cards = (await get(publisherCatalogueCalls.findBrands)).body.data.items;
    expect(cards.find((b) => b.brand.amazonBrandName === 'Copper Kettle')).toMatchObject({
      brandId: c.brands.kettleA.id,
      imageUrl: url,
    });
    expect(cards.find((b) => b.brand.amazonBrandName === 'Trail Co')?.imageUrl).toBeNull();
    const detail = await get(publisherCatalogueCalls.getBrandDetail, c.approved.token, {
      brandId: c.brands.kettleA.id,
    });
    expect(detail.body.data.imageUrl).toBe(url);
    const picks = await get(publisherCatalogueCalls.listCatalogueBrands);
    expect(imageOf(picks.body.data, c.brands.kettleA.id)).toBe(url);

    const partner = await createUser(t, 'partner');
    const partnerPicks = await get(cooperateCalls.listCooperateBrands, partner.token);
    expect(partnerPicks.status).toBe(200);
    expect(imageOf(partnerPicks.body.data, c.brands.kettleA.id)).toBe(url);

    await setImage(c.sellerA.token, c.brands.kettleA.id, { imageUrl: null });
    const after = await get(publisherCatalogueCalls.getBrandDetail, c.approved.token, {
      brandId: c.brands.kettleA.id,
    });
    expect(after.body.data.imageUrl).toBeNull();
  });
});
