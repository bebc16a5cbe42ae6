import { asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBrand, createProduct, createSeller } from '../../../test/support/factories';
import { createTestApp, type TTestApp } from '../../../test/support/test-app';
import { brands, catalogueBrands, catalogueCategories, catalogueEntries, products } from '../../db/schema';

// The publisher catalogue is kept by statement triggers (migration 0011): whatever writes the
// products or brands, the entries and their counts follow in the same transaction. Each test
// works in a marketplace of its own, so the counts it reads are its own.

let t: TTestApp;
let sellerId: string;
beforeAll(async () => {
  t = await createTestApp();
  sellerId = (await createSeller(t)).user.id;
});
afterAll(() => t.close());

const db = () => t.database.db;
const listed = async (ids: string[]) =>
  (
    await db()
      .select({ id: catalogueEntries.productId })
      .from(catalogueEntries)
      .where(inArray(catalogueEntries.productId, ids))
      .orderBy(asc(catalogueEntries.productId))
  ).map((r) => r.id);
const categoryCounts = async (countryCode: string) =>
  Object.fromEntries(
    (
      await db()
        .select({ name: catalogueCategories.name, products: catalogueCategories.products })
        .from(catalogueCategories)
        .where(eq(catalogueCategories.countryCode, countryCode))
    ).map((r) => [r.name, r.products]),
  );
const brandCounts = async (countryCode: string) =>
  Object.fromEntries(
    (
      await db()
        .select({ name: catalogueBrands.brandName, products: catalogueBrands.products })
        .from(catalogueBrands)
        .where(eq(catalogueBrands.countryCode, countryCode))
    ).map((r) => [r.name, r.products]),
  );
/** Every count recomputed from the entries themselves: what the counts tables must equal. */
const recounted = async (countryCode: string) => {
  const rows = await db().execute<{ name: string; products: number }>(sql`
    select c.name, count(*)::int as products from catalogue_entries e
    join catalogue_categories c on c.id = e.category_id
    where e.country_code = ${countryCode} group by c.name`);
  return Object.fromEntries(rows.rows.map((r) => [r.name, r.products]));
};

const offer = { status: 'active' as const, commissionBp: 1000 };

describe('catalogue entries', () => {
  it('hold the top-level products that are active, with a commission, of an active brand', async () => {
    const brand = await createBrand(t, sellerId, { name: 'Entries Brand' });
    const sleeping = await createBrand(t, sellerId, { name: 'Sleeping Brand', status: 'inactive' });
    const shown = await createProduct(t, sellerId, { brandId: brand.id, countryCode: 'CA', ...offer });
    const inactive = await createProduct(t, sellerId, {
      brandId: brand.id,
      countryCode: 'CA',
      commissionBp: 900,
    });
    const noCommission = await createProduct(t, sellerId, {
      brandId: brand.id,
      countryCode: 'CA',
      status: 'active',
    });
    const variation = await createProduct(t, sellerId, {
      brandId: brand.id,
      countryCode: 'CA',
      parentId: shown.id,
      ...offer,
    });
    const ofSleepingBrand = await createProduct(t, sellerId, {
      brandId: sleeping.id,
      countryCode: 'CA',
      ...offer,
    });

    expect(await listed([shown.id, inactive.id, noCommission.id, variation.id, ofSleepingBrand.id])).toEqual([
      shown.id,
    ]);
  });

  it('follow the seller: in when made active with a commission, out when inactive or the commission goes', async () => {
    const product = await createProduct(t, sellerId, { countryCode: 'FR', commissionBp: 700 });
    expect(await listed([product.id])).toEqual([]);

    await db().update(products).set({ status: 'active' }).where(eq(products.id, product.id));
    expect(await listed([product.id])).toEqual([product.id]);
    await db().update(products).set({ commissionBp: 1200 }).where(eq(products.id, product.id));
    const [entry] = await db()
      .select()
      .from(catalogueEntries)
      .where(eq(catalogueEntries.productId, product.id));
    expect(entry?.commissionBp).toBe(1200);

    await db().update(products).set({ status: 'inactive' }).where(eq(products.id, product.id));
    expect(await listed([product.id])).toEqual([]);
    await db()
      .update(products)
      .set({ status: 'active', commissionBp: null })
      .where(eq(products.id, product.id));
    expect(await listed([product.id])).toEqual([]);
  });

  it('come in with their brand when it is activated, and leave when a product is deleted', async () => {
    const brand = await createBrand(t, sellerId, { name: 'Late Brand', status: 'inactive' });
    const product = await createProduct(t, sellerId, { brandId: brand.id, countryCode: 'FR', ...offer });
    expect(await listed([product.id])).toEqual([]);

    await db().update(brands).set({ status: 'active' }).where(eq(brands.id, brand.id));
    expect(await listed([product.id])).toEqual([product.id]);
    expect((await brandCounts('FR'))['Late Brand']).toBe(1);

    await db().delete(products).where(eq(products.id, product.id));
    expect(await listed([product.id])).toEqual([]);
    expect((await brandCounts('FR'))['Late Brand']).toBe(0);
  });

  it("keep the listing time when a product's price or title changes, and take the new values", async () => {
    const product = await createProduct(t, sellerId, { countryCode: 'DE', ...offer, priceMinor: 1000 });
    const [before] = await db()
      .select()
      .from(catalogueEntries)
      .where(eq(catalogueEntries.productId, product.id));
    await db()
      .update(products)
      .set({ priceMinor: 1500, title: 'Renamed kettle' })
      .where(eq(products.id, product.id));
    const [after] = await db()
      .select()
      .from(catalogueEntries)
      .where(eq(catalogueEntries.productId, product.id));
    expect(after).toMatchObject({ priceMinor: 1500, title: 'Renamed kettle', listedAt: before?.listedAt });
  });
});

