import type {
  TCommissionHistoryPage,
  TDealPage,
  TLoginResponse,
  TMarketplaceConnectionStatus,
  TProductPage,
} from '@atlas/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/support/call';
import { createTestApp, type TTestApp } from '../../test/support/test-app';
import { demoPassword, demoSellerEmail, seedDemo } from './demo';
import { seedDemoCatalogue } from './demo-catalogue';

// What a newcomer sees on first start, signed in as the demo seller, read through the API.
let t: TTestApp;
let token: string;
let seeded: number;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db);
  seeded = await seedDemoCatalogue(t.app.deps, demoSellerEmail);
  const login = await call<TLoginResponse>(t.app, {
    method: 'POST',
    path: 'user/auth/login',
    body: { email: demoSellerEmail, password: demoPassword },
  });
  token = login.body.data.token;
});
afterAll(() => t.close());

const get = <T>(path: string, query: Record<string, string> = {}) => call<T>(t.app, { path, token, query });

describe('the demo seller on a fresh start', () => {
  it('is connected to the demo marketplace with its catalogue imported', async () => {
    const status = await get<TMarketplaceConnectionStatus>('seller/marketplace-connection');
    expect(status.body.data.connection).toMatchObject({
      sellingPartnerId: 'A1DEMONORTHWIND',
      name: 'Northwind Home',
    });
    const list = await get<TProductPage>('seller/product/list', { countryCode: 'US' });
    expect(list.status).toBe(200);
    expect(list.body.data.total).toBeGreaterThan(20);
    expect(seeded).toBeGreaterThan(list.body.data.total);
  });

  it('has commissions on most products, most of them active, with a history', async () => {
    const list = await get<TProductPage>('seller/product/list', { countryCode: 'US', pageSize: '100' });
    const rows = list.body.data.items as { commissionBp: number | null; status: string }[];
    const withCommission = rows.filter((r) => r.commissionBp !== null);
    expect(withCommission.length / rows.length).toBeGreaterThan(0.8);
    expect(rows.filter((r) => r.status === 'active').length / rows.length).toBeGreaterThan(0.6);
    const history = await get<TCommissionHistoryPage>('seller/product/commissionHistory');
    expect(history.body.data.total).toBeGreaterThan(withCommission.length);
  });

  it('has an ended, a running and an upcoming deal', async () => {
    for (const state of ['ended', 'running', 'upcoming']) {
      const deals = await get<TDealPage>('seller/product/deal', { state });
      expect(deals.body.data.total, state).toBe(1);
    }
  });
});
