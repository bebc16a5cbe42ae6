import { brandCalls, ErrorCode, productCalls } from '@atlas/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOf } from '../../../test/support/call';
import { createBrand, createProduct, createSeller, createUser } from '../../../test/support/factories';
import { createTestApp, type TTestApp } from '../../../test/support/test-app';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const allBrands = (token: string, query: Record<string, string> = {}) =>
  callOf(t.app, brandCalls.listAllBrands, { token, query });
const activate = (token: string, body: unknown) => callOf(t.app, brandCalls.activateBrands, { token, body });

async function sellerWithBrands() {
  const seller = await createSeller(t);
  const northwind = await createBrand(t, seller.user.id, { name: 'Northwind Home', status: 'inactive' });
  const linden = await createBrand(t, seller.user.id, { name: 'Linden & Loom', status: 'inactive' });
  await createProduct(t, seller.user.id, { brandId: northwind.id, asin: 'B0NORTH001' });
  await createProduct(t, seller.user.id, {
    brandId: northwind.id,
    asin: 'B0NORTH001',
    countryCode: 'UK',
    currency: 'GBP',
  });
  return { seller, northwind, linden };
}

describe('GET seller/brands/all', () => {
  it('lists every brand by name with its state and products in all marketplaces', async () => {
    const { seller, northwind, linden } = await sellerWithBrands();
    const { status, body } = await allBrands(seller.token);
    expect(status).toBe(200);
    expect(body.data).toEqual([
      {
        brandId: linden.id,
        brand: { amazonBrandName: 'Linden & Loom' },
        status: 'inactive',
        activatedAt: null,
        productCount: 0,
        imageUrl: null,
      },
      {
        brandId: northwind.id,
        brand: { amazonBrandName: 'Northwind Home' },
        status: 'inactive',
        activatedAt: null,
        productCount: 2,
        imageUrl: null,
      },
    ]);
    const found = await allBrands(seller.token, { search: 'loom' });
    expect(found.body.data.map((b) => b.brandId)).toEqual([linden.id]);
  });

  it('shows a seller only its own brands, and refuses a bad status filter', async () => {
    await sellerWithBrands();
    const stranger = await createSeller(t);
    expect((await allBrands(stranger.token)).body.data).toEqual([]);
    const bad = await allBrands(stranger.token, { status: 'archived' });
    expect(bad.status).toBe(400);
    expect(bad.body.data).toEqual({ fields: [{ path: 'status', message: 'Choose active or inactive' }] });
  });
});

describe('POST seller/brands/activate', () => {
  it('activates brands once, and their products appear in the product list', async () => {
    const { seller, northwind } = await sellerWithBrands();
    const products = () => callOf(t.app, productCalls.listProducts, { token: seller.token });
    expect((await products()).body.data.total).toBe(0);

    t.clock.now = new Date('2026-02-03T04:05:06Z');
    const { status, body } = await activate(seller.token, { brandIds: [northwind.id] });
    expect(status).toBe(200);
    expect(body.data.activated).toBe(1);
    expect(body.data.brands[0]).toMatchObject({ status: 'active', activatedAt: '2026-02-03T04:05:06.000Z' });
    expect((await products()).body.data.items.map((p) => p.asin)).toEqual(['B0NORTH001']);

    t.clock.advance(3_600_000);
    const again = await activate(seller.token, { brandIds: [northwind.id] });
    expect(again.body.data.activated).toBe(0);
    expect(again.body.data.brands[0]?.activatedAt).toBe('2026-02-03T04:05:06.000Z');
  });

  it('answers 404 and changes nothing when a brand is another seller’s', async () => {
    const mine = await sellerWithBrands();
    const theirs = await sellerWithBrands();
    const { status, body } = await activate(mine.seller.token, {
      brandIds: [mine.linden.id, theirs.linden.id],
    });
    expect(status).toBe(404);
    expect(body.code).toBe(ErrorCode.notFound);
    const after = await allBrands(mine.seller.token, { status: 'active' });
    expect(after.body.data).toEqual([]);
  });

  it.each([
    [{}, 'brandIds'],
    [{ brandIds: [] }, 'brandIds'],
    [{ brandIds: [''] }, 'brandIds.0'],
  ])('refuses %o with the field named', async (body, path) => {
    const seller = await createSeller(t);
    const response = await activate(seller.token, body);
    expect(response.status).toBe(400);
    expect(response.body.data).toEqual({ fields: [{ path, message: expect.any(String) }] });
  });

  it('is closed until the seller agrees to the notice', async () => {
    const newcomer = await createUser(t, 'seller');
    const response = await activate(newcomer.token, { brandIds: ['brd_x'] });
    expect(response.status).toBe(409);
    expect(response.body.error).toBe('Agree to the seller notice first: POST seller/agree-to-notice');
  });
});

describe('GET seller/brands/with-available-products', () => {
  it('lists the active brands with products in the marketplace, with how many', async () => {
    const { seller, northwind, linden } = await sellerWithBrands();
    await activate(seller.token, { brandIds: [northwind.id, linden.id] });
    const us = await callOf(t.app, brandCalls.listBrandsWithProducts, { token: seller.token });
    expect(us.body.data).toEqual([
      {
        brandId: northwind.id,
        brand: { amazonBrandName: 'Northwind Home' },
        productCount: 1,
        imageUrl: null,
      },
    ]);
    const fr = await callOf(t.app, brandCalls.listBrandsWithProducts, {
      token: seller.token,
      query: { countryCode: 'FR' },
    });
    expect(fr.body.data).toEqual([]);
    const bad = await callOf(t.app, brandCalls.listBrandsWithProducts, {
      token: seller.token,
      query: { countryCode: 'XX' },
    });
    expect(bad.status).toBe(400);
  });
});
