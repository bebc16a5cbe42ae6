import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createSeller } from '../../../test/support/factories';
import { createTestApp, type TTestApp } from '../../../test/support/test-app';
import { products } from '../../db/schema';
import type { TCatalogItem } from '../../integrations/marketplace/catalog/types';
import { upsertBrands, upsertProducts } from './import.repository';

// One INSERT … ON CONFLICT DO UPDATE may not touch a row twice (PostgreSQL's 21000): a page
// naming an ASIN or a brand twice must still be written, once.
let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const item = (priceMinor: number): TCatalogItem => ({
  asin: 'B0SKILLET1',
  parentAsin: null,
  brandName: 'Copper Kettle',
  title: 'Cast Iron Skillet',
  imageUrl: null,
  priceMinor,
  currency: 'USD',
  category: null,
  categoryGroup: null,
  availability: 'in_stock',
  variationAttributes: null,
});

it('writes a brand and an ASIN given twice once, the ASIN with its last facts', async () => {
  const seller = await createSeller(t);
  const db = t.database.db;
  const brandIds = await upsertBrands(db, seller.user.id, ['Copper Kettle', 'Copper Kettle', 'Saltbox']);
  expect([...brandIds.keys()].sort()).toEqual(['Copper Kettle', 'Saltbox']);
  const brandId = brandIds.get('Copper Kettle') as string;
  await upsertProducts(
    db,
    seller.user.id,
    'US',
    [item(2499), item(1999)].map((i) => ({ item: i, brandId, parentId: null })),
    new Date(),
  );
  const rows = await db
    .select()
    .from(products)
    .where(and(eq(products.sellerId, seller.user.id), eq(products.asin, 'B0SKILLET1')));
  expect(rows.map((r) => r.priceMinor)).toEqual([1999]);
});
