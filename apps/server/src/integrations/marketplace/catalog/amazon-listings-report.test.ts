import { describe, expect, it } from 'vitest';
import { amazonMarketplaces, createAmazonCatalog } from './amazon-catalog';
import {
  startFakeAmazon,
  type TFakeCatalogItem,
  type TFakeListing,
  type TFakeSpApiOptions,
} from './amazon-fake';
import { fakeGrant, fakeLwaClient, type TRunningFake } from './amazon-fake-grant';
import { MarketplaceCatalogError, type TCatalogItem, type TMarketplaceCatalog } from './types';

// A catalogue past the 1,000 SKUs searchListingsItems pages through: 700 ASINs under 1,050
// SKUs, the first 350 both fulfilled by Amazon and by the merchant. The listings order puts
// the 50 SKUs past the 1,000th on ASINs of their own, so a cut catalogue misses them.
const us = amazonMarketplaces.US.id;
const asinOf = (i: number) => `B0R${String(i).padStart(7, '0')}`;
const parentOf = (i: number) => `B0P${String(i % 35).padStart(7, '0')}`;
const asins = Array.from({ length: 700 }, (_, i) => asinOf(i));
const listings: TFakeListing[] = [
  ...asins.slice(0, 350).map((asin, i) => ({
    sku: `FBA-${i}`,
    asin,
    marketplaceId: us,
    itemName: `Moulin à café – n°${i}`,
    price: '25.00',
    fulfilledBy: 'amazon' as const,
  })),
  ...asins.map((asin, i) => ({
    sku: `MFN-${i}`,
    asin,
    marketplaceId: us,
    itemName: `Moulin à café – n°${i}`,
    price: '19.99',
    // the merchant's own copy of the first 350 is out of stock: Amazon's offer is the one to show
    status: i < 350 ? ['DISCOVERABLE' as const] : undefined,
  })),
];
const catalog: TFakeCatalogItem[] = [
  ...Array.from({ length: 35 }, (_, k) => ({
    asin: parentOf(k),
    itemName: `Moulin ${k}`,
    brand: 'Moulinex',
  })),
  ...asins.map((asin, i) => ({
    asin,
    itemName: `Moulin ${i}`,
    brand: 'Moulinex',
    ...(i % 2 === 0 ? { parentAsin: parentOf(i / 2), color: `Colour ${i}` } : {}),
  })),
];

async function withFake<T>(
  more: Partial<TFakeSpApiOptions>,
  use: (fake: TRunningFake) => Promise<T>,
): Promise<T> {
  const fake = await startFakeAmazon({
    ...fakeLwaClient,
    region: 'na',
    sellerId: 'A2SELLERNA',
    listings,
    catalog,
    ...more,
  });
  try {
    return await use(fake);
  } finally {
    await fake.close();
  }
}

async function walk(
  source: TMarketplaceCatalog,
  cursor: string | null = null,
  pages = Number.POSITIVE_INFINITY,
) {
  const items: TCatalogItem[] = [];
  let next = cursor;
  for (let page = 0; page < pages; page++) {
    const answer = await source.items('US', next);
    items.push(...answer.items);
    next = answer.nextCursor;
    if (!next) {
      break;
    }
  }
  return { items, next };
}

function expectWholeCatalogue(items: TCatalogItem[]) {
  const listed = items.filter((i) => i.asin.startsWith('B0R'));
  expect(listed.map((i) => i.asin).sort()).toEqual(asins);
  const parents = items.filter((i) => i.asin.startsWith('B0P'));
  expect(new Set(parents.map((p) => p.asin)).size).toBe(35);
  for (const child of listed.filter((i) => i.parentAsin)) {
    const parentAt = items.findIndex((i) => i.asin === child.parentAsin);
    expect(parentAt).toBeGreaterThan(-1);
    expect(parentAt).toBeLessThan(items.indexOf(child));
  }
}

describe('a catalogue past 1,000 SKUs', () => {
  it('is read from the listings report: every ASIN once, with its family, the report polled until done', async () => {
    await withFake({}, async (fake) => {
      const sleeps: number[] = [];
      const source = createAmazonCatalog([fakeGrant(fake, 'na', 'A2SELLERNA')], {
        sleep: async (ms) => void sleeps.push(ms),
      });
      const { items } = await walk(source);
      expectWholeCatalogue(items);
      expect(items.find((i) => i.asin === asinOf(0))).toMatchObject({
        title: 'Moulin à café – n°0',
        priceMinor: 2500,
        availability: 'in_stock',
        parentAsin: parentOf(0),
        variationAttributes: { Color: 'Colour 0' },
      });
      expect(items.find((i) => i.asin === asinOf(699))).toMatchObject({
        priceMinor: 1999,
        availability: 'in_stock',
      });
      const operations = fake.state.requests.map((r) => r.path.split('/').slice(1, 3).join('/'));
      expect(operations.filter((o) => o === 'listings/2021-08-01')).toHaveLength(1);
      expect(fake.state.reportsCreated).toBe(1);
      expect(sleeps).toEqual([2000, 4000]);
      const created = fake.state.requests.find((r) => r.method === 'POST');
      expect(JSON.parse(created?.body ?? '{}')).toMatchObject({
        reportType: 'GET_MERCHANT_LISTINGS_ALL_DATA',
        marketplaceIds: [us],
      });
    });
  });

  it('unpacks a GZIP report document', async () => {
    await withFake({ gzipReports: true }, async (fake) => {
      const { items } = await walk(
        createAmazonCatalog([fakeGrant(fake, 'na', 'A2SELLERNA')], { sleep: async () => {} }),
      );
      expectWholeCatalogue(items);
    });
  });

  it('starts the report again when a cursor names one this run does not hold (a restart)', async () => {
    await withFake({}, async (fake) => {
      const grant = fakeGrant(fake, 'na', 'A2SELLERNA');
      const before = await walk(createAmazonCatalog([grant], { sleep: async () => {} }), null, 3);
      const after = await walk(createAmazonCatalog([grant], { sleep: async () => {} }), before.next);
      expect(fake.state.reportsCreated).toBe(2);
      const listed = [...before.items, ...after.items].filter((i) => i.asin.startsWith('B0R'));
      expect(listed.map((i) => i.asin).sort()).toEqual(asins);
    });
  });

  it('is an empty listing when Amazon cancels the report (no data)', async () => {
    await withFake({ reportOutcome: 'CANCELLED' }, async (fake) => {
      const page = await createAmazonCatalog([fakeGrant(fake, 'na', 'A2SELLERNA')], {
        sleep: async () => {},
      }).items('US', null);
      expect(page).toEqual({ items: [], nextCursor: null, total: 0 });
    });
  });

  it('fails the run when Amazon gives up on the report (FATAL)', async () => {
    await withFake({ reportOutcome: 'FATAL' }, async (fake) => {
      const error = await createAmazonCatalog([fakeGrant(fake, 'na', 'A2SELLERNA')], {
        sleep: async () => {},
      })
        .items('US', null)
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(MarketplaceCatalogError);
      expect((error as MarketplaceCatalogError).reason).toBe('unavailable');
    });
  });
});
