import {
  ErrorCode,
  publisherProfileCalls,
  type TAnyCall,
  type TTrackingLink,
  trackingCalls,
} from '@atlas/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOf, type TDescribedCall } from '../../../test/support/call';
import { publisherIn, seedCatalogue } from '../../../test/support/catalogue';
import { download } from '../../../test/support/download';
import { createTestApp, type TTestApp } from '../../../test/support/test-app';
import { trackingLinks } from '../../db/schema';

// Associate links: a catalogue product's link carrying the publisher's own associates tag.
let t: TTestApp;
let c: Awaited<ReturnType<typeof seedCatalogue>>;
let tagless: Awaited<ReturnType<typeof publisherIn>>;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_BASE_URL: 'https://atlas.example' });
  c = await seedCatalogue(t);
  tagless = await publisherIn(t, { reviewStatus: 'approved' });
  const tags = await callOf(t.app, publisherProfileCalls.updateTrackingTags, {
    token: c.approved.token,
    body: { trackingTags: { US: 'ivyreviews-20' } },
  });
  expect(tags.status).toBe(200);
});
afterAll(() => t.close());

type TBody = Record<string, unknown>;
const init = (productId: string, countryCode = 'US', token = c.approved.token) =>
  callOf(t.app, trackingCalls.initAssociateLink, { params: { productId }, query: { countryCode }, token });
const preview = (productId: string, body: TBody = {}, countryCode = 'US', token = c.approved.token) =>
  callOf(t.app, trackingCalls.previewAssociateLink, {
    params: { productId },
    query: { countryCode },
    body,
    token,
  });
/** Each save a second after the one before, so the list's newest-first order is known. */
const create = (body: TBody, token = c.approved.token) => {
  t.clock.advance(1000);
  return callOf(t.app, trackingCalls.createAssociateLink, {
    body: { countryCode: 'US', ...body },
    token,
  });
};
const fieldsOf = (body: { data?: unknown }) => (body.data as { fields?: unknown })?.fields;

describe('who may make associate links', () => {
  const calls = (): (TDescribedCall & { call: TAnyCall })[] => [
    { call: trackingCalls.listAssociateLinks },
    { call: trackingCalls.exportAssociateLinks },
    { call: trackingCalls.initAssociateLink, params: { productId: c.products.skillet.id } },
    { call: trackingCalls.previewAssociateLink, params: { productId: c.products.skillet.id }, body: {} },
    {
      call: trackingCalls.createAssociateLink,
      body: { productId: c.products.skillet.id, countryCode: 'US' },
    },
  ];

  it('refuses a publisher not yet approved (1009) and a seller (4003)', async () => {
    for (const request of calls()) {
      const pending = await callOf(t.app, request.call, { ...request, token: c.pending.token });
      expect({ path: request.call.path, code: pending.body.code }).toEqual({
        path: request.call.path,
        code: ErrorCode.conflict,
      });
      const seller = await callOf(t.app, request.call, { ...request, token: c.sellerA.token });
      expect({ path: request.call.path, code: seller.body.code }).toEqual({
        path: request.call.path,
        code: ErrorCode.roleNotAllowed,
      });
    }
    expect(await t.database.db.select().from(trackingLinks)).toHaveLength(0);
  });
});

