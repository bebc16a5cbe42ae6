import { dashboardCalls, type TAnyCall } from '@atlas/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOf } from '../../../test/support/call';
import { publisherIn } from '../../../test/support/catalogue';
import { createBrand, createProduct, createSeller } from '../../../test/support/factories';
import { insertReportDays } from '../../../test/support/report-rows';
import { createTestApp, type TTestApp } from '../../../test/support/test-app';
import { insertTrackingLink } from '../../../test/support/tracking-links';

// The Dashboards' statistics from rows written into report_days here, so every figure is known
// to the cent. The clock stands at 2026-03-12 06:30 UTC: still 2026-03-11 in Los Angeles (after
// the 03-08 change to daylight time), already 2026-03-12 in London.
let t: TTestApp;
let seller: Awaited<ReturnType<typeof createSeller>>;
let otherSeller: Awaited<ReturnType<typeof createSeller>>;
let publisher: Awaited<ReturnType<typeof publisherIn>>;
let otherPublisher: Awaited<ReturnType<typeof publisherIn>>;
let newcomer: Awaited<ReturnType<typeof publisherIn>>;

type TFigures = Omit<Parameters<typeof insertReportDays>[3][number], 'day'>;

/** A rollup row of a link's day, its dimensions copied from the link as the shipper and import do. */
const rollup = (
  link: Awaited<ReturnType<typeof insertTrackingLink>>,
  sellerId: string,
  day: string,
  figures: TFigures,
) => insertReportDays(t, link, sellerId, [{ day, ...figures }]);

/** An order of `units` at $19.99 with a 10 % commission and a 30 % fee on it. */
const order = (units: number, clicks = 0): TFigures => ({
  clicks,
  orders: 1,
  units,
  salesMinor: 1999 * units,
  commissionMinor: 200 * units,
  platformFeeMinor: 60 * units,
  costMinor: 260 * units,
});

const statistics = <C extends TAnyCall>(descriptor: C, token: string, query: Record<string, string> = {}) =>
  callOf(t.app, descriptor, { token, query });
const sellerStats = (query: Record<string, string> = {}, token = seller.token) =>
  statistics(dashboardCalls.getSellerDashboardStatistics, token, query);
const publisherStats = (query: Record<string, string> = {}, token = publisher.token) =>
  statistics(dashboardCalls.getPublisherDashboardStatistics, token, query);

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = new Date('2026-03-12T06:30:00Z');
  seller = await createSeller(t);
  otherSeller = await createSeller(t);
  publisher = await publisherIn(t, { reviewStatus: 'approved' });
  otherPublisher = await publisherIn(t, { reviewStatus: 'approved' });
  newcomer = await publisherIn(t, { reviewStatus: 'approved' });

  const brand = await createBrand(t, seller.user.id, { name: 'Copper Kettle' });
  const kettle = await createProduct(t, seller.user.id, {
    brandId: brand.id,
    asin: 'B0KETTLE01',
    title: 'Copper kettle',
    status: 'active',
    commissionBp: 1000,
  });
  await createProduct(t, seller.user.id, { brandId: brand.id, asin: 'B0KETTLE02', status: 'inactive' });
  await createProduct(t, seller.user.id, {
    brandId: brand.id,
    asin: 'B0KETTLE03',
    countryCode: 'UK',
    currency: 'GBP',
    status: 'active',
    commissionBp: 800,
  });
  const lamp = await createProduct(t, otherSeller.user.id, { asin: 'B0LAMP0001', title: 'Desk lamp' });

  const kettleLink = await insertTrackingLink(t, publisher.user.id, {
    productId: kettle.id,
    brandId: brand.id,
    asin: kettle.asin,
    brandName: 'Copper Kettle',
  });
  const brandLink = await insertTrackingLink(t, publisher.user.id, {
    linkType: 'brand',
    brandId: brand.id,
    asin: null,
    brandName: 'Copper Kettle',
  });
  const ukLink = await insertTrackingLink(t, publisher.user.id, {
    countryCode: 'UK',
    asin: 'B0KETTLE03',
    brandId: brand.id,
    brandName: 'Copper Kettle',
  });
  const lampLink = await insertTrackingLink(t, publisher.user.id, {
    productId: lamp.id,
    asin: lamp.asin,
    brandName: 'Lamps',
  });
  await insertTrackingLink(t, publisher.user.id, { deletedAt: new Date('2026-03-01T00:00:00Z') });
  const rivalLink = await insertTrackingLink(t, otherPublisher.user.id, {
    productId: kettle.id,
    asin: kettle.asin,
    brandName: 'Copper Kettle',
  });

  const sellerId = seller.user.id;
  // before the previous period: never counted
  await rollup(kettleLink, sellerId, '2026-02-25', { clicks: 50 });
  // the previous period, 02-26 … 03-04
  await rollup(kettleLink, sellerId, '2026-03-04', order(1, 10));
  // this period, 03-05 … 03-11 (03-08 is 23 hours long in Los Angeles)
  await rollup(kettleLink, sellerId, '2026-03-05', { ...order(3, 20), detailPageViews: 15, addToCarts: 4 });
  await rollup(kettleLink, sellerId, '2026-03-08', order(1, 7));
  // a return of one unit bought on 03-05, reported on 03-11
  await rollup(kettleLink, sellerId, '2026-03-11', {
    returnedUnits: 1,
    units: -1,
    salesMinor: -1999,
    commissionMinor: -200,
    platformFeeMinor: -60,
    costMinor: -260,
  });
  await rollup(brandLink, sellerId, '2026-03-06', { clicks: 5 });
  await rollup(lampLink, otherSeller.user.id, '2026-03-06', { clicks: 4 });
  // 03-12 is today in UTC and London, tomorrow in Los Angeles: not in the US period
  await rollup(kettleLink, sellerId, '2026-03-12', { clicks: 100 });
  await rollup(ukLink, sellerId, '2026-03-12', { clicks: 9 });
  // another publisher's sale of the seller's kettle
  await rollup(rivalLink, sellerId, '2026-03-06', order(1, 3));
});
afterAll(() => t.close());

