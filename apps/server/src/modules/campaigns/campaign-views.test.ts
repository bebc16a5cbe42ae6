import { publisherCampaignCalls, sellerCampaignCalls, type TAnyCall } from '@atlas/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOf } from '../../../test/support/call';
import { campaignIn, campaignPublisher, campaignSeller } from '../../../test/support/campaigns';
import { createTestApp, type TTestApp } from '../../../test/support/test-app';
import { campaigns } from '../../db/schema';

// Lists, detail and earnings of both sides.
let t: TTestApp;
let seller: Awaited<ReturnType<typeof campaignSeller>>;
let publisher: Awaited<ReturnType<typeof campaignPublisher>>;
let ids: Record<string, string>;
beforeAll(async () => {
  // mid-June in every marketplace's zone, so "this month" is June everywhere
  t = await createTestApp({ CAMPAIGN_COMMISSION_BP: '1250' });
  t.clock.now = new Date('2025-06-15T12:00:00Z');
  seller = await campaignSeller(t);
  publisher = await campaignPublisher(t);
  ids = {};
  for (const status of [
    'applied',
    'accepted',
    'in_progress',
    'completed',
    'confirmed',
    'declined',
  ] as const) {
    t.clock.advance(60_000);
    ids[status] = (await campaignIn(t, seller, publisher, status)).id;
  }
  t.clock.advance(60_000);
  ids.lastMonth = (await campaignIn(t, seller, publisher, 'confirmed')).id;
  // confirmed on 31 May, 20:00 in Los Angeles (1 June in UTC): May in the US marketplace
  await t.database.db
    .update(campaigns)
    .set({ confirmedAt: new Date('2025-06-01T03:00:00Z'), priceMinor: 10_001 })
    .where(eq(campaigns.id, ids.lastMonth));
});
afterAll(() => t.close());

const get = <C extends TAnyCall>(descriptor: C, token: string, query?: Record<string, string>) =>
  callOf(t.app, descriptor, { token, query });

describe('lists', () => {
  it('answer each side its campaigns, newest first, filtered by status, marketplace and search', async () => {
    const mine = await get(sellerCampaignCalls.listSellerCampaigns, seller.token);
    expect(mine.body.data.total).toBe(7);
    expect(mine.body.data.items[0]?.id).toBe(ids.lastMonth);
    expect(mine.body.data.items[0]).toMatchObject({ publisherName: 'Test publisher', productCount: 2 });

    const theirs = await get(publisherCampaignCalls.listPublisherCampaigns, publisher.token, {
      status: 'confirmed',
    });
    expect(theirs.body.data.items.map((i) => i.id).sort()).toEqual([ids.confirmed, ids.lastMonth].sort());

    const de = await get(sellerCampaignCalls.listSellerCampaigns, seller.token, {
      countryCode: 'DE',
    });
    expect(de.body.data.total).toBe(0);
    const byId = await get(publisherCampaignCalls.listPublisherCampaigns, publisher.token, {
      search: ids.declined as string,
    });
    expect(byId.body.data.items.map((i) => i.id)).toEqual([ids.declined]);
    const byBrand = await get(publisherCampaignCalls.listPublisherCampaigns, publisher.token, {
      search: seller.brand.marketplaceBrandName.slice(0, 6),
      pageSize: '2',
      page: '2',
    });
    expect(byBrand.body.data).toMatchObject({ total: 7, page: 2, pageSize: 2 });
    expect(byBrand.body.data.items).toHaveLength(2);

    const bad = await get(sellerCampaignCalls.listSellerCampaigns, seller.token, { status: 'paid' });
    expect(bad.status).toBe(400);
  });

  it("another account's list holds none of them", async () => {
    const stranger = await campaignSeller(t);
    const page = await get(sellerCampaignCalls.listSellerCampaigns, stranger.token);
    expect(page.body.data.total).toBe(0);
  });
});

describe('detail', () => {
  it('holds the timeline oldest first, the same on both sides', async () => {
    const params = { campaignId: ids.confirmed! };
    const a = await callOf(t.app, sellerCampaignCalls.getSellerCampaign, { params, token: seller.token });
    const b = await callOf(t.app, publisherCampaignCalls.getPublisherCampaign, {
      params,
      token: publisher.token,
    });
    expect(a.body.data).toEqual(b.body.data);
    expect(a.body.data.events.map((e) => e.toStatus)).toEqual([
      'applied',
      'accepted',
      'in_progress',
      'completed',
      'confirmed',
    ]);
    expect(a.body.data.invoiceNumber).toBeGreaterThan(0);
    expect(a.body.data.products.every((p) => p.link !== null)).toBe(true);
  });
});

describe('earnings', () => {
  it("seller: committed, confirmed this month in the marketplace's zone, and confirmed in all", async () => {
    const { body } = await get(sellerCampaignCalls.getSellerCampaignEarnings, seller.token);
    expect(body.data.marketplaces).toHaveLength(1);
    const us = body.data.marketplaces[0];
    expect(us).toMatchObject({
      countryCode: 'US',
      currency: 'USD',
      month: '2025-06',
      committed: { count: 3, amountMinor: 75_000 },
      confirmedThisMonth: { count: 1, amountMinor: 25_000 },
      confirmedAllTime: { count: 2, amountMinor: 35_001 },
    });
    expect(us?.byStatus.find((s) => s.status === 'declined')).toEqual({
      status: 'declined',
      count: 1,
      amountMinor: 25_000,
    });
  });

  it('publisher: per month the gross, the platform commission on the total and the net; and pending', async () => {
    const { body } = await get(publisherCampaignCalls.getPublisherCampaignEarnings, publisher.token);
    expect(body.data.commissionBp).toBe(1250);
    expect(body.data.months).toEqual([
      {
        countryCode: 'US',
        currency: 'USD',
        month: '2025-06',
        campaigns: 1,
        grossMinor: 25_000,
        commissionMinor: 3_125,
        netMinor: 21_875,
      },
      // 10 001 × 12.5 % = 1 250.125, rounded to 1 250
      {
        countryCode: 'US',
        currency: 'USD',
        month: '2025-05',
        campaigns: 1,
        grossMinor: 10_001,
        commissionMinor: 1_250,
        netMinor: 8_751,
      },
    ]);
    expect(body.data.pending).toEqual([
      {
        countryCode: 'US',
        currency: 'USD',
        accepted: { count: 1, amountMinor: 25_000 },
        inProgress: { count: 1, amountMinor: 25_000 },
        completed: { count: 1, amountMinor: 25_000 },
      },
    ]);
    const ca = await get(publisherCampaignCalls.getPublisherCampaignEarnings, publisher.token, {
      countryCode: 'CA',
    });
    expect(ca.body.data).toEqual({ commissionBp: 1250, months: [], pending: [] });
  });
});
