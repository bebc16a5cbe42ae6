import {
  adminAuthHeader,
  adminPrefix,
  authCalls,
  ErrorCode,
  marketplaceOf,
  sellerCalls,
  sellerConsoleCalls,
  type TAnyCall,
} from '@atlas/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSellerBilling } from '../../../test/support/billings';
import { callOf, fieldPaths, type TDescribedCall } from '../../../test/support/call';
import { insertPlacement } from '../../../test/support/campaigns';
import {
  createBrand,
  createOperator,
  createProduct,
  createSeller,
  createUser,
} from '../../../test/support/factories';
import { insertCampaign } from '../../../test/support/placements';
import { createTestApp, type TTestApp } from '../../../test/support/test-app';
import { campaigns, operatorAudit, reportOwnerDays, users } from '../../db/schema';
import { addDays, dayInZone } from '../../platform/zoned-day';

// The console's sellers, brands and account details on an app of their own, so the lists are
// this file's alone.
let t: TTestApp;
let operator: Awaited<ReturnType<typeof createOperator>>;
let seller: Awaited<ReturnType<typeof createSeller>>;
let other: Awaited<ReturnType<typeof createSeller>>;
const asin = 'B0CONSOLE1';

beforeAll(async () => {
  t = await createTestApp();
  operator = await createOperator(t);
  seller = await createSeller(t, { email: 'north-kettle@example.test' });
  t.clock.advance(1000);
  other = await createSeller(t, { email: 'south-pans@example.test' });
  const brand = await createBrand(t, seller.user.id, { name: 'Copper Kettle' });
  await createProduct(t, seller.user.id, { brandId: brand.id, asin, title: 'Kettle US' });
  await createProduct(t, seller.user.id, {
    brandId: brand.id,
    asin,
    countryCode: 'DE',
    currency: 'EUR',
    title: 'Kessel',
  });
  await createProduct(t, seller.user.id, { brandId: brand.id });
  const otherBrand = await createBrand(t, other.user.id, { name: '=Kettle Works' });
  await createProduct(t, other.user.id, { brandId: otherBrand.id, asin, title: '=HYPERLINK("x")' });
  await insertSellerBilling(t, seller.user.id);
});
afterAll(() => t.close());

const admin = <C extends TAnyCall>(descriptor: C, request: TDescribedCall = {}) =>
  callOf(t.app, descriptor, { token: operator.token, ...request });
const put = (request: TDescribedCall) =>
  callOf(t.app, sellerConsoleCalls.updateUserDetails, { token: operator.token, ...request });
async function exportOf(path: string, query: Record<string, string> = {}) {
  const response = await t.app.inject({
    url: `${adminPrefix}${path}`,
    query,
    headers: { [adminAuthHeader]: `Bearer ${operator.token}` },
  });
  const lines = response.body
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  return { status: response.statusCode, headers: response.headers, lines };
}

describe('GET seller/list', () => {
  it('lists sellers newest first with marketplaces, brands, products and unpaid billings', async () => {
    const list = await admin(sellerConsoleCalls.listConsoleSellers);
    expect(list.status).toBe(200);
    expect(list.body.data?.items.map((s) => s.id)).toEqual([other.user.id, seller.user.id]);
    expect(list.body.data?.items[1]).toMatchObject({
      email: 'north-kettle@example.test',
      status: 'active',
      marketplaces: ['DE', 'US'],
      brands: 1,
      products: 3,
      unpaidBillings: 1,
    });
    expect(list.body.data?.items[0]).toMatchObject({
      marketplaces: ['US'],
      brands: 1,
      products: 1,
      unpaidBillings: 0,
    });
  });

  it('filters by search, status and marketplace, sorts by name and pages', async () => {
    const found = await admin(sellerConsoleCalls.listConsoleSellers, { query: { search: 'NORTH-k' } });
    expect(found.body.data?.items.map((s) => s.id)).toEqual([seller.user.id]);
    const inDe = await admin(sellerConsoleCalls.listConsoleSellers, { query: { countryCode: 'DE' } });
    expect(inDe.body.data?.items.map((s) => s.id)).toEqual([seller.user.id]);
    const disabled = await admin(sellerConsoleCalls.listConsoleSellers, { query: { status: 'disabled' } });
    expect(disabled.body.data?.total).toBe(0);
    const paged = await admin(sellerConsoleCalls.listConsoleSellers, {
      query: { sort: 'newest', page: '2', pageSize: '1' },
    });
    expect(paged.body.data).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(paged.body.data?.items.map((s) => s.id)).toEqual([seller.user.id]);
  });

  it('refuses bad filters with the fields', async () => {
    const bad = await admin(sellerConsoleCalls.listConsoleSellers, {
      query: { status: 'gone', countryCode: 'XX', sort: 'size' },
    });
    expect(bad.status).toBe(400);
    expect(fieldPaths(bad.body)).toEqual(expect.arrayContaining(['status', 'countryCode', 'sort']));
  });
});

