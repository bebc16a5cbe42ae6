import { defaultCommissionConfig } from '@atlas/shared';
import { describe, expect, it } from 'vitest';
import { dealProduct } from '../../../test/support/deal-product';
import { dealDays, dealProblems, dealState, dealTimes, overlapMessage } from './deal-rules';

const mug = dealProduct();
// 2025-07-08 10:00 in Los Angeles
const now = new Date('2025-07-08T17:00:00Z');
const deal = { productId: mug.id, discountBp: 1500, startDate: '2025-07-08', endDate: '2025-07-10' };

describe('deal days', () => {
  it("runs from the first day's midnight to the end of the last day in the marketplace", () => {
    expect(dealTimes(deal, 'US')).toEqual({
      startsAt: new Date('2025-07-08T07:00:00Z'),
      endsAt: new Date('2025-07-11T07:00:00Z'),
    });
    expect(dealTimes(deal, 'DE')).toEqual({
      startsAt: new Date('2025-07-07T22:00:00Z'),
      endsAt: new Date('2025-07-10T22:00:00Z'),
    });
  });

  it('reads the days back, across a change of clocks', () => {
    const times = dealTimes({ startDate: '2025-10-20', endDate: '2025-10-31' }, 'FR');
    expect(dealDays(times, 'FR')).toEqual({ startDate: '2025-10-20', endDate: '2025-10-31' });
  });

  it('is upcoming, running, then ended', () => {
    const times = dealTimes(deal, 'US');
    expect(dealState(times, new Date('2025-07-08T06:59:59Z'))).toBe('upcoming');
    expect(dealState(times, new Date('2025-07-08T07:00:00Z'))).toBe('running');
    expect(dealState(times, new Date('2025-07-11T06:59:59Z'))).toBe('running');
    expect(dealState(times, new Date('2025-07-11T07:00:00Z'))).toBe('ended');
  });
});

describe('dealProblems', () => {
  const problems = (change: object, product = mug, options = {}) =>
    dealProblems({ ...deal, ...change }, product, defaultCommissionConfig, now, options);

  it('accepts a deal starting today in the marketplace, though it is tomorrow in Berlin', () => {
    expect(problems({})).toEqual([]);
  });

  it('refuses a start in the past, unless the deal already started', () => {
    expect(problems({ startDate: '2025-07-07' })).toEqual([
      { path: 'startDate', message: 'The start date has passed: start on 2025.07.08 or later' },
    ]);
    expect(problems({ startDate: '2025-07-07' }, mug, { startMayBePast: true })).toEqual([]);
  });

  it('refuses an end in the past and a deal longer than a year', () => {
    expect(
      problems({ startDate: '2025-07-01', endDate: '2025-07-07' }, mug, { startMayBePast: true }),
    ).toEqual([{ path: 'endDate', message: 'The end date has passed: end on 2025.07.08 or later' }]);
    // Ending today is not in the past: the deal runs to the end of the day.
    expect(
      problems({ startDate: '2025-07-01', endDate: '2025-07-08' }, mug, { startMayBePast: true }),
    ).toEqual([]);
    expect(problems({ endDate: '2026-07-09' })).toEqual([
      { path: 'endDate', message: 'A deal lasts at most 366 days' },
    ]);
    expect(problems({ endDate: '2026-07-08' })).toEqual([]);
  });

  it('refuses a deal price that is not below the price', () => {
    expect(problems({ discountBp: null, dealPriceMinor: 1999 })).toEqual([
      { path: 'dealPriceMinor', message: "Deal price must be below the product's price (USD 19.99)" },
    ]);
    expect(problems({ discountBp: null, dealPriceMinor: 1499 })).toEqual([]);
    expect(problems({ discountBp: null, dealPriceMinor: 1998 })).toEqual([]);
    expect(problems({ discountBp: null, dealPriceMinor: 1905 }, { ...mug, priceMinor: 1905 })).toEqual([
      { path: 'dealPriceMinor', message: "Deal price must be below the product's price (USD 19.05)" },
    ]);
  });

  it('takes any deal price, or none, when the product has no known price', () => {
    expect(problems({ discountBp: null, dealPriceMinor: 99_999 }, { ...mug, priceMinor: null })).toEqual([]);
    expect(problems({ dealPriceMinor: null })).toEqual([]);
    expect(problems({ dealPriceMinor: undefined })).toEqual([]);
  });

  it('checks the extra commission against the step and the maximum', () => {
    const message = 'Extra commission must be between 0.1% and 50% in steps of 0.1%';
    expect(problems({ extraCommissionBp: 5 })).toEqual([{ path: 'extraCommissionBp', message }]);
    expect(problems({ extraCommissionBp: 5010 })).toEqual([{ path: 'extraCommissionBp', message }]);
    expect(problems({ extraCommissionBp: 255 })).toEqual([{ path: 'extraCommissionBp', message }]);
    expect(problems({ extraCommissionBp: 250 })).toEqual([]);
    expect(problems({ extraCommissionBp: 0 })).toEqual([{ path: 'extraCommissionBp', message }]);
    expect(problems({ extraCommissionBp: 10 })).toEqual([]);
    expect(problems({ extraCommissionBp: 5000 })).toEqual([]);
    expect(problems({ extraCommissionBp: null })).toEqual([]);
  });

  it('puts deals on parent products only', () => {
    expect(problems({}, { ...mug, parentId: 'prd_parent' })).toEqual([
      { path: 'productId', message: 'B000000001 is a variation: put the deal on its parent product' },
    ]);
  });
});

describe('overlapMessage', () => {
  it("names the other deal's days in the marketplace, with dots", () => {
    const other = { ...dealTimes(deal, 'US') } as Parameters<typeof overlapMessage>[0];
    expect(overlapMessage(other, 'US')).toBe(
      'This product already has a deal from 2025.07.08 to 2025.07.10: deals of one product cannot overlap',
    );
  });
});
