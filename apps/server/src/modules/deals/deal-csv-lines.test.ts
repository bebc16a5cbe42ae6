import { defaultCommissionConfig } from '@atlas/shared';
import { describe, expect, it } from 'vitest';
import { dealProduct } from '../../../test/support/deal-product';
import type { TCsvRecord } from '../../platform/csv-read';
import { checkLine, countryOf, type TContext, type TKey, upper } from './deal-csv-lines';
import { dealTimes } from './deal-rules';
import type { TDealProduct, TDealRow } from './deals.repository';

const mug = dealProduct({ priceMinor: 2500 });
// 2030-03-10 12:00 in Los Angeles
const now = new Date('2030-03-10T19:00:00Z');

const context = (dealsByProduct = new Map<string, TDealRow[]>()): TContext => ({
  sellerId: 'usr_seller',
  now,
  bounds: defaultCommissionConfig,
  dealsByProduct,
});

const record = (cells: Partial<Record<TKey, string>>, line = 2): TCsvRecord<TKey> => ({
  line,
  errors: [],
  cells: {
    asin: mug.asin,
    country: 'US',
    price: '',
    discount: '',
    extra: '',
    start: '2030-04-01',
    end: '2030-04-02',
    ...cells,
  },
});

const errorsOf = (cells: Partial<Record<TKey, string>>, product: TDealProduct | null = mug) =>
  checkLine(record(cells), product ?? undefined, context()).line.errors;

/** A product without a known price: any readable deal price passes the rules. */
const unpriced: TDealProduct = { ...mug, priceMinor: null };
const priceOf = (cell: string) => checkLine(record({ price: cell }), unpriced, context()).row?.dealPriceMinor;

const existingDeal = (startDate: string, endDate: string): TDealRow => ({
  id: 'del_existing',
  sellerId: 'usr_seller',
  productId: mug.id,
  dealPriceMinor: null,
  discountBp: 1000,
  extraCommissionBp: null,
  ...dealTimes({ startDate, endDate }, 'US'),
  createdAt: now,
  updatedAt: now,
});

describe('a deal CSV line: deal price', () => {
  it.each([
    ['19.99', 1999],
    ['19,9', 1990],
    ['19', 1900],
    ['123456789', 12345678900],
    ['$19.99', 1999],
    ['$ 19.99', 1999],
    ['C$19.99', 1999],
    ['EUR 19,99', 1999],
    ['EUR19,99', 1999],
    ['€5', 500],
    ['€ 5', 500],
    ['£5', 500],
    ['£ 5', 500],
    ['19,99 €', 1999],
    ['19,99€', 1999],
  ])('reads %s as %i minor units', (cell, minor) => {
    expect(priceOf(cell)).toBe(minor);
  });

  it.each(['x19.99', '19.999', 'E 5', 'EU 5', '1234567890', '19.99 x', '5 $'])(
    'refuses %s as unreadable',
    (cell) => {
      expect(errorsOf({ price: cell }, unpriced)).toEqual([
        `Deal price: "${cell}" is not an amount like 19.99`,
      ]);
    },
  );

  it('quotes at most 20 characters of what it could not read', () => {
    expect(errorsOf({ price: 'a'.repeat(30) })).toEqual([
      `Deal price: "${'a'.repeat(20)}" is not an amount like 19.99`,
    ]);
  });
});

describe('a deal CSV line: rates, dates and the form rules', () => {
  it('reads discount and extra commission as percents, and refuses unreadable ones', () => {
    const { row } = checkLine(record({ discount: '12.5', extra: '2' }), mug, context());
    expect(row).toMatchObject({ discountBp: 1250, extraCommissionBp: 200, dealPriceMinor: null });
    expect(errorsOf({ discount: `abc${'d'.repeat(30)}` })).toEqual([
      `Discount (%): "abc${'d'.repeat(17)}" is not a percent like 15`,
    ]);
    expect(errorsOf({ discount: '10', extra: `x${'y'.repeat(30)}` })).toEqual([
      `Extra commission (%): "x${'y'.repeat(19)}" is not a percent like 2.5`,
    ]);
  });

  it("names the column of the form's checks and of the rules", () => {
    expect(errorsOf({ discount: '150' })).toEqual(['Discount (%): Discount must be between 1% and 99%']);
    expect(errorsOf({ discount: '10', end: '2030-03-01' })).toEqual([
      'End date: The end date is before the start date',
    ]);
    expect(errorsOf({ price: '30' })).toEqual([
      "Deal price: Deal price must be below the product's price (USD 25.00)",
    ]);
    expect(errorsOf({ discount: '10', start: '2030-03-09' })).toEqual([
      'Start date: The start date has passed: start on 2030.03.10 or later',
    ]);
  });

  it('keeps what the CSV reader found wrong in the line, before its own findings', () => {
    const read = {
      ...record({ price: 'abc' }),
      errors: ['Extra commission (%): "=1+1" is a spreadsheet formula'],
    };
    expect(checkLine(read, unpriced, context()).line.errors).toEqual([
      'Extra commission (%): "=1+1" is a spreadsheet formula',
      'Deal price: "abc" is not an amount like 19.99',
    ]);
  });

  it('takes dates written with slashes or dots, and only whole ones', () => {
    const { row } = checkLine(
      record({ discount: '10', start: '2030/04/01', end: '2030.04.02' }),
      mug,
      context(),
    );
    expect(row).toMatchObject(dealTimes({ startDate: '2030-04-01', endDate: '2030-04-02' }, 'US'));
    expect(errorsOf({ discount: '10', start: '1/4/2030' })).toEqual([
      'Start date: Use a date like 2025-07-08',
    ]);
  });
});

