import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  conversionRowsOfDay,
  productWithLink,
  reportRowsOf,
} from '../../../test/support/conversion-fixtures';
import { createTestApp, type TTestApp } from '../../../test/support/test-app';
import { createAdsClient } from '../../integrations/marketplace/attribution/amazon-ads-client';
import { startFakeAds } from '../../integrations/marketplace/attribution/amazon-ads-fake';
import { createAmazonAttribution } from '../../integrations/marketplace/attribution/amazon-attribution';
import {
  attributionTagIds,
  fillAttributionTag,
} from '../../integrations/marketplace/attribution/amazon-attribution-tag';
import { importAttributionDay } from './import.service';

// Amazon Attribution restates a day for up to 28 days (returns, refunds), and the nightly import
// reads the last 30 again: a day imported again must end with Amazon's restated figures and
// the commission on them, a return deducted rather than the day counted twice.

let t: TTestApp;
let closeAds: () => Promise<void>;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await closeAds?.();
  await t.close();
});

describe('a restated day', () => {
  it('ends with the restated figures and commission after it is imported again', async () => {
    const { link, product, seller, publisher } = await productWithLink(t, { commissionBp: 1250 });
    const profileId = '7001';
    const ads = await startFakeAds({
      region: 'na',
      clientId: 'amzn1.application-oa2-client.ads',
      clientSecrets: ['secret'],
      accounts: [
        {
          refreshToken: 'Atzr|seller',
          accountId: 'A7SELLER',
          name: 'Seller',
          profiles: [{ profileId, countryCode: 'US', advertiserId: '8001' }],
        },
      ],
    });
    closeAds = ads.close;
    const client = createAdsClient({
      endpoint: ads.endpoint,
      lwaTokenUrl: ads.tokenUrl,
      clientId: 'amzn1.application-oa2-client.ads',
      clientSecret: 'secret',
      refreshToken: 'Atzr|seller',
    });
    const ids = attributionTagIds({
      countryCode: 'US',
      sellerId: seller.user.id,
      ownerId: publisher.user.id,
      code: link.code,
    });
    const template = await client.nonMacroTemplateTag(profileId, '11', '8001');
    expect(ads.fake.click(fillAttributionTag(template, ids), 25)).toBe(true);
    const source = createAmazonAttribution({
      grantFor: async (sellerId) => (sellerId === seller.user.id ? { client, profileId } : null),
    });
    const day = '2026-04-20';
    const amazonRow = (units: string, sales: string) => ({
      date: '20260420',
      campaignId: ids.campaignId,
      adGroupId: ids.adGroupId,
      productAsin: product.asin,
      attributedDetailPageViewsClicks14d: '20',
      attributedAddToCartClicks14d: '4',
      attributedPurchases14d: units,
      unitsSold14d: units,
      attributedSales14d: sales,
    });

    ads.fake.setRows(profileId, [amazonRow('2', '39.980000000000004')]);
    await importAttributionDay(t.app.deps, 'US', day, 'schedule', { source });
    expect(await conversionRowsOfDay(t, link.id, day)).toEqual([
      // 3998 × 12.5 % = 499.75 → 500
      expect.objectContaining({ kind: 'order', units: 2, salesMinor: 3998, commissionMinor: 500 }),
    ]);

    // a week later Amazon restates the day: one of the two units was returned
    ads.fake.setRows(profileId, [amazonRow('1', '19.99')]);
    await importAttributionDay(t.app.deps, 'US', day, 'schedule', { source });
    const restated = await conversionRowsOfDay(t, link.id, day);
    // 1999 × 12.5 % = 249.875 → 250; fee 30 % of it → 75
    expect(restated).toEqual([
      expect.objectContaining({
        kind: 'order',
        orders: 1,
        units: 1,
        salesMinor: 1999,
        commissionMinor: 250,
        platformFeeMinor: 75,
        costMinor: 325,
      }),
    ]);
    expect(
      (await reportRowsOf(t, link.id)).map((r) => [
        r.day,
        r.units,
        r.salesMinor,
        r.commissionMinor,
        r.costMinor,
      ]),
    ).toEqual([[day, 1, 1999, 250, 325]]);
  });
});
