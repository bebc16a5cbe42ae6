import {
  authCalls,
  brandCalls,
  commissionCalls,
  dealCalls,
  ErrorCode,
  marketplaceAuthCalls,
  productCalls,
  publisherCatalogueCalls,
  type TAnyCall,
} from '@atlas/shared';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOf } from '../../test/support/call';
import { createTestApp, type TTestApp } from '../../test/support/test-app';
import { catalogueEntries, users } from '../db/schema';
import { demoPassword, demoPublisherEmail, demoSellerEmail, seedDemo } from './demo';
import { limitDemoAccounts } from './demo-access';
import { catalogueSellers, seedDemoCatalogue } from './demo-catalogue';

// What a newcomer sees on first start, signed in as the demo seller or the approved demo
// publisher, read through the API.
let t: TTestApp;
let token: string;
let publisherToken: string;
let seeded: number;
const signIn = (email: string) =>
  callOf(t.app, authCalls.loginUser, { body: { email, password: demoPassword } });
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db);
  seeded = await seedDemoCatalogue(t.app.deps, demoSellerEmail);
  token = (await signIn(demoSellerEmail)).body.data.token;
  publisherToken = (await signIn(demoPublisherEmail)).body.data.token;
});
afterAll(() => t.close());

const get = <C extends TAnyCall>(descriptor: C, query: Record<string, string> = {}, as = token) =>
  callOf(t.app, descriptor, { token: as, query });
const catalogueSellerEmails = catalogueSellers.map((s) => s.account.email);

describe('the demo seller on a fresh start', () => {
  it('is connected to the demo marketplace with its catalogue imported', async () => {
    const status = await get(marketplaceAuthCalls.getMarketplaceConnection);
    expect(status.body.data.connection).toMatchObject({
      sellingPartnerId: 'A1DEMONORTHWIND',
      name: 'Northwind Home',
    });
    const list = await get(productCalls.listProducts, { countryCode: 'US' });
    expect(list.status).toBe(200);
    expect(list.body.data.total).toBeGreaterThan(20);
    expect(seeded).toBeGreaterThan(list.body.data.total);
  });

  it("gives each of its brands an image of its initials, stored as the seller's own", async () => {
    const brands = (await get(brandCalls.listAllBrands)).body.data;
    expect(brands.length).toBeGreaterThan(1);
    const urls = brands.map((b) => b.imageUrl ?? '');
    expect(urls.every((url) => /^\/img\/[a-z0-9]{20}\.jpg$/.test(url))).toBe(true);
    expect(new Set(urls).size).toBe(urls.length);
    const original = await t.app.inject({ method: 'GET', url: urls[0] ?? '' });
    expect(original.headers['content-type']).toBe('image/jpeg');
    // the seller's own stored image: the brand call takes it again
    const [first] = brands;
    const again = await callOf(t.app, brandCalls.setBrandImage, {
      params: { id: first!.brandId },
      token,
      body: { imageUrl: first?.imageUrl },
    });
    expect(again.body.data).toEqual(first);
  });

  it('has commissions on most products, most of them active, with a history', async () => {
    const list = await get(productCalls.listProducts, { countryCode: 'US', pageSize: '100' });
    const rows = list.body.data.items as { commissionBp: number | null; status: string }[];
    const withCommission = rows.filter((r) => r.commissionBp !== null);
    expect(withCommission.length / rows.length).toBeGreaterThan(0.8);
    expect(rows.filter((r) => r.status === 'active').length / rows.length).toBeGreaterThan(0.6);
    const history = await get(commissionCalls.listCommissionHistory);
    expect(history.body.data.total).toBeGreaterThan(withCommission.length);
  });

  it('has an ended, a running and an upcoming deal', async () => {
    for (const state of ['ended', 'running', 'upcoming']) {
      const deals = await get(dealCalls.listDeals, { state });
      expect(deals.body.data.total, state).toBe(1);
    }
  });
});

describe('the approved demo publisher on a fresh start', () => {
  it('browses several first-level categories and the brands of every seller', async () => {
    const categories = await get(
      publisherCatalogueCalls.aggregateCategories,
      { countryCode: 'US' },
      publisherToken,
    );
    expect(categories.body.data?.map((c) => c.key)).toEqual(
      expect.arrayContaining(['home-living', 'sports-outdoors', 'kitchen-dining', 'garden-outdoor']),
    );
    expect(categories.body.data?.every((c) => c.productCount > 0)).toBe(true);
    const brands = await get(publisherCatalogueCalls.findBrands, { pageSize: '100' }, publisherToken);
    const names = brands.body.data?.items.map((b) => b.brand.amazonBrandName);
    expect(names).toEqual(
      expect.arrayContaining([
        'Northwind Home',
        'Bluebird Outdoor',
        'Ridgeline Gear',
        'Copper Kettle',
        'Saltbox Kitchen',
        'Maple Trail Garden',
        'Fernwood Supply',
      ]),
    );
  });

  it('sees a running deal of each seller in the US', async () => {
    const deals = await get(
      publisherCatalogueCalls.findProducts,
      { countryCode: 'US', dealsOnly: 'true' },
      publisherToken,
    );
    expect(deals.body.data?.total).toBe(1 + catalogueSellers.length);
  });

  it('sees products of the demo seller and of each catalogue-only seller', async () => {
    const sellers = await t.database.db
      .selectDistinct({ sellerId: catalogueEntries.sellerId })
      .from(catalogueEntries);
    const accounts = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.email, [demoSellerEmail, ...catalogueSellerEmails]));
    expect(accounts).toHaveLength(1 + catalogueSellers.length);
    expect(sellers.map((s) => s.sellerId).sort()).toEqual(accounts.map((a) => a.id).sort());
  });
});

describe('the catalogue-only sellers', () => {
  it('cannot be signed in to with the demo password', async () => {
    for (const email of catalogueSellerEmails) {
      const { status, body } = await signIn(email);
      expect({ email, status, code: body.code }).toEqual({ email, status: 400, code: ErrorCode.validation });
    }
  });

  it('are not demo accounts: disabling those beyond loopback leaves them active', async () => {
    const disabled = await limitDemoAccounts(t.database.db, { users: false, operators: false });
    const rows = await t.database.db
      .select({ status: users.status })
      .from(users)
      .where(inArray(users.email, catalogueSellerEmails));
    await limitDemoAccounts(t.database.db, { users: true, operators: true });
    expect(disabled).toContain(demoSellerEmail);
    expect(rows).toEqual(catalogueSellerEmails.map(() => ({ status: 'active' })));
  });
});
