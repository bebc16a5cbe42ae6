import {
  ErrorCode,
  publisherCatalogueCalls,
  publisherReviewCalls,
  type TAnyCall,
  type TCatalogueProductPage,
} from '@atlas/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOf, fieldPaths, type TDescribedCall } from '../../../test/support/call';
import { publisherIn, seedCatalogue } from '../../../test/support/catalogue';
import { download } from '../../../test/support/download';
import { createOperator } from '../../../test/support/factories';
import { createTestApp, type TTestApp } from '../../../test/support/test-app';

// The publisher catalogue through the API, on an app of its own so every count is this file's.
let t: TTestApp;
let c: Awaited<ReturnType<typeof seedCatalogue>>;
beforeAll(async () => {
  t = await createTestApp();
  c = await seedCatalogue(t);
});
afterAll(() => t.close());

const get = <C extends TAnyCall>(descriptor: C, query?: Record<string, string>, token = c.approved.token) =>
  callOf(t.app, descriptor, { query, token });
const getAt = <C extends TAnyCall>(
  descriptor: C,
  params: Record<string, string>,
  query?: Record<string, string>,
  token = c.approved.token,
) => callOf(t.app, descriptor, { params, query, token });
const ids = (page: TCatalogueProductPage | null) => page?.items.map((p) => p.asin);

describe('who may browse', () => {
  const calls = (): [TAnyCall, TDescribedCall][] => [
    [publisherCatalogueCalls.listFirstLevelCategories, {}],
    [publisherCatalogueCalls.aggregateCategories, {}],
    [publisherCatalogueCalls.getCategoryTree, { params: { id: 'kitchen-dining' } }],
    [publisherCatalogueCalls.listCatalogueBrands, {}],
    [publisherCatalogueCalls.findBrands, {}],
    [publisherCatalogueCalls.getBrandDetail, { params: { brandId: c.brands.kettleA.id } }],
    [publisherCatalogueCalls.findProducts, {}],
    [publisherCatalogueCalls.listProductsByBrand, { query: { brandId: c.brands.kettleA.id } }],
    [publisherCatalogueCalls.getCatalogueProduct, { params: { id: c.products.skillet.id } }],
    [publisherCatalogueCalls.getCatalogueCommissionHistory, { query: { id: c.products.skillet.id } }],
    [publisherCatalogueCalls.listCatalogueVariations, { params: { id: c.products.tent.id } }],
    [publisherCatalogueCalls.exportCatalogueVariations, { params: { id: c.products.tent.id } }],
  ];

  it('refuses a pending publisher every catalogue call with 409/1009 (not 3008: her account goes on), saying what to finish', async () => {
    for (const [descriptor, request] of calls()) {
      const { path } = descriptor;
      const { status, body } = await callOf(t.app, descriptor, { ...request, token: c.pending.token });
      expect({ path, status, code: body.code }).toEqual({
        path,
        status: 409,
        code: ErrorCode.conflict,
      });
      expect(body.error).toContain('waiting for review');
      expect(body.data).toEqual({ reason: 'approval_pending' });
    }
    const exported = await callOf(t.app, publisherCatalogueCalls.exportCatalogueProducts, {
      token: c.pending.token,
      body: {},
    });
    expect(exported.body.code).toBe(ErrorCode.conflict);
  });

  it("tells a rejected publisher the operator's reason", async () => {
    const { status, body } = await get(publisherCatalogueCalls.findProducts, {}, c.rejected.token);
    expect(status).toBe(409);
    expect(body.error).toContain('Your website could not be reached');
    expect(body.data).toEqual({ reason: 'approval_refused' });
  });

  it('refuses no token, a forged token and another role', async () => {
    expect((await callOf(t.app, publisherCatalogueCalls.findProducts)).status).toBe(401);
    const forged = await callOf(t.app, publisherCatalogueCalls.findProducts, { token: 'forged-token' });
    expect(forged.body.code).toBe(ErrorCode.tokenMismatch);
    const seller = await callOf(t.app, publisherCatalogueCalls.findProducts, { token: c.sellerA.token });
    expect(seller.body.code).toBe(ErrorCode.roleNotAllowed);
  });

  it('closes the catalogue at once to a publisher an operator rejects after approving it', async () => {
    const approved = await publisherIn(t, { reviewStatus: 'approved' });
    expect((await get(publisherCatalogueCalls.listFirstLevelCategories, {}, approved.token)).status).toBe(
      200,
    );
    const operator = await createOperator(t);
    const review = await callOf(t.app, publisherReviewCalls.reviewPublisher, {
      token: operator.token,
      body: { publisherId: approved.user.id, status: 'rejected', reason: 'Spam reported by sellers' },
    });
    expect(review.status).toBe(200);
    const after = await get(publisherCatalogueCalls.listFirstLevelCategories, {}, approved.token);
    expect(after.status).toBe(409);
    expect(after.body.error).toContain('Spam reported by sellers');
  });
});

