import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { dayOf, rangeProblem } from './run-range';

describe('rangeProblem', () => {
  it('accepts up to 31 days, first and last included', () => {
    expect(rangeProblem('US', [dayjs('2026-01-01'), dayjs('2026-01-31')])).toBeNull();
    expect(rangeProblem('UK', [dayjs('2026-03-29'), dayjs('2026-03-29')])).toBeNull();
  });

  it('refuses 32 days and a range ending before it starts, in the server words', () => {
    expect(rangeProblem('US', [dayjs('2026-01-01'), dayjs('2026-02-01')])).toBe(
      'Run at most 31 days at once',
    );
    expect(rangeProblem('US', [dayjs('2026-01-02'), dayjs('2026-01-01')])).toBe(
      'The end date is before the start date',
    );
  });

  it('leaves an empty range to the required rule', () => {
    expect(rangeProblem('US', undefined)).toBeNull();
  });

  it('writes days as YYYY-MM-DD', () => {
    expect(dayOf(dayjs('2026-02-03'))).toBe('2026-02-03');
  });
});
