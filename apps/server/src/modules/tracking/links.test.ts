import {
  ErrorCode,
  type TAnyCall,
  type TTrackingLink,
  type TTrackingLinkDetail,
  trackingCalls,
} from '@atlas/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOf, type TDescribedCall } from '../../../test/support/call';
import { publisherIn, seedCatalogue } from '../../../test/support/catalogue';
import { download } from '../../../test/support/download';
import { createUser } from '../../../test/support/factories';
import { insertSource, insertTrackingId } from '../../../test/support/link-choices';
import { createTestApp, type TTestApp } from '../../../test/support/test-app';
import { demoAttributionQuery } from '../../../test/support/tracking-links';
import { insertClickDays } from '../../../test/support/tracking-rows';
import { trackingLinks } from '../../db/schema';
import { addDays, dayInZone } from '../../platform/zoned-day';

// A publisher's product and brand links through the API, on an app of its own.
let t: TTestApp;
let c: Awaited<ReturnType<typeof seedCatalogue>>;
let other: Awaited<ReturnType<typeof publisherIn>>;
let mine: {
  tid: { id: string };
  archivedTid: { id: string };
  source: { id: string };
  archivedSource: { id: string };
};
let others: { tid: { id: string }; source: { id: string } };
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_BASE_URL: 'https://atlas.example' });
  c = await seedCatalogue(t);
  other = await publisherIn(t, { reviewStatus: 'approved' });
  const me = c.approved.user.id;
  mine = {
    tid: await insertTrackingId(t, me, { name: 'spring-sale' }),
    archivedTid: await insertTrackingId(t, me, { name: 'old-one', archived: true }),
    source: await insertSource(t, me, { name: 'Kitchen channel' }),
    archivedSource: await insertSource(t, me, { archived: true }),
  };
  others = {
    tid: await insertTrackingId(t, other.user.id, { name: 'theirs' }),
    source: await insertSource(t, other.user.id),
  };
});
afterAll(() => t.close());

type TBody = Record<string, unknown>;
const get = <C extends TAnyCall>(descriptor: C, request: TDescribedCall = {}) =>
  callOf(t.app, descriptor, { token: c.approved.token, ...request });
const post = <C extends TAnyCall>(descriptor: C, request: TDescribedCall = {}) =>
  callOf(t.app, descriptor, { token: c.approved.token, ...request });
const saveProduct = (productId: string, body: TBody = {}, countryCode = 'US', token = c.approved.token) =>
  post(trackingCalls.saveProductLink, { params: { productId }, body, query: { countryCode }, token });
const saved = async (productId: string, body: TBody = {}, countryCode = 'US', token = c.approved.token) => {
  const { status, body: answer } = await saveProduct(productId, body, countryCode, token);
  expect(answer.error ?? status).toBe(200);
  return answer.data;
};
const linkRows = () => t.database.db.select().from(trackingLinks);
const fieldOf = (body: { data?: unknown }) =>
  (body.data as { fields?: { path: string }[] })?.fields?.[0]?.path;

describe('who may make links', () => {
  const calls = (): (TDescribedCall & { call: TAnyCall })[] => [
    { call: trackingCalls.initProductLink, params: { productId: c.products.skillet.id } },
    { call: trackingCalls.initBrandLink, params: { brandId: c.brands.trail.id } },
    { call: trackingCalls.previewProductLink, params: { productId: c.products.skillet.id }, body: {} },
    { call: trackingCalls.previewBrandLink, params: { brandId: c.brands.trail.id }, body: {} },
    { call: trackingCalls.saveProductLink, params: { productId: c.products.skillet.id }, body: {} },
    { call: trackingCalls.saveBrandLink, params: { brandId: c.brands.trail.id }, body: {} },
    { call: trackingCalls.getProductLink, params: { trackLinkId: 'lnk_unknown' } },
    { call: trackingCalls.getBrandLink, params: { trackLinkId: 'lnk_unknown' } },
    { call: trackingCalls.listProductLinks },
    { call: trackingCalls.listBrandLinks },
    { call: trackingCalls.exportProductLinks },
    { call: trackingCalls.exportBrandLinks },
    { call: trackingCalls.listLinkBrands },
  ];

  it('refuses a publisher not yet approved every link call with 409/1009, and saves nothing', async () => {
    for (const request of calls()) {
      const { status, body } = await callOf(t.app, request.call, { ...request, token: c.pending.token });
      expect({ path: request.call.path, status, code: body.code }).toEqual({
        path: request.call.path,
        status: 409,
        code: ErrorCode.conflict,
      });
    }
    expect(await linkRows()).toHaveLength(0);
  });

  it('refuses a seller and a partner (4003), and no token (401)', async () => {
    const partner = await createUser(t, 'partner');
    for (const token of [c.sellerA.token, partner.token]) {
      for (const request of calls()) {
        const { body } = await callOf(t.app, request.call, { ...request, token });
        expect({ path: request.call.path, code: body.code }).toEqual({
          path: request.call.path,
          code: ErrorCode.roleNotAllowed,
        });
      }
    }
    const [first] = calls();
    expect((await callOf(t.app, first!.call, first)).status).toBe(401);
  });
});

