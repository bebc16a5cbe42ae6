import { describe, expect, it } from 'vitest';
import type { TAttributionRow } from '../../integrations/marketplace/attribution/types';
import { conversionRowsOf, type TLinkFacts, type TPricedProduct } from './conversion-rows';

const link: TLinkFacts = {
  linkId: 'lnk_a',
  publisherId: 'usr_pub',
  sellerId: 'usr_sel',
  brandId: 'brd_1',
  brandName: 'Acme',
  trackingIdId: 'tid_1',
};
const orphan: TLinkFacts = { ...link, linkId: 'lnk_gone', sellerId: null };
const links = new Map([link, orphan].map((l) => [l.linkId, l]));
const rates: Record<string, number> = { '2026-03-10': 1250, '2026-03-05': 1000 };
const priceOf = (_seller: string, asin: string, day: string): TPricedProduct => ({
  productId: `prd_${asin}`,
  brandId: 'brd_1',
  commissionBp: rates[day] ?? 0,
  platformFeeBp: 3000,
});

const order = (asin: string, units: number, salesMinor: number): TAttributionRow => ({
  kind: 'order',
  linkId: 'lnk_a',
  asin,
  detailPageViews: 10,
  addToCarts: 2,
  orders: 1,
  units,
  salesMinor,
});

/** The order of 2026-03-05 (one unit, 19.99) returned whole. */
const returnOf1999: TAttributionRow = {
  kind: 'return',
  linkId: 'lnk_a',
  asin: 'B0A',
  orderDay: '2026-03-05',
  units: 1,
  salesMinor: 1999,
};

describe('conversionRowsOf', () => {
  it('prices orders at the day rate and sums rows of one ASIN', () => {
    const { rows } = conversionRowsOf(
      '2026-03-10',
      [order('B0A', 1, 1999), order('B0A', 2, 3998)],
      links,
      priceOf,
    );
    expect(rows).toEqual([
      expect.objectContaining({
        linkId: 'lnk_a',
        asin: 'B0A',
        kind: 'order',
        productId: 'prd_B0A',
        detailPageViews: 20,
        orders: 2,
        units: 3,
        salesMinor: 5997,
        commissionBp: 1250,
        // 1999 × 12.5 % = 249.875 → 250; 3998 × 12.5 % = 499.75 → 500
        commissionMinor: 750,
        platformFeeMinor: 75 + 150,
        costMinor: 975,
      }),
    ]);
  });

  it('prices a return at its order day rate, negative', () => {
    const { rows } = conversionRowsOf('2026-03-10', [returnOf1999], links, priceOf);
    // 1999 × 10 % = 199.9 → 200, fee 60
    expect(rows[0]).toMatchObject({
      kind: 'return',
      units: -1,
      salesMinor: -1999,
      commissionBp: 1000,
      commissionMinor: -200,
      platformFeeMinor: -60,
      costMinor: -260,
      orders: 0,
    });
  });

  it('nets a full return of an order to zero', () => {
    const sold = conversionRowsOf('2026-03-05', [order('B0A', 1, 1999)], links, priceOf).rows;
    const returned = conversionRowsOf('2026-03-10', [returnOf1999], links, priceOf).rows;
    for (const field of [
      'units',
      'salesMinor',
      'commissionMinor',
      'platformFeeMinor',
      'costMinor',
    ] as const) {
      expect([...sold, ...returned].reduce((sum, r) => sum + r[field], 0)).toBe(0);
    }
  });

  it('keeps an order at rate 0 (inactive product) and an order with no sales', () => {
    const { rows } = conversionRowsOf(
      '2026-03-01',
      [order('B0A', 1, 1999), order('B0B', 1, 0)],
      links,
      priceOf,
    );
    expect(rows.map((r) => [r.asin, r.commissionMinor, r.costMinor, r.units])).toEqual([
      ['B0A', 0, 0, 1],
      ['B0B', 0, 0, 1],
    ]);
  });

  it('skips rows of unknown links and links without a seller', () => {
    const rows: TAttributionRow[] = [
      { ...order('B0A', 1, 100), linkId: 'lnk_gone' },
      { ...order('B0A', 1, 100), linkId: 'lnk_unknown' },
    ];
    expect(conversionRowsOf('2026-03-10', rows, links, priceOf)).toEqual({ rows: [], skipped: 2 });
  });
});
