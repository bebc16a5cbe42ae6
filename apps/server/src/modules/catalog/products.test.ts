import { ErrorCode, productCalls, sellerCalls, type TProductPage } from '@atlas/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOf } from '../../../test/support/call';
import { download as downloadFile } from '../../../test/support/download';
import { createBrand, createProduct, createSeller, createUser } from '../../../test/support/factories';
import { createTestApp, type TTestApp } from '../../../test/support/test-app';

let t: TTestApp;
let seller: Awaited<ReturnType<typeof createSeller>>;
let other: Awaited<ReturnType<typeof createSeller>>;
const ids = {} as Record<
  'kettle' | 'skillet' | 'press' | 'knife' | 'sage' | 'black' | 'hidden' | 'canada' | 'foreign',
  string
>;
let brandId = '';

beforeAll(async () => {
  t = await createTestApp();
  seller = await createSeller(t);
  other = await createSeller(t);
  const sellerId = seller.user.id;
  const brand = await createBrand(t, sellerId, { name: 'Copper Kettle' });
  const second = await createBrand(t, sellerId, { name: 'Saltbox Kitchen' });
  const inactive = await createBrand(t, sellerId, { name: 'Hidden Brand', status: 'inactive' });
  brandId = brand.id;
  const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute));
  const product = (overrides: Parameters<typeof createProduct>[2]) =>
    createProduct(t, sellerId, { brandId: brand.id, ...overrides });
  ids.kettle = (
    await product({
      asin: 'B0KETTLE01',
      title: 'Pour-Over Kettle 100% Copper',
      priceMinor: 4999,
      createdAt: at(1),
    })
  ).id;
  ids.skillet = (
    await product({
      asin: 'B0SKILLET1',
      title: 'Cast Iron Skillet',
      priceMinor: 2999,
      status: 'active',
      commissionBp: 1250,
      createdAt: at(2),
    })
  ).id;
  ids.press = (
    await product({
      asin: 'B0PRESS001',
      title: '=HYPERLINK("x") French Press',
      priceMinor: null,
      createdAt: at(3),
    })
  ).id;
  ids.knife = (
    await createProduct(t, sellerId, {
      brandId: second.id,
      asin: 'B0KNIFE001',
      title: "Chef's Knife",
      priceMinor: 8999,
      commissionBp: 500,
      createdAt: at(4),
    })
  ).id;
  ids.sage = (
    await product({
      asin: 'B0KETTLE02',
      parentId: ids.kettle,
      title: 'Pour-Over Kettle, Sage',
      variationAttributes: { Color: 'Sage' },
    })
  ).id;
  ids.black = (
    await product({
      asin: 'B0KETTLE03',
      parentId: ids.kettle,
      title: 'Pour-Over Kettle, Black',
      variationAttributes: { Color: 'Black' },
    })
  ).id;
  ids.hidden = (await createProduct(t, sellerId, { brandId: inactive.id, asin: 'B0HIDDEN01' })).id;
  ids.canada = (
    await product({ asin: 'B0KETTLE01', countryCode: 'CA', currency: 'CAD', title: 'Pour-Over Kettle CA' })
  ).id;
  ids.foreign = (
    await createProduct(t, other.user.id, {
      asin: 'B0OTHER001',
      title: 'Cast Iron Skillet of another seller',
    })
  ).id;
});
afterAll(() => t.close());

const list = (query: Record<string, string> = {}, token = seller.token) =>
  callOf(t.app, productCalls.listProducts, { token, query });
const asins = (page: TProductPage) => page.items.map((p) => p.asin);