describe('a deal CSV line: product and marketplace', () => {
  it('says which ASIN is missing in which marketplace, and when the ASIN is empty', () => {
    expect(errorsOf({ asin: ' b0zzzzzzzz ', country: 'de', discount: '10' }, null)).toEqual([
      'ASIN: no product B0ZZZZZZZZ in DE in your catalogue',
    ]);
    expect(errorsOf({ asin: '', discount: '10' }, null)).toEqual([
      'ASIN: no product (empty) in US in your catalogue',
    ]);
  });

  it('refuses an unknown marketplace, quoting at most 20 characters', () => {
    expect(errorsOf({ country: 'Z'.repeat(25), discount: '10' }, null)).toEqual([
      `Country: "${'Z'.repeat(20)}" must be US, CA, FR, DE or UK`,
    ]);
  });

  it('reads GB as the UK marketplace, whatever the case and spaces', () => {
    expect(countryOf(' gb ')).toBe('UK');
    expect(countryOf('uk')).toBe('UK');
    expect(countryOf(' de')).toBe('DE');
    expect(upper(' b0abc ')).toBe('B0ABC');
  });
});

describe('a deal CSV line: overlaps and the row it makes', () => {
  it("makes the seller's deal row and remembers it for the lines after it", () => {
    const ctx = context();
    const { line, row } = checkLine(record({ discount: '10' }, 7), mug, ctx);
    expect(line.errors).toEqual([]);
    expect(row).toEqual({
      id: expect.stringMatching(/^del_[A-Za-z0-9]{16}$/),
      sellerId: 'usr_seller',
      productId: mug.id,
      dealPriceMinor: null,
      discountBp: 1000,
      extraCommissionBp: null,
      ...dealTimes({ startDate: '2030-04-01', endDate: '2030-04-02' }, 'US'),
      createdAt: now,
      updatedAt: now,
    });
    expect(ctx.dealsByProduct.get(mug.id)).toEqual([{ ...row, id: 'line:7' }]);
  });

  it('names an earlier line of the file, or says nothing more for a deal already saved', () => {
    const ctx = context(new Map([[mug.id, [existingDeal('2030-05-01', '2030-05-03')]]]));
    checkLine(record({ discount: '10' }, 2), mug, ctx);
    expect(checkLine(record({ discount: '20' }, 3), mug, ctx).line.errors).toEqual([
      'This product already has a deal from 2030.04.01 to 2030.04.02: deals of one product cannot overlap (line 2 of this file)',
    ]);
    expect(
      checkLine(record({ discount: '20', start: '2030-05-03', end: '2030-05-04' }, 4), mug, ctx).line.errors,
    ).toEqual([
      'This product already has a deal from 2030.05.01 to 2030.05.03: deals of one product cannot overlap',
    ]);
  });

  it('makes no row for a wrong line, and does not add an overlap to a line already wrong', () => {
    const ctx = context(new Map([[mug.id, [existingDeal('2030-04-01', '2030-04-05')]]]));
    const wrong = checkLine(record({ price: '30' }), mug, ctx);
    expect(wrong.row).toBeNull();
    expect(wrong.line.errors).toEqual([
      "Deal price: Deal price must be below the product's price (USD 25.00)",
    ]);
    const clash = checkLine(record({ discount: '10' }), mug, ctx);
    expect(clash.row).toBeNull();
    expect(ctx.dealsByProduct.get(mug.id)).toHaveLength(1);
  });

  it('lets a deal end the day before another starts', () => {
    const ctx = context(new Map([[mug.id, [existingDeal('2030-04-03', '2030-04-05')]]]));
    expect(checkLine(record({ discount: '10' }), mug, ctx).line.errors).toEqual([]);
    expect(
      checkLine(record({ discount: '10', start: '2030-04-06', end: '2030-04-07' }), mug, ctx).row,
    ).not.toBeNull();
  });
});
