import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amazonMarketplaces, createAmazonCatalog, decimalToMinor } from './amazon-catalog';
import { startFakeAmazon } from './amazon-fake';
import { createRateGate, createSpApiClient } from './amazon-sp-client';
import type { TCatalogItem } from './types';
import { MarketplaceCatalogError } from './types';

const us = amazonMarketplaces.US.id;
const uk = amazonMarketplaces.UK.id;
const credentials = {
  clientId: 'amzn1.application-oa2-client.x',
  clientSecret: 'secret',
  refreshToken: 'Atzr|seller',
};

let fake: Awaited<ReturnType<typeof startFakeAmazon>>;
beforeAll(async () => {
  fake = await startFakeAmazon({
    ...credentials,
    sellerId: 'A2SELLER',
    participations: [us, uk],
    parents: [{ asin: 'B0PARENT01', itemName: 'Pour-Over Kettle', brand: 'Copper Kettle' }],
    listings: [
      {
        asin: 'B0KETTLE02',
        marketplaceId: us,
        itemName: 'Pour-Over Kettle, Sage',
        brand: 'Copper Kettle',
        price: '39.99',
        parentAsin: 'B0PARENT01',
        color: 'Sage',
      },
      {
        asin: 'B0SKILLET1',
        marketplaceId: us,
        itemName: 'Cast Iron Skillet',
        brand: 'Copper Kettle',
        price: '24.5',
        category: 'Cookware',
      },
      {
        asin: 'B0KETTLE03',
        marketplaceId: us,
        itemName: 'Pour-Over Kettle, Black',
        brand: 'Copper Kettle',
        price: '39.99',
        parentAsin: 'B0PARENT01',
        color: 'Black',
        buyable: false,
      },
      {
        asin: 'B0KNIFE001',
        marketplaceId: uk,
        itemName: "Chef's Knife",
        brand: 'Saltbox Kitchen',
        price: '59.00',
        currency: 'GBP',
      },
    ],
  });
});
afterAll(() => fake.close());

function catalog(options: { sleeps?: number[]; refreshToken?: string } = {}) {
  const client = createSpApiClient({
    ...credentials,
    refreshToken: options.refreshToken ?? credentials.refreshToken,
    endpoint: fake.endpoint,
    lwaTokenUrl: fake.tokenUrl,
    // Pauses are recorded, not waited, so the test runs at full speed.
    sleep: async (ms) => {
      options.sleeps?.push(ms);
    },
  });
  return createAmazonCatalog(() => client, 'A2SELLER');
}

async function allItems(source: ReturnType<typeof catalog>, country: 'US' | 'UK') {
  const items: TCatalogItem[] = [];
  let cursor: string | null = null;
  do {
    const page = await source.items(country, cursor);
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return items;
}

describe('the Amazon catalogue over the Selling Partner API', () => {
  it('lists only the marketplaces the seller participates in', async () => {
    expect(await catalog().countries()).toEqual(['US', 'UK']);
  });

  it('pages through the listings, with brand and variation family from the catalogue, parents first', async () => {
    const items = await allItems(catalog(), 'US');
    expect(items.map((i) => i.asin)).toEqual(['B0PARENT01', 'B0KETTLE02', 'B0SKILLET1', 'B0KETTLE03']);
    expect(items[0]).toMatchObject({
      parentAsin: null,
      title: 'Pour-Over Kettle',
      brandName: 'Copper Kettle',
      priceMinor: null,
    });
    expect(items[1]).toMatchObject({
      parentAsin: 'B0PARENT01',
      priceMinor: 3999,
      currency: 'USD',
      availability: 'in_stock',
      variationAttributes: { Color: 'Sage' },
      imageUrl: 'https://m.media-amazon.com/images/I/B0KETTLE02.jpg',
    });
    expect(items[2]).toMatchObject({
      priceMinor: 2450,
      category: 'Cookware',
      categoryGroup: 'Kitchen',
      variationAttributes: null,
    });
    expect(items[3]).toMatchObject({ availability: 'out_of_stock' });
    const listingCalls = fake.state.requests.filter((r) => r.path.startsWith('/listings/'));
    expect(listingCalls.at(-1)?.query.get('pageToken')).toBe('2');
    expect(listingCalls.at(-1)?.query.get('marketplaceIds')).toBe(us);
  });

  it('uses the marketplace’s currency and id for another country', async () => {
    const [knife] = await allItems(catalog(), 'UK');
    expect(knife).toMatchObject({
      asin: 'B0KNIFE001',
      currency: 'GBP',
      priceMinor: 5900,
      brandName: 'Saltbox Kitchen',
    });
  });

  it('renews the access token once when Amazon stops accepting it', async () => {
    const source = catalog();
    await source.countries();
    const grants = fake.state.tokenGrants;
    fake.expireTokens();
    expect(await source.countries()).toEqual(['US', 'UK']);
    expect(fake.state.tokenGrants).toBe(grants + 1);
  });

  it('waits and tries again when throttled (429)', async () => {
    const sleeps: number[] = [];
    fake.state.throttleNext = 2;
    expect(await catalog({ sleeps }).countries()).toEqual(['US', 'UK']);
    expect(sleeps).toEqual([1000, 2000]);
  });

  it('says the seller must re-authorize when Login with Amazon refuses the refresh token', async () => {
    const error = await catalog({ refreshToken: 'Atzr|revoked' })
      .countries()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MarketplaceCatalogError);
    expect((error as MarketplaceCatalogError).reason).toBe('unauthorized');
  });
});

describe('the usage-plan gate', () => {
  it('lets a burst through at once, then one call per 1/rate seconds', async () => {
    let now = 0;
    const sleeps: number[] = [];
    const gate = createRateGate(
      { rate: 2, burst: 2 },
      () => now,
      async (ms) => {
        sleeps.push(ms);
        now += ms;
      },
    );
    for (let i = 0; i < 5; i++) {
      await gate();
    }
    expect(sleeps).toEqual([500, 500, 500]);
  });
});

describe('decimalToMinor', () => {
  it.each([
    ['19.99', 1999],
    ['24.5', 2450],
    ['7', 700],
    ['0.1', 10],
    ['12.345', 1234],
    ['-1', null],
    ['abc', null],
    [undefined, null],
  ])('%s → %s', (amount, minor) => {
    expect(decimalToMinor(amount)).toBe(minor);
  });
});
