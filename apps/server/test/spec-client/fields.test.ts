import { adminPrefix, apiPrefix } from '@atlas/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserByEmail } from '../../src/modules/auth/auth.repository';
import { demoPublisherEmail, demoSellerEmail } from '../../src/seed/demo';
import { seedDemoCampaigns } from '../../src/seed/demo-campaigns';
import { seedDemoConversions } from '../../src/seed/demo-conversions';
import { seedDemoPlacements } from '../../src/seed/demo-placements';
import { seedDemoTracking } from '../../src/seed/demo-tracking';
import calls from '../../src/spec/calls.json';
import { insertSellerBilling } from '../support/billings';
import { createDemoApp, signInDemo, signInDemoOperator } from '../support/demo-app';
import type { TTestApp } from '../support/test-app';

// Spec 3 names these fields; a client written from it reads and writes them by those names.

type TSpecCall = { api: string; method: string; path: string; export: boolean; roles: string[] };
// biome-ignore lint/suspicious/noExplicitAny: a client written from the spec reads untyped JSON
type TJson = Record<string, any>;

let t: TTestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createDemoApp();
  await seedDemoTracking(t.app.deps);
  await seedDemoConversions(t.app.deps);
  await seedDemoPlacements(t.app.deps);
  await seedDemoCampaigns(t.app.deps);
  tokens.seller = await signInDemo(t, demoSellerEmail);
  tokens.publisher = await signInDemo(t, demoPublisherEmail);
  tokens.operator = await signInDemoOperator(t);
}, 180_000);
afterAll(() => t.close());

/** A call as the spec's client makes it: its path, its role's token, a query or a JSON body. */
async function send(
  role: 'seller' | 'publisher' | 'operator',
  method: string,
  path: string,
  input: { query?: Record<string, string>; body?: object } = {},
) {
  const admin = role === 'operator';
  const response = await t.app.inject({
    method: method as 'GET',
    url: (admin ? adminPrefix : apiPrefix) + path,
    query: input.query,
    headers: { [admin ? 'x-aa-admin-authorization' : 'x-aa-authorization']: `Bearer ${tokens[role]}` },
    ...(input.body ? { payload: input.body } : {}),
  });
  const json = String(response.headers['content-type'] ?? '').startsWith('application/json')
    ? (response.json() as TJson)
    : undefined;
  return { status: response.statusCode, data: json?.data, error: json?.error as string | undefined };
}

describe('product: commission (the rate as the client shows it)', () => {
  it('comes beside commissionBp in the seller list and the publisher catalogue', async () => {
    const seller = await send('seller', 'GET', 'seller/product/list');
    const rated = seller.data.items.find((p: TJson) => p.commissionBp !== null);
    expect(rated.commission).toBe(rated.commissionBp / 100);
    const catalogue = await send('publisher', 'GET', 'publisher/product/find/list');
    const card = catalogue.data.items[0];
    expect(card.commission).toBe(card.commissionBp / 100);
  });

  it('is taken on the write, in percent', async () => {
    const seller = await send('seller', 'GET', 'seller/product/list');
    const id = seller.data.items[0].id;
    const saved = await send('seller', 'POST', 'seller/product/commission', {
      body: { ids: [id], commission: 12.5 },
    });
    expect(saved.status).toBe(200);
    const detail = await send('seller', 'PATCH', `seller/product/detail/${id}`);
    expect({ bp: detail.data.commissionBp, percent: detail.data.commission }).toEqual({
      bp: 1250,
      percent: 12.5,
    });
    const none = await send('seller', 'POST', 'seller/product/commission', { body: { ids: [id] } });
    expect({ status: none.status, error: none.error }).toEqual({
      status: 400,
      error: 'commissionBp: Enter a commission',
    });
  });
});

describe('campaign: campaignId', () => {
  it("names each campaign of both sides' lists", async () => {
    for (const [role, path] of [
      ['seller', 'seller/placement/campaigns/list'],
      ['publisher', 'publisher/placement/campaigns/list'],
    ] as const) {
      const { data } = await send(role, 'GET', path);
      expect(data.items.length).toBeGreaterThan(0);
      expect(data.items.every((c: TJson) => c.campaignId === c.id)).toBe(true);
      const detail = await send(
        role,
        'GET',
        `${path.replace('/list', '')}/${data.items[0].campaignId}/detail`,
      );
      expect(detail.data.campaignId).toBe(data.items[0].campaignId);
    }
  });
});

