import { describe, expect, it } from 'vitest';
import { bestOfferPerAsin, decimalToMinor, isBetterOffer, type TOffer } from './amazon-offers';

const offer = (sku: string, priceMinor: number | null, buyable: boolean, asin = 'B0SKILLET1'): TOffer => ({
  asin,
  sku,
  title: null,
  imageUrl: null,
  priceMinor,
  currency: 'USD',
  buyable,
});

describe('the offer an ASIN shows', () => {
  it.each([
    ['buyable over not buyable, however cheap', offer('a', 2999, true), offer('b', 999, false), true],
    ['not buyable under buyable', offer('a', 999, false), offer('b', 2999, true), false],
    ['the lower price among buyable ones', offer('a', 1950, true), offer('b', 2100, true), true],
    ['a price over none', offer('a', 2100, true), offer('b', null, true), true],
    ['none under a price', offer('a', null, true), offer('b', 2100, true), false],
    ['an equal offer keeps the first', offer('a', 2100, true), offer('b', 2100, true), false],
  ])('%s', (_, candidate, current, better) => {
    expect(isBetterOffer(candidate, current)).toBe(better);
  });

  it('keeps one offer per ASIN, in the order the ASINs first appear', () => {
    const kept = bestOfferPerAsin([
      offer('skillet-mfn', 1999, false),
      offer('kettle', 3999, true, 'B0KETTLE02'),
      offer('skillet-fba', 2499, true),
      offer('skillet-used', 2299, true),
    ]);
    expect(kept.map((o) => o.sku)).toEqual(['skillet-used', 'kettle']);
  });
});

describe('decimalToMinor', () => {
  it.each([
    ['19.99', 1999],
    ['24.5', 2450],
    ['7', 700],
    ['0.1', 10],
    ['12.345', 1234],
    ['-1', null],
    ['abc', null],
    [undefined, null],
  ])('%s → %s', (amount, minor) => {
    expect(decimalToMinor(amount)).toBe(minor);
  });
});
