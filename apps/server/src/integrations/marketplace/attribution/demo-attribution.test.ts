import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBrand, createProduct, createSeller, createUser } from '../../../../test/support/factories';
import { createTestApp, type TTestApp } from '../../../../test/support/test-app';
import { insertTrackingLink } from '../../../../test/support/tracking-links';
import { clickDays } from '../../../db/schema';
import { createDemoAttribution } from './demo-attribution';
import { demoRowsOf } from './demo-derivation';

// The demo marketplace's reads against the database: what a link sells and its human clicks,
// handed to the derivation (demo-derivation.test.ts proves the derivation itself).

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const day = '2026-05-14';

describe('the demo marketplace', () => {
  it("sums a brand link's human clicks over its sub-ids and sells its brand's priced products in ASIN order", async () => {
    const seller = await createSeller(t);
    const publisher = await createUser(t, 'publisher');
    const brand = await createBrand(t, seller.user.id);
    // written out of ASIN order; one without a price is never sold
    for (const [asin, priceMinor] of [
      ['B0DEMO0003', 3000],
      ['B0DEMO0001', 1000],
      ['B0DEMO0004', null],
      ['B0DEMO0002', 2000],
    ] as const) {
      await createProduct(t, seller.user.id, { brandId: brand.id, asin, priceMinor });
    }
    const link = await insertTrackingLink(t, publisher.user.id, {
      linkType: 'brand',
      brandId: brand.id,
      asin: null,
    });
    const quiet = await insertTrackingLink(t, publisher.user.id, {
      linkType: 'brand',
      brandId: brand.id,
      asin: null,
    });
    await t.database.db.insert(clickDays).values([
      { linkId: link.id, day, subId: '', clicks: 700 },
      { linkId: link.id, day, subId: 'newsletter', clicks: 500, botClicks: 40 },
      { linkId: link.id, day: '2026-05-09', subId: 'newsletter', clicks: 900 },
      // a day of bots only, and a day before the return window: neither counts
      { linkId: link.id, day: '2026-05-10', subId: '', clicks: 0, botClicks: 80 },
      { linkId: link.id, day: '2026-05-01', subId: '', clicks: 5000 },
      { linkId: quiet.id, day, subId: '', clicks: 0, botClicks: 12 },
    ]);

    const rows = await createDemoAttribution(t.database.db).report('US', day, [
      { linkId: link.id, code: link.code, asin: null, countryCode: 'US', sellerId: null },
      { linkId: quiet.id, code: quiet.code, asin: null, countryCode: 'US', sellerId: null },
    ]);

    const expected = demoRowsOf(
      {
        linkId: link.id,
        linkAsin: '',
        products: [
          { asin: 'B0DEMO0001', priceMinor: 1000 },
          { asin: 'B0DEMO0002', priceMinor: 2000 },
          { asin: 'B0DEMO0003', priceMinor: 3000 },
        ],
        clicksByDay: new Map([
          [day, 1200],
          ['2026-05-09', 900],
        ]),
      },
      day,
    );
    expect(expected.some((r) => r.kind === 'order' && r.orders > 0)).toBe(true);
    expect(rows).toEqual(expected);
  });
});
