import { placementBrowseCalls } from '@atlas/shared';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOf } from '../../test/support/call';
import { createDemoApp, signInDemo } from '../../test/support/demo-app';
import type { TTestApp } from '../../test/support/test-app';
import { placementPrices, placements } from '../db/schema';
import { demoSellerEmail } from './demo';
import { seedDemoPlacements } from './demo-placements';
import { seedDemoTracking } from './demo-tracking';

// What the demo publisher finds in its Placements area, and sellers in theirs, on first start.
let t: TTestApp;
let ids: string[];
beforeAll(async () => {
  t = await createDemoApp();
  await seedDemoTracking(t.app.deps);
  ids = await seedDemoPlacements(t.app.deps);
});
afterAll(() => t.close());

describe('the demo placements', () => {
  it('gives the demo publisher four online placements, a draft and a suspended one', async () => {
    const rows = await t.database.db.select().from(placements).orderBy(asc(placements.createdAt));
    expect(rows.map((r) => r.id)).toEqual(ids);
    expect(rows.map((r) => r.status)).toEqual(['online', 'online', 'online', 'draft', 'suspended', 'online']);
    const online = rows.filter((r) => r.status === 'online');
    expect(new Set(online.map((r) => r.format)).size).toBe(4);
    for (const row of online) {
      expect(row.sourceId).not.toBeNull();
      expect(row.images).toHaveLength(1);
    }
  });

  it('prices the online placements in several marketplaces, each in its currency', async () => {
    const prices = await t.database.db.select().from(placementPrices);
    const countries = new Set(prices.map((p) => p.countryCode));
    expect([...countries].sort()).toEqual(['CA', 'DE', 'FR', 'UK', 'US']);
    expect(prices.find((p) => p.countryCode === 'UK')?.currency).toBe('GBP');
    const draft = prices.filter((p) => p.placementId === ids[3]);
    expect(draft).toEqual([]);
  });

  it('serves the images it uploaded as PNGs', async () => {
    const [row] = await t.database.db
      .select()
      .from(placements)
      .where(eq(placements.id, ids[0] as string));
    const image = row?.images[0];
    const served = await t.app.inject({ method: 'GET', url: image?.url ?? '' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
  });

  it('shows the demo seller the four online ones', async () => {
    const token = await signInDemo(t, demoSellerEmail);
    const { body } = await callOf(t.app, placementBrowseCalls.listSellerPlacements, { token });
    expect(body.data.total).toBe(4);
    expect(body.data.items.every((p) => p.publisher.name === 'Demo Publisher')).toBe(true);
  });
});
