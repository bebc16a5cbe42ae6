import { sellerReportCalls, type TAnyCall } from '@atlas/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOf } from '../../../test/support/call';
import { download } from '../../../test/support/download';
import { march, seedSellerMonth } from '../../../test/support/report-fixture';
import { createTestApp, type TTestApp } from '../../../test/support/test-app';

// seller/commission/reports/{grouping} and its exports: rows, labels, drill-down, sorting,
// paging, bad ranges and another tenant.
let t: TTestApp;
let world: Awaited<ReturnType<typeof seedSellerMonth>>;
beforeAll(async () => {
  t = await createTestApp();
  world = await seedSellerMonth(t);
});
afterAll(() => t.close());

const list = <C extends TAnyCall>(
  descriptor: C,
  query: Record<string, string> = {},
  token = world.seller.token,
) => callOf(t.app, descriptor, { token, query: { ...march, ...query } });

describe('grouped rows', () => {
  it('lists brands by commission, each with its name and figures', async () => {
    const { status, body } = await list(sellerReportCalls.brand);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ total: 2, page: 1, pageSize: 20, currency: 'USD' });
    expect(body.data.items).toEqual([
      expect.objectContaining({
        brandId: world.brands.kettle.id,
        brandName: 'Copper Kettle',
        clicks: 250,
        commissionMinor: 3040,
        costMinor: 3952,
      }),
      expect.objectContaining({
        brandId: world.brands.trail.id,
        brandName: 'Trail Co',
        clicks: 7,
        commissionMinor: 0,
      }),
    ]);
  });

  it('lists products by purchased ASIN with title and image; a brand link’s clicks name no product', async () => {
    const { body } = await list(sellerReportCalls.product);
    expect(
      body.data.items.map((r) => [r.asin, r.title, r.clicks, r.units, r.salesMinor, r.commissionMinor]),
    ).toEqual([
      ['B0SKILLET1', 'Cast Iron Skillet', 190, 6, 15998, 2400],
      ['B0PRESS001', '=HYPERLINK("x") French Press', 20, 2, 7998, 640],
      ['', null, 40, 0, 0, 0],
      ['B0TENT0001', 'Trail Tent', 7, 0, 0, 0],
    ]);
    expect(body.data.items[0]).toMatchObject({
      productId: world.products.skillet.id,
      imageUrl: 'https://img.example.test/B0SKILLET1.jpg',
      brandName: 'Copper Kettle',
    });
  });

  it('lists publishers by name; days for the performance report, newest first', async () => {
    const publishers = await list(sellerReportCalls.publisher);
    expect(
      publishers.body.data.items.map((r) => [r.publisherId, r.publisherName, r.clicks, r.commissionMinor]),
    ).toEqual([
      [world.publisherA.user.id, 'Test publisher', 220, 2590],
      [world.publisherB.user.id, 'Test publisher', 37, 450],
    ]);
    const days = await list(sellerReportCalls.performance, { pageSize: '3' });
    expect(days.body.data.total).toBe(8);
    expect(days.body.data.items.map((r) => r.day)).toEqual(['2026-03-31', '2026-03-20', '2026-03-15']);
  });

  it('drills down: a brand’s products, then a product’s publishers', async () => {
    const products = await list(sellerReportCalls.product, { brandId: world.brands.kettle.id });
    expect(products.body.data.items.map((r) => r.asin)).toEqual(['B0SKILLET1', 'B0PRESS001', '']);
    const publishers = await list(sellerReportCalls.publisher, { asin: 'b0skillet1' });
    expect(publishers.body.data.items.map((r) => [r.publisherId, r.commissionMinor])).toEqual([
      [world.publisherA.user.id, 1950],
      [world.publisherB.user.id, 450],
    ]);
  });
});

describe('sorting and paging', () => {
  it('sorts on any metric either way, ties by the group so pages never overlap', async () => {
    const byOrders = await list(sellerReportCalls.product, { sortField: 'orders', sortOrder: 'ascend' });
    expect(byOrders.body.data.items.map((r) => r.asin)).toEqual([
      '',
      'B0TENT0001',
      'B0PRESS001',
      'B0SKILLET1',
    ]);
    const pages = [];
    for (const page of ['1', '2', '3', '4']) {
      const { body } = await list(sellerReportCalls.product, {
        sortField: 'orders',
        sortOrder: 'ascend',
        page,
        pageSize: '1',
      });
      expect(body.data.total).toBe(4);
      pages.push(...body.data.items.map((r) => r.asin));
    }
    expect(pages).toEqual(['', 'B0TENT0001', 'B0PRESS001', 'B0SKILLET1']);
    const byRate = await list(sellerReportCalls.brand, {
      sortField: 'conversionRateBp',
      sortOrder: 'ascend',
    });
    expect(byRate.body.data.items.map((r) => r.brandName)).toEqual(['Trail Co', 'Copper Kettle']);
  });

  it('answers an empty page past the end with the total', async () => {
    const { body } = await list(sellerReportCalls.brand, { page: '5', pageSize: '1' });
    expect(body.data).toMatchObject({ items: [], total: 2, page: 5 });
  });

  it.each([
    [{ sortField: 'day' }, 'sortField'],
    [{ sortOrder: 'up' }, 'sortOrder'],
    [{ pageSize: '101' }, 'pageSize'],
  ])('refuses %j', async (query, field) => {
    const { status, body } = await list(sellerReportCalls.brand, query);
    expect(status).toBe(400);
    expect(body.data).toMatchObject({ fields: [{ path: field }] });
  });
});

