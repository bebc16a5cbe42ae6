import { ErrorCode, placementBrowseCalls, placementCalls } from '@atlas/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOf, fieldPaths as fieldsOf } from '../../../test/support/call';
import {
  connectDemoMarketplace,
  createBrand,
  createProduct,
  createSeller,
  createUser,
} from '../../../test/support/factories';
import {
  createPlacementVia,
  insertCampaign,
  insertProductLink,
  placementBody,
  placementPublisher,
} from '../../../test/support/placements';
import { createTestApp, type TTestApp } from '../../../test/support/test-app';
import { marketplaceIdentities, users } from '../../db/schema';

// What sellers see: online placements only, filtered, sorted and paged; one placement with its
// publisher; the publishers they work with; their brands for their Amazon identity.
let t: TTestApp;
let seller: Awaited<ReturnType<typeof createSeller>>;
let pa: Awaited<ReturnType<typeof placementPublisher>>;
let pb: Awaited<ReturnType<typeof placementPublisher>>;
const ids: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  seller = await createSeller(t);
  pa = await placementPublisher(t);
  pb = await placementPublisher(t);
  await t.database.db.update(users).set({ name: 'Kitchen Corner' }).where(eq(users.id, pa.user.id));
  const make = async (key: string, owner: typeof pa, body: object, as: 'online' | 'draft' = 'online') => {
    t.clock.advance(1000);
    const made = await createPlacementVia(t, owner.token, { ...placementBody(owner), ...body }, as);
    ids[key] = made.body.data.id;
  };
  await make('article', pa, {
    title: 'Gift guide',
    prices: [
      { countryCode: 'US', priceMinor: 25_000 },
      { countryCode: 'DE', priceMinor: 20_000 },
    ],
  });
  await make('pins', pb, {
    title: 'Pin set',
    format: 'social_post',
    categoryKeys: ['garden-outdoor'],
    audienceSize: 90_000,
    prices: [{ countryCode: 'US', priceMinor: 9_000 }],
  });
  await make('letter', pb, {
    title: 'Newsletter slot',
    format: 'newsletter',
    description: 'Top of the Friday issue',
    audienceSize: 5_000,
    prices: [{ countryCode: 'UK', priceMinor: 7_500 }],
  });
  await make('draft', pa, { title: 'Secret draft' }, 'draft');
  await make('suspended', pa, { title: 'Paused' });
  await callOf(t.app, placementCalls.suspendPlacement, { params: { id: ids.suspended! }, token: pa.token });
});
afterAll(() => t.close());

const browse = (query: Record<string, string> = {}, token = seller.token) =>
  callOf(t.app, placementBrowseCalls.listSellerPlacements, { token, query });
const titles = async (query: Record<string, string> = {}) =>
  (await browse(query)).body.data.items.map((i) => i.title);

