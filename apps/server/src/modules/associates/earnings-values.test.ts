import { describe, expect, it } from 'vitest';
import { parseCount, parseMoney, parseReportDate, parseTitlePeriod, reportLocales } from './earnings-values';

const { US, UK, DE, FR, CA } = reportLocales;
const ok = <T>(value: T) => ({ ok: true, value });

describe('report dates by marketplace', () => {
  it.each([
    [US, '10/03/2026', '2026-10-03'],
    [CA, '10-31-2026', '2026-10-31'],
    [UK, '03/10/2026', '2026-10-03'],
    [DE, '03.10.2026', '2026-10-03'],
    [FR, '31/10/2026', '2026-10-31'],
    [US, '2026-10-03', '2026-10-03'],
    [DE, '2026-10-03 14:05:00', '2026-10-03'],
    [UK, '2028-02-29', '2028-02-29'],
  ])('%#: %s', (locale, text, day) => {
    expect(parseReportDate(text, locale)).toEqual(ok(day));
  });

  it('reads a spreadsheet date cell and a serial day', () => {
    expect(parseReportDate(new Date(Date.UTC(2026, 9, 3)), DE)).toEqual(ok('2026-10-03'));
    expect(parseReportDate(46298, DE)).toEqual(ok('2026-10-03'));
  });

  it.each([
    [US, '31/10/2026'],
    [UK, '10/31/2026'],
    [DE, '2026-02-30'],
    [US, 'yesterday'],
    [US, ''],
  ])('%#: refuses %s', (locale, text) => {
    expect(parseReportDate(text, locale).ok).toBe(false);
  });

  it('reads the period of the title line', () => {
    expect(parseTitlePeriod('Fee-Earnings reports from 2026-10-01 to 2026-10-31', US)).toEqual({
      start: '2026-10-01',
      end: '2026-10-31',
    });
    expect(parseTitlePeriod('Fee-Earnings reports from 01.10.2026 to 31.10.2026', DE)?.end).toBe(
      '2026-10-31',
    );
    expect(parseTitlePeriod('Fee-Earnings reports', US)).toBeNull();
    expect(parseTitlePeriod('from 2026-10-31 to 2026-10-01', US)).toBeNull();
  });
});

describe('amounts by marketplace', () => {
  it.each([
    [US, '1,234.56', 123456],
    [US, '$1,234.56', 123456],
    [US, '-12.34', -1234],
    [US, '(12.34)', -1234],
    [US, '12', 1200],
    [US, '0.005', 1],
    [US, '-0.125', -13],
    [US, '', 0],
    [CA, 'CDN$ 1,299.00', 129900],
    [UK, '£49.98', 4998],
    [DE, '1.234,50', 123450],
    [DE, '-0,60', -60],
    [DE, '83,97 €', 8397],
    [FR, '1 059,00', 105900],
    [FR, '1\u202f059,00', 105900],
  ])('%#: %s', (locale, text, minor) => {
    expect(parseMoney(text, locale)).toEqual(ok(minor));
  });

  it('reads a numeric cell from its digits, half away from zero', () => {
    expect(parseMoney(1.005, US)).toEqual(ok(101));
    expect(parseMoney(-19.99, DE)).toEqual(ok(-1999));
    expect(parseMoney(1234.5, DE)).toEqual(ok(123450));
  });

  it.each([
    [US, '1.234,56'],
    [DE, '1,234.56'],
    [US, '12,34'],
    [US, 'abc'],
    [US, '1,23.45'],
  ])('%#: refuses %s', (locale, text) => {
    expect(parseMoney(text, locale).ok).toBe(false);
  });
});

describe('counts', () => {
  it('reads whole numbers with thousands separators', () => {
    expect(parseCount('1,234', US)).toEqual(ok(1234));
    expect(parseCount('1.234', DE)).toEqual(ok(1234));
    expect(parseCount('', US)).toEqual(ok(0));
    expect(parseCount(3, US)).toEqual(ok(3));
    expect(parseCount('1.5', US).ok).toBe(false);
    expect(parseCount(1.5, US).ok).toBe(false);
  });
});
