import type { TCountryCode } from '@atlas/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeller } from '../../../test/support/factories';
import { createTestApp, type TTestApp } from '../../../test/support/test-app';
import { brands, products } from '../../db/schema';
import {
  amazonMarketplaces,
  createAmazonCatalog,
} from '../../integrations/marketplace/catalog/amazon-catalog';
import {
  startFakeAmazon,
  type TFakeCatalogItem,
  type TFakeListing,
} from '../../integrations/marketplace/catalog/amazon-fake';
import {
  fakeGrant,
  fakeLwaClient,
  type TRunningFake,
} from '../../integrations/marketplace/catalog/amazon-fake-grant';
import { newId } from '../../platform/ids';
import { findImportRun, insertImportRun } from './import.repository';
import { runCatalogImport } from './import-runner';

// A seller with 5,000 SKUs in each of the five marketplaces, North America's through one
// region's stand-in and Europe's through the other: 1,250 ASINs a marketplace under four SKUs
// each, 750 of them variations of 250 parents the catalogue alone knows.
// Past 1,000 SKUs each marketplace is read from its listings report, and the import must leave
// exactly one product per ASIN and marketplace, each variation on its own marketplace's parent.
const countries: TCountryCode[] = ['US', 'CA', 'FR', 'DE', 'UK'];
const pad = (n: number) => String(n).padStart(6, '0');
const parents = Array.from({ length: 250 }, (_, k) => `B0P${pad(k)}1`);
const listed = Array.from({ length: 1250 }, (_, i) => `B0L${pad(i)}1`);
const parentOf = (i: number) => (i < 750 ? (parents[Math.floor(i / 3)] as string) : null);
const brandOf = (i: number) => ['Copper Kettle', 'Bluebird Outdoor', 'Saltbox Kitchen'][i % 3] as string;

/**
 * The four SKUs of ASIN i: Amazon's, the merchant's (dearer), a used one (cheapest, out of
 * stock), and a second merchant's offer, cheaper than Amazon's for the first 500.
 */
function skusOf(i: number, marketplaceId: string): TFakeListing[] {
  const asin = listed[i] as string;
  const base = { asin, marketplaceId, itemName: `Product ${i}` };
  const cents = (amount: number) => `${Math.floor(amount / 100)}.${String(amount % 100).padStart(2, '0')}`;
  return [
    { ...base, sku: `${asin}-FBA`, price: cents(2000 + i), fulfilledBy: 'amazon' },
    { ...base, sku: `${asin}-MFN`, price: cents(2500 + i) },
    { ...base, sku: `${asin}-USED`, price: cents(1000 + i), status: ['DISCOVERABLE'] },
    { ...base, sku: `${asin}-B2`, price: cents(i < 500 ? 1900 + i : 2100 + i) },
  ];
}
/** What the import should keep of ASIN i: the cheapest buyable SKU. */
const expectedPrice = (i: number) => (i < 500 ? 1900 + i : 2000 + i);

const catalog: TFakeCatalogItem[] = [
  ...parents.map((asin, k) => ({ asin, itemName: `Family ${k}`, brand: brandOf(k * 3) })),
  ...listed.map((asin, i) => ({
    asin,
    itemName: `Product ${i}`,
    brand: brandOf(i),
    ...(parentOf(i) ? { parentAsin: parentOf(i) as string, color: `Colour ${i % 3}` } : {}),
  })),
];
const listingsOf = (region: 'na' | 'eu') =>
  countries
    .filter((c) => amazonMarketplaces[c].region === region)
    .flatMap((c) => listed.flatMap((_, i) => skusOf(i, amazonMarketplaces[c].id)));

let t: TTestApp;
let na: TRunningFake;
let eu: TRunningFake;
beforeAll(async () => {
  const fake = (region: 'na' | 'eu') =>
    startFakeAmazon({
      ...fakeLwaClient,
      region,
      sellerId: `A2SELLER${region.toUpperCase()}`,
      listings: listingsOf(region),
      catalog,
    });
  [na, eu, t] = await Promise.all([fake('na'), fake('eu'), createTestApp()]);
});
afterAll(async () => {
  await Promise.all([t.close(), na.close(), eu.close()]);
});

const sellerCatalog = () =>
  createAmazonCatalog([fakeGrant(na, 'na', 'A2SELLERNA'), fakeGrant(eu, 'eu', 'A2SELLEREU')], {
    sleep: async () => {},
  });

async function queuedRun(sellerId: string) {
  return insertImportRun(t.database.db, {
    id: newId('imp'),
    sellerId,
    status: 'queued',
    createdAt: new Date(),
  });
}

describe('importing a large Amazon catalogue', () => {
  it('keeps one product per ASIN and marketplace, each variation on its marketplace’s parent', async () => {
    const seller = await createSeller(t);
    const run = await queuedRun(seller.user.id);
    await runCatalogImport(t.app.deps, run.id, { final: true }, async () => sellerCatalog());

    expect(await findImportRun(t.database.db, run.id)).toMatchObject({
      status: 'succeeded',
      processed: 7500,
      total: 7500,
    });
    const rows = await t.database.db.select().from(products).where(eq(products.sellerId, seller.user.id));
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const country of countries) {
      const mine = rows.filter((r) => r.countryCode === country);
      expect(mine.map((r) => r.asin).sort()).toEqual([...parents, ...listed].sort());
      const asinOf = new Map(mine.map((r) => [r.asin, r]));
      listed.forEach((asin, i) => {
        const row = asinOf.get(asin);
        const parent = row?.parentId ? byId.get(row.parentId) : undefined;
        expect([parent?.asin ?? null, parent?.countryCode ?? country, row?.priceMinor]).toEqual([
          parentOf(i),
          country,
          expectedPrice(i),
        ]);
      });
      expect(parents.every((asin) => asinOf.get(asin)?.parentId === null)).toBe(true);
    }
    const sellerBrands = await t.database.db.select().from(brands).where(eq(brands.sellerId, seller.user.id));
    expect(sellerBrands.map((b) => b.marketplaceBrandName).sort()).toEqual([
      'Bluebird Outdoor',
      'Copper Kettle',
      'Saltbox Kitchen',
    ]);
    expect(na.state.reportsCreated + eu.state.reportsCreated).toBe(5);
  }, 90_000);

  it('fails for good, naming the role, when the app may not request reports', async () => {
    eu.state.withheld.add('createReport');
    try {
      const seller = await createSeller(t);
      const run = await queuedRun(seller.user.id);
      await runCatalogImport(t.app.deps, run.id, { final: false }, async () => sellerCatalog());
      const failed = await findImportRun(t.database.db, run.id);
      expect(failed?.status).toBe('failed');
      expect(failed?.error).toMatch(/createReport.*"Product Listing".*operator adds that role/);
    } finally {
      eu.state.withheld.clear();
    }
  });
});