describe('GET seller/search and seller/searchAsin', () => {
  it('finds sellers by name, e-mail or id', async () => {
    const byId = await admin(sellerConsoleCalls.searchConsoleSellers, { query: { keyword: seller.user.id } });
    expect(byId.body.data?.items[0]?.id).toBe(seller.user.id);
    const byMail = await admin(sellerConsoleCalls.searchConsoleSellers, { query: { keyword: 'south-pans' } });
    expect(byMail.body.data?.items.map((s) => s.id)).toEqual([other.user.id]);
    const none = await admin(sellerConsoleCalls.searchConsoleSellers, { query: { keyword: '' } });
    expect(none.status).toBe(400);
    expect(fieldPaths(none.body)).toEqual(['keyword']);
  });

  it('lists the sellers of an ASIN in every marketplace, upper-casing it', async () => {
    const found = await admin(sellerConsoleCalls.searchSellersByAsin, {
      query: { asin: asin.toLowerCase() },
    });
    expect(found.status).toBe(200);
    expect(found.body.data?.asin).toBe(asin);
    const mine = found.body.data?.items.find((s) => s.id === seller.user.id);
    expect(mine?.products.map((p) => [p.countryCode, p.brandName])).toEqual([
      ['DE', 'Copper Kettle'],
      ['US', 'Copper Kettle'],
    ]);
    expect(found.body.data?.items).toHaveLength(2);
    const none = await admin(sellerConsoleCalls.searchSellersByAsin, { query: { asin: 'B000000000' } });
    expect(none.body.data?.items).toEqual([]);
    for (const bad of ['B0SHORT', 'B0CONSOLE1X', 'B0CONS-LE1']) {
      const refused = await admin(sellerConsoleCalls.searchSellersByAsin, { query: { asin: bad } });
      expect(refused.status).toBe(400);
      expect(fieldPaths(refused.body)).toEqual(['asin']);
    }
  });
});

describe('GET seller/details', () => {
  it('answers the account, settings, identities, counts and billing totals', async () => {
    const details = await admin(sellerConsoleCalls.getConsoleSellerDetails, {
      query: { sellerId: seller.user.id },
    });
    expect(details.status).toBe(200);
    expect(details.body.data).toMatchObject({
      account: { id: seller.user.id, email: 'north-kettle@example.test', status: 'active' },
      settings: { commission: { custom: false, platformFeeBp: 3000 } },
      brands: 1,
      products: [
        { countryCode: 'DE', products: 1 },
        { countryCode: 'US', products: 2 },
      ],
      billing: [{ currency: 'USD', unpaidMinor: 1200, unpaidCount: 1, paidMinor: 0 }],
    });
    expect(details.body.data?.settings.noticeVersion).toBeTruthy();
  });

  it('answers 404 for an unknown or non-seller id and 400 without one', async () => {
    expect(
      (await admin(sellerConsoleCalls.getConsoleSellerDetails, { query: { sellerId: 'usr_nobody' } })).status,
    ).toBe(404);
    const publisher = await createUser(t, 'publisher');
    expect(
      (await admin(sellerConsoleCalls.getConsoleSellerDetails, { query: { sellerId: publisher.user.id } }))
        .status,
    ).toBe(404);
    const missing = await admin(sellerConsoleCalls.getConsoleSellerDetails);
    expect(missing.status).toBe(400);
    expect(fieldPaths(missing.body)).toEqual(['sellerId']);
  });
});

