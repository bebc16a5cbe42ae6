import {
  brandCalls,
  commissionCalls,
  type TAmazonRegion,
  type TCountryCode,
  trackingCalls,
} from '@atlas/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amazonAdsProfiles, amazonGrants, conversions, products } from '../src/db/schema';
import { amazonMarketplaces } from '../src/integrations/marketplace/catalog/amazon-catalog';
import type {
  TFakeCatalogItem,
  TFakeListing,
} from '../src/integrations/marketplace/catalog/amazon-fake-model';
import { importAttributionDay } from '../src/modules/conversions/import.service';
import { connectAmazonRegion, grantAmazonAds } from './support/amazon-seller';
import { callOf } from './support/call';
import { publisherIn } from './support/catalogue';
import { createSeller } from './support/factories';
import { startAmazonWorld, type TAmazonWorld } from './support/fake-amazon';
import { createTestApp, type TTestApp } from './support/test-app';

// A seller in each of Amazon's regions goes the whole way against Amazon as documented
// (test/support/fake-amazon.ts): connects, grants Ads access, imports a catalogue with SKUs
// sharing an ASIN and a variation family in each of its marketplaces; a publisher links a product
// of each marketplace, shoppers follow the tagged link, Amazon Attribution reports the orders
// under our ad group, and the nightly import turns them into conversions with their commission.

const day = '2026-11-20';
const regions: Record<TAmazonRegion, TCountryCode[]> = { na: ['US', 'CA'], eu: ['UK', 'DE', 'FR'] };
const sellingPartner = { na: 'A2JOURNEYNA1', eu: 'A2JOURNEYEU1' };
const profileIds: Record<TCountryCode, string> = {
  US: '101',
  CA: '102',
  UK: '201',
  DE: '202',
  FR: '203',
};

/** Per marketplace: a product sold FBA and merchant-fulfilled, and a family of two colours. */
function listingsOf(region: TAmazonRegion): TFakeListing[] {
  return regions[region].flatMap((country) => {
    const marketplaceId = amazonMarketplaces[country].id;
    const sku = (asin: string, suffix: string, price: string) => ({
      sku: `${asin}-${suffix}`,
      asin,
      marketplaceId,
      itemName: `Journey ${asin}`,
      price,
    });
    return [
      { ...sku('B0JOURNEY1', 'FBA', '24.99'), fulfilledBy: 'amazon' as const },
      sku('B0JOURNEY1', 'MFN', '26.99'),
      sku('B0JRNYRED1', 'MFN', '19.99'),
      sku('B0JRNYBLU1', 'MFN', '19.99'),
    ];
  });
}
const catalog: TFakeCatalogItem[] = [
  { asin: 'B0JOURNEY1', itemName: 'Journey Kettle', brand: 'Journey Works' },
  { asin: 'B0JRNYFAM1', itemName: 'Journey Mug', brand: 'Journey Works' },
  {
    asin: 'B0JRNYRED1',
    itemName: 'Journey Mug, Red',
    brand: 'Journey Works',
    parentAsin: 'B0JRNYFAM1',
    color: 'Red',
  },
  {
    asin: 'B0JRNYBLU1',
    itemName: 'Journey Mug, Blue',
    brand: 'Journey Works',
    parentAsin: 'B0JRNYFAM1',
    color: 'Blue',
  },
];

let world: TAmazonWorld;
let t: TTestApp;
beforeAll(async () => {
  const adsOf = (region: TAmazonRegion) => ({
    accounts: [
      {
        refreshToken: `Atzr|ads-${region}`,
        accountId: `ENTITY${region}`,
        name: `Journey ${region}`,
        profiles: regions[region].map((countryCode, i) => ({
          profileId: profileIds[countryCode],
          countryCode,
          advertiserId: `${region === 'na' ? 7 : 8}00${i}`,
        })),
      },
    ],
  });
  world = await startAmazonWorld({
    spApi: {
      na: { sellerId: sellingPartner.na, listings: listingsOf('na'), catalog },
      eu: { sellerId: sellingPartner.eu, listings: listingsOf('eu'), catalog },
    },
    ads: { na: adsOf('na'), eu: adsOf('eu') },
  });
  t = await createTestApp({ ...world.env(), PUBLIC_BASE_URL: 'https://atlas.test' });
  t.clock.now = new Date('2026-11-21T12:00:00Z');
});
afterAll(async () => {
  await t.close();
  await world.close();
});

