import {
  adminAuthHeader,
  adminPrefix,
  billingCloseCalls,
  operatorSellerBillingCalls,
  type TAnyCall,
} from '@atlas/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sellerLink } from '../../../test/support/billing-close';
import { insertSellerBilling } from '../../../test/support/billings';
import { callOf, fieldPaths } from '../../../test/support/call';
import { createOperator, createSeller, createUser } from '../../../test/support/factories';
import { createTestApp, type TTestApp } from '../../../test/support/test-app';

// The operator's calls: close a month now (queued once, a second click answers the same close),
// the closes, one seller's billings, and every seller's items as CSV.

let t: TTestApp;
let operator: { token: string };
let seller: { token: string; user: { id: string } };
let publisher: { token: string; user: { id: string } };

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = new Date('2026-11-26T12:00:00Z');
  operator = await createOperator(t);
  seller = await createSeller(t);
  publisher = await createUser(t, 'publisher');
  const link = await sellerLink(t, publisher.user.id, seller.user.id, {
    asin: 'B0000000C1',
    countryCode: 'CA',
  });
  await link.days([{ day: '2026-10-12', orders: 1, units: 1, sales: 2500, commission: 250, fee: 75 }]);
});
afterAll(() => t.close());

const admin = <C extends TAnyCall>(
  descriptor: C,
  options: { body?: unknown; query?: Record<string, string>; token?: string } = {},
) => callOf(t.app, descriptor, { token: options.token ?? operator.token, ...options });

describe('POST finance/billing/close', () => {
  it('closes the month in the background; a second click answers the same close', async () => {
    const [first, second] = await Promise.all([
      admin(billingCloseCalls.closeBillingMonth, {
        body: { countryCode: 'CA', month: '2026-10' },
      }),
      admin(billingCloseCalls.closeBillingMonth, {
        body: { countryCode: 'CA', month: '2026-10' },
      }),
    ]);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ countryCode: 'CA', month: '2026-10-01', status: 'running' });
    expect(second.body.data.id).toBe(first.body.data.id);
    await t.app.deps.jobs.idle();
    const page = await admin(billingCloseCalls.listBillingCloses, {
      query: { countryCode: 'CA' },
    });
    expect(page.status).toBe(200);
    expect(page.body.data.items).toHaveLength(1);
    expect(page.body.data.items[0]).toMatchObject({
      status: 'finished',
      sellerBillings: 1,
      publisherBillings: 0,
    });
    const again = await admin(billingCloseCalls.closeBillingMonth, {
      body: { countryCode: 'CA', month: '2026-10-01' },
    });
    expect(again.body.data).toMatchObject({ id: first.body.data.id, status: 'finished' });
  });

  it('refuses a month not over, with the reason', async () => {
    const answer = await admin(billingCloseCalls.closeBillingMonth, {
      body: { countryCode: 'US', month: '2026-11' },
    });
    expect(answer.status).toBe(409);
    // Dates as spec 9 writes them, and the moment in the marketplace's own zone.
    expect(answer.body.error).toBe(
      '2026.11 is not over in US: it closes at 00:00 on 2026.12.01 (America/Los_Angeles)',
    );
  });

  it('refuses bad input with its fields, and anyone but an operator', async () => {
    const bad = await admin(billingCloseCalls.closeBillingMonth, {
      body: { countryCode: 'XX', month: '2026-1' },
    });
    expect(bad.status).toBe(400);
    expect(fieldPaths(bad.body).sort()).toEqual(['countryCode', 'month']);
    // the database has no year 0: this answered 500
    const yearZero = await admin(billingCloseCalls.closeBillingMonth, {
      body: { countryCode: 'CA', month: '0000-01' },
    });
    expect(yearZero.status).toBe(400);
    expect(yearZero.body.error).toBe('month: Give a month from 2000 to 2099');
    const refused = await admin(billingCloseCalls.closeBillingMonth, {
      body: { countryCode: 'CA', month: '2026-10' },
      token: publisher.token,
    });
    expect(refused.status).toBe(403);
    expect((await admin(billingCloseCalls.listBillingCloses, { token: seller.token })).status).toBe(403);
    expect((await admin(billingCloseCalls.listBillingCloses, { query: { pageSize: '0' } })).status).toBe(400);
  });
});

describe('GET seller/billings (operator)', () => {
  it("lists one seller's billings with the list's filters", async () => {
    await insertSellerBilling(t, seller.user.id, { month: '2026-08-01', dueInDays: -3 });
    const { status, body } = await admin(operatorSellerBillingCalls.listOperatorSellerBillings, {
      query: { sellerId: seller.user.id },
    });
    expect(status).toBe(200);
    expect(body.data.items.map((b) => [b.countryCode, b.month, b.displayStatus])).toEqual([
      // closed on 1 November in the marketplace's zone, due on the 16th: overdue by the 26th
      ['CA', '2026-10-01', 'overdue'],
      ['US', '2026-08-01', 'overdue'],
    ]);
    const overdue = await admin(operatorSellerBillingCalls.listOperatorSellerBillings, {
      query: { sellerId: seller.user.id, status: 'overdue', countryCode: 'US' },
    });
    expect(overdue.body.data.total).toBe(1);
    const unknown = await admin(operatorSellerBillingCalls.listOperatorSellerBillings, {
      query: { sellerId: 'usr_nobody' },
    });
    expect(unknown.body.data).toMatchObject({ items: [], total: 0 });
    const bad = await admin(operatorSellerBillingCalls.listOperatorSellerBillings, { query: {} });
    expect(fieldPaths(bad.body)).toEqual(['sellerId']);
    expect(
      (
        await admin(operatorSellerBillingCalls.listOperatorSellerBillings, {
          query: { sellerId: seller.user.id },
          token: seller.token,
        })
      ).status,
    ).toBe(403);
  });
});

describe('EXPORT finance/seller/billings/details/all-items/export', () => {
  const exportItems = (query: Record<string, string>, token = operator.token) =>
    t.app.inject({
      url: `${adminPrefix}finance/seller/billings/details/all-items/export`,
      query,
      headers: { [adminAuthHeader]: `Bearer ${token}` },
    });

  it("streams every seller's items with the platform value, formula-safe", async () => {
    const other = await createSeller(t);
    await insertSellerBilling(t, other.user.id, {
      month: '2026-09-01',
      items: [{ publisherId: 'usr_p', asin: '+SUM(A1)', commissionMinor: 100, platformFeeMinor: 30 }],
    });
    const response = await exportItems({ platform: 'seller' });
    expect(response.statusCode).toBe(200);
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toContain('Seller id');
    expect(lines).toHaveLength(4);
    expect(lines.some((line) => line.includes("'+SUM(A1)"))).toBe(true);
    const one = await exportItems({ sellerId: other.user.id });
    expect(one.body.trimEnd().split('\r\n')).toHaveLength(2);
    expect((await exportItems({ platform: 'web' })).statusCode).toBe(400);
    expect((await exportItems({}, seller.token)).statusCode).toBe(403);
  });
});
