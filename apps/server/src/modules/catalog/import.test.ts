import { brandCalls, ErrorCode } from '@atlas/shared';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOf } from '../../../test/support/call';
import { connectDemoMarketplace, createSeller, createUser } from '../../../test/support/factories';
import { createTestApp, type TTestApp } from '../../../test/support/test-app';
import { importRuns, marketplaceIdentities, products } from '../../db/schema';
import { demoItems } from '../../integrations/marketplace/catalog/demo-catalog';
import { newId } from '../../platform/ids';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const refetch = (token: string) => callOf(t.app, brandCalls.refetchProducts, { token, body: {} });
const latest = (token: string) => callOf(t.app, brandCalls.getLatestUpdateTime, { token });
const sellerProducts = (sellerId: string) =>
  t.database.db.select().from(products).where(eq(products.sellerId, sellerId));

async function importedSeller(sellingPartnerId = 'A1DEMOCOPPERKT') {
  const seller = await createSeller(t);
  await connectDemoMarketplace(t, seller.user.id, sellingPartnerId);
  const { body } = await refetch(seller.token);
  await t.app.deps.jobs.idle();
  return { ...seller, run: body.data };
}

describe('POST seller/product/refetch', () => {
  it('imports the demo catalogue of every country as a job, with its progress and time', async () => {
    const seller = await createSeller(t);
    await connectDemoMarketplace(t, seller.user.id, 'A1DEMOCOPPERKT');
    const before = await latest(seller.token);
    expect(before.body.data).toEqual({ latestUpdateTime: null, lastRun: null });

    const { status, body } = await refetch(seller.token);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ status: 'queued', processed: 0 });
    await t.app.deps.jobs.idle();

    const after = (await latest(seller.token)).body.data;
    expect(after.lastRun).toMatchObject({ id: body.data.id, status: 'succeeded', error: null });
    expect(after.lastRun?.processed).toBe(after.lastRun?.total);
    expect(after.latestUpdateTime).toBe(after.lastRun?.finishedAt);

    const expected = (['US', 'CA', 'FR', 'DE', 'UK'] as const).reduce(
      (sum, c) => sum + demoItems('A1DEMOCOPPERKT', c).length,
      0,
    );
    const rows = await sellerProducts(seller.user.id);
    expect(rows).toHaveLength(expected);
    expect(after.lastRun?.total).toBe(expected);
    // Variations hang on their parent of the same country; all start inactive without commission.
    const variation = rows.find((r) => r.parentId);
    const parent = rows.find((r) => r.id === variation?.parentId);
    expect(parent?.countryCode).toBe(variation?.countryCode);
    expect(parent?.parentId).toBeNull();
    expect(variation?.variationAttributes).toBeTruthy();
    expect(rows.every((r) => r.status === 'inactive' && r.commissionBp === null)).toBe(true);
  });

  it('finds the brands, inactive until the seller activates them', async () => {
    const seller = await importedSeller('A1DEMOBLUEBIRD');
    const { body } = await callOf(t.app, brandCalls.listAllBrands, { token: seller.token });
    expect(body.data.length).toBeGreaterThanOrEqual(4);
    expect(body.data.map((b) => b.brand.amazonBrandName)).toContain('Bluebird Outdoor');
    expect(body.data.every((b) => b.status === 'inactive' && b.productCount > 0)).toBe(true);
  });

  it('never loses the seller’s status and commission, and refreshes what the marketplace owns', async () => {
    const seller = await importedSeller();
    const [product] = await t.database.db
      .select()
      .from(products)
      .where(and(eq(products.sellerId, seller.user.id), isNull(products.parentId)))
      .limit(1);
    const settled = new Date('2026-01-02T03:04:05Z');
    await t.database.db
      .update(products)
      .set({ status: 'active', commissionBp: 1250, commissionUpdatedAt: settled, title: 'Stale title' })
      .where(eq(products.id, product?.id as string));
    const countBefore = (await sellerProducts(seller.user.id)).length;

    t.clock.advance(60_000);
    await refetch(seller.token);
    await t.app.deps.jobs.idle();

    const rows = await sellerProducts(seller.user.id);
    expect(rows).toHaveLength(countBefore);
    const again = rows.find((r) => r.id === product?.id);
    expect(again).toMatchObject({ status: 'active', commissionBp: 1250, commissionUpdatedAt: settled });
    expect(again?.title).toBe(product?.title);
    expect(again?.importedAt.getTime()).toBeGreaterThan(product?.importedAt.getTime() as number);
  });

  it('answers the import already under way instead of starting a second', async () => {
    const seller = await createSeller(t);
    await connectDemoMarketplace(t, seller.user.id);
    const [first, second] = await Promise.all([refetch(seller.token), refetch(seller.token)]);
    expect(second.body.data.id).toBe(first.body.data.id);
    await t.app.deps.jobs.idle();
    const runs = await t.database.db.select().from(importRuns).where(eq(importRuns.sellerId, seller.user.id));
    expect(runs).toHaveLength(1);
  });

  it('gives the same catalogue to the same demo seller, and another to another', async () => {
    const a = await importedSeller('A1DEMONORTHWIND');
    const b = await importedSeller('A1DEMONORTHWIND');
    const asins = async (id: string) =>
      (await sellerProducts(id)).map((r) => `${r.asin}|${r.countryCode}`).sort();
    expect(await asins(a.user.id)).toEqual(await asins(b.user.id));
    expect(demoItems('A1DEMONORTHWIND', 'US')[0]?.asin).not.toBe(demoItems('A1DEMOBLUEBIRD', 'US')[0]?.asin);
  });

  it('refuses without a marketplace connection and says where to connect', async () => {
    const seller = await createSeller(t);
    const { status, body } = await refetch(seller.token);
    expect(status).toBe(409);
    expect(body.code).toBe(ErrorCode.conflict);
    expect(body.error).toBe('Connect your Amazon seller account first: Account → Marketplace connection');
  });

  it('records a refused Amazon grant as a failed run that tells the seller to re-authorize', async () => {
    const seller = await createSeller(t);
    await t.database.db.insert(marketplaceIdentities).values({
      id: newId('mid'),
      userId: seller.user.id,
      marketplace: 'amazon',
      provider: 'amazon',
      externalUserId: `amzn1.account.${seller.user.id}`,
      sellingPartnerId: 'A2SELLER',
    });
    await refetch(seller.token);
    await t.app.deps.jobs.idle();
    const { lastRun, latestUpdateTime } = (await latest(seller.token)).body.data;
    expect(lastRun?.status).toBe('failed');
    expect(lastRun?.error).toMatch(/re-authorize your account in Account → Marketplace connection/);
    expect(latestUpdateTime).toBeNull();
  });

  it('is closed until the seller agrees to the notice', async () => {
    const seller = await createUser(t, 'seller');
    await connectDemoMarketplace(t, seller.user.id);
    for (const response of [await refetch(seller.token), await latest(seller.token)]) {
      expect(response.status).toBe(409);
      expect(response.body.error).toBe('Agree to the seller notice first: POST seller/agree-to-notice');
    }
  });
});
