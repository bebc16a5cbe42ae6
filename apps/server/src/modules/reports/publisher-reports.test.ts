import { publisherReportCalls, type TAnyCall } from '@atlas/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOf } from '../../../test/support/call';
import { download } from '../../../test/support/download';
import { march, seedSellerMonth } from '../../../test/support/report-fixture';
import { createTestApp, type TTestApp } from '../../../test/support/test-app';

// publisher/commission/reports/…: a publisher's own links across sellers, never the seller's fee.
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
  token = world.publisherA.token,
) => callOf(t.app, descriptor, { token, query: { ...march, ...query } });

describe('totals', () => {
  it('sums the publisher’s links of every seller, without fee or cost', async () => {
    const { status, body } = await report(publisherReportCalls.agg);
    expect(status).toBe(200);
    expect(body.data.totals).toEqual({
      clicks: 1220,
      detailPageViews: 60,
      addToCarts: 12,
      orders: 57,
      units: 57,
      salesMinor: 120996,
      commissionMinor: 12589,
      // 57 / 1220 = 4.67 %; 12589 / 1220 = 10.3 cents
      conversionRateBp: 467,
      epcMinor: 10,
    });
    expect(body.data.previous.totals).toMatchObject({ clicks: 5, commissionMinor: 100 });
    const metric = await report(publisherReportCalls.trackingIdMetric);
    expect(metric.body.data.totals).toEqual(body.data.totals);
  });

  it('charts one tracking id’s days', async () => {
    const { body } = await report(publisherReportCalls.trackingIdDailyMetric, {
      trackingId: world.newsletter.id,
    });
    expect(body.data.days).toHaveLength(31);
    expect(body.data.days.filter((d) => d.clicks).map((d) => [d.day, d.clicks])).toEqual([
      ['2026-03-01', 100],
      ['2026-03-02', 40],
      ['2026-03-08', 50],
      ['2026-03-31', 10],
    ]);
  });
});

describe('grouped rows', () => {
  it('lists tracking ids with their names, the links without one as `none`', async () => {
    const { body } = await report(publisherReportCalls.trackingId);
    expect(body.data.items.map((r) => [r.trackingId, r.trackingIdName, r.clicks, r.commissionMinor])).toEqual(
      [
        ['none', null, 1020, 10639],
        [world.newsletter.id, 'newsletter', 200, 1950],
      ],
    );
    expect(body.data.items[0]).not.toHaveProperty('costMinor');
    const none = await report(publisherReportCalls.brandMetric, { trackingId: 'none' });
    expect(none.body.data.totals).toMatchObject({ clicks: 1020 });
  });

  it('lists brands and products of the publisher only', async () => {
    const brands = await report(publisherReportCalls.brand);
    expect(brands.body.data.items.map((r) => [r.brandName, r.clicks])).toEqual([
      ['Elsewhere', 1000],
      ['Copper Kettle', 220],
    ]);
    const products = await report(publisherReportCalls.product, { brandId: world.brands.kettle.id });
    expect(products.body.data.items.map((r) => [r.asin, r.commissionMinor])).toEqual([
      ['B0SKILLET1', 1950],
      ['B0PRESS001', 640],
      ['', 0],
    ]);
    const other = await report(publisherReportCalls.brand, {}, world.publisherB.token);
    expect(other.body.data.items.map((r) => [r.brandName, r.clicks])).toEqual([
      ['Copper Kettle', 30],
      ['Trail Co', 7],
    ]);
  });
});

describe('one tracking id', () => {
  it('compares its range with the one before, by name', async () => {
    const { status, body } = await report(publisherReportCalls.trackingIdAgg, {
      trackingId: world.newsletter.id,
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      trackingId: world.newsletter.id,
      trackingIdName: 'newsletter',
      totals: { clicks: 200, orders: 5, commissionMinor: 1950 },
      previous: { startDate: '2026-01-29', totals: { clicks: 5, commissionMinor: 100 } },
    });
  });

  it('lists its links with their figures', async () => {
    const { body } = await report(publisherReportCalls.trackingIdDetail, {
      trackingId: world.newsletter.id,
    });
    expect(body.data).toMatchObject({ total: 2, trackingIdName: 'newsletter' });
    expect(
      body.data.items.map((r) => [r.linkId, r.linkType, r.asin, r.title, r.clicks, r.commissionMinor]),
    ).toEqual([
      [world.links.a1.id, 'product', 'B0SKILLET1', world.links.a1.title, 160, 1500],
      [world.links.aBrand.id, 'brand', '', 'Copper Kettle', 40, 450],
    ]);
  });

  it('answers 404 for another publisher’s tracking id and 400 without one', async () => {
    const other = await report(
      publisherReportCalls.trackingIdAgg,
      { trackingId: world.newsletter.id },
      world.publisherB.token,
    );
    expect(other.status).toBe(404);
    const detail = await report(
      publisherReportCalls.trackingIdDetail,
      { trackingId: world.newsletter.id },
      world.publisherB.token,
    );
    expect(detail.status).toBe(404);
    const missing = await report(publisherReportCalls.trackingIdAgg);
    expect(missing.status).toBe(400);
    expect(missing.body.data).toMatchObject({ fields: [{ path: 'trackingId' }] });
  });

  it('filters another publisher’s tracking id to nothing in the lists', async () => {
    const { body } = await report(
      publisherReportCalls.brand,
      { trackingId: world.newsletter.id },
      world.publisherB.token,
    );
    expect(body.data).toMatchObject({ items: [], total: 0 });
  });
});

describe('exports', () => {
  it('exports tracking ids without the seller’s columns', async () => {
    const { status, lines } = await download(t.app, {
      path: publisherReportCalls.trackingIdExport.path,
      token: world.publisherA.token,
      query: march,
    });
    expect(status).toBe(200);
    expect(lines).toEqual([
      'Tracking ID,Clicks,Detail page views,Add to carts,Orders,Units,Sales (USD),Commission (USD),Conversion rate (%),EPC (USD)',
      '(none),1020,0,0,52,52,1079.97,106.39,5.1,0.1',
      'newsletter,200,60,12,5,5,129.99,19.5,2.5,0.1',
    ]);
  });

  it('exports brands, products and days', async () => {
    for (const grouping of ['brand', 'product', 'performance']) {
      const { status, lines } = await download(t.app, {
        path: `publisher/commission/reports/${grouping}/export`,
        token: world.publisherA.token,
        query: march,
      });
      expect(status).toBe(200);
      expect(lines.length).toBeGreaterThan(2);
    }
  });
});
