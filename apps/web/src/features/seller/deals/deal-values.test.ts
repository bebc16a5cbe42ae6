import { describe, expect, it } from 'vitest';
import { minorToText, moneyToMinor, offerText, percentToBp } from './deal-values';

describe('deal values', () => {
  it.each([
    ['19.99', 1999],
    ['19,9', 1990],
    ['20', 2000],
    ['0.29', 29],
    [' 7.5 ', 750],
  ])('reads the amount %j as %i minor units', (text, minor) => {
    expect(moneyToMinor(text)).toBe(minor);
  });

  it.each([['19.999'], ['abc'], ['-5'], [''], [null]])('refuses %j as an amount', (text) => {
    expect(moneyToMinor(text)).toBeNull();
  });

  it('writes minor units back for the input', () => {
    expect(minorToText(1999)).toBe('19.99');
    expect(minorToText(5)).toBe('0.05');
  });

  it('reads percents exactly, and blank as none', () => {
    expect(percentToBp('12.3')).toBe(1230);
    expect(percentToBp('')).toBeNull();
    expect(percentToBp('x')).toBeNull();
  });

  it('says what a deal offers', () => {
    expect(offerText({ dealPriceMinor: 1999, discountBp: null, countryCode: 'UK' })).toBe('£19.99');
    expect(offerText({ dealPriceMinor: null, discountBp: 1500, countryCode: 'US' })).toBe('15% off');
  });
});
