import { sellerReportCalls, type TAnyCall } from '@atlas/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOf } from '../../../test/support/call';
import { march, seedSellerMonth } from '../../../test/support/report-fixture';
import { createTestApp, type TTestApp } from '../../../test/support/test-app';

// seller/commission/reports/…: the figures of a seller's March to the cent, from report_days.
let t: TTestApp;
let world: Awaited<ReturnType<typeof seedSellerMonth>>;
beforeAll(async () => {
  t = await createTestApp();
  world = await seedSellerMonth(t);
});
afterAll(() => t.close());

const report = <C extends TAnyCall>(
  descriptor: C,
  query: Record<string, string> = {},
  token = world.seller.token,
) => callOf(t.app, descriptor, { token, query: { ...march, ...query } });

const marchTotals = {
  clicks: 257,
  detailPageViews: 60,
  addToCarts: 12,
  orders: 8,
  units: 8,
  salesMinor: 23996,
  commissionMinor: 3040,
  platformFeeMinor: 912,
  costMinor: 3952,
  // 8 / 257 = 3.11 %; 3040 / 257 = 11.8 cents
  conversionRateBp: 311,
  epcMinor: 12,
};

describe('totals', () => {
  it('sums the month to the cent, against the 31 days before it, with currency and zone', async () => {
    const { status, body } = await report(sellerReportCalls.agg);
    expect(status).toBe(200);
    expect(body.data).toEqual({
      countryCode: 'US',
      currency: 'USD',
      timeZone: 'America/Los_Angeles',
      timeZoneLabel: 'Pacific Time Zone (PT)',
      ...march,
      totals: marchTotals,
      previous: {
        startDate: '2026-01-29',
        endDate: '2026-02-28',
        totals: {
          clicks: 5,
          detailPageViews: 0,
          addToCarts: 0,
          orders: 1,
          units: 1,
          salesMinor: 1000,
          commissionMinor: 100,
          platformFeeMinor: 30,
          costMinor: 130,
          conversionRateBp: 2000,
          epcMinor: 20,
        },
      },
    });
  });

  it('answers the same totals on every grouping, narrowed by its filters', async () => {
    for (const metric of [
      sellerReportCalls.brandMetric,
      sellerReportCalls.productMetric,
      sellerReportCalls.publisherMetric,
    ]) {
      expect((await report(metric)).body.data.totals).toEqual(marchTotals);
    }
    const trail = await report(sellerReportCalls.brandMetric, { brandId: world.brands.trail.id });
    expect(trail.body.data.totals).toMatchObject({
      clicks: 7,
      orders: 0,
      salesMinor: 0,
      conversionRateBp: 0,
      epcMinor: 0,
    });
  });

  it('gives null rates without clicks, and zeros for a range without rows', async () => {
    const empty = await report(sellerReportCalls.brandMetric, {
      startDate: '2025-01-01',
      endDate: '2025-01-31',
    });
    expect(empty.body.data.totals).toEqual({
      clicks: 0,
      detailPageViews: 0,
      addToCarts: 0,
      orders: 0,
      units: 0,
      salesMinor: 0,
      commissionMinor: 0,
      platformFeeMinor: 0,
      costMinor: 0,
      conversionRateBp: null,
      epcMinor: null,
    });
  });
});

describe('daily metric', () => {
  it('has every day of the month in order, days without rows as zeros', async () => {
    const { body } = await report(sellerReportCalls.performanceDailyMetric);
    const days = body.data.days;
    expect(days.map((d) => d.day)).toEqual(
      Array.from({ length: 31 }, (_, i) => `2026-03-${String(i + 1).padStart(2, '0')}`),
    );
    expect(days[7]).toMatchObject({
      day: '2026-03-08',
      clicks: 50,
      orders: 1,
      salesMinor: 2999,
      commissionMinor: 450,
    });
    expect(days[2]).toMatchObject({ day: '2026-03-03', clicks: 0, salesMinor: 0, conversionRateBp: null });
    expect(days[14]).toMatchObject({ day: '2026-03-15', units: -1, salesMinor: -2999, costMinor: -585 });
    expect(days.reduce((sum, d) => sum + d.commissionMinor, 0)).toBe(3040);
  });

  it('refuses a day past 2099: the day after 9999-12-31 is no YYYY-MM-DD, and its count never ended', async () => {
    const { status, body } = await report(sellerReportCalls.performanceDailyMetric, {
      startDate: '9999-12-31',
      endDate: '9999-12-31',
    });
    expect(status).toBe(400);
    expect(body.data).toEqual({
      fields: [
        { path: 'startDate', message: 'Give a date from 2000 to 2099' },
        { path: 'endDate', message: 'Give a date from 2000 to 2099' },
      ],
    });
  });

  it('follows the drill-down filters', async () => {
    const { body } = await report(sellerReportCalls.publisherDailyMetric, {
      publisherId: world.publisherB.user.id,
    });
    expect(body.data.days.filter((d) => d.clicks).map((d) => [d.day, d.clicks])).toEqual([
      ['2026-03-05', 7],
      ['2026-03-20', 30],
    ]);
  });
});