describe('opening the link builder', () => {
  it("opens on a catalogue product: its page, and the publisher's own live tracking ids and sources", async () => {
    const { status, body } = await get(trackingCalls.initProductLink, {
      params: { productId: c.products.skillet.id },
    });
    expect(status).toBe(200);
    expect(body.data).toEqual({
      linkType: 'product',
      productId: c.products.skillet.id,
      brandId: c.brands.kettleA.id,
      countryCode: 'US',
      asin: 'B0SKILLET1',
      title: 'Cast Iron Skillet, 10 inch',
      brandName: 'Copper Kettle',
      imageUrl: `https://images.example.test/${c.brands.kettleA.id}.jpg`,
      commissionBp: 1500,
      earning: true,
      pageUrl: 'https://atlas.example/demo-marketplace/US/dp/B0SKILLET1',
      trackingIds: [{ id: mine.tid.id, name: 'spring-sale', cooperationName: null }],
      sources: [{ id: mine.source.id, name: 'Kitchen channel', kind: 'youtube' }],
      associateTag: null,
    });
  });

  it("opens on a brand id as the catalogue gives it, any seller's brand of the name", async () => {
    const { body } = await get(trackingCalls.initBrandLink, {
      params: { brandId: c.brands.kettleB.id },
      query: {
        countryCode: 'DE',
      },
    });
    expect(body.data).toMatchObject({
      linkType: 'brand',
      productId: null,
      brandId: c.brands.kettleB.id,
      countryCode: 'DE',
      asin: null,
      title: 'Copper Kettle',
      brandName: 'Copper Kettle',
      commissionBp: null,
      earning: true,
      pageUrl: 'https://atlas.example/demo-marketplace/DE/s?k=Copper%20Kettle',
    });
  });

  it('refuses a product of another marketplace with the reason, naming countryCode', async () => {
    const { status, body } = await get(trackingCalls.initProductLink, {
      params: { productId: c.products.pfanne.id },
    });
    expect(status).toBe(400);
    expect(body.code).toBe(ErrorCode.validation);
    expect(fieldOf(body)).toBe('countryCode');
    expect(body.error).toBe('This product is sold in the DE marketplace, not US: make its link for DE');
    expect(
      (
        await get(trackingCalls.initProductLink, {
          params: { productId: c.products.pfanne.id },
          query: { countryCode: 'DE' },
        })
      ).status,
    ).toBe(200);
  });

  it('refuses a brand with no catalogue products in the marketplace, saying where it sells', async () => {
    const { status, body } = await get(trackingCalls.initBrandLink, {
      params: { brandId: c.brands.trail.id },
      query: {
        countryCode: 'UK',
      },
    });
    expect(status).toBe(400);
    expect(fieldOf(body)).toBe('countryCode');
    expect(body.error).toBe('Trail Co has no catalogue products in the UK marketplace; it sells in US');
  });

  it('answers 404 to what is not in the catalogue: hidden, a variation, unknown, an inactive brand', async () => {
    for (const id of [c.products.hidden.id, c.products.tentGreen.id, 'prd_unknown']) {
      const { status, body } = await get(trackingCalls.initProductLink, { params: { productId: id } });
      expect({ id, status, error: body.error }).toEqual({ id, status: 404, error: 'Product not found' });
    }
    for (const id of [c.brands.hiddenBrand.id, 'brd_unknown']) {
      const { status, body } = await get(trackingCalls.initBrandLink, { params: { brandId: id } });
      expect({ id, status, error: body.error }).toEqual({ id, status: 404, error: 'Brand not found' });
    }
    expect(
      (
        await get(trackingCalls.initProductLink, {
          params: { productId: c.products.skillet.id },
          query: { countryCode: 'JP' },
        })
      ).status,
    ).toBe(400);
  });
});

