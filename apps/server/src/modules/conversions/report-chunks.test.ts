import { describe, expect, it } from 'vitest';
import type { TConversionRow } from './conversion-rows';
import { chunksByReportKey } from './report-chunks';

const row = (linkId: string, asin: string, kind: 'order' | 'return'): TConversionRow => ({
  linkId,
  asin,
  kind,
  publisherId: 'usr_pub',
  sellerId: 'usr_sel',
  productId: null,
  brandId: null,
  brandName: 'Acme',
  trackingIdId: null,
  detailPageViews: 0,
  addToCarts: 0,
  orders: kind === 'order' ? 1 : 0,
  units: kind === 'order' ? 1 : -1,
  salesMinor: 0,
  commissionBp: 0,
  commissionMinor: 0,
  platformFeeMinor: 0,
  costMinor: 0,
});

// Each chunk sets its report_days rows whole: an order and a return of one (link, ASIN) split
// over two chunks would leave the row with the second chunk's figures only.
describe('the chunks of an import', () => {
  it('keep the order and the return of one link and ASIN together, sorted by link and ASIN', () => {
    const rows = [
      row('lnk_b', 'B1', 'return'),
      row('lnk_a', 'A1', 'order'),
      row('lnk_b', 'B1', 'order'),
      row('lnk_a', 'A2', 'order'),
      row('lnk_c', 'C1', 'order'),
    ];
    const chunks = chunksByReportKey(rows, 2).map((chunk) =>
      chunk.map((r) => `${r.linkId}/${r.asin}/${r.kind}`),
    );
    expect(chunks).toEqual([
      ['lnk_a/A1/order', 'lnk_a/A2/order'],
      ['lnk_b/B1/order', 'lnk_b/B1/return'],
      ['lnk_c/C1/order'],
    ]);
  });

  it('grow past their size rather than cut one key, and lose no row', () => {
    const rows = ['order', 'return'].flatMap((kind) =>
      Array.from({ length: 7 }, (_, i) => row(`lnk_${i}`, 'X', kind as 'order' | 'return')),
    );
    const chunks = chunksByReportKey(rows, 3);
    expect(chunks.map((c) => c.length)).toEqual([4, 4, 4, 2]);
    expect(chunks.flat()).toHaveLength(14);
    for (const chunk of chunks) {
      expect(chunk.length % 2).toBe(0);
    }
  });

  it('answer no chunk for no row', () => {
    expect(chunksByReportKey([], 3)).toEqual([]);
  });
});
