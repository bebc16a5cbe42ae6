import { describe, expect, it } from 'vitest';
import { addMonths, monthOf } from '../../platform/zoned-day';
import { daysAround, wholeMonths } from './report-range';

describe('a report range split into whole months and the days around them', () => {
  it('finds the months lying wholly inside a range, leap February included', () => {
    expect(wholeMonths('2026-08-23', '2026-11-20')).toEqual(['2026-09-01', '2026-10-01']);
    expect(wholeMonths('2028-02-01', '2028-02-29')).toEqual(['2028-02-01']);
    expect(wholeMonths('2028-02-01', '2028-02-28')).toEqual([]);
    expect(wholeMonths('2026-03-02', '2026-03-31')).toEqual([]);
    expect(wholeMonths('2025-12-01', '2026-01-31')).toEqual(['2025-12-01', '2026-01-01']);
    expect(wholeMonths('2026-11-20', '2026-11-20')).toEqual([]);
  });

  it('leaves the days before, between and after the months it reads whole', () => {
    expect(daysAround('2026-08-23', '2026-11-20', ['2026-09-01', '2026-10-01'])).toEqual([
      ['2026-08-23', '2026-08-31'],
      ['2026-11-01', '2026-11-20'],
    ]);
    // October not built: its days are read one by one
    expect(daysAround('2026-08-23', '2026-11-20', ['2026-09-01'])).toEqual([
      ['2026-08-23', '2026-08-31'],
      ['2026-10-01', '2026-11-20'],
    ]);
    expect(daysAround('2026-08-23', '2026-12-31', ['2026-09-01', '2026-11-01'])).toEqual([
      ['2026-08-23', '2026-08-31'],
      ['2026-10-01', '2026-10-31'],
      ['2026-12-01', '2026-12-31'],
    ]);
    expect(daysAround('2026-09-01', '2026-09-30', ['2026-09-01'])).toEqual([]);
    expect(daysAround('2026-09-05', '2026-09-06', [])).toEqual([['2026-09-05', '2026-09-06']]);
  });

  it('names a month by its first day and steps over the year', () => {
    expect(monthOf('2026-02-28')).toBe('2026-02-01');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-01');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-01');
  });
});
