import { defaultCommissionConfig } from '@atlas/shared';
import { describe, expect, it } from 'vitest';
import type { TCsvRecord } from '../../platform/csv-read';
import { previewRows, productKey, type TCommissionCsvKey, toCsvRow } from './commission-csv-rows';
import type { TProductSetting } from './commissions.repository';

const product = (over: Partial<TProductSetting> & { asin: string }): TProductSetting => ({
  id: `prd_${over.asin}`,
  countryCode: 'US',
  parentId: null,
  status: 'inactive',
  commissionBp: null,
  commissionUpdatedAt: null,
  ...over,
});

const catalogue = [
  product({ asin: 'B000000001' }),
  product({ asin: 'B000000002', status: 'active', commissionBp: 1000 }),
  product({ asin: 'B000000003', parentId: 'prd_B000000001' }),
  product({ asin: 'B000000001', countryCode: 'UK', id: 'prd_uk' }),
];
const byKey = new Map(catalogue.map((p) => [productKey(p.asin, p.countryCode), p]));

let line = 1;
const record = (asin: string, country: string, commission = '', status = '', errors: string[] = []) =>
  ({
    line: ++line,
    cells: { asin, country, commission, status },
    errors,
  }) satisfies TCsvRecord<TCommissionCsvKey>;

function preview(...records: TCsvRecord<TCommissionCsvKey>[]) {
  line = 1;
  const { rows, summary } = previewRows(records, byKey, defaultCommissionConfig);
  return { rows: rows.map(toCsvRow), summary };
}