describe('categories', () => {
  it('lists every first-level category', async () => {
    const { body } = await get(publisherCatalogueCalls.listFirstLevelCategories);
    expect(body.data).toHaveLength(18);
    expect(body.data).toContainEqual({ key: 'kitchen-dining', name: 'Kitchen & Dining' });
  });

  it('counts the products of each first-level category of a marketplace, the fullest first', async () => {
    const us = await get(publisherCatalogueCalls.aggregateCategories, { countryCode: 'US' });
    expect(us.body.data).toEqual([
      { key: 'kitchen-dining', name: 'Kitchen & Dining', productCount: 3 },
      { key: 'sports-outdoors', name: 'Sports & Outdoors', productCount: 2 },
    ]);
    const de = await get(publisherCatalogueCalls.aggregateCategories, { countryCode: 'DE' });
    expect(de.body.data).toEqual([{ key: 'kitchen-dining', name: 'Kitchen & Dining', productCount: 1 }]);
    const uk = await get(publisherCatalogueCalls.aggregateCategories, { countryCode: 'UK' });
    expect(uk.body.data).toEqual([]);
  });

  it("gives a first-level category's tree in one marketplace, its categories by name", async () => {
    const { body } = await getAt(
      publisherCatalogueCalls.getCategoryTree,
      { id: 'kitchen-dining' },
      { countryCode: 'US' },
    );
    expect(body.data).toMatchObject({ key: 'kitchen-dining', countryCode: 'US', productCount: 3 });
    expect(body.data?.children.map((child) => [child.name, child.productCount])).toEqual([
      ['Coffee & Tea', 1],
      ['Cookware', 2],
    ]);
    const empty = await getAt(
      publisherCatalogueCalls.getCategoryTree,
      { id: 'toys-games' },
      { countryCode: 'US' },
    );
    expect(empty.body.data).toMatchObject({ productCount: 0, children: [] });
  });

  it('refuses a category or a marketplace it does not know', async () => {
    const unknown = await getAt(
      publisherCatalogueCalls.getCategoryTree,
      { id: 'gadgets' },
      { countryCode: 'US' },
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe(ErrorCode.validation);
    const country = await get(publisherCatalogueCalls.aggregateCategories, { countryCode: 'JP' });
    expect(country.status).toBe(400);
  });
});

describe('brands', () => {
  it('groups brands of every seller by their marketplace name', async () => {
    const { body } = await get(publisherCatalogueCalls.listCatalogueBrands, { countryCode: 'US' });
    expect(body.data?.map((b) => [b.brand.amazonBrandName, b.productCount])).toEqual([
      ['Copper Kettle', 3],
      ['Trail Co', 2],
    ]);
    const found = await get(publisherCatalogueCalls.listCatalogueBrands, {
      countryCode: 'US',
      search: 'TRAIL',
    });
    expect(found.body.data?.map((b) => b.brandId)).toEqual([c.brands.trail.id]);
  });

  it('finds brands a page at a time with their best commission and a few images', async () => {
    const first = await get(publisherCatalogueCalls.findBrands, {
      countryCode: 'US',
      pageSize: '1',
    });
    expect(first.body.data).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(first.body.data?.items[0]).toMatchObject({
      brand: { amazonBrandName: 'Copper Kettle' },
      productCount: 3,
      topCommissionBp: 1500,
      brandId: c.brands.kettleA.id,
    });
    expect(first.body.data?.items[0]?.imageUrls).toHaveLength(3);
    const byName = await get(publisherCatalogueCalls.findBrands, { sortBy: 'name', search: 'o' });
    expect(byName.body.data?.items.map((b) => b.brand.amazonBrandName)).toEqual([
      'Copper Kettle',
      'Trail Co',
    ]);
    const none = await get(publisherCatalogueCalls.findBrands, { search: '100%_' });
    expect(none.body.data).toMatchObject({ items: [], total: 0 });
  });

  it("shows a brand's page: its marketplaces, categories, commission range and running deals", async () => {
    const { body } = await getAt(
      publisherCatalogueCalls.getBrandDetail,
      { brandId: c.brands.kettleB.id },
      {
        countryCode: 'US',
      },
    );
    expect(body.data).toEqual({
      brandId: c.brands.kettleB.id,
      brand: { amazonBrandName: 'Copper Kettle' },
      countryCode: 'US',
      productCount: 3,
      imageUrl: null,
      commissionRange: { minBp: 800, maxBp: 1500 },
      countries: [
        { countryCode: 'DE', productCount: 1 },
        { countryCode: 'US', productCount: 3 },
      ],
      categories: [{ key: 'kitchen-dining', name: 'Kitchen & Dining', productCount: 3 }],
      dealCount: 0,
    });
    const trail = await getAt(publisherCatalogueCalls.getBrandDetail, { brandId: c.brands.trail.id });
    expect(trail.body.data?.dealCount).toBe(1);
    const elsewhere = await getAt(
      publisherCatalogueCalls.getBrandDetail,
      { brandId: c.brands.trail.id },
      {
        countryCode: 'UK',
      },
    );
    expect(elsewhere.body.data).toMatchObject({ productCount: 0, commissionRange: null, categories: [] });
  });

  it('answers 404 for a brand with nothing in the catalogue, or no brand at all', async () => {
    expect(
      (await getAt(publisherCatalogueCalls.getBrandDetail, { brandId: c.brands.hiddenBrand.id })).status,
    ).toBe(404);
    expect((await getAt(publisherCatalogueCalls.getBrandDetail, { brandId: 'brd_nothing' })).status).toBe(
      404,
    );
    const byBrand = await get(publisherCatalogueCalls.listProductsByBrand, {
      brandId: c.brands.hiddenBrand.id,
    });
    expect(byBrand.status).toBe(404);
  });

  it("lists a brand's products across its sellers", async () => {
    const { body } = await get(publisherCatalogueCalls.listProductsByBrand, {
      brandId: c.brands.kettleA.id,
      sortBy: 'price',
      sortOrder: 'asc',
    });
    expect(ids(body.data)).toEqual(['B0SKILLET1', 'B0PRESS001', 'B0OVEN0001']);
    expect(body.data?.total).toBe(3);
    const missing = await get(publisherCatalogueCalls.listProductsByBrand, {});
    expect(missing.status).toBe(400);
  });
});

describe('the product find list', () => {
  const find = async (query: Record<string, string>) => {
    const { status, body } = await get(publisherCatalogueCalls.findProducts, query);
    expect(status).toBe(200);
    return body.data;
  };

  it('shows only active products with a commission of active brands, best paid first', async () => {
    const page = await find({});
    expect(ids(page)).toEqual(['B0BOTTLE01', 'B0SKILLET1', 'B0OVEN0001', 'B0PRESS001', 'B0TENT0001']);
    expect(page?.total).toBe(5);
    expect(page?.items[1]).toMatchObject({
      id: c.products.skillet.id,
      countryCode: 'US',
      brand: { amazonBrandName: 'Copper Kettle' },
      categoryKey: 'kitchen-dining',
      category: 'Cookware',
      commissionBp: 1500,
      deal: null,
      variationCount: 0,
      marketplaceUrl: 'https://www.amazon.com/dp/B0SKILLET1',
    });
  });

  it('sorts by commission, price (none last both ways) or newest, either way', async () => {
    expect(ids(await find({ sortOrder: 'asc' }))).toEqual([
      'B0TENT0001',
      'B0PRESS001',
      'B0OVEN0001',
      'B0SKILLET1',
      'B0BOTTLE01',
    ]);
    expect(ids(await find({ sortBy: 'price', sortOrder: 'asc' }))?.at(-1)).toBe('B0BOTTLE01');
    expect(ids(await find({ sortBy: 'price', sortOrder: 'desc' }))).toEqual([
      'B0TENT0001',
      'B0OVEN0001',
      'B0PRESS001',
      'B0SKILLET1',
      'B0BOTTLE01',
    ]);
    expect(ids(await find({ sortBy: 'newest' }))?.[0]).toBe('B0BOTTLE01');
    expect(ids(await find({ sortBy: 'newest', sortOrder: 'asc' }))?.[0]).toBe('B0SKILLET1');
  });

  it('pages without repeating or skipping a product', async () => {
    const pages = await Promise.all(['1', '2', '3'].map((page) => find({ page, pageSize: '2' })));
    expect(pages.flatMap((p) => ids(p) ?? [])).toEqual(ids(await find({})));
    expect(pages[2]).toMatchObject({ total: 5, page: 3, pageSize: 2 });
  });

  it('filters by title or ASIN, category, marketplace category, brand, commission range and deals', async () => {
    expect(ids(await find({ search: 'skillet' }))).toEqual(['B0SKILLET1']);
    expect(ids(await find({ search: 'b0oven0001' }))).toEqual(['B0OVEN0001']);
    expect(ids(await find({ search: '%' }))).toEqual([]);
    expect(ids(await find({ categoryKey: 'sports-outdoors' }))).toEqual(['B0BOTTLE01', 'B0TENT0001']);
    const tree = await getAt(
      publisherCatalogueCalls.getCategoryTree,
      { id: 'kitchen-dining' },
      { countryCode: 'US' },
    );
    const cookware = tree.body.data?.children.find((child) => child.name === 'Cookware')?.id as string;
    const inCookware = await find({ categoryKey: 'kitchen-dining', categoryId: cookware });
    expect(ids(inCookware)).toEqual(['B0SKILLET1', 'B0OVEN0001']);
    expect(inCookware?.total).toBe(2);
    expect(ids(await find({ brandName: 'Trail Co' }))).toEqual(['B0BOTTLE01', 'B0TENT0001']);
    const ranged = await find({ minCommissionBp: '1000', maxCommissionBp: '1500' });
    expect(ids(ranged)).toEqual(['B0SKILLET1', 'B0OVEN0001']);
    expect(ranged?.total).toBe(2);
    const dealt = await find({ dealsOnly: 'true' });
    expect(ids(dealt)).toEqual(['B0TENT0001']);
    expect(dealt?.items[0]?.deal).toMatchObject({ id: c.deals.running.id, discountBp: 2000 });
    expect(dealt?.items[0]?.variationCount).toBe(1);
    expect(ids(await find({ countryCode: 'DE' }))).toEqual(['B0SKILLET1']);
  });

  it('refuses a category of another marketplace, or of another first level, with the reason', async () => {
    const tree = await getAt(
      publisherCatalogueCalls.getCategoryTree,
      { id: 'kitchen-dining' },
      { countryCode: 'DE' },
    );
    const german = tree.body.data?.children[0]?.id as string;
    const other = await get(publisherCatalogueCalls.findProducts, { countryCode: 'US', categoryId: german });
    expect(other.status).toBe(400);
    expect(other.body.error).toBe(
      'This category is in the DE marketplace; choose a category of the US marketplace',
    );
    const wrongLevel = await get(publisherCatalogueCalls.findProducts, {
      countryCode: 'DE',
      categoryKey: 'toys-games',
      categoryId: german,
    });
    expect(wrongLevel.body.error).toBe('This category is not under Toys & Games');
    const unknown = await get(publisherCatalogueCalls.findProducts, { categoryId: 'cc_nothing' });
    expect(unknown.body.error).toBe('This category is not in the catalogue');
  });

  it('refuses bad filters with the field and the reason', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ minCommissionBp: '2000', maxCommissionBp: '1000' }, 'maxCommissionBp'],
      [{ minCommissionBp: 'ten' }, 'minCommissionBp'],
      [{ maxCommissionBp: '10001' }, 'maxCommissionBp'],
      [{ sortBy: 'title' }, 'sortBy'],
      [{ categoryKey: 'gadgets' }, 'categoryKey'],
      [{ dealsOnly: 'yes' }, 'dealsOnly'],
      [{ pageSize: '500' }, 'pageSize'],
      [{ search: 'x'.repeat(201) }, 'search'],
    ];
    for (const [query, field] of cases) {
      const { status, body } = await get(publisherCatalogueCalls.findProducts, query);
      expect({ query, status }).toEqual({ query, status: 400 });
      expect(fieldPaths(body)).toContain(field);
    }
  });
});

