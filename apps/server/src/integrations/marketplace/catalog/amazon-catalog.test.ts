import type { TCountryCode } from '@atlas/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amazonMarketplaces, createAmazonCatalog, type TSpGrant } from './amazon-catalog';
import { startFakeAmazon, type TFakeCatalogItem, type TFakeListing } from './amazon-fake';
import { fakeGrant, fakeLwaClient, type TRunningFake } from './amazon-fake-grant';
import { createRateGate } from './amazon-rate-gate';
import { MarketplaceCatalogError, type TCatalogItem, type TMarketplaceCatalog } from './types';

const { US, CA, DE, UK } = {
  US: amazonMarketplaces.US.id,
  CA: amazonMarketplaces.CA.id,
  DE: amazonMarketplaces.DE.id,
  UK: amazonMarketplaces.UK.id,
};
const italy = 'APJ6JRA9NG5V4';

const kettles: TFakeCatalogItem[] = [
  { asin: 'B0PARENT01', itemName: 'Pour-Over Kettle', brand: 'Copper Kettle' },
  {
    asin: 'B0KETTLE02',
    itemName: 'Pour-Over Kettle, Sage',
    brand: 'Copper Kettle',
    parentAsin: 'B0PARENT01',
    color: 'Sage',
  },
  {
    asin: 'B0KETTLE03',
    itemName: 'Pour-Over Kettle, Black',
    brand: 'Copper Kettle',
    parentAsin: 'B0PARENT01',
    color: 'Black',
  },
  { asin: 'B0SKILLET1', itemName: 'Cast Iron Skillet', brand: 'Copper Kettle', category: 'Cookware' },
];
const listing = (
  sku: string,
  asin: string,
  marketplaceId: string,
  price: string,
  more: Partial<TFakeListing> = {},
) => ({
  sku,
  asin,
  marketplaceId,
  itemName: kettles.find((k) => k.asin === asin)?.itemName ?? `Item ${asin}`,
  price,
  ...more,
});

let na: TRunningFake;
let eu: TRunningFake;
beforeAll(async () => {
  na = await startFakeAmazon({
    ...fakeLwaClient,
    region: 'na',
    sellerId: 'A2SELLERNA',
    participations: [US, CA],
    catalog: kettles,
    listings: [
      listing('KET-SAGE-FBA', 'B0KETTLE02', US, '39.99', { fulfilledBy: 'amazon' }),
      listing('SKILLET', 'B0SKILLET1', US, '24.5'),
      listing('KET-BLACK', 'B0KETTLE03', US, '39.99', { status: ['DISCOVERABLE'] }),
      listing('KET-SAGE-CA', 'B0KETTLE02', CA, '52.00'),
    ],
  });
  eu = await startFakeAmazon({
    ...fakeLwaClient,
    region: 'eu',
    sellerId: 'A2SELLEREU',
    participations: [UK, DE, italy],
    catalog: [{ asin: 'B0KNIFE001', itemName: "Chef's Knife", brand: 'Saltbox Kitchen' }],
    listings: [
      { sku: 'KNIFE-UK', asin: 'B0KNIFE001', marketplaceId: UK, itemName: "Chef's Knife", price: '59.00' },
      { sku: 'KNIFE-DE', asin: 'B0KNIFE001', marketplaceId: DE, itemName: 'Kochmesser', price: '55.00' },
    ],
  });
});
afterAll(async () => {
  await na.close();
  await eu.close();
});

const bothRegions = (sleeps?: number[]): TSpGrant[] => [
  fakeGrant(na, 'na', 'A2SELLERNA', { sleeps }),
  fakeGrant(eu, 'eu', 'A2SELLEREU', { sleeps }),
];

