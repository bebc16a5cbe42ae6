import { describe, expect, it } from 'vitest';
import { previousReportRange, ZReportDay, ZReportRangeSchema } from './report-query';
import { sellerReportQueries } from './reports';

describe('ZReportDay', () => {
  it('takes the ISO form and the three-part array, numbers or query-string text', () => {
    expect(ZReportDay.parse('2026-03-08')).toBe('2026-03-08');
    expect(ZReportDay.parse([2026, 3, 8])).toBe('2026-03-08');
    expect(ZReportDay.parse('2026,3,8')).toBe('2026-03-08');
    expect(ZReportDay.safeParse('2026,2,30').success).toBe(false);
    expect(ZReportDay.parse(['2026', '3', '8'])).toBe('2026-03-08');
  });

  it('refuses days the calendar has not, and other forms', () => {
    expect(ZReportDay.safeParse('2026-02-29').success).toBe(false);
    expect(ZReportDay.safeParse('2028-02-29').success).toBe(true);
    expect(ZReportDay.safeParse([2026, 13, 1]).success).toBe(false);
    expect(ZReportDay.safeParse('2026/03/08').success).toBe(false);
    expect(ZReportDay.safeParse([2026, 3]).success).toBe(false);
  });
});

describe('report range', () => {
  const issueOn = (input: unknown) => {
    const result = ZReportRangeSchema.safeParse(input);
    return result.success ? null : result.error.issues.map((i) => [i.path.join('.'), i.message]);
  };

  it('defaults to the US and counts both ends', () => {
    expect(ZReportRangeSchema.parse({ startDate: '2026-01-01', endDate: '2026-01-01' })).toEqual({
      countryCode: 'US',
      startDate: '2026-01-01',
      endDate: '2026-01-01',
    });
    expect(issueOn({ startDate: '2028-01-01', endDate: '2028-12-31' })).toBeNull();
  });

  it('tells an end before the start, and a range over 366 days, on endDate', () => {
    expect(issueOn({ startDate: '2026-01-02', endDate: '2026-01-01' })).toEqual([
      ['endDate', 'The end date is before the start date'],
    ]);
    expect(issueOn({ startDate: '2016-01-01', endDate: '2026-01-01' })).toEqual([
      ['endDate', 'A report covers at most 366 days'],
    ]);
  });

  it('compares with the range of equal length just before, across a month end', () => {
    expect(previousReportRange('2026-03-01', '2026-03-31')).toEqual({
      startDate: '2026-01-29',
      endDate: '2026-02-28',
    });
  });

  it('sorts descending unless told, on metric columns only', () => {
    const base = { startDate: '2026-01-01', endDate: '2026-01-31' };
    expect(sellerReportQueries.list.parse(base)).toMatchObject({
      sortOrder: 'descend',
      page: 1,
      pageSize: 20,
    });
    expect(sellerReportQueries.list.safeParse({ ...base, sortField: 'day' }).success).toBe(false);
    expect(sellerReportQueries.performance.safeParse({ ...base, sortField: 'day' }).success).toBe(true);
  });
});
