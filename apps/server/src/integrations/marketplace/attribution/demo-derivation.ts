import { hash } from 'node:crypto';
import { addDays } from '../../../platform/zoned-day';
import type { TAttributionOrderRow, TAttributionReturnRow, TAttributionRow } from './types';

// The demo marketplace's attribution, derived from the human clicks a link got, with no
// randomness: SHA-256 of "{linkId}|{day}" seeds a small generator whose draws, in a fixed order,
// give every figure of that link and day. docs/domain.md "Conversions (issue 10)" spells the
// derivation out so a reader (and a test) can predict it.

/** A return is reported 1 to this many days after its order. */
export const demoReturnWindowDays = 10;

/** What a link can sell: its product, or its brand's priced products in the marketplace (by ASIN). */
export type TDemoProduct = { asin: string; priceMinor: number | null };

export type TDemoOrder = { asin: string; units: number; salesMinor: number; returnOn: string | null };

export type TDemoDay = { detailPageViews: number; addToCarts: number; orders: TDemoOrder[] };

/** mulberry32 seeded by the first 4 bytes (big-endian) of SHA-256("{linkId}|{day}"). */
function drawsOf(linkId: string, day: string): (lo: number, hi: number) => number {
  let state = hash('sha256', `${linkId}|${day}`, 'buffer').readUInt32BE(0);
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  // an integer from lo to hi, both included
  return (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
}

/**
 * One link's day from its human clicks: page views 60–80 % of the clicks, add-to-carts 8–15 %,
 * orders 2–8 % (the fraction kept or not by a draw), 1–3 units each of the link's product or a
 * brand product picked by a draw, and about one order in 15 returned whole 1–10 days later.
 */
export function demoDayOf(linkId: string, day: string, clicks: number, products: TDemoProduct[]): TDemoDay {
  const draw = drawsOf(linkId, day);
  const viewsBp = draw(6000, 8000);
  const cartsBp = draw(800, 1500);
  const ordersBp = draw(200, 800);
  const ordersFraction = draw(0, 9999);
  const orderCount = products.length === 0 ? 0 : Math.floor((clicks * ordersBp + ordersFraction) / 10_000);
  const addToCarts = Math.max(Math.floor((clicks * cartsBp) / 10_000), orderCount);
  const detailPageViews = Math.max(Math.floor((clicks * viewsBp) / 10_000), addToCarts);
  const orders: TDemoOrder[] = [];
  for (let k = 0; k < orderCount; k++) {
    const units = draw(1, 3);
    const pick = draw(0, 9999);
    const returned = draw(1, 15) === 1;
    const returnAfter = draw(1, demoReturnWindowDays);
    const product = products[pick % products.length] as TDemoProduct;
    orders.push({
      asin: product.asin,
      units,
      salesMinor: units * (product.priceMinor ?? 0),
      returnOn: returned ? addDays(day, returnAfter) : null,
    });
  }
  return { detailPageViews, addToCarts, orders };
}

export type TDemoLinkHistory = {
  linkId: string;
  /** The link's ASIN ('' for a brand link): page views and carts are reported under it. */
  linkAsin: string;
  products: TDemoProduct[];
  /** Human clicks per day, for the day and the return window before it. */
  clicksByDay: Map<string, number>;
};

/** The days whose returns may land on `day`: the one before it back to the window's start. */
export const returnWindowOf = (day: string) =>
  Array.from({ length: demoReturnWindowDays }, (_, i) => addDays(day, -(i + 1)));

/** The link's order row of an ASIN, made on first use. */
function orderRowOf(
  rows: Map<string, TAttributionOrderRow>,
  linkId: string,
  asin: string,
): TAttributionOrderRow {
  let row = rows.get(asin);
  if (!row) {
    row = {
      kind: 'order',
      linkId,
      asin,
      detailPageViews: 0,
      addToCarts: 0,
      orders: 0,
      units: 0,
      salesMinor: 0,
    };
    rows.set(asin, row);
  }
  return row;
}

/**
 * The rows the demo marketplace reports for one link and day: its orders, and returns that land
 * on it (`earlierDays`, the return window, is worked out once for every link of the day).
 */
export function demoRowsOf(
  link: TDemoLinkHistory,
  day: string,
  earlierDays: string[] = returnWindowOf(day),
): TAttributionRow[] {
  const rows = new Map<string, TAttributionOrderRow>();
  const clicks = link.clicksByDay.get(day) ?? 0;
  if (clicks > 0) {
    const today = demoDayOf(link.linkId, day, clicks, link.products);
    const own = orderRowOf(rows, link.linkId, link.linkAsin);
    own.detailPageViews = today.detailPageViews;
    own.addToCarts = today.addToCarts;
    for (const order of today.orders) {
      const row = orderRowOf(rows, link.linkId, order.asin);
      row.orders += 1;
      row.units += order.units;
      row.salesMinor += order.salesMinor;
    }
  }
  const returns = new Map<string, TAttributionReturnRow>();
  for (const orderDay of earlierDays) {
    const earlier = link.clicksByDay.get(orderDay) ?? 0;
    if (earlier === 0) {
      continue;
    }
    for (const order of demoDayOf(link.linkId, orderDay, earlier, link.products).orders) {
      if (order.returnOn !== day) {
        continue;
      }
      const key = `${order.asin}|${orderDay}`;
      const row = returns.get(key) ?? {
        kind: 'return',
        linkId: link.linkId,
        asin: order.asin,
        orderDay,
        units: 0,
        salesMinor: 0,
      };
      row.units += order.units;
      row.salesMinor += order.salesMinor;
      returns.set(key, row);
    }
  }
  return [...rows.values(), ...returns.values()];
}