describe('building an associate link', () => {
  it("opens on a product with the profile's associates tag for the marketplace, or none", async () => {
    const { body } = await init(c.products.skillet.id);
    expect(body.data).toMatchObject({
      linkType: 'associate',
      productId: c.products.skillet.id,
      asin: 'B0SKILLET1',
      earning: true,
      pageUrl: 'https://atlas.example/demo-marketplace/US/dp/B0SKILLET1',
      associateTag: 'ivyreviews-20',
    });
    expect((await init(c.products.pfanne.id, 'DE')).body.data?.associateTag).toBeNull();
    expect((await init(c.products.skillet.id, 'US', tagless.token)).body.data?.associateTag).toBeNull();
  });

  it('previews an unsaved link as the page with the tag, and the saved one as saved', async () => {
    const before = await preview(c.products.oven.id, { subId: 'pre' });
    expect(before.body.data).toEqual({
      destinationUrl: 'https://atlas.example/demo-marketplace/US/dp/B0OVEN0001?tag=ivyreviews-20',
      earning: true,
      saved: null,
    });
    const link = (await create({ productId: c.products.oven.id, subId: 'pre' })).body.data as TTrackingLink;
    const after = await preview(c.products.oven.id, { subId: 'pre' });
    expect(after.body.data?.saved?.trackLinkId).toBe(link.trackLinkId);
    expect(after.body.data?.destinationUrl).toBe(link.destinationUrl);
  });

  it("saves the link with the publisher's associates tag alone (Attribution's own tag would collide), once", async () => {
    const { status, body } = await create({ productId: c.products.skillet.id, subId: 'post-1' });
    expect(status).toBe(200);
    const link = body.data as TTrackingLink;
    expect(link).toMatchObject({
      linkType: 'associate',
      productId: c.products.skillet.id,
      associateTag: 'ivyreviews-20',
      subId: 'post-1',
      destinationUrl: 'https://atlas.example/demo-marketplace/US/dp/B0SKILLET1?tag=ivyreviews-20',
    });
    expect((await create({ productId: c.products.skillet.id, subId: 'post-1' })).body.data?.trackLinkId).toBe(
      link.trackLinkId,
    );
    const given = await create({
      productId: c.products.skillet.id,
      subId: 'post-1',
      associateTag: ' Ivy-Deals-20 ',
    });
    expect(given.body.data?.associateTag).toBe('ivy-deals-20');
    expect(given.body.data?.trackLinkId).not.toBe(link.trackLinkId);
  });

  it('refuses a tag in the wrong format for the marketplace, naming associateTag', async () => {
    const cases = [
      ['ivy-21', 'A US associates tag ends in -20, as yourname-20'],
      ['iv_y-20', 'Use 1 to 40 lower-case letters, digits or dashes before the suffix'],
    ];
    for (const [associateTag, message] of cases) {
      const saved = await create({ productId: c.products.press.id, associateTag });
      expect(saved.status).toBe(400);
      expect(fieldsOf(saved.body)).toEqual([{ path: 'associateTag', message }]);
      const previewed = await preview(c.products.press.id, { associateTag });
      expect(fieldsOf(previewed.body)).toEqual([{ path: 'associateTag', message }]);
    }
  });

  it('asks a publisher with no tag for the marketplace to add one in Profile', async () => {
    const message = 'Add your US associates tag in Profile first (or give one with the link)';
    const saved = await create({ productId: c.products.press.id }, tagless.token);
    expect(saved.status).toBe(400);
    expect(fieldsOf(saved.body)).toEqual([{ path: 'associateTag', message }]);
    expect(fieldsOf((await preview(c.products.press.id, {}, 'US', tagless.token)).body)).toEqual([
      { path: 'associateTag', message },
    ]);
    const withTag = await create(
      { productId: c.products.press.id, associateTag: 'tagless-20' },
      tagless.token,
    );
    expect(withTag.status).toBe(200);
  });

  it('refuses a product of another marketplace and answers 404 to one not in the catalogue', async () => {
    const wrong = await create({ productId: c.products.pfanne.id, countryCode: 'US' });
    expect(wrong.status).toBe(400);
    expect(fieldsOf(wrong.body)).toEqual([
      {
        path: 'countryCode',
        message: 'This product is sold in the DE marketplace, not US: make its link for DE',
      },
    ]);
    expect((await create({ productId: c.products.hidden.id })).status).toBe(404);
    expect((await create({ productId: 'prd_unknown' })).status).toBe(404);
    expect((await create({ productId: c.products.skillet.id, subId: 'a b' })).status).toBe(400);
  });
});

describe('associate link lists', () => {
  it('lists and exports only associate links, each with its tag; they are not product links', async () => {
    const list = await callOf(t.app, trackingCalls.listAssociateLinks, { token: c.approved.token });
    const links = list.body.data?.items ?? [];
    expect(links.map((l) => [l.asin, l.subId, l.associateTag])).toEqual([
      ['B0SKILLET1', 'post-1', 'ivy-deals-20'],
      ['B0SKILLET1', 'post-1', 'ivyreviews-20'],
      ['B0OVEN0001', 'pre', 'ivyreviews-20'],
    ]);
    const products = await callOf(t.app, trackingCalls.listProductLinks, { token: c.approved.token });
    expect(products.body.data?.total).toBe(0);
    const view = await callOf(t.app, trackingCalls.getProductLink, {
      params: { trackLinkId: links[0]!.trackLinkId },
      token: c.approved.token,
    });
    expect(view.status).toBe(404);

    const file = await download(t.app, {
      path: trackingCalls.exportAssociateLinks.path,
      token: c.approved.token,
      query: { search: 'oven' },
    });
    expect(file.lines[0]).toBe(
      'Short URL,Destination,Product,ASIN,Brand,Marketplace,Tracking ID,Source,Sub-ID,Associates tag,Clicks,Created',
    );
    expect(file.lines).toHaveLength(2);
    expect(file.lines[1]).toContain(',B0OVEN0001,Copper Kettle,US,,,pre,ivyreviews-20,0,');
    expect(file.headers['content-disposition']).toContain('associate-links-');
    const theirs = await callOf(t.app, trackingCalls.listAssociateLinks, { token: tagless.token });
    expect(theirs.body.data?.items.map((l) => l.associateTag)).toEqual(['tagless-20']);
  });
});
