import { commissionCalls, productCalls, sellerCalls } from '@atlas/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOf } from '../../../test/support/call';
import { createBrand, createProduct, createSeller } from '../../../test/support/factories';
import { createTestApp, type TTestApp } from '../../../test/support/test-app';
import { brands, products } from '../../db/schema';
import { newId } from '../../platform/ids';
import { findCatalogueStamp } from './catalogue-versions.repository';

// Product list pages are kept under the seller's catalogue version (migration 0007). Whatever
// writes the catalogue, through the API or straight into the tables, the next page shows it.

let t: TTestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

const list = async (token: string, query: Record<string, string> = {}) => {
  const { status, body } = await callOf(t.app, productCalls.listProducts, {
    token,
    query: { countryCode: 'US', ...query },
  });
  expect(status).toBe(200);
  return body.data;
};

const versionOf = async (sellerId: string) =>
  (await findCatalogueStamp(t.database.db, sellerId))?.version ?? 0;

describe('the catalogue version', () => {
  it('moves once per statement that writes a seller’s products or brands, and never for another seller', async () => {
    const { user: seller } = await createSeller(t);
    const { user: other } = await createSeller(t);
    expect(await versionOf(seller.id)).toBe(0);
    const brand = await createBrand(t, seller.id);
    const first = await versionOf(seller.id);
    expect(first).toBe(1);
    await t.database.db.insert(products).values(
      ['B000000001', 'B000000002', 'B000000003'].map((asin) => ({
        id: newId('prd'),
        sellerId: seller.id,
        brandId: brand.id,
        asin,
        countryCode: 'US',
        title: asin,
        currency: 'USD',
      })),
    );
    expect(await versionOf(seller.id)).toBe(first + 1);
    // A statement that writes no row is no change.
    await t.database.db.update(products).set({ title: 'x' }).where(eq(products.sellerId, 'nobody'));
    await t.database.db.delete(products).where(eq(products.sellerId, seller.id));
    expect(await versionOf(seller.id)).toBe(first + 2);
    expect(await versionOf(other.id)).toBe(0);
  });

  it('reads the country a call without one works in', async () => {
    const { user: seller, token } = await createSeller(t);
    expect(await findCatalogueStamp(t.database.db, seller.id)).toBeUndefined();
    await createBrand(t, seller.id);
    // Agreeing to the notice wrote the settings, with the first marketplace.
    expect(await findCatalogueStamp(t.database.db, seller.id)).toEqual({ version: 1, currentCountry: 'US' });
    const switched = await callOf(t.app, sellerCalls.switchCountry, { token, body: { countryCode: 'DE' } });
    expect(switched.status).toBe(200);
    expect(await findCatalogueStamp(t.database.db, seller.id)).toEqual({ version: 1, currentCountry: 'DE' });
  });
});

describe('a kept product list page', () => {
  it('is answered again until the catalogue changes, then shows every kind of change', async () => {
    const { user: seller, token } = await createSeller(t);
    const brand = await createBrand(t, seller.id);
    const product = await createProduct(t, seller.id, { brandId: brand.id, countryCode: 'US' });
    const first = await list(token);
    expect(first.items.map((p) => p.id)).toEqual([product.id]);
    expect(first.items[0]?.commissionBp).toBeNull();

    // Through the API: a commission.
    const set = await callOf(t.app, commissionCalls.setCommission, {
      token,
      body: { ids: [product.id], commissionBp: 1250 },
    });
    expect(set.status).toBe(200);
    expect((await list(token)).items[0]?.commissionBp).toBe(1250);

    // Straight into the tables, as an import or another instance would: a title, a brand.
    await t.database.db.update(products).set({ title: 'Renamed' }).where(eq(products.id, product.id));
    expect((await list(token)).items[0]?.title).toBe('Renamed');
    await t.database.db
      .update(brands)
      .set({ marketplaceBrandName: 'Other name' })
      .where(eq(brands.id, brand.id));
    expect((await list(token)).items[0]?.brand.amazonBrandName).toBe('Other name');
    await t.database.db.update(brands).set({ status: 'inactive' }).where(eq(brands.id, brand.id));
    const hidden = await list(token);
    expect(hidden.items).toEqual([]);
    expect(hidden.total).toBe(0);

    // Another filter of the same version is its own answer.
    await t.database.db.update(brands).set({ status: 'active' }).where(eq(brands.id, brand.id));
    expect((await list(token, { status: 'active' })).total).toBe(0);
    expect((await list(token, { status: 'inactive' })).total).toBe(1);
  });

  it('is never another seller’s page', async () => {
    const { user: mine, token: myToken } = await createSeller(t);
    const { user: theirs, token: theirToken } = await createSeller(t);
    for (const [seller, countryCode] of [
      [mine, 'US'],
      [theirs, 'UK'],
    ] as const) {
      await createProduct(t, seller.id, { brandId: (await createBrand(t, seller.id)).id, countryCode });
    }
    // Same query and the same version number (two writes each), another seller.
    expect(await versionOf(theirs.id)).toBe(await versionOf(mine.id));
    expect((await list(myToken)).total).toBe(1);
    expect((await list(theirToken)).total).toBe(0);
  });
});