describe('GET seller/product/list', () => {
  it('lists the top-level products of active brands in the current country, newest first', async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ total: 4, page: 1, pageSize: 20, countryCode: 'US' });
    expect(asins(body.data)).toEqual(['B0KNIFE001', 'B0PRESS001', 'B0SKILLET1', 'B0KETTLE01']);
    expect(body.data.items[3]).toMatchObject({
      id: ids.kettle,
      brandId,
      brand: { amazonBrandName: 'Copper Kettle' },
      variationCount: 2,
      status: 'inactive',
      commissionBp: null,
      priceMinor: 4999,
    });
  });

  it('pages on the server and sorts by price with products without a price last', async () => {
    const first = await list({ sortBy: 'price', sortOrder: 'asc', pageSize: '2' });
    const second = await list({ sortBy: 'price', sortOrder: 'asc', pageSize: '2', page: '2' });
    expect(asins(first.body.data)).toEqual(['B0SKILLET1', 'B0KETTLE01']);
    expect(asins(second.body.data)).toEqual(['B0KNIFE001', 'B0PRESS001']);
    expect(second.body.data.total).toBe(4);
    const byTitle = await list({ sortBy: 'title', sortOrder: 'asc' });
    expect(asins(byTitle.body.data)[0]).toBe('B0PRESS001');
  });

  it.each([
    [{ search: 'skillet' }, ['B0SKILLET1']],
    [{ search: 'b0knife001' }, ['B0KNIFE001']],
    [{ search: '100%' }, ['B0KETTLE01']],
    [{ search: '%' }, ['B0KETTLE01']],
    [{ status: 'active' }, ['B0SKILLET1']],
    [{ commission: 'set' }, ['B0KNIFE001', 'B0SKILLET1']],
    [{ commission: 'unset', status: 'inactive' }, ['B0PRESS001', 'B0KETTLE01']],
    [{ countryCode: 'CA' }, ['B0KETTLE01']],
    [{ status: '', commission: '' }, ['B0KNIFE001', 'B0PRESS001', 'B0SKILLET1', 'B0KETTLE01']],
  ])('filters by %o', async (query, expected) => {
    const { body } = await list(query);
    expect(asins(body.data)).toEqual(expected);
    expect(body.data.total).toBe(expected.length);
  });

  it('filters by brand, and by nothing of another seller', async () => {
    expect(asins((await list({ brandId })).body.data)).toEqual(['B0PRESS001', 'B0SKILLET1', 'B0KETTLE01']);
    const theirs = await list({}, other.token);
    expect(asins(theirs.body.data)).toEqual(['B0OTHER001']);
  });

  it('follows the country the seller switched to when the call names none', async () => {
    await callOf(t.app, sellerCalls.switchCountry, { token: seller.token, body: { countryCode: 'CA' } });
    const { body } = await list();
    expect(body.data.countryCode).toBe('CA');
    expect(body.data.items.map((p) => p.id)).toEqual([ids.canada]);
    await callOf(t.app, sellerCalls.switchCountry, { token: seller.token, body: { countryCode: 'US' } });
  });

  it.each([
    [{ page: '0' }, 'page', 'Page starts at 1'],
    [{ pageSize: '500' }, 'pageSize', 'Page size must be 1 to 100'],
    [{ status: 'paused' }, 'status', 'Choose active or inactive'],
    [{ countryCode: 'JP' }, 'countryCode', 'Choose US, CA, FR, DE or UK'],
    [{ sortBy: 'rating' }, 'sortBy', 'Sort by newest, title, price or commission'],
    [{ commission: 'maybe' }, 'commission', 'Choose set or unset'],
  ])('refuses %o with the field named', async (query, path, message) => {
    const { status, body } = await list(query);
    expect(status).toBe(400);
    expect(body.code).toBe(ErrorCode.validation);
    expect(body.data).toEqual({ fields: [{ path, message }] });
  });

  it('is closed until the seller agrees to the notice', async () => {
    const newcomer = await createUser(t, 'seller');
    const { status, body } = await list({}, newcomer.token);
    expect(status).toBe(409);
    expect(body).toMatchObject({
      code: ErrorCode.conflict,
      error: 'Agree to the seller notice first: POST seller/agree-to-notice',
    });
  });
});

describe('GET seller/product/productCount', () => {
  it('counts the marketplace’s products by status and commission', async () => {
    const { body } = await callOf(t.app, productCalls.countProducts, { token: seller.token });
    expect(body.data).toEqual({
      countryCode: 'US',
      total: 4,
      active: 1,
      inactive: 3,
      withCommission: 2,
      withoutCommission: 2,
    });
    const ca = await callOf(t.app, productCalls.countProducts, {
      token: seller.token,
      query: { countryCode: 'CA' },
    });
    expect(ca.body.data.total).toBe(1);
  });
});

describe('PATCH seller/product/detail/{id}', () => {
  const detail = (id: string, token = seller.token) =>
    callOf(t.app, productCalls.getProductDetail, { params: { id }, token });

  it('answers the product with its marketplace page and what its variations differ by', async () => {
    const { status, body } = await detail(ids.kettle);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      id: ids.kettle,
      asin: 'B0KETTLE01',
      variationCount: 2,
      variationThemes: ['Color'],
      marketplaceUrl: 'https://www.amazon.com/dp/B0KETTLE01',
    });
  });

  it('answers 404 for another seller’s product and for an unknown id', async () => {
    for (const id of [ids.foreign, 'prd_nope']) {
      const { status, body } = await detail(id);
      expect(status).toBe(404);
      expect(body.code).toBe(ErrorCode.notFound);
    }
  });
});

