import { describe, expect, it } from 'vitest';
import { formatCurrencyMoney } from './currency-money';

describe('formatCurrencyMoney', () => {
  it('prints a currency with the symbol of a marketplace that bills in it', () => {
    expect(formatCurrencyMoney(123456, 'USD')).toBe('$1,234.56');
    expect(formatCurrencyMoney(5, 'GBP')).toBe('£0.05');
  });

  it('keeps the code of a currency no marketplace uses, the sign in front', () => {
    expect(formatCurrencyMoney(-1050, 'CHF')).toBe('-CHF 10.50');
    expect(formatCurrencyMoney(0, 'CHF')).toBe('CHF 0.00');
  });

  it('groups thousands whatever the currency (spec 9)', () => {
    expect(formatCurrencyMoney(1234567, 'USD')).toBe('$12,345.67');
    expect(formatCurrencyMoney(-123456789, 'EUR')).toBe('-€1,234,567.89');
    expect(formatCurrencyMoney(1234567, 'CHF')).toBe('CHF 12,345.67');
  });
});
