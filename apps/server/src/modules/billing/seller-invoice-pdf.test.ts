import { describe, expect, it } from 'vitest';
import { productCell } from './seller-invoice-pdf';

describe("a seller invoice line's product", () => {
  const long = 'Stainless steel electric kettle with temperature control, 1.7 litres';

  it("names the month a restated line restates, whole, however long the product's title", () => {
    const cell = productCell({ productTitle: long, brandName: 'Brand', month: '2026-10-01' }, '2026-11-01');
    expect(cell.endsWith(' (2026.10 restated)')).toBe(true);
    expect(cell.startsWith('Stainless steel')).toBe(true);
    expect(cell.length).toBeLessThanOrEqual(38);
  });

  it("shows the month's own line without a mark, the title cut to the cell", () => {
    const cell = productCell({ productTitle: long, brandName: 'Brand', month: '2026-11-01' }, '2026-11-01');
    expect(cell).toHaveLength(38);
    expect(cell.endsWith('…')).toBe(true);
    expect(productCell({ productTitle: null, brandName: 'Brand', month: '2026-11-01' }, '2026-11-01')).toBe(
      'Brand',
    );
  });
});
