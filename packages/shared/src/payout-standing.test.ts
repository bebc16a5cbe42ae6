import { describe, expect, it } from 'vitest';
import { payoutStanding, type TPayoutPapers } from './payout-standing';

const ready: TPayoutPapers = { bank: 'approved', taxForm: true, taxPdf: true };
const reasonOf = (payable: number, papers: Partial<TPayoutPapers> = {}) =>
  payoutStanding(payable, 5000, { ...ready, ...papers }).reason;

describe('payoutStanding', () => {
  it('pays a balance at the minimum or over it with an approved bank account and a signed tax form', () => {
    expect(payoutStanding(5000, 5000, ready)).toEqual({ paid: true, reason: null });
    expect(payoutStanding(123_456, 5000, ready).paid).toBe(true);
  });

  it('carries a balance one cent under the minimum, or nothing, or a negative one', () => {
    expect(reasonOf(4999)).toBe('Below the minimum payout of 50.00; it carries over to the next run.');
    expect(reasonOf(0)).toMatch(/^Below the minimum/);
    expect(reasonOf(-1)).toMatch(/^Returns after your last payout/);
  });

  it('names the first paper missing: the bank account, its review, then the tax form and its PDF', () => {
    expect(reasonOf(9000, { bank: null, taxForm: false })).toMatch(/^Add your bank account/);
    expect(reasonOf(9000, { bank: 'pending' })).toBe('Your bank account is waiting for review.');
    expect(reasonOf(9000, { bank: 'rejected' })).toMatch(/^Your bank account was not approved/);
    expect(reasonOf(9000, { taxForm: false, taxPdf: false })).toMatch(/^Send your tax form/);
    expect(reasonOf(9000, { taxPdf: false })).toMatch(/^Upload your signed tax form PDF/);
  });
});
