import { describe, expect, it } from 'vitest';
import { addDays } from '../../../platform/zoned-day';
import { demoDayOf, demoReturnWindowDays, demoRowsOf, type TDemoLinkHistory } from './demo-derivation';

const products = [
  { asin: 'B0AAAAAAAA', priceMinor: 1999 },
  { asin: 'B0BBBBBBBB', priceMinor: 4550 },
];

describe('demoDayOf', () => {
  it('gives the same figures for the same link and day, other ones for another day', () => {
    const first = demoDayOf('lnk_demo', '2026-03-08', 400, products);
    expect(demoDayOf('lnk_demo', '2026-03-08', 400, products)).toEqual(first);
    expect(demoDayOf('lnk_demo', '2026-03-09', 400, products)).not.toEqual(first);
  });

  it('keeps every figure in its documented range', () => {
    for (let i = 0; i < 200; i++) {
      const clicks = 1 + (i % 97) * 7;
      const day = demoDayOf(`lnk_${i}`, '2026-03-08', clicks, products);
      expect(day.detailPageViews).toBeGreaterThanOrEqual(day.addToCarts);
      expect(day.detailPageViews).toBeLessThanOrEqual(Math.max(Math.floor(clicks * 0.8), day.addToCarts));
      expect(day.addToCarts).toBeGreaterThanOrEqual(day.orders.length);
      expect(day.orders.length).toBeLessThanOrEqual(Math.floor((clicks * 800 + 9999) / 10_000));
      for (const order of day.orders) {
        expect(order.units).toBeGreaterThanOrEqual(1);
        expect(order.units).toBeLessThanOrEqual(3);
        const price = products.find((p) => p.asin === order.asin)?.priceMinor ?? -1;
        expect(order.salesMinor).toBe(order.units * price);
      }
    }
  });

  it('sells nothing without a product to sell', () => {
    expect(demoDayOf('lnk_demo', '2026-03-08', 1000, []).orders).toEqual([]);
  });

  it('sells at 0 a product without a price', () => {
    const day = demoDayOf('lnk_demo', '2026-03-08', 1000, [{ asin: 'B0CCCCCCCC', priceMinor: null }]);
    expect(day.orders.length).toBeGreaterThan(0);
    expect(day.orders.every((o) => o.salesMinor === 0)).toBe(true);
  });
});

describe('demoRowsOf', () => {
  it('reports a returned order whole, on its return day, with its order day', () => {
    // find a link whose orders of one day include a return
    const orderDay = '2026-03-01';
    let found: { linkId: string; returnOn: string; units: number; sales: number; asin: string } | null = null;
    for (let i = 0; !found && i < 500; i++) {
      const order = demoDayOf(`lnk_${i}`, orderDay, 300, products).orders.find((o) => o.returnOn);
      if (order?.returnOn) {
        found = {
          linkId: `lnk_${i}`,
          returnOn: order.returnOn,
          units: order.units,
          sales: order.salesMinor,
          asin: order.asin,
        };
      }
    }
    expect(found).not.toBeNull();
    const { linkId, returnOn, asin } = found as NonNullable<typeof found>;
    expect(returnOn > orderDay && returnOn <= addDays(orderDay, demoReturnWindowDays)).toBe(true);
    const link: TDemoLinkHistory = {
      linkId,
      linkAsin: '',
      products,
      clicksByDay: new Map([[orderDay, 300]]),
    };
    const returns = demoRowsOf(link, returnOn).filter((r) => r.kind === 'return');
    const expected = demoDayOf(linkId, orderDay, 300, products).orders.filter(
      (o) => o.returnOn === returnOn && o.asin === asin,
    );
    expect(returns).toContainEqual({
      kind: 'return',
      linkId,
      asin,
      orderDay,
      units: expected.reduce((s, o) => s + o.units, 0),
      salesMinor: expected.reduce((s, o) => s + o.salesMinor, 0),
    });
  });

  it('puts page views under the link ASIN and orders under the ASIN bought', () => {
    const link: TDemoLinkHistory = {
      linkId: 'lnk_x',
      linkAsin: '',
      products,
      clicksByDay: new Map([['2026-03-08', 500]]),
    };
    const rows = demoRowsOf(link, '2026-03-08');
    const day = demoDayOf('lnk_x', '2026-03-08', 500, products);
    const own = rows.find((r) => r.kind === 'order' && r.asin === '');
    expect(own).toMatchObject({
      detailPageViews: day.detailPageViews,
      addToCarts: day.addToCarts,
      orders: 0,
    });
    const ordered = rows.filter((r) => r.kind === 'order' && r.asin !== '');
    expect(ordered.reduce((s, r) => s + (r.kind === 'order' ? r.orders : 0), 0)).toBe(day.orders.length);
  });

  it('reports nothing for a day without clicks and no returns', () => {
    const link: TDemoLinkHistory = {
      linkId: 'lnk_x',
      linkAsin: 'B0AAAAAAAA',
      products,
      clicksByDay: new Map(),
    };
    expect(demoRowsOf(link, '2026-03-08')).toEqual([]);
  });
});