describe('previewing and saving a link', () => {
  const choices = () => ({ trackingId: mine.tid.id, sourceId: mine.source.id, subId: 'video-42' });
  const preview = (productId: string, body: TBody) =>
    post(trackingCalls.previewProductLink, { params: { productId }, body, query: { countryCode: 'US' } });

  it('previews where an unsaved link lands without its code, and saves nothing', async () => {
    const { status, body } = await preview(c.products.oven.id, choices());
    expect(status).toBe(200);
    expect(body.data).toEqual({
      destinationUrl: 'https://atlas.example/demo-marketplace/US/dp/B0OVEN0001',
      earning: true,
      saved: null,
    });
    expect(await linkRows()).toHaveLength(0);
  });

  it('saves a link with its short code, short URL and attributed destination, and previews it as saved', async () => {
    const link = await saved(c.products.oven.id, choices());
    expect(link.code).toMatch(/^[0-9A-Za-z]{8}$/);
    expect(link).toEqual({
      trackLinkId: expect.stringMatching(/^lnk_/),
      code: link.code,
      shortUrl: `https://atlas.example/t/${link.code}`,
      linkType: 'product',
      productId: c.products.oven.id,
      brandId: c.brands.kettleB.id,
      countryCode: 'US',
      asin: 'B0OVEN0001',
      title: 'Dutch Oven, 5 qt',
      brandName: 'Copper Kettle',
      imageUrl: `https://images.example.test/${c.brands.kettleB.id}.jpg`,
      trackingId: { id: mine.tid.id, name: 'spring-sale', cooperationName: null },
      source: { id: mine.source.id, name: 'Kitchen channel', kind: 'youtube' },
      subId: 'video-42',
      associateTag: null,
      destinationUrl: `https://atlas.example/demo-marketplace/US/dp/B0OVEN0001?${demoAttributionQuery({
        countryCode: 'US',
        sellerId: c.sellerB.user.id,
        ownerId: c.approved.user.id,
        code: link.code,
      })}`,
      earning: true,
      clicks: 0,
      lastClickAt: null,
      createdAt: t.clock.now.toISOString(),
    });
    const again = await preview(c.products.oven.id, choices());
    expect(again.body.data).toEqual({ destinationUrl: link.destinationUrl, earning: true, saved: link });
  });

  it('answers the same link to a second save, and to saves racing each other', async () => {
    const first = await saved(c.products.oven.id, choices());
    expect((await saved(c.products.oven.id, choices())).trackLinkId).toBe(first.trackLinkId);
    const racing = await Promise.all(
      Array.from({ length: 4 }, () => saveProduct(c.products.tent.id, { subId: 'race' })),
    );
    expect(racing.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(racing.map((r) => r.body.data?.trackLinkId)).size).toBe(1);
    const other = await saved(c.products.oven.id, { ...choices(), subId: 'video-43' });
    expect(other.trackLinkId).not.toBe(first.trackLinkId);
  });

  it("saves a brand link to the brand's search page, untagged: Amazon Attribution measures no search page", async () => {
    const { status, body } = await post(trackingCalls.saveBrandLink, {
      params: { brandId: c.brands.trail.id },
      body: {},
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      linkType: 'brand',
      productId: null,
      brandId: c.brands.trail.id,
      asin: null,
      title: 'Trail Co',
      brandName: 'Trail Co',
      imageUrl: null,
      earning: true,
      destinationUrl: 'https://atlas.example/demo-marketplace/US/s?k=Trail%20Co',
    });
  });

  it.each([
    [{ subId: 'x'.repeat(65) }, 'subId', 'A sub-id is at most 64 characters'],
    [
      { subId: 'bell\u0007' },
      'subId',
      'A sub-id holds letters, digits, dots, dashes, underscores and tildes only',
    ],
    [{ subId: 'nul\u0000' }, 'subId', 'Text cannot contain NUL characters or broken Unicode'],
    [
      { subId: 'two words' },
      'subId',
      'A sub-id holds letters, digits, dots, dashes, underscores and tildes only',
    ],
  ])('refuses the sub-id %j with the reason', async (body, field, message) => {
    for (const descriptor of [trackingCalls.saveProductLink, trackingCalls.previewProductLink]) {
      const answer = await post(descriptor, { params: { productId: c.products.skillet.id }, body });
      expect(answer.status).toBe(400);
      expect(answer.body.data).toEqual({ fields: [{ path: field, message }] });
    }
  });

  it("refuses another publisher's, an archived or an unknown tracking id or source, naming the field", async () => {
    const cases = [
      [{ trackingId: others.tid.id }, 'trackingId'],
      [{ trackingId: mine.archivedTid.id }, 'trackingId'],
      [{ trackingId: 'tid_unknown' }, 'trackingId'],
      [{ sourceId: others.source.id }, 'sourceId'],
      [{ sourceId: mine.archivedSource.id }, 'sourceId'],
    ] as const;
    for (const [body, field] of cases) {
      const answer = await saveProduct(c.products.press.id, body);
      expect({ body, status: answer.status, field: fieldOf(answer.body) }).toEqual({
        body,
        status: 400,
        field,
      });
    }
    const another = await saveProduct(c.products.press.id, { trackingId: others.tid.id });
    expect(another.body.error).toBe('Choose one of your tracking ids; this one is not yours or was deleted');
  });

  it('refuses a product of another marketplace and answers 404 to one not in the catalogue, saving nothing', async () => {
    const before = (await linkRows()).length;
    const wrongCountry = await saveProduct(c.products.skillet.id, {}, 'DE');
    expect(wrongCountry.status).toBe(400);
    expect(fieldOf(wrongCountry.body)).toBe('countryCode');
    expect((await saveProduct(c.products.hidden.id)).status).toBe(404);
    expect((await saveProduct('prd_unknown')).status).toBe(404);
    expect(
      (await post(trackingCalls.saveBrandLink, { params: { brandId: 'brd_unknown' }, body: {} })).status,
    ).toBe(404);
    expect(await linkRows()).toHaveLength(before);
  });
});

