import { ErrorCode, placementCalls } from '@atlas/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOf, fieldPaths } from '../../../test/support/call';
import { publisherIn } from '../../../test/support/catalogue';
import { createSeller, createUser } from '../../../test/support/factories';
import {
  createPlacementVia,
  createUploadRow,
  placementBody,
  placementPublisher,
} from '../../../test/support/placements';
import { createTestApp, type TTestApp } from '../../../test/support/test-app';
import { placementPrices, placements, trafficSources } from '../../db/schema';

// The publisher's placements: created online or as a draft, changed, read, listed; every body
// rule, another publisher's ids, and who may call.
let t: TTestApp;
let p: Awaited<ReturnType<typeof placementPublisher>>;
let other: Awaited<ReturnType<typeof placementPublisher>>;
beforeAll(async () => {
  t = await createTestApp();
  p = await placementPublisher(t);
  other = await placementPublisher(t);
});
afterAll(() => t.close());

const fieldsOf = (body: { data?: unknown }) => fieldPaths(body).sort();
const rowCount = async () => (await t.database.db.select().from(placements)).length;

describe('creating a placement online', () => {
  it('keeps it online with its images, source and prices in each currency', async () => {
    const body = placementBody(p, {
      prices: [
        { countryCode: 'UK', priceMinor: 9_000 },
        { countryCode: 'US', priceMinor: 25_000 },
      ],
    });
    const { status, body: answer } = await createPlacementVia(t, p.token, body);
    expect(status).toBe(200);
    expect(answer.data).toMatchObject({
      status: 'online',
      title: 'Gift guide feature',
      source: { id: p.sourceId, kind: 'website' },
      categoryKeys: ['kitchen-dining'],
      images: [{ uploadId: p.imageId, contentType: 'image/png' }],
      prices: [
        { countryCode: 'US', priceMinor: 25_000, currency: 'USD' },
        { countryCode: 'UK', priceMinor: 9_000, currency: 'GBP' },
      ],
      openCampaigns: 0,
    });
    expect(answer.data.images[0]?.url).toMatch(/^\/api\/atlas\/v1\/common\/files\/[a-z0-9]{32}\.png$/);
    expect(answer.data.submittedAt).not.toBeNull();
  });

  it('answers 1001 naming everything an online placement lacks, and keeps nothing', async () => {
    const before = await rowCount();
    const { status, body } = await createPlacementVia(t, p.token, {
      title: 'Half done',
      format: 'video',
    });
    expect(status).toBe(400);
    expect(body.code).toBe(ErrorCode.validation);
    expect(fieldsOf(body)).toEqual(['audienceSize', 'categoryKeys', 'prices', 'sourceId']);
    expect(await rowCount()).toBe(before);
  });

  it.each([
    [{ title: '' }, 'title'],
    [{ title: 'x'.repeat(121) }, 'title'],
    [{ description: 'x'.repeat(5001) }, 'description'],
    [{ format: 'poster' }, 'format'],
    [{ categoryKeys: ['kitchen-dining', 'nope'] }, 'categoryKeys.1'],
    [{ categoryKeys: ['baby', 'books', 'beauty', 'pets', 'office', 'tools'] }, 'categoryKeys'],
    [{ audienceSize: -5 }, 'audienceSize'],
    [{ audienceSize: 12.5 }, 'audienceSize'],
    [{ prices: [{ countryCode: 'JP', priceMinor: 100 }] }, 'prices.0.countryCode'],
    [{ prices: [{ countryCode: 'US', priceMinor: 0 }] }, 'prices.0.priceMinor'],
    [{ prices: [{ countryCode: 'US', priceMinor: 99.5 }] }, 'prices.0.priceMinor'],
    [
      {
        prices: [
          { countryCode: 'US', priceMinor: 100 },
          { countryCode: 'US', priceMinor: 200 },
        ],
      },
      'prices',
    ],
    [{ imageIds: Array.from({ length: 7 }, (_, i) => `upl_${i}`) }, 'imageIds'],
  ])('%#: refuses %o with 1001 on %s', async (change, field) => {
    const { status, body } = await createPlacementVia(t, p.token, {
      ...placementBody(p),
      ...(change as object),
    });
    expect(status).toBe(400);
    expect(fieldsOf(body)).toEqual([field]);
  });

  it("refuses another publisher's source or image, an archived source and a PDF as an image", async () => {
    const before = await rowCount();
    const theirSource = await createPlacementVia(t, p.token, placementBody(p, { sourceId: other.sourceId }));
    expect([theirSource.status, theirSource.body.error]).toEqual([404, 'Traffic source not found']);
    const theirImage = await createPlacementVia(t, p.token, placementBody(p, { imageIds: [other.imageId] }));
    expect([theirImage.status, theirImage.body.error]).toEqual([404, 'Image not found']);
    const pdf = await createUploadRow(t, p.user.id, 'file');
    const notImage = await createPlacementVia(t, p.token, placementBody(p, { imageIds: [pdf] }));
    expect([notImage.status, fieldsOf(notImage.body)]).toEqual([400, ['imageIds']]);
    const archived = await placementPublisher(t);
    await t.database.db
      .update(trafficSources)
      .set({ archivedAt: new Date() })
      .where(eq(trafficSources.id, archived.sourceId));
    const gone = await createPlacementVia(t, archived.token, placementBody(archived));
    expect(gone.status).toBe(404);
    expect(await rowCount()).toBe(before);
  });
});