describe('the 30-day report', () => {
  it('sums the last 30 complete marketplace days and the campaigns confirmed then', async () => {
    const today = dayInZone(t.clock.now, marketplaceOf('US').timeZone);
    const row = (ownerId: string, day: string, costMinor: number) => ({
      side: 'seller' as const,
      ownerId,
      countryCode: 'US',
      day,
      clicks: 10,
      orders: 2,
      units: 3,
      salesMinor: 5000,
      commissionMinor: costMinor - 100,
      platformFeeMinor: 100,
      costMinor,
    });
    await t.database.db.insert(reportOwnerDays).values([
      row(seller.user.id, addDays(today, -1), 1000),
      row(seller.user.id, addDays(today, -30), 1000),
      // outside: today is not complete, and the 31st day back is out
      row(seller.user.id, today, 99_999),
      row(seller.user.id, addDays(today, -31), 99_999),
      row(other.user.id, addDays(today, -2), 5000),
    ]);
    const publisher = await createUser(t, 'publisher');
    const placementId = await insertPlacement(t, publisher.user.id);
    const campaignId = await insertCampaign(t, {
      placementId,
      publisherId: publisher.user.id,
      sellerId: seller.user.id,
      status: 'confirmed',
    });
    await t.database.db
      .update(campaigns)
      .set({ confirmedAt: new Date(t.clock.now.getTime() - 3 * 86_400_000) })
      .where(eq(campaigns.id, campaignId));

    const report = await admin(sellerConsoleCalls.getCampaignAgg30d, { query: { countryCode: 'US' } });
    expect(report.status).toBe(200);
    expect(report.body.data?.items.map((r) => r.sellerId)).toEqual([other.user.id, seller.user.id]);
    expect(report.body.data?.items[1]).toMatchObject({
      countryCode: 'US',
      currency: 'USD',
      startDate: addDays(today, -30),
      endDate: addDays(today, -1),
      clicks: 20,
      orders: 4,
      units: 6,
      salesMinor: 10_000,
      commissionMinor: 1800,
      platformFeeMinor: 200,
      costMinor: 2000,
      campaigns: 1,
      campaignsMinor: 25_000,
    });
    const mine = await admin(sellerConsoleCalls.getCampaignAgg30d, {
      query: {
        sellerId: seller.user.id,
      },
    });
    expect(mine.body.data?.total).toBe(1);
    const searched = await admin(sellerConsoleCalls.getCampaignAgg30d, { query: { search: 'south' } });
    expect(searched.body.data?.items.map((r) => r.sellerId)).toEqual([other.user.id]);
    const bad = await admin(sellerConsoleCalls.getCampaignAgg30d, {
      query: { sort: 'clicks', countryCode: 'ZZ' },
    });
    expect(bad.status).toBe(400);
    expect(fieldPaths(bad.body)).toEqual(expect.arrayContaining(['sort', 'countryCode']));

    const file = await exportOf('seller/report/campaign-agg-30d/export', { countryCode: 'US' });
    expect(file.status).toBe(200);
    expect(file.lines[0]).toContain('Platform fee,Cost,Campaigns confirmed');
    expect(file.lines).toHaveLength(3);
    expect(file.lines[2]).toContain(',20,4,6,USD,100,18,2,20,1,250');
    const publisherView = await exportOf('seller/report/campaign-agg-30d/export', { platform: 'publisher' });
    expect(publisherView.lines[0]).not.toContain('Platform fee');
    expect(publisherView.lines[0]).not.toContain('Cost');
    const refused = await exportOf('seller/report/campaign-agg-30d/export', { platform: 'partner' });
    expect(refused.status).toBe(400);
  });
});

describe('EXPORT seller/export', () => {
  it('streams the filtered list as formula-safe CSV', async () => {
    await t.database.db.update(users).set({ name: '=cmd|calc' }).where(eq(users.id, other.user.id));
    const file = await exportOf('seller/export');
    expect(file.status).toBe(200);
    expect(file.headers['content-disposition']).toContain('AffiliateAtlas_Sellers_');
    expect(file.lines[0]).toBe(
      'Seller id,Name,E-mail,Status,Created,Marketplaces,Brands,Products,Unpaid billings',
    );
    expect(file.lines).toHaveLength(3);
    expect(file.lines[1]).toContain(`${other.user.id},'=cmd|calc,south-pans@example.test,active`);
    expect(file.lines[2]).toContain(',DE US,1,3,1');
    const filtered = await exportOf('seller/export', { countryCode: 'DE', platform: 'seller' });
    expect(filtered.lines).toHaveLength(2);
    const bad = await exportOf('seller/export', { platform: 'both' });
    expect(bad.status).toBe(400);
  });
});

describe('GET brand/search', () => {
  it('finds brands of every seller, names starting with the text first', async () => {
    const found = await admin(sellerConsoleCalls.searchConsoleBrands, { query: { search: 'kettle' } });
    expect(found.status).toBe(200);
    expect(found.body.data?.items.map((b) => b.name)).toEqual(['=Kettle Works', 'Copper Kettle']);
    expect(found.body.data?.items[1]).toMatchObject({
      sellerId: seller.user.id,
      marketplaces: ['DE', 'US'],
      products: 3,
    });
    const literal = await admin(sellerConsoleCalls.searchConsoleBrands, { query: { search: '%' } });
    expect(literal.body.data?.total).toBe(0);
    const bad = await admin(sellerConsoleCalls.searchConsoleBrands, { query: { search: '' } });
    expect(bad.status).toBe(400);
    expect(fieldPaths(bad.body)).toEqual(['search']);
  });
});

