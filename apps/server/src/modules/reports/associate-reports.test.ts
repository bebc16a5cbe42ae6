import { publisherAssociateReportCalls, sellerAssociateReportCalls, type TAnyCall } from '@atlas/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOf } from '../../../test/support/call';
import { download } from '../../../test/support/download';
import { createBrand, createProduct, createSeller, createUser } from '../../../test/support/factories';
import { insertAssociateRows } from '../../../test/support/report-rows';
import { createTestApp, type TTestApp } from '../../../test/support/test-app';

// …/associate/commission/reports/…: matched lines of uploaded associates reports only; the
// files carry no traffic, so clicks and the rest are null.
let t: TTestApp;
let seller: Awaited<ReturnType<typeof createSeller>>;
let otherSeller: Awaited<ReturnType<typeof createSeller>>;
let publisher: Awaited<ReturnType<typeof createUser>>;
let otherPublisher: Awaited<ReturnType<typeof createUser>>;
let brandId: string;
const june = { startDate: '2026-06-01', endDate: '2026-06-30' };

beforeAll(async () => {
  t = await createTestApp();
  seller = await createSeller(t);
  otherSeller = await createSeller(t);
  publisher = await createUser(t, 'publisher');
  otherPublisher = await createUser(t, 'publisher');
  brandId = (await createBrand(t, seller.user.id, { name: 'Lamp Works' })).id;
  const lamp = await createProduct(t, seller.user.id, { brandId, asin: 'B0LAMP0001', title: 'Desk Lamp' });
  const line = (
    day: string,
    shipped: number,
    returned: number,
    revenue: number,
    commission: number,
    fee: number,
  ) => ({
    day,
    asin: lamp.asin,
    title: '@SUM(1) Desk Lamp, matte',
    productId: lamp.id,
    sellerId: seller.user.id,
    brandId,
    brandName: 'Lamp Works',
    itemsShipped: shipped,
    itemsReturned: returned,
    revenueMinor: revenue,
    adFeesMinor: 99,
    commissionBp: 1000,
    commissionMinor: commission,
    platformFeeMinor: fee,
    costMinor: commission + fee,
  });
  await insertAssociateRows(t, publisher.user.id, 'US', [
    line('2026-05-31', 1, 0, 5000, 500, 150),
    line('2026-06-01', 3, 1, 15000, 1500, 450),
    line('2026-06-30', 2, 0, 10000, 1000, 300),
    // no seller sells it: kept with its reason, counted nowhere
    {
      day: '2026-06-10',
      asin: 'B0NOBODY01',
      itemsShipped: 9,
      revenueMinor: 90000,
      unmatchedReason: 'no_product',
    },
  ]);
  await insertAssociateRows(t, otherPublisher.user.id, 'US', [line('2026-06-15', 1, 0, 5000, 500, 150)]);
});
afterAll(() => t.close());

/** A June report call, as `owner` unless another token is given. */
const reportAs =
  (owner: () => string) =>
  <C extends TAnyCall>(descriptor: C, query: Record<string, string> = {}, token = owner()) =>
    callOf(t.app, descriptor, { token, query: { ...june, ...query } });
const sellerReport = reportAs(() => seller.token);
const publisherReport = reportAs(() => publisher.token);

describe('the seller’s associate reports', () => {
  it('count shipped less returned units, revenue and commission of matched lines, traffic null', async () => {
    const { status, body } = await sellerReport(sellerAssociateReportCalls.agg);
    expect(status).toBe(200);
    expect(body.data.totals).toEqual({
      clicks: null,
      detailPageViews: null,
      addToCarts: null,
      orders: null,
      units: 5,
      salesMinor: 30000,
      commissionMinor: 3000,
      platformFeeMinor: 900,
      costMinor: 3900,
      conversionRateBp: null,
      epcMinor: null,
    });
    expect(body.data.previous.totals).toMatchObject({ units: 1, salesMinor: 5000 });
  });

  it('groups by publisher, product and brand, and drills down', async () => {
    const publishers = await sellerReport(sellerAssociateReportCalls.publisher);
    expect(publishers.body.data.items.map((r) => [r.publisherId, r.units, r.commissionMinor])).toEqual([
      [publisher.user.id, 4, 2500],
      [otherPublisher.user.id, 1, 500],
    ]);
    const products = await sellerReport(sellerAssociateReportCalls.product, { brandId });
    expect(products.body.data.items).toEqual([
      expect.objectContaining({
        asin: 'B0LAMP0001',
        title: '@SUM(1) Desk Lamp, matte',
        units: 5,
        clicks: null,
      }),
    ]);
    const brands = await sellerReport(sellerAssociateReportCalls.brandMetric, {
      publisherId: otherPublisher.user.id,
    });
    expect(brands.body.data).toMatchObject({ totals: { units: 1, salesMinor: 5000 } });
  });

  it('charts every day and sorts null traffic last, by the group', async () => {
    const daily = await sellerReport(sellerAssociateReportCalls.performanceDailyMetric);
    expect(daily.body.data.days).toHaveLength(30);
    expect(daily.body.data.days[0]).toMatchObject({
      day: '2026-06-01',
      units: 2,
      clicks: null,
      orders: null,
    });
    expect(daily.body.data.days[1]).toMatchObject({ units: 0, clicks: null });
    const sorted = await sellerReport(sellerAssociateReportCalls.publisher, {
      sortField: 'clicks',
      sortOrder: 'ascend',
    });
    expect(sorted.body).toMatchObject({ success: true });
    expect(sorted.body.data.items.map((r) => r.publisherId)).toEqual(
      [publisher.user.id, otherPublisher.user.id].sort(),
    );
  });

  it('shows another seller nothing', async () => {
    const { body } = await sellerReport(sellerAssociateReportCalls.agg, { brandId }, otherSeller.token);
    expect(body.data.totals).toMatchObject({ units: 0, salesMinor: 0 });
  });

  it('exports with "--"-free empty traffic cells and neutralized titles', async () => {
    const { lines } = await download(t.app, {
      path: sellerAssociateReportCalls.productExport.path,
      token: seller.token,
      query: june,
    });
    expect(lines).toEqual([
      'ASIN,Product,Brand,Clicks,Detail page views,Add to carts,Orders,Units,Sales (USD),Commission (USD),Platform fee (USD),Cost (USD),Conversion rate (%),EPC (USD)',
      `B0LAMP0001,"'@SUM(1) Desk Lamp, matte",Lamp Works,,,,,5,300,30,9,39,,`,
    ]);
  });
});

describe('the publisher’s associate reports', () => {
  it('count only its own matched lines, without the seller’s fee', async () => {
    const { body } = await publisherReport(publisherAssociateReportCalls.agg);
    expect(body.data.totals).toEqual({
      clicks: null,
      detailPageViews: null,
      addToCarts: null,
      orders: null,
      units: 4,
      salesMinor: 25000,
      commissionMinor: 2500,
      conversionRateBp: null,
      epcMinor: null,
    });
    const products = await publisherReport(publisherAssociateReportCalls.product);
    expect(products.body.data.total).toBe(1);
    const brand = await publisherReport(publisherAssociateReportCalls.brandMetric, {}, otherPublisher.token);
    expect(brand.body.data.totals.units).toBe(1);
  });

  it('ignores a tracking id filter, which the associate set does not have', async () => {
    const days = await publisherReport(publisherAssociateReportCalls.performance, { trackingId: 'tid_x' });
    expect(days.status).toBe(200);
    expect(days.body.data.items).toHaveLength(2);
  });
});
