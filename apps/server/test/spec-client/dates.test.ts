import { addReportDays, adminPrefix, apiPrefix, marketplaceOf, todayIn } from '@atlas/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSellerEmail } from '../../src/seed/demo';
import { createDemoApp, signInDemo, signInDemoOperator } from '../support/demo-app';
import type { TTestApp } from '../support/test-app';

// Spec 3 "Dates": "they may arrive either as a three-part array [year, month, day] or as a
// dash-separated string. Both forms must be accepted." Every day the API takes reads both, and
// every day-only field it answers is 'YYYY-MM-DD'.

let t: TTestApp;
let seller = '';
let operator = '';
beforeAll(async () => {
  t = await createDemoApp();
  seller = await signInDemo(t, demoSellerEmail);
  operator = await signInDemoOperator(t);
}, 120_000);
afterAll(() => t.close());

const asParts = (day: string) => day.split('-').map(Number);

async function user(method: 'GET' | 'POST', path: string, input: { query?: string; body?: object }) {
  const response = await t.app.inject({
    method,
    url: `${apiPrefix}${path}${input.query ? `?${input.query}` : ''}`,
    headers: { 'x-aa-authorization': `Bearer ${seller}` },
    ...(input.body ? { payload: input.body } : {}),
  });
  return { status: response.statusCode, body: response.json() };
}

describe('spec 3: a day as [year, month, day] or YYYY-MM-DD', () => {
  it('reads a deal whose days come as arrays, and answers them as YYYY-MM-DD', async () => {
    const today = todayIn(marketplaceOf('US').timeZone);
    const products = await user('GET', 'seller/product/list', { query: 'countryCode=US' });
    const productId = products.body.data.items.find((p: { priceMinor: number | null }) => p.priceMinor)?.id;
    const start = addReportDays(today, 3);
    const end = addReportDays(today, 10);
    const saved = await user('POST', 'seller/product/deal', {
      body: { productId, discountBp: 1500, startDate: asParts(start), endDate: asParts(end) },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ startDate: start, endDate: end });
  });

  it('reads a report range as repeated keys, as one comma value, and as strings alike', async () => {
    const [y, m, d] = asParts('2026-03-08');
    const ask = (query: string) =>
      user('GET', 'seller/commission/reports/agg', { query }).then((r) => r.body.data);
    const repeated = await ask(`startDate=${y}&startDate=${m}&startDate=${d}&endDate=2026-03-31`);
    const comma = await ask(`startDate=${y},${m},${d}&endDate=2026,3,31`);
    expect(repeated).toMatchObject({ startDate: '2026-03-08', endDate: '2026-03-31' });
    expect(comma).toMatchObject({ startDate: '2026-03-08', endDate: '2026-03-31' });
  });

  it("reads the audit log's days as arrays too", async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${adminPrefix}audit/list?from=2026,1,1&to=2026,1,31`,
      headers: { 'x-aa-admin-authorization': `Bearer ${operator}` },
    });
    expect(response.statusCode).toBe(200);
    const bad = await t.app.inject({
      method: 'GET',
      url: `${adminPrefix}audit/list?from=2026,2,30`,
      headers: { 'x-aa-admin-authorization': `Bearer ${operator}` },
    });
    expect(bad.json().data.fields).toEqual([{ path: 'from', message: 'No such date' }]);
  });
});
