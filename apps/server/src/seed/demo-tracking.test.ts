import { cooperateCalls, trackingCalls } from '@atlas/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOf } from '../../test/support/call';
import { createDemoApp, signInDemo } from '../../test/support/demo-app';
import type { TTestApp } from '../../test/support/test-app';
import { demoPublisherEmail } from './demo';
import { demoHistoryDays } from './demo-history';
import { demoPartnerEmail, seedDemoTracking } from './demo-tracking';

// What the demo publisher and partner find in their tracking screens on first start.
let t: TTestApp;
let made: number;
beforeAll(async () => {
  t = await createDemoApp();
  made = await seedDemoTracking(t.app.deps);
});
afterAll(() => t.close());

const signIn = (email: string) => signInDemo(t, email);

describe('the demo tracking on a fresh start', () => {
  it('gives the publisher product, brand and associate links with clicks', async () => {
    const token = await signIn(demoPublisherEmail);
    const list = (
      descriptor:
        | typeof trackingCalls.listProductLinks
        | typeof trackingCalls.listBrandLinks
        | typeof trackingCalls.listAssociateLinks,
    ) => callOf(t.app, descriptor, { token, query: { sortBy: 'clicks' } });
    const products = (await list(trackingCalls.listProductLinks)).body.data;
    const brands = (await list(trackingCalls.listBrandLinks)).body.data;
    const associates = (await list(trackingCalls.listAssociateLinks)).body.data;
    expect(products.total).toBe(8);
    expect(brands.total).toBe(2);
    expect(associates.total).toBe(2);
    expect(made).toBe(15);
    for (const link of [...products.items, ...brands.items, ...associates.items]) {
      expect(link.clicks).toBeGreaterThan(100);
      expect(link.trackingId).not.toBeNull();
      expect(link.source).not.toBeNull();
    }
    expect(associates.items[0]?.associateTag).toBe('demodeals-20');
  });

  it('gives the publisher three tracking ids and sources, the blog with its sub-ids', async () => {
    const token = await signIn(demoPublisherEmail);
    const ids = (await callOf(t.app, trackingCalls.listTrackingIds, { token })).body.data;
    expect(ids.map((i) => i.name).sort()).toEqual(['blog', 'newsletter', 'pinterest']);
    expect(ids.every((i) => i.clicks > 0 && i.linkCount > 0)).toBe(true);
    const blog = ids.find((i) => i.name === 'blog');
    const subIds = await callOf(t.app, trackingCalls.listSubIds, { params: { id: blog!.id }, token });
    expect(subIds.body.data.map((s) => s.subId).sort()).toEqual(['gift-guide', 'review-post', 'sidebar']);
    const sources = await callOf(t.app, trackingCalls.listSources, { token });
    expect(sources.body.data.map((s) => s.kind).sort()).toEqual(['newsletter', 'pinterest', 'website']);
  });

  it("gives the partner two cooperations' tracking ids with clicks on their links", async () => {
    const token = await signIn(demoPartnerEmail);
    const ids = (await callOf(t.app, cooperateCalls.listCooperateTrackingIds, { token })).body.data;
    expect(ids.map((i) => i.cooperationName).sort()).toEqual(['Campus Deals', 'Maple Reviews']);
    expect(ids.every((i) => i.clicks > 0)).toBe(true);
  });

  it('spreads the clicks over the demo history, a few bots among them, the daily counts adding up', async () => {
    const { rows } = await t.database.db.execute<{ days: number; bots: number; mismatched: number }>(sql`
      select (select count(distinct day)::int from click_days) as days,
        (select count(*)::int from clicks where is_bot) as bots,
        (select count(*)::int from tracking_links l where l.click_count <>
          (select coalesce(sum(d.clicks), 0) from click_days d where d.link_id = l.id)) as mismatched`);
    const history = demoHistoryDays(t.clock.now);
    expect(rows[0]?.days).toBeGreaterThanOrEqual(history - 1);
    expect(rows[0]?.days).toBeLessThanOrEqual(history + 1);
    expect(rows[0]?.bots).toBeGreaterThan(0);
    expect(rows[0]?.mismatched).toBe(0);
  });
});