describe("the publisher's statistics", () => {
  it('totals the last 7 marketplace days against the 7 before, to the cent', async () => {
    const { status, body } = await publisherStats({ countryCode: 'US', period: '7d' });
    expect(status).toBe(200);
    const data = body.data;
    expect(data).toMatchObject({
      countryCode: 'US',
      currency: 'USD',
      timeZone: 'America/Los_Angeles',
      timeZoneLabel: 'Pacific Time Zone (PT)',
      period: '7d',
      startDate: '2026-03-05',
      endDate: '2026-03-11',
    });
    // kettle 20 + 7, brand link 5, lamp 4; 4 orders of 4 units, one returned
    expect(data.totals).toEqual({
      clicks: 36,
      detailPageViews: 15,
      addToCarts: 4,
      orders: 2,
      units: 3,
      salesMinor: 5997,
      commissionMinor: 600,
      conversionRateBp: 556,
      epcMinor: 17,
    });
    expect(data.previous).toEqual({
      startDate: '2026-02-26',
      endDate: '2026-03-04',
      totals: {
        clicks: 10,
        detailPageViews: 0,
        addToCarts: 0,
        orders: 1,
        units: 1,
        salesMinor: 1999,
        commissionMinor: 200,
        conversionRateBp: 1000,
        epcMinor: 20,
      },
    });
    expect(data.change).toEqual({
      clicks: 26_000,
      detailPageViews: null,
      addToCarts: null,
      orders: 10_000,
      units: 20_000,
      salesMinor: 20_000,
      commissionMinor: 20_000,
      conversionRateBp: -4440,
      epcMinor: -1500,
    });
  });

  it('gives every day of the period for the sparkline, a day without rows as zeros', async () => {
    const { body } = await publisherStats({ countryCode: 'US', period: '7d' });
    const days = body.data.days;
    expect(days.map((d) => d.day)).toEqual([
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
      '2026-03-09',
      '2026-03-10',
      '2026-03-11',
    ]);
    expect(days.map((d) => [d.clicks, d.commissionMinor])).toEqual([
      [20, 600],
      [9, 0],
      [0, 0],
      [7, 200],
      [0, 0],
      [0, 0],
      [0, -200],
    ]);
    expect(days[2]).toMatchObject({ salesMinor: 0, conversionRateBp: null, epcMinor: null });
  });

  it('counts live links and those clicked, and ranks products by commission without the brand clicks', async () => {
    const { body } = await publisherStats({ countryCode: 'US', period: '7d' });
    // kettle, brand and lamp links are live in the US; the deleted one is not
    expect(body.data.counts).toEqual({ liveLinks: 3, clickedLinks: 3 });
    expect(body.data.topProducts).toEqual([
      expect.objectContaining({
        asin: 'B0KETTLE01',
        productId: expect.stringMatching(/^prd_/),
        title: 'Copper kettle',
        brandName: 'Copper Kettle',
        clicks: 27,
        orders: 2,
        salesMinor: 5997,
        commissionMinor: 600,
      }),
      expect.objectContaining({ asin: 'B0LAMP0001', title: 'Desk lamp', clicks: 4, commissionMinor: 0 }),
    ]);
  });

  it("cuts the period by the marketplace's own today: London has reached 03-12", async () => {
    const { body } = await publisherStats({ countryCode: 'UK', period: '7d' });
    expect(body.data).toMatchObject({
      currency: 'GBP',
      timeZoneLabel: 'Greenwich Mean Time Zone (GMT)',
      startDate: '2026-03-06',
      endDate: '2026-03-12',
    });
    expect(body.data.totals.clicks).toBe(9);
    expect(body.data.change.clicks).toBeNull();
    expect(body.data.counts).toEqual({ liveLinks: 1, clickedLinks: 1 });
  });

  it('this month so far against as many days before it; 30 days by default', async () => {
    const month = await publisherStats({ period: 'month' });
    expect(month.body.data).toMatchObject({ startDate: '2026-03-01', endDate: '2026-03-11' });
    expect(month.body.data.previous).toMatchObject({ startDate: '2026-02-18', endDate: '2026-02-28' });
    expect(month.body.data.previous.totals.clicks).toBe(50);
    const fallback = await publisherStats();
    expect(fallback.body.data).toMatchObject({ period: '30d', countryCode: 'US', startDate: '2026-02-10' });
    expect(fallback.body.data.days).toHaveLength(30);
    // 02-10 … 03-11 reaches the 50 clicks of 02-25
    expect(fallback.body.data.totals.clicks).toBe(96);
  });

  it("never counts another publisher's rows", async () => {
    const { body } = await publisherStats({ period: '7d' }, otherPublisher.token);
    expect(body.data.totals).toMatchObject({ clicks: 3, orders: 1, salesMinor: 1999, commissionMinor: 200 });
    expect(body.data.counts).toEqual({ liveLinks: 1, clickedLinks: 1 });
    expect(body.data.topProducts.map((p) => p.asin)).toEqual(['B0KETTLE01']);
  });

  it('answers zeros, no changes and no products to an account with no data yet', async () => {
    const { status, body } = await publisherStats({ period: '7d' }, newcomer.token);
    expect(status).toBe(200);
    expect(body.data.totals).toMatchObject({
      clicks: 0,
      commissionMinor: 0,
      conversionRateBp: null,
      epcMinor: null,
    });
    expect(Object.values(body.data.change).every((c) => c === null)).toBe(true);
    expect(body.data.days).toHaveLength(7);
    expect(body.data.counts).toEqual({ liveLinks: 0, clickedLinks: 0 });
    expect(body.data.topProducts).toEqual([]);
  });
});