async function allItems(source: TMarketplaceCatalog, country: TCountryCode) {
  const items: TCatalogItem[] = [];
  let cursor: string | null = null;
  do {
    const page = await source.items(country, cursor);
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return items;
}

/** A fake of its own for one test, closed after it. */
async function withFake<T>(
  listings: TFakeListing[],
  catalog: TFakeCatalogItem[],
  use: (fake: TRunningFake) => Promise<T>,
  cap?: number,
) {
  const fake = await startFakeAmazon({
    ...fakeLwaClient,
    region: 'na',
    sellerId: 'A2SELLERNA',
    listings,
    catalog,
    catalogPageCap: cap,
  });
  try {
    return await use(fake);
  } finally {
    await fake.close();
  }
}

describe('a seller with a grant in each region', () => {
  it('lists the participating marketplaces each region’s endpoint answers, of that region only', async () => {
    const before = [na, eu].map((f) => f.state.requests.length);
    expect(await createAmazonCatalog(bothRegions()).countries()).toEqual(['US', 'CA', 'DE', 'UK']);
    expect(na.state.requests.slice(before[0]).map((r) => r.path)).toEqual([
      '/sellers/v1/marketplaceParticipations',
    ]);
    expect(eu.state.requests.slice(before[1]).map((r) => r.path)).toEqual([
      '/sellers/v1/marketplaceParticipations',
    ]);
  });

  it('asks nothing of a region the seller has not granted', async () => {
    const before = na.state.requests.length;
    const catalog = createAmazonCatalog([fakeGrant(eu, 'eu', 'A2SELLEREU')]);
    expect(await catalog.countries()).toEqual(['DE', 'UK']);
    expect(na.state.requests.length).toBe(before);
  });

  it('reads a European country through the European grant, in its currency', async () => {
    const catalog = createAmazonCatalog(bothRegions());
    expect(await allItems(catalog, 'UK')).toMatchObject([
      { asin: 'B0KNIFE001', currency: 'GBP', priceMinor: 5900, brandName: 'Saltbox Kitchen' },
    ]);
    expect(await allItems(catalog, 'DE')).toMatchObject([
      { title: 'Kochmesser', currency: 'EUR', priceMinor: 5500 },
    ]);
    const listings = eu.state.requests.filter((r) => r.path === '/listings/2021-08-01/items/A2SELLEREU');
    expect(listings.map((r) => r.query.get('marketplaceIds'))).toEqual([UK, DE]);
  });
});

describe('the listings of a country', () => {
  it('comes with brand and variation family from the catalogue, each parent before its first variation', async () => {
    const items = await allItems(createAmazonCatalog(bothRegions()), 'US');
    expect(items.map((i) => i.asin)).toEqual(['B0PARENT01', 'B0KETTLE02', 'B0SKILLET1', 'B0KETTLE03']);
    expect(items[0]).toMatchObject({
      parentAsin: null,
      title: 'Pour-Over Kettle',
      priceMinor: null,
      availability: 'unknown',
    });
    expect(items[1]).toMatchObject({
      parentAsin: 'B0PARENT01',
      brandName: 'Copper Kettle',
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
  });

  it('brings each country its own variation parents', async () => {
    const catalog = createAmazonCatalog(bothRegions());
    await allItems(catalog, 'US');
    const canada = await allItems(catalog, 'CA');
    expect(canada.map((i) => [i.asin, i.parentAsin])).toEqual([
      ['B0PARENT01', null],
      ['B0KETTLE02', 'B0PARENT01'],
    ]);
    expect(canada[1]).toMatchObject({ currency: 'CAD', priceMinor: 5200 });
  });

  it('gives one item per ASIN on a page: a buyable offer over one that is not, then the lowest price', async () => {
    const skillet = 'B0SKILLET1';
    const kettle = 'B0KETTLE02';
    await withFake(
      [
        listing('SKILLET-MFN', skillet, US, '19.99', { status: ['DISCOVERABLE'] }),
        listing('SKILLET-FBA', skillet, US, '24.99', { fulfilledBy: 'amazon' }),
        listing('KETTLE-MFN', kettle, US, '21.00'),
        listing('KETTLE-FBA', kettle, US, '19.50', { fulfilledBy: 'amazon' }),
        listing('KETTLE-USED', kettle, US, '35.00'),
      ],
      kettles,
      async (fake) => {
        const items = await allItems(createAmazonCatalog([fakeGrant(fake, 'na', 'A2SELLERNA')]), 'US');
        expect(
          items.filter((i) => i.asin !== 'B0PARENT01').map((i) => [i.asin, i.priceMinor, i.availability]),
        ).toEqual([
          [skillet, 2499, 'in_stock'],
          [kettle, 1950, 'in_stock'],
        ]);
      },
    );
  });

  it('writes an ASIN met again on a later page only when that offer is better', async () => {
    const fillers = Array.from({ length: 18 }, (_, i) =>
      listing(`FILL-${i}`, `B0FILL${String(i).padStart(4, '0')}`, US, '5.00'),
    );
    await withFake(
      [
        listing('SKILLET-A', 'B0SKILLET1', US, '30.00'),
        listing('KETTLE-A', 'B0KETTLE02', US, '45.00', { status: ['DISCOVERABLE'] }),
        ...fillers,
        // page 2: a dearer skillet (dropped), a buyable kettle (better than the unbuyable one)
        listing('SKILLET-B', 'B0SKILLET1', US, '35.00'),
        listing('KETTLE-B', 'B0KETTLE02', US, '50.00'),
      ],
      [...kettles, ...fillers.map((f) => ({ asin: f.asin, itemName: f.itemName, brand: 'Filler' }))],
      async (fake) => {
        const items = await allItems(createAmazonCatalog([fakeGrant(fake, 'na', 'A2SELLERNA')]), 'US');
        const offersOf = (asin: string) =>
          items.filter((i) => i.asin === asin).map((i) => [i.priceMinor, i.availability]);
        expect(offersOf('B0SKILLET1')).toEqual([[3000, 'in_stock']]);
        expect(offersOf('B0KETTLE02')).toEqual([
          [4500, 'out_of_stock'],
          [5000, 'in_stock'],
        ]);
        expect(offersOf('B0PARENT01')).toHaveLength(1);
      },
    );
  });
});

describe('the catalogue lookup', () => {
  const twenty = Array.from({ length: 20 }, (_, i) => `B0CAT${String(i).padStart(5, '0')}`);
  const listings = twenty.map((asin) => listing(`SKU-${asin}`, asin, US, '9.99'));
  const catalog = twenty.map((asin) => ({ asin, itemName: `Item ${asin}`, brand: 'Bluebird Outdoor' }));

  it('asks for 20 items a page, where Amazon would answer 10', async () => {
    await withFake(listings, catalog, async (fake) => {
      const items = await allItems(createAmazonCatalog([fakeGrant(fake, 'na', 'A2SELLERNA')]), 'US');
      expect(items.filter((i) => i.brandName === 'Bluebird Outdoor')).toHaveLength(20);
      const lookups = fake.state.requests.filter((r) => r.path === '/catalog/2022-04-01/items');
      expect(lookups.map((r) => r.query.get('pageSize'))).toEqual(['20']);
    });
  });

  it('follows nextToken when Amazon answers fewer items a page than asked', async () => {
    await withFake(
      listings,
      catalog,
      async (fake) => {
        const items = await allItems(createAmazonCatalog([fakeGrant(fake, 'na', 'A2SELLERNA')]), 'US');
        expect(items.filter((i) => i.brandName === 'Bluebird Outdoor')).toHaveLength(20);
        const lookups = fake.state.requests.filter((r) => r.path === '/catalog/2022-04-01/items');
        expect(lookups.map((r) => r.query.has('pageToken'))).toEqual([false, true, true]);
      },
      7,
    );
  });
});

describe('when Amazon refuses', () => {
  it('renews the access token once when Amazon stops accepting it', async () => {
    const catalog = createAmazonCatalog(bothRegions());
    await catalog.countries();
    const grants = na.tokenGrants();
    na.expireTokens();
    expect(await catalog.countries()).toEqual(['US', 'CA', 'DE', 'UK']);
    expect(na.tokenGrants()).toBe(grants + 1);
  });

  it('waits and tries again when throttled (429)', async () => {
    const sleeps: number[] = [];
    na.state.throttleNext = 2;
    expect(await createAmazonCatalog(bothRegions(sleeps)).countries()).toEqual(['US', 'CA', 'DE', 'UK']);
    expect(sleeps).toEqual([1000, 2000]);
  });

  it('says the seller must re-authorize when Login with Amazon refuses the refresh token', async () => {
    const catalog = createAmazonCatalog([
      fakeGrant(na, 'na', 'A2SELLERNA', { refreshToken: 'Atzr|revoked' }),
    ]);
    const error = await catalog.countries().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MarketplaceCatalogError);
    expect((error as MarketplaceCatalogError).reason).toBe('unauthorized');
  });

  it('names the operation and the role the app lacks when a renewed token is still refused (403)', async () => {
    na.state.withheld.add('searchCatalogItems');
    try {
      const catalog = createAmazonCatalog(bothRegions());
      const grants = na.tokenGrants();
      const error = (await catalog.items('US', null).catch((e: unknown) => e)) as MarketplaceCatalogError;
      expect(error.reason).toBe('forbidden');
      expect(error.message).toContain('searchCatalogItems');
      expect(error.message).toContain('"Product Listing"');
      expect(error.message).toMatch(/operator adds that role.*seller re-authorizes/);
      expect(na.tokenGrants()).toBe(grants + 2);
    } finally {
      na.state.withheld.clear();
    }
  });

  it('passes on Amazon’s error code, message and details', async () => {
    const catalog = createAmazonCatalog([fakeGrant(na, 'na', 'A2SOMEONEELSE')]);
    const error = (await catalog.items('US', null).catch((e: unknown) => e)) as MarketplaceCatalogError;
    expect(error.reason).toBe('unavailable');
    expect(error.message).toMatch(
      /^searchListingsItems failed: InvalidInput: sellerId A2SOMEONEELSE .*\(sellerId/,
    );
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
