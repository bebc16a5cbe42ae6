import { marketplaceOf, type TCountryCode } from '@atlas/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  conversionRowsOfDay,
  minutesFrom,
  productWithLink,
  recordRateChange,
  reportRowsOf,
  shipClicksAt,
} from '../../../test/support/conversion-fixtures';
import { createTestApp, type TTestApp } from '../../../test/support/test-app';
import { createDemoAttribution } from '../../integrations/marketplace/attribution/demo-attribution';
import { demoRowsOf } from '../../integrations/marketplace/attribution/demo-derivation';
import { addDays, startOfDayInZone } from '../../platform/zoned-day';
import { conversionRowsOf, type TConversionRow } from './conversion-rows';
import { importAttributionDay } from './import.service';

// Clicks near the edges of marketplace days, through the click shipper and the demo
// marketplace's import: each day holds the orders its own clicks predict, to the cent, on a
// daylight-saving day and across a month's end in each of the three zones.

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const minute = 60_000;

/** What a conversion row is worth, stored or predicted. */
const figures = (r: TFigures) => [
  r.kind,
  r.orders,
  r.units,
  r.salesMinor,
  r.commissionBp,
  r.commissionMinor,
  r.platformFeeMinor,
  r.costMinor,
];
type TFigures = Pick<
  TConversionRow,
  | 'kind'
  | 'orders'
  | 'units'
  | 'salesMinor'
  | 'commissionBp'
  | 'commissionMinor'
  | 'platformFeeMinor'
  | 'costMinor'
>;

const cases: { zone: string; countryCode: TCountryCode; dst: string; monthEnd: string }[] = [
  { zone: 'America/Los_Angeles', countryCode: 'US', dst: '2026-03-08', monthEnd: '2026-01-31' },
  { zone: 'Europe/Paris', countryCode: 'FR', dst: '2026-10-25', monthEnd: '2026-04-30' },
  { zone: 'Europe/London', countryCode: 'UK', dst: '2026-03-29', monthEnd: '2026-06-30' },
];

describe.each(cases)('$zone', ({ countryCode, dst, monthEnd }) => {
  const zone = marketplaceOf(countryCode).timeZone;
  const edges = (day: string) => ({
    start: startOfDayInZone(day, zone),
    end: startOfDayInZone(addDays(day, 1), zone),
  });

  /** Imports the days and checks each against the demo derivation of the clicks it was given. */
  async function importAndCheck(
    setup: Awaited<ReturnType<typeof productWithLink>>,
    clicksByDay: Map<string, number>,
    rateOf: (day: string) => number,
  ) {
    const source = createDemoAttribution(t.database.db);
    const { link, product } = setup;
    const days = [...clicksByDay.keys()].sort();
    let orders = 0;
    for (const day of days) {
      await importAttributionDay(t.app.deps, countryCode, day, 'test', { source });
      const reported = demoRowsOf(
        {
          linkId: link.id,
          linkAsin: product.asin,
          products: [{ asin: product.asin, priceMinor: product.priceMinor }],
          clicksByDay,
        },
        day,
      );
      const expected = conversionRowsOf(
        day,
        reported,
        new Map([
          [
            link.id,
            {
              linkId: link.id,
              publisherId: link.ownerId,
              sellerId: product.sellerId,
              brandId: product.brandId,
              brandName: link.brandName,
              trackingIdId: null,
            },
          ],
        ]),
        () => ({
          productId: product.id,
          brandId: product.brandId,
          commissionBp: rateOf(day),
          platformFeeBp: 3000,
        }),
      ).rows;
      const stored = await conversionRowsOfDay(t, link.id, day);
      expect(stored.map(figures)).toEqual(expected.map(figures));
      const [report] = (await reportRowsOf(t, link.id)).filter((r) => r.day === day);
      expect(report).toMatchObject({
        clicks: clicksByDay.get(day),
        orders: expected.reduce((s, r) => s + r.orders, 0),
        salesMinor: expected.reduce((s, r) => s + r.salesMinor, 0),
        commissionMinor: expected.reduce((s, r) => s + r.commissionMinor, 0),
        costMinor: expected.reduce((s, r) => s + r.costMinor, 0),
      });
      expect(stored.every((r) => r.currency === marketplaceOf(countryCode).currency)).toBe(true);
      orders += expected.reduce((s, r) => s + r.orders, 0);
    }
    expect(orders).toBeGreaterThan(0);
  }

  it(`cuts ${dst} (daylight saving) at its own midnights and takes a change made in its last hour`, async () => {
    const setup = await productWithLink(t, { countryCode, commissionBp: 1250, priceMinor: 2499 });
    const { start, end } = edges(dst);
    // 90 clicks in the day's first 90 minutes and 90 in its last: all of them on the day
    await shipClicksAt(t, setup.link, [
      ...minutesFrom(start, 90),
      ...minutesFrom(new Date(end.getTime() - 90 * minute), 90),
    ]);
    // and 40 in the first 40 minutes of the next day
    await shipClicksAt(t, setup.link, minutesFrom(end, 40));
    await recordRateChange(t, setup.product, {
      fromBp: 1250,
      toBp: 2000,
      at: new Date(end.getTime() - 30 * minute),
    });
    await importAndCheck(
      setup,
      new Map([
        [dst, 180],
        [addDays(dst, 1), 40],
      ]),
      () => 2000,
    );
  });

  it(`keeps ${monthEnd} and the next month's first day apart`, async () => {
    const setup = await productWithLink(t, { countryCode, commissionBp: 1115, priceMinor: 1333 });
    const midnight = edges(monthEnd).end;
    await shipClicksAt(t, setup.link, minutesFrom(new Date(midnight.getTime() - 150 * minute), 150));
    await shipClicksAt(t, setup.link, minutesFrom(midnight, 110));
    await importAndCheck(
      setup,
      new Map([
        [monthEnd, 150],
        [addDays(monthEnd, 1), 110],
      ]),
      () => 1115,
    );
  });
});
