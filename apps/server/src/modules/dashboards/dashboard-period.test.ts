import { previousReportRange } from '@atlas/shared';
import { describe, expect, it } from 'vitest';
import { dashboardRange } from './dashboard-period';

describe('a dashboard period', () => {
  it.each([
    ['7d', '2026-03-14', '2026-03-08', '2026-03-01', '2026-03-07'],
    ['30d', '2026-03-14', '2026-02-13', '2026-01-14', '2026-02-12'],
    ['90d', '2026-11-26', '2026-08-29', '2026-05-31', '2026-08-28'],
    // this month so far against the same number of days just before it
    ['month', '2026-03-14', '2026-03-01', '2026-02-15', '2026-02-28'],
    ['month', '2028-03-31', '2028-03-01', '2028-01-30', '2028-02-29'],
    // on the first of the month the period is today alone
    ['month', '2026-01-01', '2026-01-01', '2025-12-31', '2025-12-31'],
  ] as const)(
    '%s ending %s starts %s; the previous is %s to %s',
    (period, today, start, prevStart, prevEnd) => {
      const range = dashboardRange(period, today);
      expect(range).toEqual({ startDate: start, endDate: today });
      expect(previousReportRange(range.startDate, range.endDate)).toEqual({
        startDate: prevStart,
        endDate: prevEnd,
      });
    },
  );
});
