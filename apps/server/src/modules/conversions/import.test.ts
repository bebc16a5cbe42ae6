import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  conversionRowsOfDay,
  minutesFrom,
  productWithLink,
  recordRateChange,
  reportRowsOf,
  shipClicksAt,
} from '../../../test/support/conversion-fixtures';
import { createProduct } from '../../../test/support/factories';
import { createTestApp, type TTestApp } from '../../../test/support/test-app';
import { deals } from '../../db/schema';
import { createFixedAttribution } from '../../integrations/marketplace/attribution/fixed-attribution';
import { AttributionSourceError } from '../../integrations/marketplace/attribution/types';
import { newId } from '../../platform/ids';
import { findRun } from './attribution-runs.repository';
import { importAttributionDay } from './import.service';

// The import against a fixed marketplace: what it writes to conversions and report_days, to the cent.

let t: TTestApp;
const fixed = createFixedAttribution();
const source = fixed.source;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const order = (linkId: string, asin: string, units: number, salesMinor: number, extra = {}) => ({
  kind: 'order' as const,
  linkId,
  asin,
  detailPageViews: 40,
  addToCarts: 6,
  orders: 2,
  units,
  salesMinor,
  ...extra,
});

describe('importAttributionDay', () => {
  it('writes the priced conversions and adds them to the day of report_days that holds the clicks', async () => {
    const { link, product, seller, publisher } = await productWithLink(t);
    // 2026-04-10 in Los Angeles begins at 07:00Z (PDT)
    await shipClicksAt(t, link, minutesFrom(new Date('2026-04-10T07:00:00Z'), 50));
    fixed.set('US', '2026-04-10', [order(link.id, product.asin, 3, 5997)]);
    const outcome = await importAttributionDay(t.app.deps, 'US', '2026-04-10', 'test', { source });
    expect(outcome).toMatchObject({ conversions: 1, skipped: 0 });
    expect(await conversionRowsOfDay(t, link.id, '2026-04-10')).toEqual([
      expect.objectContaining({
        kind: 'order',
        asin: product.asin,
        currency: 'USD',
        publisherId: publisher.user.id,
        sellerId: seller.user.id,
        productId: product.id,
        brandId: product.brandId,
        orders: 2,
        units: 3,
        salesMinor: 5997,
        commissionBp: 1250,
        // 5997 × 12.5 % = 749.625 → 750; fee 30 % → 225; cost 975
        commissionMinor: 750,
        platformFeeMinor: 225,
        costMinor: 975,
        runId: outcome.runId,
      }),
    ]);
    expect(await reportRowsOf(t, link.id)).toEqual([
      expect.objectContaining({
        day: '2026-04-10',
        asin: product.asin,
        sellerId: seller.user.id,
        publisherId: publisher.user.id,
        clicks: 50,
        detailPageViews: 40,
        addToCarts: 6,
        orders: 2,
        units: 3,
        returnedUnits: 0,
        salesMinor: 5997,
        commissionMinor: 750,
        platformFeeMinor: 225,
        costMinor: 975,
      }),
    ]);
    expect(await findRun(t.app.deps.db, outcome.runId)).toMatchObject({
      status: 'done',
      conversions: 1,
      requestedBy: 'test',
    });
  });

  it('replaces a day imported again: same rows give the same numbers, fewer rows leave the clicks alone', async () => {
    const { link, product } = await productWithLink(t);
    await shipClicksAt(t, link, minutesFrom(new Date('2026-04-11T08:00:00Z'), 7));
    const other = 'B0OTHER001';
    fixed.set('US', '2026-04-11', [order(link.id, product.asin, 1, 1999), order(link.id, other, 1, 1000)]);
    await importAttributionDay(t.app.deps, 'US', '2026-04-11', 'test', { source });
    const first = await reportRowsOf(t, link.id);
    await importAttributionDay(t.app.deps, 'US', '2026-04-11', 'test', { source });
    expect(await reportRowsOf(t, link.id)).toEqual(first);
    expect(first.map((r) => [r.asin, r.clicks, r.salesMinor, r.commissionMinor])).toEqual(
      [
        [product.asin, 7, 1999, 250],
        // an ASIN nobody sells in the marketplace: kept, earning nothing
        [other, 0, 1000, 0],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    );

    fixed.set('US', '2026-04-11', []);
    await importAttributionDay(t.app.deps, 'US', '2026-04-11', 'test', { source });
    expect(await conversionRowsOfDay(t, link.id, '2026-04-11')).toEqual([]);
    // the row of clicks stays with its clicks; the row that only held the other ASIN's order is gone
    expect(await reportRowsOf(t, link.id)).toEqual([
      expect.objectContaining({
        asin: product.asin,
        clicks: 7,
        orders: 0,
        units: 0,
        salesMinor: 0,
        commissionMinor: 0,
        costMinor: 0,
      }),
    ]);
  });

  it('imports a day again row by row: an unchanged row kept as it was, a changed one set, a vanished one deleted', async () => {
    const { link, product } = await productWithLink(t, { commissionBp: 1000 });
    const other = await createProduct(t, product.sellerId, {
      brandId: product.brandId,
      status: 'active',
      commissionBp: 1000,
    });
    const returned = { kind: 'return' as const, linkId: link.id, asin: other.asin, orderDay: '2026-04-01' };
    fixed.set('US', '2026-04-13', [
      order(link.id, product.asin, 1, 2000),
      order(link.id, other.asin, 1, 3000),
      { ...returned, units: 1, salesMinor: 3000 },
    ]);
    const first = await importAttributionDay(t.app.deps, 'US', '2026-04-13', 'test', { source });
    const before = await conversionRowsOfDay(t, link.id, '2026-04-13');

    // the marketplace restates the other product's order and no longer reports the return
    fixed.set('US', '2026-04-13', [
      order(link.id, product.asin, 1, 2000),
      order(link.id, other.asin, 2, 6000),
    ]);
    const again = await importAttributionDay(t.app.deps, 'US', '2026-04-13', 'test', { source });
    const after = await conversionRowsOfDay(t, link.id, '2026-04-13');

    const byKey = (rows: typeof before) => new Map(rows.map((r) => [`${r.asin}|${r.kind}`, r]));
    const [was, is] = [byKey(before), byKey(after)];
    expect(is.get(`${product.asin}|order`)).toEqual(was.get(`${product.asin}|order`));
    expect(is.get(`${product.asin}|order`)?.runId).toBe(first.runId);
    expect(is.get(`${other.asin}|order`)).toMatchObject({
      id: was.get(`${other.asin}|order`)?.id,
      runId: again.runId,
      units: 2,
      salesMinor: 6000,
      commissionMinor: 600,
    });
    expect(is.has(`${other.asin}|return`)).toBe(false);
    expect(after).toHaveLength(2);
    const report = await reportRowsOf(t, link.id);
    expect(report.map((r) => [r.asin, r.units, r.returnedUnits, r.salesMinor, r.commissionMinor])).toEqual(
      [
        [product.asin, 1, 0, 2000, 200],
        [other.asin, 2, 0, 6000, 600],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    );
  });

  it('prices a return at its order day rate, so a full return nets the order to zero', async () => {
    const { link, product } = await productWithLink(t, { commissionBp: 1000 });
    fixed.set('US', '2026-04-12', [order(link.id, product.asin, 1, 1999)]);
    await importAttributionDay(t.app.deps, 'US', '2026-04-12', 'test', { source });
    // the seller raises the rate after the order, before the return
    await recordRateChange(t, product, { fromBp: 1000, toBp: 2000, at: new Date('2026-04-13T12:00:00Z') });
    fixed.set('US', '2026-04-15', [
      {
        kind: 'return',
        linkId: link.id,
        asin: product.asin,
        orderDay: '2026-04-12',
        units: 1,
        salesMinor: 1999,
      },
    ]);
    await importAttributionDay(t.app.deps, 'US', '2026-04-15', 'test', { source });
    const [back] = await conversionRowsOfDay(t, link.id, '2026-04-15');
    expect(back).toMatchObject({
      kind: 'return',
      units: -1,
      salesMinor: -1999,
      commissionBp: 1000,
      commissionMinor: -200,
      platformFeeMinor: -60,
      costMinor: -260,
    });
    const rows = await reportRowsOf(t, link.id);
    expect(
      rows.map((r) => [r.day, r.units, r.returnedUnits, r.salesMinor, r.commissionMinor, r.costMinor]),
    ).toEqual([
      ['2026-04-12', 1, 0, 1999, 200, 260],
      ['2026-04-15', -1, 1, -1999, -200, -260],
    ]);
    expect(rows.reduce((sum, r) => sum + r.commissionMinor + r.costMinor + r.salesMinor, 0)).toBe(0);
  });

  it('takes the rate after a change made during the day and the extra of a deal starting that day', async () => {
    const { link, product } = await productWithLink(t, { commissionBp: 1000 });
    // 2026-04-20 in Los Angeles: 07:00Z to 07:00Z the next day; the change at 23:30 local
    await recordRateChange(t, product, { fromBp: 1000, toBp: 1500, at: new Date('2026-04-21T06:30:00Z') });
    await t.database.db.insert(deals).values({
      id: newId('del'),
      sellerId: product.sellerId,
      productId: product.id,
      discountBp: 1000,
      extraCommissionBp: 250,
      startsAt: new Date('2026-04-21T06:59:00Z'),
      endsAt: new Date('2026-04-25T07:00:00Z'),
    });
    fixed.set('US', '2026-04-20', [order(link.id, product.asin, 1, 10_000)]);
    fixed.set('US', '2026-04-19', [order(link.id, product.asin, 1, 10_000)]);
    await importAttributionDay(t.app.deps, 'US', '2026-04-20', 'test', { source });
    await importAttributionDay(t.app.deps, 'US', '2026-04-19', 'test', { source });
    expect((await conversionRowsOfDay(t, link.id, '2026-04-20'))[0]).toMatchObject({
      commissionBp: 1750,
      commissionMinor: 1750,
    });
    expect((await conversionRowsOfDay(t, link.id, '2026-04-19'))[0]).toMatchObject({
      commissionBp: 1000,
      commissionMinor: 1000,
    });
  });

  it("prices a variation at its parent's last change before the day ended, never a later one", async () => {
    const { link, product } = await productWithLink(t, { commissionBp: 800 });
    const variation = await createProduct(t, product.sellerId, {
      brandId: product.brandId,
      parentId: product.id,
      status: 'inactive',
      commissionBp: null,
    });
    // 2026-04-26 in Los Angeles ends at 07:00Z on the 27th
    await recordRateChange(t, product, { fromBp: 800, toBp: 900, at: new Date('2026-04-20T12:00:00Z') });
    await recordRateChange(t, product, { fromBp: 900, toBp: 1100, at: new Date('2026-04-26T20:00:00Z') });
    await recordRateChange(t, product, { fromBp: 1100, toBp: 2000, at: new Date('2026-04-27T07:00:00Z') });
    fixed.set('US', '2026-04-26', [order(link.id, variation.asin, 1, 10_000)]);
    await importAttributionDay(t.app.deps, 'US', '2026-04-26', 'test', { source });
    expect((await conversionRowsOfDay(t, link.id, '2026-04-26'))[0]).toMatchObject({
      asin: variation.asin,
      productId: variation.id,
      commissionBp: 1100,
      commissionMinor: 1100,
    });
  });

  it('keeps the orders of an inactive product, earning 0', async () => {
    const { link, product } = await productWithLink(t, { status: 'inactive' });
    fixed.set('US', '2026-04-22', [order(link.id, product.asin, 2, 3998)]);
    await importAttributionDay(t.app.deps, 'US', '2026-04-22', 'test', { source });
    expect((await conversionRowsOfDay(t, link.id, '2026-04-22'))[0]).toMatchObject({
      units: 2,
      salesMinor: 3998,
      commissionBp: 0,
      commissionMinor: 0,
      costMinor: 0,
    });
  });

  it('fails the run with the reason and leaves the day as it was when the marketplace is down', async () => {
    const { link, product } = await productWithLink(t);
    fixed.set('US', '2026-04-23', [order(link.id, product.asin, 1, 1999)]);
    await importAttributionDay(t.app.deps, 'US', '2026-04-23', 'test', { source });
    const before = await reportRowsOf(t, link.id);
    fixed.failNext(new AttributionSourceError('unavailable', 'Amazon Attribution report failed: HTTP 503'));
    await expect(importAttributionDay(t.app.deps, 'US', '2026-04-23', 'test', { source })).rejects.toThrow(
      /503/,
    );
    expect(await reportRowsOf(t, link.id)).toEqual(before);
  });
});
