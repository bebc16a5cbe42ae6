import {
  cooperateCalls,
  ErrorCode,
  publisherCatalogueCalls,
  type TAnyCall,
  trackingCalls,
} from '@atlas/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOf, type TDescribedCall } from '../../../test/support/call';
import { seedCatalogue } from '../../../test/support/catalogue';
import { createUser } from '../../../test/support/factories';
import { createTestApp, type TTestApp } from '../../../test/support/test-app';

// A partner's catalogue and tracking ids (spec 7.14) through the API.
let t: TTestApp;
let c: Awaited<ReturnType<typeof seedCatalogue>>;
let partner: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  t = await createTestApp();
  c = await seedCatalogue(t);
  partner = await createUser(t, 'partner');
});
afterAll(() => t.close());

const get = <C extends TAnyCall>(descriptor: C, request: TDescribedCall = {}, token = partner.token) =>
  callOf(t.app, descriptor, { ...request, token });
const createId = (name: unknown, cooperationName?: string, token = partner.token) =>
  callOf(t.app, cooperateCalls.createCooperateTrackingId, {
    token,
    body: { name },
    query: cooperationName === undefined ? undefined : { cooperationName },
  });
const listIds = (cooperationName?: string, token = partner.token) =>
  callOf(t.app, cooperateCalls.listCooperateTrackingIds, {
    token,
    query: cooperationName === undefined ? undefined : { cooperationName },
  });

describe("the partner's catalogue", () => {
  const topTwo = { query: { countryCode: 'US', sortBy: 'commission', pageSize: '2' } };
  const twins = (): [TAnyCall, TAnyCall, TDescribedCall][] => [
    [
      cooperateCalls.getCooperateProduct,
      publisherCatalogueCalls.getCatalogueProduct,
      { params: { id: c.products.tent.id } },
    ],
    [
      cooperateCalls.listCooperateBrands,
      publisherCatalogueCalls.listCatalogueBrands,
      { query: { countryCode: 'US', search: 'kettle' } },
    ],
    [cooperateCalls.findCooperateProducts, publisherCatalogueCalls.findProducts, topTwo],
    [
      cooperateCalls.aggregateCooperateCategories,
      publisherCatalogueCalls.aggregateCategories,
      { query: { countryCode: 'US' } },
    ],
  ];

  it("answers what an approved publisher's catalogue answers", async () => {
    for (const [partnerCall, publisherCall, request] of twins()) {
      const { path } = partnerCall;
      const theirs = await get(partnerCall, request);
      const publishers = await get(publisherCall, request, c.approved.token);
      expect({ path, status: theirs.status }).toEqual({ path, status: 200 });
      expect(theirs.body.data).toEqual(publishers.body.data);
    }
    const page = await get(cooperateCalls.findCooperateProducts, topTwo);
    expect(page.body.data.items).toHaveLength(2);
    expect(page.body.data.total).toBeGreaterThan(2);
  });

  it('answers 404 for a product not in the catalogue, and refuses bad filters', async () => {
    const hidden = await get(cooperateCalls.getCooperateProduct, { params: { id: c.products.hidden.id } });
    expect(hidden.status).toBe(404);
    expect(hidden.body.code).toBe(ErrorCode.notFound);
    const badCountry = await get(cooperateCalls.aggregateCooperateCategories, {
      query: { countryCode: 'XX' },
    });
    expect(badCountry.status).toBe(400);
    const badSort = await get(cooperateCalls.findCooperateProducts, { query: { sortBy: 'nonsense' } });
    expect(badSort.body.code).toBe(ErrorCode.validation);
  });

  it("is for partners only: publishers and sellers get 4003, and a partner stays out of the publishers' calls", async () => {
    for (const token of [c.approved.token, c.sellerA.token]) {
      const { status, body } = await get(cooperateCalls.listCooperateBrands, {}, token);
      expect({ status, code: body.code }).toEqual({ status: 403, code: ErrorCode.roleNotAllowed });
    }
    const publisherCall = await get(publisherCatalogueCalls.findProducts);
    expect(publisherCall.body.code).toBe(ErrorCode.roleNotAllowed);
  });
});

describe("the partner's tracking ids", () => {
  it('creates them under cooperation names and lists them all, or those of one cooperation', async () => {
    const own = await createUser(t, 'partner');
    const first = await createId('yt-main', ' Kitchen Hacks ', own.token);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({
      name: 'yt-main',
      cooperationName: 'Kitchen Hacks',
      linkCount: 0,
    });
    t.clock.advance(1000);
    const second = (await createId('ig-main', 'Trail Tales', own.token)).body.data;
    expect((await listIds(undefined, own.token)).body.data).toEqual([second, first.body.data]);
    expect((await listIds('', own.token)).body.data).toHaveLength(2);
    expect((await listIds('Trail Tales', own.token)).body.data).toEqual([second]);
    expect((await listIds('Nobody', own.token)).body.data).toEqual([]);
  });

  it("keeps a name once among all the partner's cooperations, and leaves it to others", async () => {
    expect((await createId('shared-name', 'Kitchen Hacks')).status).toBe(200);
    const again = await createId('SHARED-name', 'Trail Tales');
    expect(again.status).toBe(409);
    expect(again.body.code).toBe(ErrorCode.conflict);
    expect(
      (await createId('shared-name', 'Kitchen Hacks', (await createUser(t, 'partner')).token)).status,
    ).toBe(200);
  });

  it("keeps partners' and publishers' tracking ids apart", async () => {
    const ofPublisher = await callOf(t.app, trackingCalls.createTrackingId, {
      token: c.approved.token,
      body: { name: 'publisher-only' },
    });
    expect(ofPublisher.status).toBe(200);
    const names = (await listIds()).body.data.map((i) => i.name);
    expect(names).not.toContain('publisher-only');
    const publisherList = await callOf(t.app, trackingCalls.listTrackingIds, { token: c.approved.token });
    expect(publisherList.body.data.map((i) => i.name)).toEqual(['publisher-only']);
  });

  it.each([
    [undefined, 'Name the cooperation (the publisher you create it for)', 'cooperationName'],
    ['  ', 'Name the cooperation (the publisher you create it for)', 'cooperationName'],
    ['c'.repeat(81), 'A cooperation name is at most 80 characters', 'cooperationName'],
    ['Kitchen\u0007Hacks', 'A cooperation name cannot hold control characters', 'cooperationName'],
  ])('refuses the cooperation name %j with the reason', async (cooperationName, message, path) => {
    const { status, body } = await createId('fine-name', cooperationName);
    expect(status).toBe(400);
    expect(body.data).toMatchObject({ fields: expect.arrayContaining([{ path, message }]) });
  });

  it.each([
    ['a'.repeat(41), 'A tracking id is at most 40 characters'],
    ['two words', 'A tracking id holds letters, digits, dashes and underscores only'],
  ])('refuses the name %j with the reason', async (name, message) => {
    const { status, body } = await createId(name, 'Kitchen Hacks');
    expect(status).toBe(400);
    expect(body.data).toMatchObject({ fields: [{ path: 'name', message }] });
  });

  it('refuses NUL in the cooperation name, and publishers and sellers on these calls', async () => {
    expect((await createId('nul-check', 'Kitchen\u0000Hacks')).body.code).toBe(ErrorCode.validation);
    for (const token of [c.approved.token, c.sellerA.token]) {
      for (const { status, body } of [await listIds(undefined, token), await createId('x', 'Y', token)]) {
        expect({ status, code: body.code }).toEqual({ status: 403, code: ErrorCode.roleNotAllowed });
      }
    }
  });
});
