import { describe, expect, it } from 'vitest';
import {
  billingDateIso,
  parseBillingDate,
  statementFileName,
  statementServiceName,
} from './publisher-statement';

describe('the billing date', () => {
  it('reads [y, m, d] and y-m-d alike', () => {
    expect(parseBillingDate([2026, 11, 1])).toEqual([2026, 11, 1]);
    expect(parseBillingDate('2026-11-01')).toEqual([2026, 11, 1]);
    expect(parseBillingDate('2026-3-7')).toEqual([2026, 3, 7]);
    expect(parseBillingDate('2026-11-01T08:00:00Z')).toEqual([2026, 11, 1]);
    expect(billingDateIso([2026, 3, 7])).toBe('2026-03-07');
  });

  it('reads nothing else', () => {
    expect(parseBillingDate('01/11/2026')).toBeNull();
    expect(parseBillingDate([2026, 13, 1])).toBeNull();
    expect(parseBillingDate([2026, 11])).toBeNull();
    expect(billingDateIso('soon')).toBe('');
  });
});

describe('what the statement prints', () => {
  it('names the file by the product and YYYY_MM, no slash', () => {
    expect(statementFileName('Affiliate Atlas', '2026-11-01')).toBe('AffiliateAtlas_Statement_2026_11.pdf');
    expect(statementFileName('Affiliate Atlas', [2027, 1, 1])).toBe('AffiliateAtlas_Statement_2027_01.pdf');
  });

  it('names the one line by the date with dots and the marketplace', () => {
    expect(statementServiceName('2026-11-01', 'UK')).toBe('[2026.11.01][UK] Campaign Commissions');
  });
});
