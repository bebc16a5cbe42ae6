import { brandCalls } from '@atlas/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { callOf } from '../../../test/support/call';
import { createSeller } from '../../../test/support/factories';
import { createTestApp, type TTestApp } from '../../../test/support/test-app';
import { marketplaceIdentities, products } from '../../db/schema';
import { amazonMarketplaces } from '../../integrations/marketplace/catalog/amazon-catalog';
import { startFakeAmazon } from '../../integrations/marketplace/catalog/amazon-fake';
import { newId } from '../../platform/ids';
import { seal } from '../../platform/secret';
import { refreshTokenPurpose } from '../marketplace-auth/marketplace-link';

// The whole refetch of an Amazon-connected seller, job included, against the local fake.
let t: TTestApp;
let fake: Awaited<ReturnType<typeof startFakeAmazon>>;
beforeAll(async () => {
  fake = await startFakeAmazon({
    sellerId: 'A2SELLER',
    refreshToken: 'Atzr|seller',
    clientId: 'client',
    clientSecret: 'secret',
    participations: [amazonMarketplaces.DE.id],
    listings: [
      {
        asin: 'B0DE000001',
        marketplaceId: amazonMarketplaces.DE.id,
        itemName: 'Gusseisenpfanne',
        brand: 'Eisenwerk',
        price: '34.90',
        currency: 'EUR',
      },
      {
        asin: 'B0DE000002',
        marketplaceId: amazonMarketplaces.DE.id,
        itemName: 'Wasserkocher',
        brand: 'Eisenwerk',
        price: '49.00',
        currency: 'EUR',
      },
      {
        asin: 'B0DE000003',
        marketplaceId: amazonMarketplaces.DE.id,
        itemName: 'Messer',
        brand: 'Klingenhaus',
        price: '19.99',
        currency: 'EUR',
      },
    ],
  });
  t = await createTestApp({
    AMAZON_LWA_CLIENT_ID: 'client',
    AMAZON_LWA_CLIENT_SECRET: 'secret',
    AMAZON_LWA_TOKEN_URL: fake.tokenUrl,
    AMAZON_SPAPI_ENDPOINT: fake.endpoint,
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

it('imports an Amazon seller’s listings with the sealed refresh token and brands from the catalogue', async () => {
  const seller = await createSeller(t);
  await t.database.db.insert(marketplaceIdentities).values({
    id: newId('mid'),
    userId: seller.user.id,
    marketplace: 'amazon',
    provider: 'amazon',
    externalUserId: 'amzn1.account.SELLER',
    sellingPartnerId: 'A2SELLER',
    refreshToken: seal(t.config, refreshTokenPurpose, 'Atzr|seller'),
  });
  await callOf(t.app, brandCalls.refetchProducts, { token: seller.token, body: {} });
  await t.app.deps.jobs.idle();

  const latest = await callOf(t.app, brandCalls.getLatestUpdateTime, { token: seller.token });
  expect(latest.body.data.lastRun).toMatchObject({ status: 'succeeded', total: 3, processed: 3 });
  const rows = await t.database.db.select().from(products).where(eq(products.sellerId, seller.user.id));
  expect(rows.map((r) => [r.asin, r.countryCode, r.priceMinor, r.currency]).sort()).toEqual([
    ['B0DE000001', 'DE', 3490, 'EUR'],
    ['B0DE000002', 'DE', 4900, 'EUR'],
    ['B0DE000003', 'DE', 1999, 'EUR'],
  ]);
  const brands = await callOf(t.app, brandCalls.listAllBrands, { token: seller.token });
  expect(brands.body.data.map((b) => [b.brand.amazonBrandName, b.productCount])).toEqual([
    ['Eisenwerk', 2],
    ['Klingenhaus', 1],
  ]);
});
