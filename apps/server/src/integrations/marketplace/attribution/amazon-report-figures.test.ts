import { describe, expect, it } from 'vitest';
import { decimalToMinor, wholeCount } from './amazon-report-figures';

describe('decimalToMinor', () => {
  it('rounds the float noise Amazon sends half-up to the cent, on the digits', () => {
    expect(decimalToMinor('191.95999999999998')).toBe(19196);
    expect(decimalToMinor('25.8799991607666')).toBe(2588);
    expect(decimalToMinor('51.7599983215332')).toBe(5176);
    expect(decimalToMinor('12.345')).toBe(1235);
    expect(decimalToMinor('12.3449999')).toBe(1234);
    expect(decimalToMinor('0.005')).toBe(1);
    expect(decimalToMinor('0.004')).toBe(0);
    expect(decimalToMinor('9.995')).toBe(1000);
  });

  it('reads whole and short amounts, strings or numbers', () => {
    expect(decimalToMinor('59.97')).toBe(5997);
    expect(decimalToMinor('10.5')).toBe(1050);
    expect(decimalToMinor('7')).toBe(700);
    expect(decimalToMinor(0.1 + 0.2)).toBe(30);
    expect(decimalToMinor(59.97)).toBe(5997);
  });

  it('reads a masked or missing amount as zero', () => {
    expect(decimalToMinor('0')).toBe(0);
    expect(decimalToMinor('')).toBe(0);
    expect(decimalToMinor(undefined)).toBe(0);
    expect(decimalToMinor(null)).toBe(0);
  });

  it('refuses what is not a decimal', () => {
    for (const value of ['12,50', '-1.00', '1e3', '.5', '5.', ' 5', 'NaN', 1e21, true, {}]) {
      expect(() => decimalToMinor(value)).toThrow(/is not a decimal amount/);
    }
    expect(() => decimalToMinor('99999999999999999999')).toThrow(/too large/);
  });
});

describe('wholeCount', () => {
  it('reads whole counts as strings or numbers', () => {
    expect(wholeCount('12')).toBe(12);
    expect(wholeCount(3)).toBe(3);
    expect(wholeCount('')).toBe(0);
  });

  it('refuses fractions, negatives and text', () => {
    for (const value of ['1.5', 2.5, '-1', -1, 'two', '1e2', false]) {
      expect(() => wholeCount(value)).toThrow(/is not a whole number/);
    }
  });
});
