import { cooperateCalls, ErrorCode, type TTrackingLink, trackingCalls } from '@atlas/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOf } from '../../../test/support/call';
import { seedCatalogue } from '../../../test/support/catalogue';
import { createUser } from '../../../test/support/factories';
import { insertTrackingId } from '../../../test/support/link-choices';
import { createTestApp, type TTestApp } from '../../../test/support/test-app';
import { demoAttributionQuery } from '../../../test/support/tracking-links';

// A partner's product links: the publisher's link builder with the partner as owner, each link
// under one of the partner's tracking ids (the cooperation it is for).
let t: TTestApp;
let c: Awaited<ReturnType<typeof seedCatalogue>>;
let partner: Awaited<ReturnType<typeof createUser>>;
let otherPartner: Awaited<ReturnType<typeof createUser>>;
let cooperation: { id: string };
let theirs: { id: string };
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_BASE_URL: 'https://atlas.example' });
  c = await seedCatalogue(t);
  partner = await createUser(t, 'partner');
  otherPartner = await createUser(t, 'partner');
  cooperation = await insertTrackingId(t, partner.user.id, {
    name: 'ivy-home',
    cooperationName: 'Ivy Reviews',
  });
  await insertTrackingId(t, partner.user.id, { name: 'gone', cooperationName: 'Old friend', archived: true });
  theirs = await insertTrackingId(t, otherPartner.user.id, { name: 'elsewhere', cooperationName: 'Someone' });
});
afterAll(() => t.close());

type TBody = Record<string, unknown>;
const init = (productId: string, token = partner.token, countryCode = 'US') =>
  callOf(t.app, cooperateCalls.initCooperateLink, {
    params: { id: productId },
    query: { countryCode },
    token,
  });
const save = (productId: string, body: TBody, token = partner.token, countryCode = 'US') =>
  callOf(t.app, cooperateCalls.saveCooperateLink, {
    params: { id: productId },
    query: { countryCode },
    body,
    token,
  });
const fieldsOf = (body: { data?: unknown }) => (body.data as { fields?: unknown })?.fields;

describe('partner links', () => {
  it("opens the link builder on a catalogue product with the partner's live tracking ids", async () => {
    const { status, body } = await init(c.products.tent.id);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      linkType: 'product',
      productId: c.products.tent.id,
      asin: 'B0TENT0001',
      earning: true,
      trackingIds: [{ id: cooperation.id, name: 'ivy-home', cooperationName: 'Ivy Reviews' }],
      sources: [],
      associateTag: null,
    });
  });

  it('saves a link under a cooperation, once', async () => {
    const { status, body } = await save(c.products.tent.id, { trackingId: cooperation.id, subId: 'spring' });
    expect(status).toBe(200);
    const link = body.data as TTrackingLink;
    expect(link).toMatchObject({
      linkType: 'product',
      asin: 'B0TENT0001',
      trackingId: { id: cooperation.id, name: 'ivy-home', cooperationName: 'Ivy Reviews' },
      subId: 'spring',
      shortUrl: `https://atlas.example/t/${link.code}`,
      destinationUrl: `https://atlas.example/demo-marketplace/US/dp/B0TENT0001?${demoAttributionQuery({
        countryCode: 'US',
        sellerId: c.sellerB.user.id,
        ownerId: partner.user.id,
        code: link.code,
      })}`,
    });
    const again = await save(c.products.tent.id, { trackingId: cooperation.id, subId: 'spring' });
    expect(again.body.data?.trackLinkId).toBe(link.trackLinkId);
  });

  it('refuses a link without a tracking id, or with one not its own, naming trackingId', async () => {
    const none = await save(c.products.tent.id, { subId: 'x' });
    expect(none.status).toBe(400);
    expect(fieldsOf(none.body)).toEqual([
      { path: 'trackingId', message: 'Choose the tracking id of the cooperation this link is for' },
    ]);
    const notMine = await save(c.products.tent.id, { trackingId: theirs.id });
    expect(notMine.status).toBe(400);
    expect(fieldsOf(notMine.body)).toEqual([
      {
        path: 'trackingId',
        message: 'Choose one of your tracking ids; this one is not yours or was deleted',
      },
    ]);
    const tooLong = await save(c.products.tent.id, { trackingId: cooperation.id, subId: 'y'.repeat(65) });
    expect(tooLong.status).toBe(400);
  });

  it('refuses a product of another marketplace, and answers 404 to one not in the catalogue', async () => {
    const wrong = await save(c.products.pfanne.id, { trackingId: cooperation.id });
    expect(wrong.status).toBe(400);
    expect(fieldsOf(wrong.body)).toEqual([
      {
        path: 'countryCode',
        message: 'This product is sold in the DE marketplace, not US: make its link for DE',
      },
    ]);
    expect((await save(c.products.hidden.id, { trackingId: cooperation.id })).status).toBe(404);
    expect((await init('prd_unknown')).status).toBe(404);
  });

  it("keeps partner links out of publishers' lists, and refuses publishers and sellers the partner calls", async () => {
    const publisherList = await callOf(t.app, trackingCalls.listProductLinks, { token: c.approved.token });
    expect(publisherList.body.data?.total).toBe(0);
    for (const token of [c.approved.token, c.sellerA.token]) {
      expect((await init(c.products.tent.id, token)).body.code).toBe(ErrorCode.roleNotAllowed);
      expect((await save(c.products.tent.id, { trackingId: cooperation.id }, token)).body.code).toBe(
        ErrorCode.roleNotAllowed,
      );
    }
  });
});
