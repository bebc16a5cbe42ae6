import { describe, expect, it } from 'vitest';
import { emptySums, metricsOf, roundedRatio } from './report-metrics';

describe('roundedRatio', () => {
  it.each([
    [5, 2, 3],
    [-5, 2, -3],
    [4, 3, 1],
    [-4, 3, -1],
    [0, 7, 0],
    [80000, 257, 311],
    [3040, 257, 12],
  ])('%i / %i rounds half away from zero to %i', (n, d, expected) => {
    expect(roundedRatio(n, d)).toBe(expected);
  });

  it('refuses unsafe integers and a divisor of zero', () => {
    expect(() => roundedRatio(2 ** 53, 1)).toThrow();
    expect(() => roundedRatio(1, 0)).toThrow();
  });
});

describe('metricsOf', () => {
  const sums = {
    ...emptySums(true),
    clicks: 3,
    orders: 1,
    commissionMinor: -5,
    platformFeeMinor: -1,
    costMinor: -6,
  };

  it('derives the rate and a negative EPC, and shows the fee to the seller only', () => {
    expect(metricsOf(sums, 'seller')).toMatchObject({ conversionRateBp: 3333, epcMinor: -2, costMinor: -6 });
    expect(metricsOf(sums, 'publisher')).not.toHaveProperty('platformFeeMinor');
  });

  it('leaves rates null without clicks, and traffic null where the source has none', () => {
    expect(metricsOf(emptySums(true), 'seller')).toMatchObject({
      clicks: 0,
      conversionRateBp: null,
      epcMinor: null,
    });
    expect(metricsOf(emptySums(false), 'publisher')).toMatchObject({
      clicks: null,
      orders: null,
      epcMinor: null,
    });
  });
});
