import { describe, expect, it } from 'vitest';
import {
  capitalize,
  formatCount,
  formatDate,
  formatDateTime,
  formatMoney,
  formatNumber,
  formatPercentFromBasisPoints,
} from './format';

describe('formatDate', () => {
  it('formats a [year, month, day] array with dots and padding', () => {
    expect(formatDate([2024, 5, 3])).toBe('2024.05.03');
  });

  it('reads a bare date as that calendar day, in any time zone', () => {
    expect(formatDate('2024-01-01')).toBe('2024.01.01');
    expect(formatDate('2024-12-31')).toBe('2024.12.31');
  });

  it('formats an ISO datetime, a Date and epoch milliseconds in local time', () => {
    const noon = new Date(2024, 4, 3, 12);
    expect(formatDate(noon)).toBe('2024.05.03');
    expect(formatDate(noon.getTime())).toBe('2024.05.03');
    expect(formatDate(noon.toISOString())).toBe('2024.05.03');
  });

  it("shows '--' for empty and invalid dates", () => {
    expect(formatDate(null)).toBe('--');
    expect(formatDate(undefined)).toBe('--');
    expect(formatDate('')).toBe('--');
    expect(formatDate([])).toBe('--');
    expect(formatDate('not a date')).toBe('--');
    expect(formatDate('2024-02-30')).toBe('--');
    expect(formatDate([2024, 13, 1])).toBe('--');
  });
});

describe('formatDateTime', () => {
  it("shows the local date with hours and minutes, and names the browser's zone", () => {
    const at = new Date(2024, 0, 5, 9, 7, 59);
    const zone = new Intl.DateTimeFormat('en-US', { timeZoneName: 'short' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value;
    expect(zone).toBeTruthy();
    expect(formatDateTime(at)).toBe(`2024.01.05 09:07 ${zone}`);
  });

  it("shows '--' for nothing and for a date that is not one", () => {
    expect(formatDateTime(null)).toBe('--');
    expect(formatDateTime('not a date')).toBe('--');
  });
});

describe('formatNumber', () => {
  it('groups thousands and keeps the decimal part as given', () => {
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber(1234567.891)).toBe('1,234,567.891');
    expect(formatNumber('1000.50')).toBe('1,000.50');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(0)).toBe('0');
  });

  it('handles negatives and another separator', () => {
    expect(formatNumber(-1234.5)).toBe('-1,234.5');
    expect(formatNumber(1234567, ' ')).toBe('1 234 567');
  });

  it("shows '--' for empty or non-numbers", () => {
    expect(formatNumber(null)).toBe('--');
    expect(formatNumber(undefined)).toBe('--');
    expect(formatNumber('')).toBe('--');
    expect(formatNumber(Number.NaN)).toBe('--');
    expect(formatNumber('12abc')).toBe('--');
  });
});

describe('formatMoney', () => {
  it("prefixes the marketplace's symbol and shows two decimals", () => {
    expect(formatMoney(123456, 'UK')).toBe('£1,234.56');
    expect(formatMoney(500, 'DE')).toBe('€5.00');
    expect(formatMoney(5, 'CA')).toBe('C$0.05');
    expect(formatMoney(0, 'us')).toBe('$0.00');
  });

  it('puts the minus before the symbol and keeps cents exact', () => {
    expect(formatMoney(-1005, 'US')).toBe('-$10.05');
    expect(formatMoney(100000000001, 'FR')).toBe('€1,000,000,000.01');
  });

  it("shows '--' without an amount", () => {
    expect(formatMoney(null, 'US')).toBe('--');
  });
});

describe('capitalize', () => {
  it('upper-cases the first letter and lower-cases the rest', () => {
    expect(capitalize('pENDING review')).toBe('Pending review');
    expect(capitalize('a')).toBe('A');
    expect(capitalize('')).toBe('');
    expect(capitalize(null)).toBe('');
  });
});

describe('formatPercentFromBasisPoints', () => {
  it('turns basis points into a percentage without float noise', () => {
    expect(formatPercentFromBasisPoints(1250)).toBe('12.5%');
    expect(formatPercentFromBasisPoints(1200)).toBe('12%');
    expect(formatPercentFromBasisPoints(1005)).toBe('10.05%');
    expect(formatPercentFromBasisPoints(1)).toBe('0.01%');
    expect(formatPercentFromBasisPoints(0)).toBe('0%');
    expect(formatPercentFromBasisPoints(null)).toBe('--');
  });
});

describe('formatCount', () => {
  it('says one thing in the singular and the rest in the plural', () => {
    expect(formatCount(1, 'product')).toBe('1 product');
    expect(formatCount(0, 'product')).toBe('0 products');
    expect(formatCount(1240, 'product')).toBe('1,240 products');
    expect(formatCount(2, 'category', 'categories')).toBe('2 categories');
  });
});