describe("the seller's statistics", () => {
  it('totals every publisher of its products, with the fee and its cost, to the cent', async () => {
    const { status, body } = await sellerStats({ countryCode: 'US', period: '7d' });
    expect(status).toBe(200);
    // kettle link 27 clicks + brand link 5 + the rival's 3; not the other seller's lamp
    expect(body.data.totals).toEqual({
      clicks: 35,
      detailPageViews: 15,
      addToCarts: 4,
      orders: 3,
      units: 4,
      salesMinor: 7996,
      commissionMinor: 800,
      platformFeeMinor: 240,
      costMinor: 1040,
      conversionRateBp: 857,
      epcMinor: 23,
    });
    expect(body.data.previous.totals).toMatchObject({ clicks: 10, costMinor: 260, platformFeeMinor: 60 });
    expect(body.data.change).toMatchObject({ clicks: 25_000, costMinor: 30_000, platformFeeMinor: 30_000 });
  });

  it('counts its promotable products and the publishers who drove clicks, and ranks them by sales', async () => {
    const { body } = await sellerStats({ countryCode: 'US', period: '7d' });
    expect(body.data.counts).toEqual({ activeProducts: 1, clickingPublishers: 2 });
    expect(body.data.topPublishers).toEqual([
      expect.objectContaining({
        publisherId: publisher.user.id,
        publisherName: expect.any(String),
        clicks: 32,
        orders: 2,
        salesMinor: 5997,
        costMinor: 780,
      }),
      expect.objectContaining({
        publisherId: otherPublisher.user.id,
        clicks: 3,
        salesMinor: 1999,
        costMinor: 260,
      }),
    ]);
  });

  it("never counts another seller's products", async () => {
    const { body } = await sellerStats({ period: '7d' }, otherSeller.token);
    expect(body.data.totals).toMatchObject({ clicks: 4, orders: 0, costMinor: 0 });
    expect(body.data.counts).toEqual({ activeProducts: 0, clickingPublishers: 1 });
  });
});

describe('bad queries', () => {
  it.each([
    [{ countryCode: 'XX' }, 'countryCode'],
    [{ period: '1y' }, 'period'],
  ])('%o is refused naming %s', async (query, field) => {
    for (const answer of [await sellerStats(query), await publisherStats(query)]) {
      expect(answer.status).toBe(400);
      expect(answer.body.data).toMatchObject({ fields: [{ path: field, message: expect.any(String) }] });
    }
  });
});