describe('ranges', () => {
  it.each([
    [{ endDate: '2026-02-28' }, 'endDate', 'The end date is before the start date'],
    [{ startDate: '2016-01-01', endDate: '2026-01-01' }, 'endDate', 'A report covers at most 366 days'],
    [{ startDate: '2026-02-30' }, 'startDate', 'No such date'],
    [{ startDate: '03/01/2026' }, 'startDate', 'Give a date as YYYY-MM-DD'],
    [{ countryCode: 'XX' }, 'countryCode', 'Choose US, CA, FR, DE or UK'],
    [{ asin: 'nope' }, 'asin', 'An ASIN is 10 letters and digits'],
  ])('refuses %j on its field', async (query, path, message) => {
    const { status, body } = await list(sellerReportCalls.brand, query);
    expect(status).toBe(400);
    expect(body.data).toEqual({ fields: [{ path, message }] });
  });

  it('takes dates as [year, month, day] too', async () => {
    const { status, body } = await callOf(t.app, sellerReportCalls.brandMetric, {
      query: { startDate: ['2026', '3', '1'], endDate: '2026-03-31' },
      token: world.seller.token,
    });
    expect(status).toBe(200);
    expect(body.data.totals.clicks).toBe(257);
  });

  it('reads another marketplace apart', async () => {
    const { body } = await list(sellerReportCalls.brand, { countryCode: 'CA' });
    expect(body.data).toMatchObject({ currency: 'CAD', total: 1 });
    expect(body.data.items[0]).toMatchObject({ clicks: 77, salesMinor: 500 });
  });
});

describe('another tenant', () => {
  it('finds nothing of another seller, whatever ids the filters name', async () => {
    const other = world.otherSeller.token;
    const brands = await list(sellerReportCalls.brand, { brandId: world.brands.kettle.id }, other);
    expect(brands.body.data).toMatchObject({ items: [], total: 0 });
    const own = await list(sellerReportCalls.brand, {}, other);
    expect(own.body.data.items).toEqual([expect.objectContaining({ clicks: 1000, salesMinor: 99999 })]);
    const filtered = await list(sellerReportCalls.publisher, { publisherId: world.publisherA.user.id });
    expect(filtered.body.data.items).toEqual([expect.objectContaining({ clicks: 220 })]);
  });
});

describe('exports', () => {
  const exported = (grouping: string, query: Record<string, string> = {}, token = world.seller.token) =>
    download(t.app, {
      path: `seller/commission/reports/${grouping}/export`,
      token,
      query: { ...march, ...query },
    });

  it('exports the products of the filters in the table’s order, money in major units, formulas neutralized', async () => {
    const { status, headers, lines } = await exported('product');
    expect(status).toBe(200);
    expect(headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(headers['content-disposition']).toContain(
      'commission-report-product-US-2026-03-01-2026-03-31.csv',
    );
    expect(lines).toEqual([
      'ASIN,Product,Brand,Clicks,Detail page views,Add to carts,Orders,Units,Sales (USD),Commission (USD),Platform fee (USD),Cost (USD),Conversion rate (%),EPC (USD)',
      'B0SKILLET1,Cast Iron Skillet,Copper Kettle,190,60,12,6,6,159.98,24,7.2,31.2,3.16,0.13',
      `B0PRESS001,"'=HYPERLINK(""x"") French Press",Copper Kettle,20,0,0,2,2,79.98,6.4,1.92,8.32,10,0.32`,
      ',,Copper Kettle,40,0,0,0,0,0,0,0,0,0,0',
      'B0TENT0001,Trail Tent,Trail Co,7,0,0,0,0,0,0,0,0,0,0',
    ]);
  });

  it('exports every day with a row, a refund as a negative number', async () => {
    const { lines } = await exported('performance', { sortField: 'day', sortOrder: 'ascend' });
    expect(lines).toHaveLength(9);
    expect(lines[1]).toBe('2026-03-01,100,60,12,3,4,100,15,4.5,19.5,3,0.15');
    expect(lines).toContain('2026-03-15,0,0,0,0,-1,-29.99,-4.5,-1.35,-5.85,,');
  });

  it('answers a bad range as an error, not a file, and another seller an empty file', async () => {
    const bad = await exported('brand', { endDate: '2025-01-01' });
    expect(bad.status).toBe(400);
    const empty = await exported('publisher', {}, world.otherSeller.token);
    expect(empty.lines).toHaveLength(2);
  });
});