describe('GET seller/placement/list', () => {
  it('lists online placements only, newest first, with the publisher and prices', async () => {
    const { body } = await browse();
    expect(body.data.items.map((i) => i.title)).toEqual(['Newsletter slot', 'Pin set', 'Gift guide']);
    expect(body.data.total).toBe(3);
    expect(body.data.items[2]).toMatchObject({
      publisher: { id: pa.user.id, name: 'Kitchen Corner' },
      source: { id: pa.sourceId, kind: 'website' },
      prices: [
        { countryCode: 'US', priceMinor: 25_000, currency: 'USD' },
        { countryCode: 'DE', priceMinor: 20_000, currency: 'EUR' },
      ],
    });
    expect(body.data.items[0]).not.toHaveProperty('status');
  });

  it('filters by marketplace, category, format, audience and text', async () => {
    expect(await titles({ countryCode: 'US' })).toEqual(['Pin set', 'Gift guide']);
    expect(await titles({ countryCode: 'UK' })).toEqual(['Newsletter slot']);
    expect(await titles({ categoryKey: 'garden-outdoor' })).toEqual(['Pin set']);
    expect(await titles({ format: 'newsletter' })).toEqual(['Newsletter slot']);
    expect(await titles({ minAudience: '30000' })).toEqual(['Pin set', 'Gift guide']);
    expect(await titles({ search: 'friday' })).toEqual(['Newsletter slot']);
    expect(await titles({ search: 'kitchen corner' })).toEqual(['Gift guide']);
    expect(await titles({ search: '100%' })).toEqual([]);
  });

  it('filters and sorts by the price in the chosen marketplace', async () => {
    expect(await titles({ countryCode: 'US', minPriceMinor: '10000' })).toEqual(['Gift guide']);
    expect(await titles({ countryCode: 'US', maxPriceMinor: '10000' })).toEqual(['Pin set']);
    expect(await titles({ countryCode: 'US', sortBy: 'price_asc' })).toEqual(['Pin set', 'Gift guide']);
    expect(await titles({ countryCode: 'US', sortBy: 'price_desc' })).toEqual(['Gift guide', 'Pin set']);
    expect(await titles({ countryCode: 'DE', maxPriceMinor: '20000' })).toEqual(['Gift guide']);
    expect(await titles({ sortBy: 'audience' })).toEqual(['Pin set', 'Gift guide', 'Newsletter slot']);
  });

  it('pages on the server', async () => {
    const { body } = await browse({ pageSize: '2', page: '2' });
    expect(body.data).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(body.data.items.map((i) => i.title)).toEqual(['Gift guide']);
  });

  it.each([
    [{ minPriceMinor: '100' }, ['countryCode']],
    [{ sortBy: 'price_asc' }, ['countryCode']],
    [{ countryCode: 'US', minPriceMinor: '500', maxPriceMinor: '100' }, ['maxPriceMinor']],
    [{ countryCode: 'JP' }, ['countryCode']],
    [{ categoryKey: 'cars' }, ['categoryKey']],
    [{ format: 'poster' }, ['format']],
    [{ minAudience: '-1' }, ['minAudience']],
    [{ sortBy: 'random' }, ['sortBy']],
  ])('%#: refuses %o with 1001', async (query, fields) => {
    const { status, body } = await browse(query);
    expect(status).toBe(400);
    expect(fieldsOf(body)).toEqual(fields);
  });

  it('hides the placements of a disabled publisher', async () => {
    const gone = await placementPublisher(t);
    await createPlacementVia(t, gone.token, placementBody(gone, { title: 'Disabled one' }));
    expect(await titles({ search: 'disabled' })).toEqual(['Disabled one']);
    await t.database.db.update(users).set({ status: 'disabled' }).where(eq(users.id, gone.user.id));
    expect(await titles({ search: 'disabled' })).toEqual([]);
  });
});

describe('GET seller/placement/{id}', () => {
  it('shows an online placement with its images, prices, audience and source', async () => {
    const { status, body } = await callOf(t.app, placementBrowseCalls.getSellerPlacement, {
      params: { id: ids.pins! },
      token: seller.token,
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      title: 'Pin set',
      format: 'social_post',
      audienceSize: 90_000,
      images: [{ uploadId: pb.imageId }],
      publisher: { id: pb.user.id },
      source: { id: pb.sourceId, url: 'https://blog.example.test' },
    });
  });

  it('answers 404 for a draft, a suspended, a deleted and an unknown placement', async () => {
    const deleted = await createPlacementVia(t, pb.token, placementBody(pb));
    await callOf(t.app, placementCalls.deletePlacement, {
      params: { id: deleted.body.data.id },
      token: pb.token,
    });
    for (const id of [ids.draft!, ids.suspended!, deleted.body.data.id, 'plc_unknown']) {
      const { status } = await callOf(t.app, placementBrowseCalls.getSellerPlacement, {
        params: { id },
        token: seller.token,
      });
      expect({ id, status }).toEqual({ id, status: 404 });
    }
  });
});