describe('viewing a link', () => {
  it('shows the last 30 days of human clicks in the marketplace zone and the sub-ids, the most first', async () => {
    const link = await saved(c.products.bottle.id, { subId: 'saved-sub' });
    const today = dayInZone(t.clock.now, 'America/Los_Angeles');
    await insertClickDays(t, link.trackLinkId, [
      { day: today, clicks: 3, botClicks: 9 },
      { day: today, subId: 'reel', clicks: 2, nonEarningClicks: 2 },
      { day: addDays(today, -29), subId: 'story', clicks: 1 },
      { day: addDays(today, -30), subId: 'story', clicks: 5, botClicks: 7, nonEarningClicks: 5 },
      { day: addDays(today, -3), subId: 'bots-only', clicks: 0, botClicks: 4 },
    ]);
    await t.database.db
      .update(trackingLinks)
      .set({ clickCount: 11, lastClickAt: t.clock.now })
      .where(eq(trackingLinks.id, link.trackLinkId));
    const { status, body } = await get(trackingCalls.getProductLink, {
      params: { trackLinkId: link.trackLinkId },
    });
    expect(status).toBe(200);
    const detail = body.data as TTrackingLinkDetail;
    expect(detail).toMatchObject({
      trackLinkId: link.trackLinkId,
      clicks: 11,
      lastClickAt: t.clock.now.toISOString(),
    });
    expect(detail.daily).toHaveLength(30);
    expect(detail.daily[0]).toEqual({ day: addDays(today, -29), clicks: 1 });
    expect(detail.daily[29]).toEqual({ day: today, clicks: 5 });
    expect(detail.daily.reduce((sum, d) => sum + d.clicks, 0)).toBe(6);
    // the robots the 30 days did not count, and the counted clicks that earned nothing
    expect(detail.filtered).toEqual({ robots: 13, notEarning: 2 });
    expect(detail.subIds).toEqual([
      { subId: 'story', clicks: 6, lastDay: addDays(today, -29) },
      { subId: 'reel', clicks: 2, lastDay: today },
    ]);
  });

  it("answers 404 to another publisher's link, and to a link of the other type", async () => {
    const productLink = await saved(c.products.skillet.id, { subId: 'mine' });
    const theirs = await get(trackingCalls.getProductLink, {
      params: { trackLinkId: productLink.trackLinkId },
      query: {},
      token: other.token,
    });
    expect(theirs.status).toBe(404);
    expect(theirs.body.code).toBe(ErrorCode.notFound);
    expect(
      (await get(trackingCalls.getBrandLink, { params: { trackLinkId: productLink.trackLinkId } })).status,
    ).toBe(404);
    const brandLink = await post(trackingCalls.saveBrandLink, {
      params: { brandId: c.brands.kettleA.id },
      body: {},
    });
    expect(
      (await get(trackingCalls.getProductLink, { params: { trackLinkId: brandLink.body.data?.trackLinkId } }))
        .status,
    ).toBe(404);
    expect(
      (await get(trackingCalls.getBrandLink, { params: { trackLinkId: brandLink.body.data?.trackLinkId } }))
        .status,
    ).toBe(200);
    expect((await get(trackingCalls.getProductLink, { params: { trackLinkId: 'lnk_unknown' } })).status).toBe(
      404,
    );
  });
});

