import { describe, expect, it } from 'vitest';
import { conversionAmounts, divideRounded, shareOf } from './commission-math';

describe('divideRounded', () => {
  it('rounds half away from zero, both signs', () => {
    expect(divideRounded(25n, 10n)).toBe(3n);
    expect(divideRounded(-25n, 10n)).toBe(-3n);
    expect(divideRounded(24n, 10n)).toBe(2n);
    expect(divideRounded(-24n, 10n)).toBe(-2n);
    expect(divideRounded(0n, 10n)).toBe(0n);
  });
});

describe('shareOf', () => {
  it('takes basis points of an amount, rounding the half cent away from zero', () => {
    // 1999 × 1250 / 10 000 = 249.875 → 250
    expect(shareOf(1999, 1250)).toBe(250);
    // 1000 × 5 / 10 000 = 0.5 → 1, and -0.5 → -1
    expect(shareOf(1000, 5)).toBe(1);
    expect(shareOf(-1000, 5)).toBe(-1);
    // 999 × 5 / 10 000 = 0.4995 → 0
    expect(shareOf(999, 5)).toBe(0);
  });

  it('is zero on zero sales or a zero rate', () => {
    expect(shareOf(0, 1250)).toBe(0);
    expect(shareOf(5000, 0)).toBe(0);
  });

  it('refuses what a number cannot hold exactly', () => {
    expect(() => shareOf(Number.MAX_SAFE_INTEGER, 5000)).toThrow(/2\^53/);
    expect(() => shareOf(10.5, 100)).toThrow(RangeError);
  });
});

describe('conversionAmounts', () => {
  it('charges the fee on the commission and sums both as the cost', () => {
    // sales 5997 at 12.5 %: 749.625 → 750; fee 30 % of 750 = 225; cost 975
    expect(conversionAmounts(5997, 1250, 3000)).toEqual({
      commissionMinor: 750,
      platformFeeMinor: 225,
      costMinor: 975,
    });
  });

  it('mirrors a full return to the cent, so order and return net to zero', () => {
    const order = conversionAmounts(3333, 1115, 3000);
    const back = conversionAmounts(-3333, 1115, 3000);
    expect(back).toEqual({
      commissionMinor: -order.commissionMinor,
      platformFeeMinor: -order.platformFeeMinor,
      costMinor: -order.costMinor,
    });
    expect(order.costMinor + back.costMinor).toBe(0);
  });
});