describe('GET seller/connections', () => {
  it('lists publishers with campaigns (not only declined) or links on my products, with counts', async () => {
    const mine = await createSeller(t);
    const product = await createProduct(t, mine.user.id);
    const linker = await placementPublisher(t);
    const declinedOnly = await placementPublisher(t);
    await insertCampaign(t, {
      placementId: ids.article as string,
      publisherId: pa.user.id,
      sellerId: mine.user.id,
      status: 'applied',
    });
    await insertCampaign(t, {
      placementId: ids.pins as string,
      publisherId: pb.user.id,
      sellerId: mine.user.id,
      status: 'confirmed',
    });
    await insertCampaign(t, {
      placementId: ids.letter as string,
      publisherId: pb.user.id,
      sellerId: mine.user.id,
      status: 'declined',
    });
    await insertCampaign(t, {
      placementId: ids.letter as string,
      publisherId: declinedOnly.user.id,
      sellerId: mine.user.id,
      status: 'declined',
    });
    await insertProductLink(t, linker.user.id, product.id);
    await insertProductLink(t, pa.user.id, product.id);
    // another seller's campaign and links are not mine
    await insertCampaign(t, {
      placementId: ids.pins as string,
      publisherId: pb.user.id,
      sellerId: seller.user.id,
      status: 'applied',
    });

    const { body } = await callOf(t.app, placementBrowseCalls.listConnections, { token: mine.token });
    expect(body.data.total).toBe(3);
    const byId = Object.fromEntries(body.data.items.map((i) => [i.publisherId, i]));
    expect(byId[pa.user.id]).toMatchObject({
      name: 'Kitchen Corner',
      campaigns: 1,
      openCampaigns: 1,
      trackingLinks: 1,
    });
    expect(byId[pb.user.id]).toMatchObject({
      campaigns: 1,
      openCampaigns: 0,
      trackingLinks: 0,
      onlinePlacements: 2,
    });
    expect(byId[linker.user.id]).toMatchObject({ campaigns: 0, trackingLinks: 1, onlinePlacements: 0 });
    expect(byId[pa.user.id]?.lastActivityAt).toEqual(expect.any(String));
    expect(body.data.items.at(-1)?.publisherId).toBe(linker.user.id);

    const searched = await callOf(t.app, placementBrowseCalls.listConnections, {
      token: mine.token,
      query: { search: 'kitchen' },
    });
    expect(searched.body.data.items.map((i) => i.publisherId)).toEqual([pa.user.id]);
    const paged = await callOf(t.app, placementBrowseCalls.listConnections, {
      token: mine.token,
      query: { pageSize: '1', page: '3' },
    });
    expect(paged.body.data.items).toHaveLength(1);
  });
});

describe('GET seller/brands/all/by-amazon-user-id', () => {
  it('answers my brands for my own selling partner id or user id, 404 for any other', async () => {
    const mine = await createSeller(t);
    await connectDemoMarketplace(t, mine.user.id, 'A1MYSELLER');
    await createBrand(t, mine.user.id, { name: 'Zeta Tools' });
    await createBrand(t, mine.user.id, { name: 'Alpha Home', status: 'inactive' });
    const get = (query: Record<string, string>, token = mine.token) =>
      callOf(t.app, placementBrowseCalls.listBrandsByAmazonUser, { token, query });
    const all = await get({ amazonUserId: 'A1MYSELLER' });
    expect(all.status).toBe(200);
    expect(all.body.data.map((b) => b.brand.amazonBrandName).sort()).toEqual(['Alpha Home', 'Zeta Tools']);
    const active = await get({ amazonUserId: 'A1MYSELLER', status: 'active' });
    expect(active.body.data.map((b) => b.brand.amazonBrandName)).toEqual(['Zeta Tools']);
    const [identity] = await t.database.db
      .select()
      .from(marketplaceIdentities)
      .where(eq(marketplaceIdentities.userId, mine.user.id));
    expect((await get({ amazonUserId: identity?.externalUserId as string })).body.data).toHaveLength(2);

    const stranger = await createSeller(t);
    await connectDemoMarketplace(t, stranger.user.id, 'A1STRANGER');
    expect((await get({ amazonUserId: 'A1STRANGER' })).status).toBe(404);
    expect((await get({ amazonUserId: 'A1MYSELLER' }, stranger.token)).status).toBe(404);
    expect((await get({ amazonUserId: 'A1MYSELLER' }, seller.token)).status).toBe(404);
    const missing = await get({});
    expect([missing.status, fieldsOf(missing.body)]).toEqual([400, ['amazonUserId']]);
  });
});

describe('who may browse', () => {
  const paths = [
    { call: placementBrowseCalls.listSellerPlacements },
    { call: placementBrowseCalls.getSellerPlacement, params: { id: 'plc_x' } },
    { call: placementBrowseCalls.listConnections },
    { call: placementBrowseCalls.listBrandsByAmazonUser, query: { amazonUserId: 'A1' } },
  ];

  it('refuses a publisher (4003), no token (401), and a seller before the notice (409)', async () => {
    const newcomer = await createUser(t, 'seller');
    for (const request of paths) {
      expect((await callOf(t.app, request.call, { ...request, token: pa.token })).body.code).toBe(
        ErrorCode.roleNotAllowed,
      );
      expect((await callOf(t.app, request.call, request)).status).toBe(401);
      const early = await callOf(t.app, request.call, { ...request, token: newcomer.token });
      expect([early.status, early.body.error]).toEqual([
        409,
        'Agree to the seller notice first: POST seller/agree-to-notice',
      ]);
    }
  });
});