describe('catalogue counts', () => {
  it('count products per marketplace category and per brand name, across sellers, through every kind of write', async () => {
    const other = (await createSeller(t)).user.id;
    const mine = await createBrand(t, sellerId, { name: 'Shared Name' });
    const theirs = await createBrand(t, other, { name: 'Shared Name' });
    const cookware = { countryCode: 'UK', categoryKey: 'kitchen-dining' as const, category: 'Cookware' };
    const pans = await Promise.all(
      [1, 2, 3].map(() => createProduct(t, sellerId, { brandId: mine.id, ...cookware, ...offer })),
    );
    const theirPan = await createProduct(t, other, { brandId: theirs.id, ...cookware, ...offer });
    expect(await categoryCounts('UK')).toEqual({ Cookware: 4 });
    expect(await brandCounts('UK')).toEqual({ 'Shared Name': 4 });

    // one statement moves two products to another category and takes one out
    await db()
      .update(products)
      .set({ category: 'Bakeware' })
      .where(inArray(products.id, [pans[0]?.id as string, pans[1]?.id as string]));
    await db().update(products).set({ status: 'inactive' }).where(eq(products.id, theirPan.id));
    expect(await categoryCounts('UK')).toEqual({ Cookware: 1, Bakeware: 2 });
    expect(await brandCounts('UK')).toEqual({ 'Shared Name': 3 });
    expect(await recounted('UK')).toEqual({ Cookware: 1, Bakeware: 2 });

    // a commission change rewrites entries but moves no count
    await db()
      .update(products)
      .set({ commissionBp: 2500 })
      .where(
        inArray(
          products.id,
          pans.map((p) => p.id),
        ),
      );
    expect(await categoryCounts('UK')).toEqual({ Cookware: 1, Bakeware: 2 });
    expect(await recounted('UK')).toEqual({ Cookware: 1, Bakeware: 2 });
  });

  it('give a category the same id whenever it fills again, and keep it per marketplace', async () => {
    const first = await createProduct(t, sellerId, { countryCode: 'DE', category: 'Lighting', ...offer });
    const [entry] = await db()
      .select()
      .from(catalogueEntries)
      .where(eq(catalogueEntries.productId, first.id));
    await db().delete(products).where(eq(products.id, first.id));
    const again = await createProduct(t, sellerId, { countryCode: 'DE', category: 'Lighting', ...offer });
    const elsewhere = await createProduct(t, sellerId, { countryCode: 'CA', category: 'Lighting', ...offer });
    const ids = await db()
      .select({ id: catalogueEntries.productId, categoryId: catalogueEntries.categoryId })
      .from(catalogueEntries)
      .where(inArray(catalogueEntries.productId, [again.id, elsewhere.id]));
    const byProduct = Object.fromEntries(ids.map((r) => [r.id, r.categoryId]));
    expect(byProduct[again.id]).toBe(entry?.categoryId);
    expect(byProduct[elsewhere.id]).not.toBe(entry?.categoryId);
    expect((await categoryCounts('DE')).Lighting).toBe(1);
  });
});