describe('listing and exporting links', () => {
  let lister: Awaited<ReturnType<typeof publisherIn>>;
  let links: Record<'skillet' | 'press' | 'oven' | 'pfanne' | 'tent', TTrackingLink>;
  let tid: { id: string };
  let source: { id: string };
  beforeAll(async () => {
    lister = await publisherIn(t, { reviewStatus: 'approved' });
    tid = await insertTrackingId(t, lister.user.id, { name: 'newsletter' });
    source = await insertSource(t, lister.user.id, { name: 'Blog' });
    const make = async (productId: string, body: TBody, countryCode = 'US') => {
      t.clock.advance(1000);
      return saved(productId, body, countryCode, lister.token);
    };
    links = {
      skillet: await make(c.products.skillet.id, { trackingId: tid.id }),
      press: await make(c.products.press.id, { sourceId: source.id, subId: 'x' }),
      oven: await make(c.products.oven.id, {}),
      pfanne: await make(c.products.pfanne.id, {}, 'DE'),
      tent: await make(c.products.tent.id, { trackingId: tid.id, sourceId: source.id }),
    };
    await t.database.db
      .update(trackingLinks)
      .set({ clickCount: 7 })
      .where(eq(trackingLinks.id, links.press.trackLinkId));
    await t.database.db
      .update(trackingLinks)
      .set({ clickCount: 3 })
      .where(eq(trackingLinks.id, links.oven.trackLinkId));
    await post(trackingCalls.saveBrandLink, {
      params: { brandId: c.brands.trail.id },
      body: {},
      query: {},
      token: lister.token,
    });
  });

  const list = (
    query: Record<string, string> = {},
    descriptor:
      | typeof trackingCalls.listProductLinks
      | typeof trackingCalls.listBrandLinks = trackingCalls.listProductLinks,
  ) => get(descriptor, { query, token: lister.token });
  const asins = async (query: Record<string, string> = {}) =>
    (await list(query)).body.data?.items.map((l) => l.asin);

  it("lists only the publisher's own product links, newest first, a page at a time", async () => {
    const { body } = await list();
    expect(body.data?.total).toBe(5);
    expect(body.data?.items.map((l) => l.trackLinkId)).toEqual(
      [links.tent, links.pfanne, links.oven, links.press, links.skillet].map((l) => l.trackLinkId),
    );
    const second = await list({ pageSize: '2', page: '2' });
    expect(second.body.data).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(second.body.data?.items.map((l) => l.asin)).toEqual(['B0OVEN0001', 'B0PRESS001']);
    const brands = await list({}, trackingCalls.listBrandLinks);
    expect(brands.body.data?.items.map((l) => l.brandName)).toEqual(['Trail Co']);
  });

  it('sorts by clicks and filters by marketplace, search, brand, tracking id and source', async () => {
    expect(await asins({ sortBy: 'clicks' })).toEqual([
      'B0PRESS001',
      'B0OVEN0001',
      'B0TENT0001',
      'B0SKILLET1',
      'B0SKILLET1',
    ]);
    expect(await asins({ countryCode: 'DE' })).toEqual(['B0SKILLET1']);
    expect(await asins({ search: 'dutch' })).toEqual(['B0OVEN0001']);
    expect(await asins({ search: 'b0tent0001' })).toEqual(['B0TENT0001']);
    expect(await asins({ search: links.press.code })).toEqual(['B0PRESS001']);
    expect(await asins({ search: links.oven.shortUrl })).toEqual(['B0OVEN0001']);
    expect(await asins({ search: '100%' })).toEqual([]);
    expect(await asins({ brandName: 'Trail Co' })).toEqual(['B0TENT0001']);
    expect(await asins({ trackingId: tid.id })).toEqual(['B0TENT0001', 'B0SKILLET1']);
    expect(await asins({ sourceId: source.id, countryCode: 'US' })).toEqual(['B0TENT0001', 'B0PRESS001']);
    expect(await asins({ trackingId: mine.tid.id })).toEqual([]);
    expect((await list({ sortBy: 'oldest' })).status).toBe(400);
  });

  it('counts the brands of the product links, by part of the name in any case', async () => {
    const brands = (searchText?: string) =>
      get(trackingCalls.listLinkBrands, { query: searchText ? { searchText } : {}, token: lister.token });
    expect((await brands()).body.data).toEqual([
      { brandName: 'Copper Kettle', linkCount: 4 },
      { brandName: 'Trail Co', linkCount: 1 },
    ]);
    expect((await brands('KETTLE')).body.data).toEqual([{ brandName: 'Copper Kettle', linkCount: 4 }]);
    expect((await brands('zzz')).body.data).toEqual([]);
  });

  it('exports the filtered links as CSV with the columns a publisher reads, formulas neutralized', async () => {
    const file = await download(t.app, {
      path: trackingCalls.exportProductLinks.path,
      token: lister.token,
      query: { countryCode: 'US', sortBy: 'clicks' },
    });
    expect(file.status).toBe(200);
    expect(file.headers['content-disposition']).toContain('product-links-');
    expect(file.lines[0]).toBe(
      'Short URL,Destination,Product,ASIN,Brand,Marketplace,Tracking ID,Source,Sub-ID,Clicks,Created',
    );
    expect(file.lines).toHaveLength(5);
    const day = links.press.createdAt.slice(0, 10);
    expect(file.lines[1]).toBe(
      `${links.press.shortUrl},${links.press.destinationUrl},"'=HYPERLINK(""x"") French Press, 34 oz",B0PRESS001,Copper Kettle,US,,Blog,x,7,${day}`,
    );
    expect(file.lines[3]).toBe(
      `${links.tent.shortUrl},${links.tent.destinationUrl},"Backpacking Tent, 2 person",B0TENT0001,Trail Co,US,newsletter,Blog,,0,${day}`,
    );
    const brandFile = await download(t.app, {
      path: trackingCalls.exportBrandLinks.path,
      token: lister.token,
    });
    expect(brandFile.lines.slice(1).map((line) => line.split(',')[4])).toEqual(['Trail Co']);
    const none = await download(t.app, { path: trackingCalls.exportProductLinks.path, token: other.token });
    expect(none.lines).toHaveLength(1);
  });
});
