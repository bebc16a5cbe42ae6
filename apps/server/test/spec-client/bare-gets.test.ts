import { addReportDays, adminPrefix, apiPrefix, marketplaceOf, todayIn } from '@atlas/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../src/seed/demo';
import calls from '../../src/spec/calls.json';
import { createDemoApp, signInDemo, signInDemoOperator } from '../support/demo-app';
import type { TTestApp } from '../support/test-app';

// Spec 7: a client that knows only the spec calls a GET with the parameters the spec names, and
// the spec names none for reports, lists or searches. Every GET answers such a call: with a
// sensible default (reports read the last 30 days of the US marketplace), or, where the call is
// about one thing the spec's client picks first, a 400 naming that one parameter.

type TSpecCall = { api: string; method: string; path: string; export: boolean; roles: string[] };

/** The calls about one thing, and the parameter their 400 names first. */
const needs: Record<string, string> = {
  'user seller/associate/publisher/byBrandId': 'brandId',
  'user seller/associate/publisher/commission/detail': 'brandId',
  'user seller/associate/publisher/byPublisherId': 'publisherId',
  'user seller/brands/all/by-amazon-user-id': 'amazonUserId',
  'user finance/seller/billings/detail': 'billingId',
  'user finance/seller/billings/downloadInvoice': 'billingId',
  'user finance/seller/billings/invoice': 'billingId',
  'user finance/seller/billings/detail/export': 'billingId',
  'user finance/seller/payment/payoneer/payment': 'billingIds',
  'user finance/seller/payment/payoneer/payment/amountWithFees': 'billingIds',
  'user finance/seller/payment/merge/check/orderResult': 'requestId',
  'user finance/publisher/billings/detail': 'billingId',
  'user finance/publisher/billings/downloadInvoice': 'billingId',
  'user finance/publisher/billings/invoice': 'billingId',
  'user finance/publisher/billings/detail/export': 'billingId',
  'user category/{id}/tree/list': 'id',
  'user publisher/product/list/by-brand': 'brandId',
  'user publisher/product/commissionHistory': 'id',
  'user publisher/associate/brand/commission/detail': 'brandId',
  'user publisher/commission/reports/tracking-id/agg': 'trackingId',
  'user publisher/commission/reports/tracking-id/detail': 'trackingId',
  'user seller/messages/conversations/detail': 'conversationId',
  'user publisher/messages/conversations/detail': 'conversationId',
  'admin publisher/search': 'keyword',
  'admin seller/search': 'keyword',
  'admin seller/searchAsin': 'asin',
  'admin seller/billings': 'sellerId',
  'admin seller/details': 'sellerId',
  'admin brand/search': 'search',
};

const gets = (calls as TSpecCall[]).filter((c) => c.method === 'GET' && c.roles[0] !== 'public');
const nameOf = (c: TSpecCall) => `${c.api} ${c.path}`;
const hasPlaceholder = (c: TSpecCall) => c.path.includes('{');

let t: TTestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createDemoApp();
  for (const role of ['seller', 'publisher', 'partner'] as const) {
    tokens[role] = await signInDemo(t, demoAccounts.find((a) => a.role === role)?.email ?? '');
  }
  tokens.operator = await signInDemoOperator(t);
}, 120_000);
afterAll(() => t.close());

/** The call as the spec's client makes it: the path, the role's token, no query at all. */
async function bare(c: TSpecCall) {
  const header = c.api === 'admin' ? 'x-aa-admin-authorization' : 'x-aa-authorization';
  const url = (c.api === 'admin' ? adminPrefix : apiPrefix) + c.path.replace(/\{\w+\}/g, 'unknown-id');
  const response = await t.app.inject({
    method: 'GET',
    url,
    headers: { [header]: `Bearer ${tokens[c.roles[0] as string]}` },
  });
  const json = String(response.headers['content-type'] ?? '').startsWith('application/json')
    ? response.json()
    : undefined;
  return { status: response.statusCode, json };
}

describe('spec 7: every GET with only what the spec names', () => {
  it('covers the GETs of the spec', () => {
    expect(gets.length).toBeGreaterThanOrEqual(150);
  });

  it.each(gets.map((c) => [nameOf(c), c] as const))('%s', async (name, c) => {
    const { status, json } = await bare(c);
    const needed = needs[name];
    if (needed) {
      expect(status).toBe(400);
      const fields: { path: string; message: string }[] = json.data.fields;
      expect(fields[0]?.path).toBe(needed);
      expect(fields.filter((f) => /Invalid input/.test(f.message))).toEqual([]);
    } else if (hasPlaceholder(c)) {
      // an id nobody has: not found, never a complaint about missing parameters
      expect(status).toBe(404);
    } else {
      expect({ status, error: json?.error ?? null }).toEqual({ status: 200, error: null });
    }
  });
});

describe('the default range of a report', () => {
  const today = todayIn(marketplaceOf('US').timeZone);
  const thirtyDaysBack = addReportDays(today, -29);

  it('is the last 30 days of the US marketplace, today included, as the screens open', async () => {
    const { json } = await bare(gets.find((c) => c.path === 'seller/commission/reports/agg') as TSpecCall);
    expect(json.data).toMatchObject({ countryCode: 'US', startDate: thirtyDaysBack, endDate: today });
  });

  it('ends today when only the start is given, and starts 29 days before a given end', async () => {
    const metric = async (query: Record<string, string>) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `${apiPrefix}publisher/commission/reports/agg`,
          query,
          headers: { 'x-aa-authorization': `Bearer ${tokens.publisher}` },
        })
      ).json().data;
    expect(await metric({ startDate: '2026-11-01', countryCode: 'DE' })).toMatchObject({
      startDate: '2026-11-01',
      endDate: todayIn(marketplaceOf('DE').timeZone),
    });
    expect(await metric({ endDate: '2026-03-31' })).toMatchObject({
      startDate: '2026-03-02',
      endDate: '2026-03-31',
    });
  });

  it('reads the operator reports with the same names', async () => {
    const { json } = await bare(
      gets.find((c) => c.api === 'admin' && c.path === 'commission/reports/agg') as TSpecCall,
    );
    expect(json.success).toBe(true);
    const named = await t.app.inject({
      method: 'GET',
      url: `${adminPrefix}commission/reports/agg`,
      query: { startDate: '2026-11-02', endDate: '2026-11-01' },
      headers: { 'x-aa-admin-authorization': `Bearer ${tokens.operator}` },
    });
    expect(named.json().data.fields).toEqual([
      { path: 'endDate', message: 'The end date is before the start date' },
    ]);
  });
});
