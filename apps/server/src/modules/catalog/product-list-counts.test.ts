import { commissionCalls } from '@atlas/shared';
import { and, count, eq, inArray, isNotNull, isNull, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOf } from '../../../test/support/call';
import { createBrand, createProduct, createSeller } from '../../../test/support/factories';
import { createTestApp, type TTestApp } from '../../../test/support/test-app';
import { brands, products } from '../../db/schema';
import { countProductRows, countProductsByState, type TProductFilter } from './products.repository';

// The list's totals come from product_list_counts, kept by triggers on products (migration
// 0006). After every kind of write, each filter's total must equal the products it matches.

let t: TTestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

/** The matches counted one by one, as the list's own where would (top level, active brand). */
async function counted(filter: TProductFilter): Promise<number> {
  const where: (SQL | undefined)[] = [
    eq(products.sellerId, filter.sellerId),
    eq(products.countryCode, filter.countryCode),
    isNull(products.parentId),
    eq(brands.status, 'active'),
    filter.brandId ? eq(products.brandId, filter.brandId) : undefined,
    filter.status ? eq(products.status, filter.status) : undefined,
    filter.commission === 'set' ? isNotNull(products.commissionBp) : undefined,
    filter.commission === 'unset' ? isNull(products.commissionBp) : undefined,
  ];
  const [row] = await t.database.db
    .select({ n: count() })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .where(and(...where));
  return row?.n ?? 0;
}

/** Every combination of brand, status and commission filter, in both marketplaces. */
async function expectTotalsMatch(sellerId: string, brandIds: string[]) {
  const seen: [string, number, number][] = [];
  for (const countryCode of ['US', 'UK']) {
    for (const brandId of [undefined, ...brandIds]) {
      for (const status of [undefined, 'active', 'inactive'] as const) {
        for (const commission of [undefined, 'set', 'unset'] as const) {
          const filter = { sellerId, countryCode, brandId, status, commission };
          seen.push([
            JSON.stringify(filter),
            await countProductRows(t.database.db, filter),
            await counted(filter),
          ]);
        }
      }
    }
    const state = await countProductsByState(t.database.db, sellerId, countryCode);
    expect(state).toEqual({
      total: await counted({ sellerId, countryCode }),
      active: await counted({ sellerId, countryCode, status: 'active' }),
      withCommission: await counted({ sellerId, countryCode, commission: 'set' }),
    });
  }
  expect(seen.filter(([, rollup, exact]) => rollup !== exact)).toEqual([]);
  return seen;
}

describe('the product list totals', () => {
  it('match the products after inserts, commission and status changes, moves and deletes', async () => {
    const { user: seller, token } = await createSeller(t);
    const [one, two, hidden] = [
      await createBrand(t, seller.id),
      await createBrand(t, seller.id),
      await createBrand(t, seller.id, { status: 'inactive' }),
    ];
    const made = [];
    for (let i = 0; i < 12; i++) {
      const brand = [one, two, hidden][i % 3] as typeof one;
      made.push(
        await createProduct(t, seller.id, { brandId: brand.id, countryCode: i % 4 === 0 ? 'UK' : 'US' }),
      );
    }
    const parent = made[1] as (typeof made)[number];
    await createProduct(t, seller.id, { brandId: one.id, parentId: parent.id });
    const brandIds = [one.id, two.id, hidden.id];
    const before = await expectTotalsMatch(seller.id, brandIds);
    expect(before.some(([, total]) => total > 0)).toBe(true);

    // The seller's own writes: commission and status, singly and in bulk.
    const us = made.filter((p) => p.countryCode === 'US').map((p) => p.id);
    const set = await callOf(t.app, commissionCalls.setCommission, {
      token,
      body: { ids: us.slice(0, 5), commissionBp: 1000 },
    });
    expect(set.status).toBe(200);
    const activated = await callOf(t.app, commissionCalls.activateProducts, {
      token,
      body: { ids: us.slice(0, 3) },
    });
    expect(activated.status).toBe(200);
    await expectTotalsMatch(seller.id, brandIds);

    // A refetch moves a product to another brand; one leaves; a brand is switched on.
    await t.database.db
      .update(products)
      .set({ brandId: two.id })
      .where(eq(products.id, us[0] as string));
    await t.database.db.delete(products).where(inArray(products.id, [us[1] as string]));
    await t.database.db.update(brands).set({ status: 'active' }).where(eq(brands.id, hidden.id));
    await expectTotalsMatch(seller.id, brandIds);
    expect(await countProductRows(t.database.db, { sellerId: seller.id, countryCode: 'US' })).toBe(
      made.filter((p) => p.countryCode === 'US').length - 1,
    );
  });

  it('leave another seller’s totals alone', async () => {
    const { user: mine } = await createSeller(t);
    const { user: theirs } = await createSeller(t);
    const brand = await createBrand(t, mine.id);
    await createProduct(t, mine.id, { brandId: brand.id });
    expect(await countProductRows(t.database.db, { sellerId: theirs.id, countryCode: 'US' })).toBe(0);
    expect(await countProductRows(t.database.db, { sellerId: mine.id, countryCode: 'US' })).toBe(1);
  });
});
