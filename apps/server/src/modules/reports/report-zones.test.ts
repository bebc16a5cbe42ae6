import { sellerReportCalls, type TAnyCall } from '@atlas/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOf } from '../../../test/support/call';
import { createProduct, createSeller, createUser } from '../../../test/support/factories';
import { insertReportDays } from '../../../test/support/report-rows';
import { createTestApp, type TTestApp } from '../../../test/support/test-app';
import { insertTrackingLink } from '../../../test/support/tracking-links';

// Ranges are cut by marketplace day in every zone: report_days.day is already the day in the
// marketplace's zone, so a month, its daylight-saving day and the previous period are whole days.
let t: TTestApp;
let seller: Awaited<ReturnType<typeof createSeller>>;

/** Each marketplace with its spring-forward and fall-back days of 2026. */
const zones = [
  {
    countryCode: 'US',
    currency: 'USD',
    spring: '2026-03-08',
    fall: '2026-11-01',
    label: 'Pacific Time Zone (PT)',
  },
  {
    countryCode: 'CA',
    currency: 'CAD',
    spring: '2026-03-08',
    fall: '2026-11-01',
    label: 'Pacific Time Zone (PT)',
  },
  {
    countryCode: 'FR',
    currency: 'EUR',
    spring: '2026-03-29',
    fall: '2026-10-25',
    label: 'Central European Time Zone (CET)',
  },
  {
    countryCode: 'DE',
    currency: 'EUR',
    spring: '2026-03-29',
    fall: '2026-10-25',
    label: 'Central European Time Zone (CET)',
  },
  {
    countryCode: 'UK',
    currency: 'GBP',
    spring: '2026-03-29',
    fall: '2026-10-25',
    label: 'Greenwich Mean Time Zone (GMT)',
  },
] as const;

beforeAll(async () => {
  t = await createTestApp();
  seller = await createSeller(t);
  const publisher = await createUser(t, 'publisher');
  for (const zone of zones) {
    const product = await createProduct(t, seller.user.id, {
      countryCode: zone.countryCode,
      currency: zone.currency,
    });
    const link = await insertTrackingLink(t, publisher.user.id, {
      countryCode: zone.countryCode,
      productId: product.id,
      brandId: product.brandId,
      asin: product.asin,
    });
    const day = (d: string, clicks: number, salesMinor: number) => ({
      day: d,
      clicks,
      orders: 1,
      units: 1,
      salesMinor,
      commissionMinor: salesMinor / 10,
    });
    await insertReportDays(t, link, seller.user.id, [
      day('2026-02-28', 1, 100),
      day('2026-03-01', 2, 200),
      day(zone.spring, 4, 400),
      day('2026-03-31', 8, 800),
      day('2026-04-01', 16, 1600),
      day(zone.fall, 32, 3200),
    ]);
  }
});
afterAll(() => t.close());

const report = <C extends TAnyCall>(descriptor: C, query: Record<string, string>) =>
  callOf(t.app, descriptor, { token: seller.token, query });

describe.each(zones)('$countryCode', (zone) => {
  it('counts March from its first to its last marketplace day, against the 31 days before', async () => {
    const { body } = await report(sellerReportCalls.agg, {
      countryCode: zone.countryCode,
      startDate: '2026-03-01',
      endDate: '2026-03-31',
    });
    expect(body.data).toMatchObject({ currency: zone.currency, timeZoneLabel: zone.label });
    expect(body.data.totals).toMatchObject({ clicks: 14, salesMinor: 1400, commissionMinor: 140 });
    expect(body.data.previous).toMatchObject({ startDate: '2026-01-29', endDate: '2026-02-28' });
    expect(body.data.previous.totals).toMatchObject({ clicks: 1, salesMinor: 100 });
  });

  it('keeps the daylight-saving days whole, one row each', async () => {
    for (const [startDate, endDate, day, clicks] of [
      ['2026-03-01', '2026-03-31', zone.spring, 4],
      ['2026-10-01', '2026-11-30', zone.fall, 32],
    ] as const) {
      const { body } = await report(sellerReportCalls.performanceDailyMetric, {
        countryCode: zone.countryCode,
        startDate,
        endDate,
      });
      const withClicks = body.data.days.filter((d) => d.clicks);
      expect(withClicks.map((d) => [d.day, d.clicks])).toContainEqual([day, clicks]);
      expect(body.data.days.filter((d) => d.day === day)).toHaveLength(1);
    }
  });

  it('starts a range on the first day of the next month', async () => {
    const { body } = await report(sellerReportCalls.agg, {
      countryCode: zone.countryCode,
      startDate: '2026-03-31',
      endDate: '2026-04-01',
    });
    expect(body.data.totals).toMatchObject({ clicks: 24 });
    expect(body.data.previous).toMatchObject({ startDate: '2026-03-29', endDate: '2026-03-30' });
    expect(body.data.previous.totals.clicks).toBe(zone.spring === '2026-03-29' ? 4 : 0);
  });
});