describe('drafts and changes', () => {
  it('keeps a draft with only a title and a format; nothing else is required', async () => {
    const { status, body } = await createPlacementVia(
      t,
      p.token,
      { title: 'Idea', format: 'podcast_mention' },
      'draft',
    );
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      status: 'draft',
      source: null,
      prices: [],
      images: [],
      audienceSize: null,
      submittedAt: null,
    });
    const noTitle = await createPlacementVia(t, p.token, { title: '  ', format: 'video' }, 'draft');
    expect(fieldsOf(noTitle.body)).toEqual(['title']);
  });

  it('replaces what a PUT carries: prices removed are gone, a draft may stay incomplete', async () => {
    const made = await createPlacementVia(t, p.token, placementBody(p), 'draft');
    const id = made.body.data.id;
    const put = (body: object, token = p.token) =>
      callOf(t.app, placementCalls.updatePlacement, { params: { id }, token, body });
    const changed = await put({
      title: 'Renamed',
      format: 'review',
      prices: [{ countryCode: 'DE', priceMinor: 12_000 }],
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({
      title: 'Renamed',
      format: 'review',
      source: null,
      images: [],
      prices: [{ countryCode: 'DE', priceMinor: 12_000, currency: 'EUR' }],
    });
    const stored = await t.database.db
      .select()
      .from(placementPrices)
      .where(eq(placementPrices.placementId, id));
    expect(stored.map((s) => s.countryCode)).toEqual(['DE']);
    expect((await put({ title: 'Mine now', format: 'review' }, other.token)).status).toBe(404);
  });

  it('keeps an online placement whole: a change that drops its prices is refused', async () => {
    const made = await createPlacementVia(t, p.token, placementBody(p));
    const id = made.body.data.id;
    const { status, body } = await callOf(t.app, placementCalls.updatePlacement, {
      params: { id },
      token: p.token,
      body: placementBody(p, { prices: [] }),
    });
    expect(status).toBe(400);
    expect(fieldsOf(body)).toEqual(['prices']);
    const read = await callOf(t.app, placementCalls.getPlacement, { params: { id }, token: p.token });
    expect(read.body.data.prices).toHaveLength(1);
  });
});

describe('reading placements', () => {
  it('lists my placements newest first, by status and searched, never another publisher’s', async () => {
    const reader = await placementPublisher(t);
    await createPlacementVia(t, reader.token, placementBody(reader, { title: 'Older online' }));
    t.clock.advance(1000);
    await createPlacementVia(t, reader.token, { title: 'Newer draft', format: 'banner' }, 'draft');
    await createPlacementVia(t, other.token, placementBody(other, { title: 'Not mine' }));
    const list = (query: Record<string, string> = {}) =>
      callOf(t.app, placementCalls.listPlacements, { token: reader.token, query });
    const all = await list();
    expect(all.body.data.items.map((i) => i.title)).toEqual(['Newer draft', 'Older online']);
    expect(all.body.data.total).toBe(2);
    expect((await list({ status: 'draft' })).body.data.items.map((i) => i.title)).toEqual(['Newer draft']);
    expect((await list({ search: 'older' })).body.data.total).toBe(1);
    expect((await list({ status: 'gone' })).status).toBe(400);
    expect((await list({ pageSize: '1', page: '2' })).body.data.items.map((i) => i.title)).toEqual([
      'Older online',
    ]);
  });

  it("answers 404 for another publisher's placement and an unknown id", async () => {
    const theirs = await createPlacementVia(t, other.token, placementBody(other));
    const read = await callOf(t.app, placementCalls.getPlacement, {
      params: { id: theirs.body.data.id },
      token: p.token,
    });
    expect(read.status).toBe(404);
    expect(
      (await callOf(t.app, placementCalls.getPlacement, { params: { id: 'plc_unknown' }, token: p.token }))
        .status,
    ).toBe(404);
  });
});

describe('who may call', () => {
  const writes = (id: string) => [
    { call: placementCalls.createPlacement, body: {} },
    { call: placementCalls.createPlacementDraft, body: {} },
    { call: placementCalls.updatePlacement, params: { id }, body: {} },
    { call: placementCalls.submitPlacement, params: { id } },
    { call: placementCalls.suspendPlacement, params: { id } },
    { call: placementCalls.takePlacementOffline, params: { id } },
    { call: placementCalls.deletePlacement, params: { id } },
  ];
  const reads = (id: string) => [
    { call: placementCalls.listPlacements },
    { call: placementCalls.getPlacement, params: { id } },
  ];

  it('refuses a publisher not yet approved every write with 409/1009, and lets it read its (empty) list', async () => {
    const pending = await publisherIn(t, { reviewStatus: 'pending' });
    for (const request of writes('plc_x')) {
      const { status, body } = await callOf(t.app, request.call, { ...request, token: pending.token });
      expect({ path: request.call.path, status, code: body.code }).toMatchObject({
        status: 409,
        code: ErrorCode.conflict,
      });
    }
    const list = await callOf(t.app, placementCalls.listPlacements, { token: pending.token });
    expect(list.body.data.total).toBe(0);
  });

  it('refuses a seller and a partner (4003), and no token (401)', async () => {
    const seller = await createSeller(t);
    const partner = await createUser(t, 'partner');
    for (const token of [seller.token, partner.token]) {
      for (const request of [...writes('plc_x'), ...reads('plc_x')]) {
        const { body } = await callOf(t.app, request.call, { ...request, token });
        expect({ path: request.call.path, code: body.code }).toEqual({
          path: request.call.path,
          code: ErrorCode.roleNotAllowed,
        });
      }
    }
    for (const request of [...writes('plc_x'), ...reads('plc_x')]) {
      expect((await callOf(t.app, request.call, request)).status).toBe(401);
    }
  });
});