describe('previewRows', () => {
  it('quotes at most 20 characters of an unreadable ASIN or rate', () => {
    const { rows } = preview(record('B'.repeat(30), 'US', '5'), record('B000000001', 'US', '9'.repeat(30)));
    expect(rows[0]?.errors).toEqual([`ASIN: "${'B'.repeat(20)}" is not an ASIN (10 letters or digits)`]);
    expect(rows[1]?.errors).toEqual([
      `Commission (%): "${'9'.repeat(20)}": Commission must be a percent between 1% and 50% in steps of 0.1%`,
    ]);
  });

  it('counts as repeated only lines that name a product: an empty or malformed ASIN or an unknown country twice is its own error', () => {
    const { rows } = preview(
      record('', 'US', '5'),
      record('', 'US', '5'),
      record('B000000001', 'XX', '5'),
      record('B000000001', 'XX', '5'),
      record('B00001', 'US', '5'),
      record('B00001', 'US', '5'),
    );
    expect(rows.map((r) => r.errors)).toEqual([
      ['ASIN is empty'],
      ['ASIN is empty'],
      ['Country: "XX" must be US, CA, FR, DE or UK'],
      ['Country: "XX" must be US, CA, FR, DE or UK'],
      ['ASIN: "B00001" is not an ASIN (10 letters or digits)'],
      ['ASIN: "B00001" is not an ASIN (10 letters or digits)'],
    ]);
  });

  it('shows at most 40 characters of an unreadable ASIN or country on its row', () => {
    const { rows } = preview(record('b'.repeat(5000), 'u'.repeat(5000), '5'));
    expect(rows[0]).toMatchObject({ asin: `${'B'.repeat(40)}…`, countryCode: `${'u'.repeat(40)}…` });
  });

  it('refuses every line of a product on 5 000 lines, each naming three other lines and counting the rest', () => {
    const records = Array.from({ length: 5000 }, () => record('B000000002', 'US', '10', 'active'));
    const { rows, summary } = preview(...records);
    expect(summary).toEqual({ total: 5000, update: 0, unchanged: 0, error: 5000 });
    expect(rows[0]?.errors).toEqual([
      'B000000002 (US) is also on lines 3, 4, 5 and 4,996 more: keep one row per product',
    ]);
    expect(rows[4999]?.errors).toEqual([
      'B000000002 (US) is also on lines 2, 3, 4 and 4,996 more: keep one row per product',
    ]);
    expect(Math.max(...rows.map((r) => JSON.stringify(r.errors).length))).toBeLessThan(100);
  });

  it("does not add the product's rule to a line already wrong, nor an old → new", () => {
    const { rows } = preview(record('B000000003', 'US', '5', 'maybe'));
    expect(rows[0]).toMatchObject({
      outcome: 'error',
      errors: ['Status: "maybe" must be active or inactive (or empty to keep it)'],
    });
  });

  it('reads a country with spaces around it and in any case, and GB as UK', () => {
    const { rows } = preview(record('b000000001', ' us ', '5'), record('B000000001', 'gb', '5'));
    expect(rows.map((r) => r.outcome)).toEqual(['update', 'update']);
  });

  it('shows old → new for a rate and a status, and keeps blank cells as they are', () => {
    const { rows, summary } = preview(
      record('B000000001', 'us', '12.5', 'Active'),
      record('b000000002', 'US', '', 'inactive'),
      record('B000000001', 'GB', '7,5'),
    );
    expect(rows).toEqual([
      expect.objectContaining({
        line: 2,
        asin: 'B000000001',
        countryCode: 'US',
        outcome: 'update',
        oldCommissionBp: null,
        newCommissionBp: 1250,
        oldStatus: 'inactive',
        newStatus: 'active',
        errors: [],
      }),
      expect.objectContaining({
        line: 3,
        asin: 'B000000002',
        outcome: 'update',
        oldCommissionBp: 1000,
        newCommissionBp: 1000,
        oldStatus: 'active',
        newStatus: 'inactive',
      }),
      expect.objectContaining({
        line: 4,
        countryCode: 'UK',
        productId: 'prd_uk',
        outcome: 'update',
        newCommissionBp: 750,
        newStatus: 'inactive',
      }),
    ]);
    expect(summary).toEqual({ total: 3, update: 3, unchanged: 0, error: 0 });
  });

  it('marks a row asking for what the product has as unchanged', () => {
    const { rows, summary } = preview(record('B000000002', 'US', '10', 'active'), record('B000000001', 'US'));
    expect(rows.map((r) => r.outcome)).toEqual(['unchanged', 'unchanged']);
    expect(summary).toEqual({ total: 2, update: 0, unchanged: 2, error: 0 });
  });

  it.each([
    [
      ['B000000001', 'US', '0.5'],
      'Commission (%): "0.5": Commission must be between 1% and 50% in steps of 0.1%',
    ],
    [
      ['B000000001', 'US', '12.34'],
      'Commission (%): "12.34": Commission must be between 1% and 50% in steps of 0.1%',
    ],
    [
      ['B000000001', 'US', '50.1'],
      'Commission (%): "50.1": Commission must be between 1% and 50% in steps of 0.1%',
    ],
    [
      ['B000000001', 'US', 'ten'],
      'Commission (%): "ten": Commission must be a percent between 1% and 50% in steps of 0.1%',
    ],
    [['B000000001', 'US', '', 'paused'], 'Status: "paused" must be active or inactive (or empty to keep it)'],
    [
      ['B000000001', 'US', '', 'active'],
      'B000000001 has no commission yet: set one between 1% and 50% in steps of 0.1% before activating it',
    ],
    [
      ['B000000003', 'US', '5'],
      'B000000003 is a variation: its commission and status follow its parent product',
    ],
    [['B000000009', 'US', '5'], 'No product B000000009 in US in your catalogue'],
    [['B000000002', 'DE', '5'], 'No product B000000002 in DE in your catalogue'],
    [['B00001', 'US', '5'], 'ASIN: "B00001" is not an ASIN (10 letters or digits)'],
    [['', 'US', '5'], 'ASIN is empty'],
    [['B000000001', 'Mars', '5'], 'Country: "Mars" must be US, CA, FR, DE or UK'],
    [['XB000000001', 'US', '5'], 'ASIN: "XB000000001" is not an ASIN (10 letters or digits)'],
    [['B0000000011', 'US', '5'], 'ASIN: "B0000000011" is not an ASIN (10 letters or digits)'],
    [['B000000001', 'a'.repeat(40), '5'], `Country: "${'a'.repeat(20)}" must be US, CA, FR, DE or UK`],
    [
      ['B000000001', 'US', '', 'x'.repeat(40)],
      `Status: "${'x'.repeat(20)}" must be active or inactive (or empty to keep it)`,
    ],
  ])('refuses %j: %s', (cells, message) => {
    const [asin = '', country = '', commission = '', status = ''] = cells;
    const { rows, summary } = preview(record(asin, country, commission, status));
    expect(rows[0]).toMatchObject({ outcome: 'error', errors: [message] });
    expect(summary.error).toBe(1);
  });

  it('shows a refused row of a known product with its values as they stay, not as asked', () => {
    const { rows } = preview(record('B000000002', 'US', '75', 'inactive'));
    expect(rows[0]).toMatchObject({
      outcome: 'error',
      oldCommissionBp: 1000,
      newCommissionBp: 1000,
      oldStatus: 'active',
      newStatus: 'active',
    });
  });

  it('activates with the rate given on the same row', () => {
    const { rows } = preview(record('B000000001', 'US', '5', 'active'));
    expect(rows[0]).toMatchObject({ outcome: 'update', newCommissionBp: 500, newStatus: 'active' });
  });

  it('refuses every line of a product named twice, naming the lines', () => {
    const { rows, summary } = preview(
      record('B000000001', 'US', '5'),
      record('B000000002', 'US', '6'),
      record('b000000001', 'us', '7'),
    );
    expect(rows.map((r) => [r.outcome, r.errors])).toEqual([
      ['error', ['B000000001 (US) is also on line 4: keep one row per product']],
      ['update', []],
      ['error', ['B000000001 (US) is also on line 2: keep one row per product']],
    ]);
    expect(summary).toEqual({ total: 3, update: 1, unchanged: 0, error: 2 });
  });

  it("keeps the reader's formula errors and adds its own", () => {
    const { rows } = preview(
      record('B000000001', 'US', '=1+1', '', [
        'Commission (%): "=1+1" is a spreadsheet formula; enter a plain value',
      ]),
    );
    expect(rows[0]?.errors).toEqual([
      'Commission (%): "=1+1" is a spreadsheet formula; enter a plain value',
      'Commission (%): "=1+1": Commission must be a percent between 1% and 50% in steps of 0.1%',
    ]);
  });
});
