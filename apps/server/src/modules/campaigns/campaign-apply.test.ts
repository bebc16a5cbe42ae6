import { ErrorCode } from '@atlas/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldPaths as fieldsOf } from '../../../test/support/call';
import {
  applyBody,
  applyTo,
  campaignPublisher,
  campaignSeller,
  insertPlacement,
  uploadAsset,
} from '../../../test/support/campaigns';
import { createBrand, createProduct, lastEmailTo } from '../../../test/support/factories';
import { createTestApp, type TTestApp } from '../../../test/support/test-app';
import { campaignEvents, campaignProducts, campaigns, placementPrices } from '../../db/schema';

// POST seller/placement/campaigns/apply/{placementId}: what a campaign copies, and every refusal.
let t: TTestApp;
let seller: Awaited<ReturnType<typeof campaignSeller>>;
let other: Awaited<ReturnType<typeof campaignSeller>>;
let publisher: Awaited<ReturnType<typeof campaignPublisher>>;
beforeAll(async () => {
  t = await createTestApp();
  seller = await campaignSeller(t);
  other = await campaignSeller(t);
  publisher = await campaignPublisher(t);
});
afterAll(() => t.close());

const campaignCount = async () => (await t.database.db.select().from(campaigns)).length;

describe('applying', () => {
  it('books the placement at its price in the marketplace, copying the brand and title', async () => {
    const placementId = await insertPlacement(t, publisher.user.id, { title: 'Friday Finds feature' });
    const asset = await uploadAsset(t, seller.token, 'banner.png');
    const { status, body } = await applyTo(
      t,
      seller.token,
      placementId,
      applyBody(seller, placementId, { countryCode: 'CA', assets: [asset.id], products: [] }),
    );
    // CA: products must be sold there
    expect(status).toBe(400);
    expect(fieldsOf(body)).toEqual(['products']);

    const answer = await applyTo(
      t,
      seller.token,
      placementId,
      applyBody(seller, placementId, { assets: [asset.id] }),
    );
    expect(answer.body.error ?? answer.status).toBe(200);
    const c = answer.body.data;
    expect(c).toMatchObject({
      status: 'applied',
      placementTitle: 'Friday Finds feature',
      brandName: seller.brand.marketplaceBrandName,
      countryCode: 'US',
      currency: 'USD',
      priceMinor: 25_000,
      productCount: 2,
      message: 'Please feature our skillet in the gift guide.',
      assets: [{ uploadId: asset.id, fileName: 'banner.png', contentType: 'image/png' }],
    });
    expect(c.products.map((p) => p.productId).sort()).toEqual(
      seller.products
        .slice(0, 2)
        .map((p) => p.id)
        .sort(),
    );
    expect(c.products.every((p) => p.link === null)).toBe(true);
    expect(c.events).toMatchObject([{ fromStatus: null, toStatus: 'applied', actorKind: 'seller' }]);

    // a later price change leaves the campaign at the price applied for
    await t.database.db
      .update(placementPrices)
      .set({ priceMinor: 99_900 })
      .where(eq(placementPrices.placementId, placementId));
    const [row] = await t.database.db.select().from(campaigns).where(eq(campaigns.id, c.id));
    expect(row?.priceMinor).toBe(25_000);

    const mail = await lastEmailTo(t, publisher.user.email, 'campaign_applied');
    expect(mail?.subject).toContain('New campaign application');
    expect(mail?.text).toContain(`/publisher/campaigns?campaign=${c.id}`);
  });

  it('refuses a second application while one is open, naming it, and allows one after it ends', async () => {
    const placementId = await insertPlacement(t, publisher.user.id);
    const first = await applyTo(t, seller.token, placementId, applyBody(seller, placementId));
    expect(first.status).toBe(200);
    const before = await campaignCount();
    const again = await applyTo(t, seller.token, placementId, applyBody(seller, placementId));
    expect(again.status).toBe(409);
    expect(again.body.code).toBe(ErrorCode.conflict);
    expect(again.body.error).toContain(first.body.data.id);
    expect(await campaignCount()).toBe(before);

    const twice = await Promise.all([
      applyTo(t, other.token, placementId, applyBody(other, placementId)),
      applyTo(t, other.token, placementId, applyBody(other, placementId)),
    ]);
    expect(twice.map((r) => r.status).sort()).toEqual([200, 409]);

    await t.database.db
      .update(campaigns)
      .set({ status: 'declined' })
      .where(eq(campaigns.id, first.body.data.id));
    const after = await applyTo(t, seller.token, placementId, applyBody(seller, placementId));
    expect(after.status).toBe(200);
  });
});

