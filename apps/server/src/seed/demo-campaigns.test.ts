import { publisherCampaignCalls, sellerCampaignCalls } from '@atlas/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOf } from '../../test/support/call';
import { createDemoApp, signInDemo } from '../../test/support/demo-app';
import type { TTestApp } from '../../test/support/test-app';
import { emails } from '../db/schema';
import { demoPublisherEmail, demoSellerEmail } from './demo';
import { seedDemoCampaigns } from './demo-campaigns';
import { seedDemoPlacements } from './demo-placements';
import { seedDemoTracking } from './demo-tracking';

// What the demo seller and publisher find in their Campaigns areas on first start.
let t: TTestApp;
let ids: string[];
let seller: string;
let publisher: string;
beforeAll(async () => {
  t = await createDemoApp();
  await seedDemoTracking(t.app.deps);
  await seedDemoPlacements(t.app.deps);
  ids = await seedDemoCampaigns(t.app.deps);
  seller = await signInDemo(t, demoSellerEmail);
  publisher = await signInDemo(t, demoPublisherEmail);
});
afterAll(() => t.close());

const detail = async (id: string) =>
  (
    await callOf(t.app, publisherCampaignCalls.getPublisherCampaign, {
      params: { campaignId: id },
      token: publisher,
    })
  ).body.data;

describe('the demo campaigns', () => {
  it('put one campaign of the demo seller in each state, on the demo publisher placements', async () => {
    const { body } = await callOf(t.app, sellerCampaignCalls.listSellerCampaigns, { token: seller });
    expect(body.data.total).toBe(ids.length);
    const byStatus = (status: string) => body.data.items.filter((i) => i.status === status).length;
    expect(
      Object.fromEntries(
        ['applied', 'accepted', 'in_progress', 'completed', 'confirmed', 'declined', 'suspended'].map((s) => [
          s,
          byStatus(s),
        ]),
      ),
    ).toEqual({
      applied: 1,
      accepted: 1,
      in_progress: 1,
      completed: 1,
      confirmed: 2,
      declined: 1,
      suspended: 1,
    });
    expect(new Set(body.data.items.map((i) => i.publisherName))).toEqual(new Set(['Demo Publisher']));
  });

  it('gives each its whole timeline, links once started, proof once completed, invoice numbers once confirmed', async () => {
    const all = await Promise.all(ids.map(detail));
    for (const c of all) {
      const times = c.events.map((e) => e.createdAt);
      expect(times).toEqual([...times].sort());
      expect(c.events.at(-1)?.toStatus).toBe(c.status);
      const started = ['in_progress', 'completed', 'confirmed'].includes(c.status);
      expect(c.products.every((p) => (p.link !== null) === started)).toBe(true);
      expect(c.proofLinks.length > 0).toBe(['completed', 'confirmed'].includes(c.status));
      expect(c.invoiceNumber !== null).toBe(c.status === 'confirmed');
    }
    expect(all.find((c) => c.status === 'applied')?.assets).toHaveLength(1);
  });

  it('confirms one campaign this month and one last month, and mails no one', async () => {
    const { body } = await callOf(t.app, sellerCampaignCalls.getSellerCampaignEarnings, { token: seller });
    const us = body.data.marketplaces.find((m) => m.countryCode === 'US');
    expect(us?.confirmedThisMonth.count).toBe(1);
    expect(us?.confirmedAllTime.count).toBe(2);
    const mails = await t.database.db.select().from(emails);
    expect(mails.filter((m) => m.kind.startsWith('campaign_'))).toEqual([]);
  });
});