describe('a catalogue product', () => {
  it('shows its detail with the deal running now and the deals to come', async () => {
    const { body } = await getAt(publisherCatalogueCalls.getCatalogueProduct, { id: c.products.tent.id });
    expect(body.data).toMatchObject({
      asin: 'B0TENT0001',
      deal: { id: c.deals.running.id },
      variationCount: 1,
      variationThemes: ['Color'],
    });
    expect(body.data?.deals.map((d) => d.id)).toEqual([c.deals.running.id, c.deals.upcoming.id]);
  });

  it('is not found when inactive, a variation, of an inactive brand or unknown', async () => {
    for (const id of [
      c.products.hidden.id,
      c.products.tentGreen.id,
      c.products.ofHiddenBrand.id,
      'prd_none',
    ]) {
      expect((await getAt(publisherCatalogueCalls.getCatalogueProduct, { id })).status).toBe(404);
      expect((await getAt(publisherCatalogueCalls.listCatalogueVariations, { id })).status).toBe(404);
      expect((await get(publisherCatalogueCalls.getCatalogueCommissionHistory, { id })).status).toBe(404);
    }
  });

  it('shows its commission history newest first, without who made the changes', async () => {
    const { body } = await get(publisherCatalogueCalls.getCatalogueCommissionHistory, {
      id: c.products.skillet.id,
    });
    expect(body.data?.total).toBe(2);
    expect(body.data?.items.map((h) => [h.oldCommissionBp, h.newCommissionBp])).toEqual([
      [1000, 1500],
      [null, 1000],
    ]);
    expect(Object.keys(body.data?.items[0] ?? {}).sort()).toEqual([
      'createdAt',
      'id',
      'newCommissionBp',
      'newStatus',
      'oldCommissionBp',
      'oldStatus',
    ]);
    expect((await get(publisherCatalogueCalls.getCatalogueCommissionHistory, {})).status).toBe(400);
  });

  it('lists and exports its variations', async () => {
    const { body } = await getAt(publisherCatalogueCalls.listCatalogueVariations, { id: c.products.tent.id });
    expect(body.data?.items).toEqual([
      expect.objectContaining({ asin: 'B0TENTGRN1', variationAttributes: { Color: 'Sage Green' } }),
    ]);
    const file = await download(t.app, {
      path: `publisher/product/${c.products.tent.id}/variations/export`,
      token: c.approved.token,
    });
    expect(file.status).toBe(200);
    expect(file.headers['content-disposition']).toContain('variations-B0TENT0001-US.csv');
    expect(file.lines).toEqual([
      'ASIN,Parent ASIN,Country,Title,Color,Price,Currency,Availability',
      'B0TENTGRN1,B0TENT0001,US,"Backpacking Tent, 2 person, Sage Green",Sage Green,199.99,USD,in stock',
    ]);
  });
});