describe('bad applications change nothing', () => {
  let placementId: string;
  beforeAll(async () => {
    placementId = await insertPlacement(t, publisher.user.id, { prices: { US: 10_000 } });
  });
  const cases: [string, () => Record<string, unknown>, string[]][] = [
    ['no products', () => ({ products: [] }), ['products']],
    ['21 products', () => ({ products: Array.from({ length: 21 }, (_, i) => `prd_${i}`) }), ['products']],
    ['a product twice', () => ({ products: [seller.products[0]?.id, seller.products[0]?.id] }), ['products']],
    ['a long message', () => ({ message: 'x'.repeat(2001) }), ['message']],
    ['11 files', () => ({ assets: Array.from({ length: 11 }, (_, i) => `upl_${i}`) }), ['assets']],
    ['no marketplace', () => ({ countryCode: 'XX' }), ['countryCode']],
    ['another placement in the body', () => ({ placementId: 'plc_other' }), ['placementId']],
    ['a marketplace without a price', () => ({ countryCode: 'CA' }), ['countryCode']],
    ['a product sold in DE', () => ({ products: [seller.german.id] }), ['products.0']],
    ['a product that cannot be promoted', () => ({ products: [seller.inactive.id] }), ['products.0']],
  ];
  it.each(cases)('%s: 400 naming the field', async (_, overrides, fields) => {
    const before = await campaignCount();
    const { status, body } = await applyTo(
      t,
      seller.token,
      placementId,
      applyBody(seller, placementId, overrides()),
    );
    expect(status).toBe(400);
    expect(body.code).toBe(ErrorCode.validation);
    expect(fieldsOf(body)).toEqual(fields);
    expect(await campaignCount()).toBe(before);
  });

  it("a product of another brand of mine: 400; another seller's brand, product or file: 404", async () => {
    const otherBrand = await createBrand(t, seller.user.id);
    const ofOtherBrand = await createProduct(t, seller.user.id, {
      brandId: otherBrand.id,
      status: 'active',
      commissionBp: 500,
    });
    const wrongBrand = await applyTo(
      t,
      seller.token,
      placementId,
      applyBody(seller, placementId, { products: [ofOtherBrand.id] }),
    );
    expect(wrongBrand.status).toBe(400);
    const theirFile = await uploadAsset(t, other.token);
    const notMine = [
      { brandId: other.brand.id },
      { products: [other.products[0]?.id] },
      { assets: [theirFile.id] },
    ];
    for (const overrides of notMine) {
      const { status, body } = await applyTo(
        t,
        seller.token,
        placementId,
        applyBody(seller, placementId, overrides),
      );
      expect(status).toBe(404);
      expect(body.code).toBe(ErrorCode.notFound);
    }
  });

  it('an unknown or draft placement is not found; an offline, suspended or deleted one is 409', async () => {
    const draft = await insertPlacement(t, publisher.user.id, { status: 'draft' });
    for (const id of ['plc_unknown', draft]) {
      const { status } = await applyTo(t, seller.token, id, applyBody(seller, id));
      expect(status).toBe(404);
    }
    const closed = [
      [await insertPlacement(t, publisher.user.id, { status: 'offline' }), 'offline'],
      [await insertPlacement(t, publisher.user.id, { status: 'suspended' }), 'suspended'],
      [await insertPlacement(t, publisher.user.id, { deleted: true }), 'deleted'],
    ];
    for (const [id, word] of closed) {
      const { status, body } = await applyTo(t, seller.token, id as string, applyBody(seller, id as string));
      expect(status).toBe(409);
      expect(body.error).toContain(word);
    }
    const rows = await t.database.db.select().from(campaigns).where(eq(campaigns.placementId, draft));
    expect(rows).toEqual([]);
  });

  it('a publisher may not apply (403), nor anyone without a token (401)', async () => {
    const asPublisher = await applyTo(t, publisher.token, placementId, applyBody(seller, placementId));
    expect(asPublisher.status).toBe(403);
    const anonymous = await applyTo(t, '', placementId, applyBody(seller, placementId));
    expect(anonymous.status).toBe(401);
  });

  it('writes products and the first event with the campaign, in one go', async () => {
    const all = await t.database.db.select().from(campaigns);
    for (const c of all) {
      const products = await t.database.db
        .select()
        .from(campaignProducts)
        .where(eq(campaignProducts.campaignId, c.id));
      const events = await t.database.db
        .select()
        .from(campaignEvents)
        .where(eq(campaignEvents.campaignId, c.id));
      expect(products.length).toBeGreaterThan(0);
      expect(events.length).toBeGreaterThan(0);
    }
  });
});
