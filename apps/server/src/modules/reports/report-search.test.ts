import { reportSearchCalls, type TAnyCall } from '@atlas/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOf } from '../../../test/support/call';
import { seedCatalogue } from '../../../test/support/catalogue';
import { createTestApp, type TTestApp } from '../../../test/support/test-app';

// The report filters' pickers: GET seller/brands/search, seller/product/searchAsin, publisher/product/searchAsin.
let t: TTestApp;
let world: Awaited<ReturnType<typeof seedCatalogue>>;
beforeAll(async () => {
  t = await createTestApp();
  world = await seedCatalogue(t);
});
afterAll(() => t.close());

const search = <C extends TAnyCall>(descriptor: C, token: string, query: Record<string, string> = {}) =>
  callOf(t.app, descriptor, { token, query });

describe('seller pickers', () => {
  it('finds only the seller’s brands with products in the marketplace, by part of the name', async () => {
    const { status, body } = await search(reportSearchCalls.sellerBrands, world.sellerA.token, {
      searchText: 'kettle',
    });
    expect(status).toBe(200);
    expect(body.data).toEqual([
      {
        brandId: world.brands.kettleA.id,
        brandName: 'Copper Kettle',
        brand: { amazonBrandName: 'Copper Kettle' },
      },
    ]);
    const other = await search(reportSearchCalls.sellerBrands, world.sellerB.token, {
      searchText: 'kettle',
    });
    expect(other.body.data).toEqual([
      {
        brandId: world.brands.kettleB.id,
        brandName: 'Copper Kettle',
        brand: { amazonBrandName: 'Copper Kettle' },
      },
    ]);
  });

  it('finds the seller’s products by ASIN or title, never another seller’s', async () => {
    const byAsin = await search(reportSearchCalls.sellerProducts, world.sellerA.token, {
      searchText: 'b0skillet1',
    });
    expect(byAsin.body.data.map((p) => p.asin)).toEqual(['B0SKILLET1']);
    const byTitle = await search(reportSearchCalls.sellerProducts, world.sellerA.token, {
      searchText: 'Dutch',
    });
    expect(byTitle.body.data).toEqual([]);
  });

  it('refuses an unknown marketplace and long text', async () => {
    const bad = await search(reportSearchCalls.sellerProducts, world.sellerA.token, { countryCode: 'XX' });
    expect(bad.status).toBe(400);
    const long = await search(reportSearchCalls.sellerBrands, world.sellerA.token, {
      searchText: 'x'.repeat(101),
    });
    expect(long.body.data).toMatchObject({ fields: [{ path: 'searchText' }] });
  });
});

describe('publisher picker', () => {
  it('finds catalogue products of the marketplace by ASIN or title', async () => {
    const { status, body } = await search(reportSearchCalls.publisherProducts, world.approved.token, {
      searchText: 'dutch',
    });
    expect(status).toBe(200);
    expect(body.data).toEqual([expect.objectContaining({ asin: 'B0OVEN0001', title: 'Dutch Oven, 5 qt' })]);
  });
});