describe('PUT {userType}/details/{id}', () => {
  it("changes a seller's name, e-mail and status, ends its sessions when disabled, and logs it", async () => {
    const target = await createSeller(t);
    const before = await callOf(t.app, sellerCalls.getSellerSettings, { token: target.token });
    expect(before.status).toBe(200);
    const changed = await put({
      params: { userType: 'seller', id: target.user.id },
      body: {
        name: 'Renamed Seller',
        email: '  Renamed.Seller@Example.TEST ',
        status: 'disabled',
      },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({
      id: target.user.id,
      userType: 'seller',
      name: 'Renamed Seller',
      email: 'renamed.seller@example.test',
      status: 'disabled',
      sessionsEnded: 1,
    });
    const after = await callOf(t.app, sellerCalls.getSellerSettings, { token: target.token });
    expect(after.status).toBe(401);
    const [entry] = await t.database.db
      .select()
      .from(operatorAudit)
      .where(eq(operatorAudit.targetId, target.user.id));
    expect(entry).toMatchObject({ targetType: 'seller', outcome: 'done' });
    expect(entry?.before).toMatchObject({ status: 'active' });
    expect(entry?.after).toMatchObject({ status: 'disabled', name: 'Renamed Seller' });
    expect(JSON.stringify(entry?.after)).not.toContain('password');

    const enabled = await put({
      params: { userType: 'seller', id: target.user.id },
      body: {
        name: 'Renamed Seller',
        email: 'renamed.seller@example.test',
        status: 'active',
      },
    });
    expect(enabled.body.data).toMatchObject({ status: 'active', sessionsEnded: 0 });
  });

  it('edits publishers too, and refuses a taken e-mail, a wrong type, unknown ids and bad input', async () => {
    const publisher = await createUser(t, 'publisher');
    const body = { name: 'Pub', email: publisher.user.email, status: 'active' };
    expect((await put({ params: { userType: 'publisher', id: publisher.user.id }, body })).status).toBe(200);
    const taken = await put({
      params: { userType: 'publisher', id: publisher.user.id },
      body: {
        ...body,
        email: 'north-kettle@example.test',
      },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe(ErrorCode.conflict);
    expect(fieldPaths(taken.body)).toEqual(['email']);
    expect((await put({ params: { userType: 'seller', id: publisher.user.id }, body })).status).toBe(404);
    expect((await put({ params: { userType: 'partner', id: 'usr_nobody' }, body })).status).toBe(404);
    const wrongType = await put({ params: { userType: 'operator', id: publisher.user.id }, body });
    expect([400, 404]).toContain(wrongType.status);
    const bad = await put({
      params: { userType: 'publisher', id: publisher.user.id },
      body: {
        name: '',
        email: 'nope',
        status: 'pending',
      },
    });
    expect(bad.status).toBe(400);
    expect(fieldPaths(bad.body)).toEqual(expect.arrayContaining(['name', 'email', 'status']));
  });

  it('keeps an account never activated pending, even disabled and enabled again', async () => {
    const email = `never-${Date.now()}@example.test`;
    const signup = await callOf(t.app, authCalls.registerUser, {
      body: { email, password: 'a-long-password-1', role: 'publisher', name: 'Never Activated' },
    });
    expect(signup.status).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    const params = { userType: 'publisher', id: row!.id };
    const body = { name: 'Never Activated', email };
    expect((await put({ params, body: { ...body, status: 'disabled' } })).body.data).toMatchObject({
      status: 'disabled',
    });
    expect((await put({ params, body: { ...body, status: 'active' } })).body.data).toMatchObject({
      status: 'pending',
    });
  });

  it('answers 409 on the e-mail when two edits race to the same address', async () => {
    const [first, second] = [await createUser(t, 'publisher'), await createUser(t, 'publisher')];
    const email = `race-${Date.now()}@example.test`;
    const answers = await Promise.all(
      [first, second].map((p) =>
        put({
          params: { userType: 'publisher', id: p.user.id },
          body: { name: 'Racer', email, status: 'active' },
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const refused = answers.find((a) => a.status === 409);
    expect(refused && fieldPaths(refused.body)).toEqual(['email']);
  });

  it('refuses a support operator (4003) and a seller token', async () => {
    const support = await createOperator(t, { role: 'support' });
    const body = { name: 'X', email: 'x-support@example.test', status: 'active' };
    const refused = await put({
      params: { userType: 'seller', id: seller.user.id },
      body,
      token: support.token,
    });
    expect(refused.body.code).toBe(ErrorCode.roleNotAllowed);
    const list = await admin(sellerConsoleCalls.listConsoleSellers, { query: {}, token: support.token });
    expect(list.status).toBe(200);
    const asSeller = await callOf(t.app, sellerConsoleCalls.listConsoleSellers, { token: seller.token });
    expect([401, 403]).toContain(asSeller.status);
  });
});