describe('invitation code: invitationCode', () => {
  it('is in the inviter call, and a sign-up check takes it back', async () => {
    const { data } = await send('seller', 'GET', 'user/inviter/referral');
    expect(data.invitationCode).toMatch(/^[A-Z0-9]+$/);
    const check = await t.app.inject({
      method: 'POST',
      url: `${apiPrefix}user/inviter/check-invitation-code`,
      payload: { invitationCode: data.invitationCode },
    });
    expect(check.json().data.invitationCode).toBe(data.invitationCode);
  });
});

describe('payment: amountWithFees and the total payment pending', () => {
  it('gives the charge with fees and one pending figure per currency, in the major unit', async () => {
    const sellerId = (await findUserByEmail(t.database.db, demoSellerEmail))?.id ?? '';
    const billing = await insertSellerBilling(t, sellerId, {
      items: [
        { publisherId: 'usr_spec', asin: 'B000000001', commissionMinor: 10_000, platformFeeMinor: 250 },
      ],
    });
    const quote = await send('seller', 'GET', 'finance/seller/payment/payoneer/payment/amountWithFees', {
      query: { billingIds: billing.id },
    });
    expect(quote.status).toBe(200);
    expect(quote.data.amountWithFees).toBe(quote.data.chargeMinor / 100);
    expect(quote.data.amountWithFees).toBeGreaterThan(102.5);
    const pending = await send('seller', 'GET', 'finance/seller/billings/total/paymentPending');
    const usd = pending.data.currencies.find((c: TJson) => c.currency === 'USD');
    expect(usd.totalPaymentPending).toBe(usd.totalMinor / 100);
    expect(new Set(pending.data.currencies.map((c: TJson) => c.currency)).size).toBe(
      pending.data.currencies.length,
    );
  });
});

describe('brand: brand.amazonBrandName', () => {
  it("nests the marketplace's name in the seller's and the console's brand searches", async () => {
    const mine = await send('seller', 'GET', 'seller/brands/search');
    expect(mine.data.length).toBeGreaterThan(0);
    expect(mine.data.every((b: TJson) => b.brand.amazonBrandName === b.brandName)).toBe(true);
    const found = await send('operator', 'GET', 'brand/search', {
      query: { search: mine.data[0].brandName },
    });
    expect(found.data.items[0].brand.amazonBrandName).toBe(mine.data[0].brandName);
  });
});

describe('note: one shape everywhere', () => {
  it("is the same object on a commission report row, its write, and a publisher's note", async () => {
    const rows = await send('operator', 'GET', 'commission/reports', {
      query: { startDate: '2026-01-01', endDate: '2026-12-31' },
    });
    const noted = rows.data.items.find((r: TJson) => r.note !== null) ?? rows.data.items[0];
    const written = await send('operator', 'PATCH', `commission/reports/note/${noted.id}`, {
      body: { note: 'Checked' },
    });
    const after = await send('operator', 'GET', 'commission/reports', {
      query: { startDate: noted.day, endDate: noted.day, hasNote: 'true' },
    });
    const row = after.data.items.find((r: TJson) => r.id === noted.id);
    expect(row.note).toEqual(written.data.note);
    const publisherId = (await findUserByEmail(t.database.db, demoPublisherEmail))?.id;
    const standing = await send('operator', 'PUT', 'publisher/note', {
      body: { publisherId, note: 'Checked' },
    });
    expect(Object.keys(standing.data.note).sort()).toEqual(Object.keys(row.note).sort());
    const listed = await send('operator', 'GET', 'publisher/list');
    const publisher = listed.data.items.find((p: TJson) => p.id === publisherId);
    expect(publisher.note).toEqual(standing.data.note);
  });
});

describe("export: the spec's platform value", () => {
  const exports = (calls as TSpecCall[]).filter(
    (c) => c.export && c.method === 'GET' && !c.path.includes('{'),
  );

  it.each(exports.map((c) => [`${c.api} ${c.path}`, c] as const))(
    '%s takes platform=seller',
    async (_, c) => {
      const role = c.roles[0] === 'operator' ? 'operator' : (c.roles[0] as 'seller' | 'publisher');
      if (!(role in tokens)) {
        return;
      }
      const bare = await send(role, 'GET', c.path);
      const withPlatform = await send(role, 'GET', c.path, { query: { platform: 'seller' } });
      expect({ status: withPlatform.status, error: withPlatform.error }).toEqual({
        status: bare.status,
        error: bare.error,
      });
    },
  );
});