describe.each(['na', 'eu'] as const)("a seller of Amazon's %s region", (region) => {
  let seller: Awaited<ReturnType<typeof createSeller>>;
  beforeAll(async () => {
    seller = await createSeller(t);
  });

  it('connects, grants Amazon Ads, and imports one product per ASIN with its family, in each marketplace', async () => {
    const user = {
      user_id: `amzn1.account.JOURNEY${region}`,
      name: `Journey ${region}`,
      email: `${region}@journey.example`,
    };
    const connected = await connectAmazonRegion(t, world, seller, {
      region,
      user,
      sellingPartnerId: sellingPartner[region],
      refreshToken: `Atzr|sp-${region}`,
    });
    expect(connected.body.error ?? connected.body.data?.outcome).toBe('connected');
    const ads = await grantAmazonAds(t, world, seller, { region, refreshToken: `Atzr|ads-${region}` });
    expect(ads.body.error ?? ads.body.data?.outcome).toBe('connected');
    const tagged = await t.database.db
      .select()
      .from(amazonAdsProfiles)
      .where(eq(amazonAdsProfiles.userId, seller.user.id));
    expect(
      tagged
        .filter((p) => p.tagTemplate)
        .map((p) => p.countryCode)
        .sort(),
    ).toEqual([...regions[region]].sort());

    const refetch = await callOf(t.app, brandCalls.refetchProducts, { token: seller.token, body: {} });
    expect(refetch.body.error ?? refetch.status).toBe(200);
    await t.app.deps.jobs.idle();
    const imported = await t.database.db.select().from(products).where(eq(products.sellerId, seller.user.id));
    for (const country of regions[region]) {
      const mine = imported.filter((p) => p.countryCode === country);
      expect(mine.map((p) => p.asin).sort()).toEqual([
        'B0JOURNEY1',
        'B0JRNYBLU1',
        'B0JRNYFAM1',
        'B0JRNYRED1',
      ]);
      const family = mine.find((p) => p.asin === 'B0JRNYFAM1');
      expect(
        mine
          .filter((p) => p.parentId === family?.id)
          .map((p) => p.asin)
          .sort(),
      ).toEqual(['B0JRNYBLU1', 'B0JRNYRED1']);
    }
  });

  it("gets a publisher's tagged link's orders back from Amazon Attribution as conversions, in each marketplace", async () => {
    const publisher = await publisherIn(t, { reviewStatus: 'approved' });
    for (const country of regions[region]) {
      const [kettle] = await t.database.db
        .select()
        .from(products)
        .where(
          and(
            eq(products.sellerId, seller.user.id),
            eq(products.countryCode, country),
            eq(products.asin, 'B0JOURNEY1'),
          ),
        );
      const ids = [kettle?.id as string];
      const brand = await callOf(t.app, brandCalls.activateBrands, {
        token: seller.token,
        body: { brandIds: [kettle?.brandId as string] },
      });
      expect(brand.body.error ?? brand.status).toBe(200);
      const rated = await callOf(t.app, commissionCalls.setCommission, {
        token: seller.token,
        body: { ids, commissionBp: 1000 },
      });
      expect(rated.body.error ?? rated.status).toBe(200);
      const active = await callOf(t.app, commissionCalls.activateProducts, {
        token: seller.token,
        body: { ids },
      });
      expect(active.body.error ?? active.status).toBe(200);

      const saved = await callOf(t.app, trackingCalls.saveProductLink, {
        token: publisher.token,
        params: { productId: ids[0] as string },
        query: { countryCode: country },
        body: {},
      });
      expect(saved.body.error ?? saved.status).toBe(200);
      const link = saved.body.data;
      const destination = new URL(link.destinationUrl);
      expect(destination.origin).toBe(
        `https://www.${{ US: 'amazon.com', CA: 'amazon.ca', UK: 'amazon.co.uk', DE: 'amazon.de', FR: 'amazon.fr' }[country]}`,
      );
      expect(destination.searchParams.get('aa_adgroupid')).toBe(`atlas-${link.code}`);

      // shoppers follow the short link; Amazon measures a tag once it has 10 clicks
      const followed = await t.app.inject({
        method: 'GET',
        url: `/t/${link.code}`,
        headers: { 'user-agent': 'Mozilla/5.0 (Macintosh) Safari/605' },
      });
      expect(followed.statusCode).toBe(302);
      expect(followed.headers.location).toBe(link.destinationUrl);
      expect(world.ads[region]?.click(String(followed.headers.location), 12)).toBe(true);
      world.ads[region]?.setRows(profileIds[country], [
        {
          date: day.replaceAll('-', ''),
          campaignId: destination.searchParams.get('aa_campaignid'),
          adGroupId: `atlas-${link.code}`,
          productAsin: 'B0JOURNEY1',
          attributedDetailPageViewsClicks14d: '9',
          attributedAddToCartClicks14d: '4',
          attributedPurchases14d: '2',
          unitsSold14d: '2',
          attributedSales14d: '49.980000000000004',
        },
      ]);

      const outcome = await importAttributionDay(t.app.deps, country, day, 'test');
      expect(outcome.conversions).toBeGreaterThan(0);
      const rows = await t.database.db
        .select()
        .from(conversions)
        .where(eq(conversions.linkId, link.trackLinkId));
      expect(rows.map((r) => [r.kind, r.asin, r.units, r.salesMinor, r.commissionMinor])).toEqual([
        ['order', 'B0JOURNEY1', 2, 4998, 500],
      ]);
    }
  });

  it('keeps the conversions Amazon could not be asked about: a revoked Ads grant is marked, the day stays', async () => {
    const country = regions[region][0] as TCountryCode;
    const before = await t.database.db
      .select()
      .from(conversions)
      .where(and(eq(conversions.sellerId, seller.user.id), eq(conversions.countryCode, country)));
    expect(before).toHaveLength(1);
    world.ads[region]?.revoke(`Atzr|ads-${region}`);
    await importAttributionDay(t.app.deps, country, day, 'test');
    const after = await t.database.db
      .select()
      .from(conversions)
      .where(and(eq(conversions.sellerId, seller.user.id), eq(conversions.countryCode, country)));
    expect(after.map((r) => [r.id, r.salesMinor])).toEqual(before.map((r) => [r.id, r.salesMinor]));
    const [grant] = await t.database.db
      .select()
      .from(amazonGrants)
      .where(and(eq(amazonGrants.userId, seller.user.id), eq(amazonGrants.kind, 'ads')));
    expect(grant).toMatchObject({ status: 'revoked', problem: expect.stringContaining('invalid_grant') });
  });
});