describe('GET seller/product/{id}/variations/list', () => {
  const variations = (id: string, query: Record<string, string> = {}) =>
    callOf(t.app, productCalls.listProductVariations, { params: { id }, token: seller.token, query });

  it('lists a product’s variations with their attributes, a page at a time', async () => {
    const { body } = await variations(ids.kettle, { pageSize: '1' });
    expect(body.data.total).toBe(2);
    expect(body.data.items).toEqual([
      expect.objectContaining({ id: ids.black, asin: 'B0KETTLE03', variationAttributes: { Color: 'Black' } }),
    ]);
    const empty = await variations(ids.skillet);
    expect(empty.body.data).toMatchObject({ items: [], total: 0 });
  });

  it('answers 404 for another seller’s product and 400 for a bad page', async () => {
    expect((await variations(ids.foreign)).status).toBe(404);
    const bad = await variations(ids.kettle, { page: 'two' });
    expect(bad.status).toBe(400);
    expect(bad.body.data).toEqual({ fields: [{ path: 'page', message: expect.any(String) }] });
  });
});

describe('POST seller/product/variation/count', () => {
  const count = (body: unknown) => callOf(t.app, productCalls.countVariations, { token: seller.token, body });

  it('counts the variations of each product asked for', async () => {
    const { body } = await count({ ids: [ids.kettle, ids.skillet, ids.kettle] });
    expect(body.data).toEqual({
      items: [
        { id: ids.kettle, variationCount: 2 },
        { id: ids.skillet, variationCount: 0 },
      ],
      total: 2,
    });
  });

  it('answers 404 when any product is not the seller’s, and 1001 for an empty selection', async () => {
    expect((await count({ ids: [ids.kettle, ids.foreign] })).status).toBe(404);
    const empty = await count({ ids: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.data).toEqual({ fields: [{ path: 'ids', message: 'Give at least one product' }] });
  });
});

const download = (path: string, query: Record<string, string | string[]> = {}, token = seller.token) =>
  downloadFile(t.app, { path, query, token });

describe('EXPORT seller/product/export', () => {
  it('downloads the filtered list as CSV, neutralizing spreadsheet formulas', async () => {
    t.clock.now = new Date('2026-03-04T10:00:00Z');
    const { status, headers, lines } = await download('seller/product/export', { brandId });
    expect(status).toBe(200);
    expect(headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(headers['content-disposition']).toContain('filename="products-US-2026-03-04.csv"');
    expect(lines[0]).toBe(
      'ASIN,Country,Title,Brand,Category,Price,Currency,Availability,Status,Commission (%),Variations,Marketplace URL,Last imported',
    );
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(`B0PRESS001,US,"'=HYPERLINK(""x"") French Press",Copper Kettle`);
    expect(lines[2]).toMatch(
      /^B0SKILLET1,US,Cast Iron Skillet,Copper Kettle,,29\.99,USD,in stock,active,12\.5,0,/,
    );
  });

  it('exports only the selected products, and never another seller’s', async () => {
    const { lines } = await download('seller/product/export', { ids: [ids.knife, ids.foreign] });
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(['B0KNIFE001']);
  });

  it('answers the envelope for bad filters', async () => {
    const bad = await download('seller/product/export', { status: 'paused' });
    expect(bad.status).toBe(400);
    expect(bad.json()).toMatchObject({ code: ErrorCode.validation, data: { fields: [{ path: 'status' }] } });
  });
});

describe('EXPORT seller/product/downloadProductTemplate', () => {
  it('gives the commission/status CSV filled with the products and their current values', async () => {
    const { status, headers, lines } = await download('seller/product/downloadProductTemplate');
    expect(status).toBe(200);
    expect(headers['content-disposition']).toContain('Product_commission_template_US.csv');
    expect(lines).toEqual([
      'ASIN,Country,Commission (%),Status',
      'B0KETTLE01,US,,inactive',
      'B0KNIFE001,US,5,inactive',
      'B0PRESS001,US,,inactive',
      'B0SKILLET1,US,12.5,active',
    ]);
  });

  it('is the header alone for a seller without products', async () => {
    const { lines } = await download(
      'seller/product/downloadProductTemplate',
      {},
      (await createSeller(t)).token,
    );
    expect(lines).toEqual(['ASIN,Country,Commission (%),Status']);
  });
});
