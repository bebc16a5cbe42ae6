import { describe, expect, it } from 'vitest';
import { balanceOf } from './payout-ledger';

// A balance's parts from its ledger lines' sums per kind (minor units).
describe('balanceOf', () => {
  it('is all zero without lines', () => {
    expect(balanceOf({})).toEqual({ awaitingSellerMinor: 0, heldMinor: 0, payableMinor: 0, paidMinor: 0 });
  });

  it('moves a commission from the seller, to the hold, to payable, to paid', () => {
    expect(balanceOf({ earned: 1535 })).toMatchObject({ awaitingSellerMinor: 1535, heldMinor: 0 });
    expect(balanceOf({ earned: 1535, held: 1535 })).toMatchObject({
      awaitingSellerMinor: 0,
      heldMinor: 1535,
    });
    expect(balanceOf({ earned: 1535, held: 1535, released: 1535 })).toMatchObject({
      heldMinor: 0,
      payableMinor: 1535,
    });
    expect(balanceOf({ earned: 1535, held: 1535, released: 1535, paid: -1535 })).toEqual({
      awaitingSellerMinor: 0,
      heldMinor: 0,
      payableMinor: 0,
      paidMinor: 1535,
    });
  });

  it('gives a failed payout back to the payable balance', () => {
    expect(balanceOf({ released: 8000, paid: -8000, reversed: 8000 })).toMatchObject({
      payableMinor: 8000,
      paidMinor: 0,
    });
  });

  it('carries a negative balance forward when returns outweigh what is left', () => {
    // 80.00 paid out, then a month of returns (−12.34) released: the next payout starts at −12.34
    expect(
      balanceOf({ earned: 8000 - 1234, held: 8000 - 1234, released: 8000 - 1234, paid: -8000 }),
    ).toMatchObject({ payableMinor: -1234, paidMinor: 8000 });
  });
});