describe('EXPORT publisher/product/export', () => {
  const exportCatalogue = (body: object) =>
    download(t.app, { method: 'POST', path: 'publisher/product/export', token: c.approved.token, body });

  it("downloads the filters' products in the list's order, spreadsheet formulas neutralized", async () => {
    t.clock.now = new Date('2026-05-06T10:00:00Z');
    const file = await exportCatalogue({
      countryCode: 'US',
      categoryKey: 'kitchen-dining',
      platform: 'seller',
    });
    expect(file.status).toBe(200);
    expect(file.headers['content-disposition']).toContain('catalogue-US-2026-05-06.csv');
    expect(file.lines[0]).toBe(
      'ASIN,Country,Title,Brand,Category,Marketplace category,Price,Currency,Availability,Commission (%),Deal price,Deal discount (%),Deal extra commission (%),Deal ends,Variations,Marketplace URL',
    );
    expect(file.lines.map((line) => line.slice(0, 10))).toEqual([
      'ASIN,Count',
      'B0SKILLET1',
      'B0OVEN0001',
      'B0PRESS001',
    ]);
    expect(file.lines[3]).toContain(`"'=HYPERLINK(""x"") French Press, 34 oz"`);
  });

  it('refuses an unknown platform value or a bad filter, and a seller', async () => {
    expect((await exportCatalogue({ platform: 'operator' })).status).toBe(400);
    expect((await exportCatalogue({ minCommissionBp: -1 })).status).toBe(400);
    const seller = await download(t.app, {
      method: 'POST',
      path: 'publisher/product/export',
      token: c.sellerA.token,
      body: {},
    });
    expect(seller.status).toBe(403);
  });
});

describe('EXPORT seller/product/{id}/variations/export', () => {
  it("downloads the seller's own product's variations, and nobody else's", async () => {
    const own = await download(t.app, {
      path: `seller/product/${c.products.tent.id}/variations/export`,
      token: c.sellerB.token,
    });
    expect(own.status).toBe(200);
    expect(own.lines).toHaveLength(2);
    const other = await download(t.app, {
      path: `seller/product/${c.products.tent.id}/variations/export`,
      token: c.sellerA.token,
    });
    expect(other.status).toBe(404);
  });
});
