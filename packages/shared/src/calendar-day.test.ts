import { describe, expect, it } from 'vitest';
import { isCalendarDay, isServedDay, todayIn } from './calendar-day';

describe('isCalendarDay', () => {
  it.each(['2026-02-28', '2028-02-29', '2000-02-29', '0001-01-01', '9999-12-31'])('takes %s', (day) => {
    expect(isCalendarDay(day)).toBe(true);
  });

  it.each([
    '2026-02-29',
    '2100-02-29',
    '2025-02-30',
    '2025-13-01',
    '2025-00-10',
    '0000-00-00',
    '9999-99-99',
    '2025-7-8',
    '2025-07-08T00:00:00Z',
  ])('refuses %s', (day) => {
    expect(isCalendarDay(day)).toBe(false);
  });
});

describe('isServedDay', () => {
  it('serves the days of 2000 through 2099, both ends included', () => {
    expect(
      ['1999-12-31', '2000-01-01', '2026-11-28', '2099-12-31', '2100-01-01', '9999-12-31'].map(isServedDay),
    ).toEqual([false, true, true, true, false, false]);
  });
});

describe('todayIn', () => {
  it("names today in the marketplace's zone, not the browser's", () => {
    const instant = new Date('2025-07-08T03:00:00Z');
    expect(todayIn('America/Los_Angeles', instant)).toBe('2025-07-07');
    expect(todayIn('Europe/Berlin', instant)).toBe('2025-07-08');
  });
});
