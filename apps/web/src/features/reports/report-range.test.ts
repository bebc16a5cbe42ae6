import { reportDayCount } from '@atlas/shared';
import { describe, expect, it } from 'vitest';
import { isDay, marketplaceToday, presetOf, presetRange, readRange } from './report-range';

describe('the report range', () => {
  it('makes each preset end today, the month ones on calendar months', () => {
    expect(presetRange('7d', '2026-03-02')).toEqual({ startDate: '2026-02-24', endDate: '2026-03-02' });
    expect(presetRange('30d', '2026-03-02')).toEqual({ startDate: '2026-02-01', endDate: '2026-03-02' });
    const ninety = presetRange('90d', '2026-03-02');
    expect(reportDayCount(ninety.startDate, ninety.endDate)).toBe(90);
    expect(presetRange('this-month', '2026-03-02')).toEqual({
      startDate: '2026-03-01',
      endDate: '2026-03-02',
    });
    expect(presetRange('last-month', '2024-03-15')).toEqual({
      startDate: '2024-02-01',
      endDate: '2024-02-29',
    });
    expect(presetRange('last-month', '2026-01-05')).toEqual({
      startDate: '2025-12-01',
      endDate: '2025-12-31',
    });
  });

  it('names the preset a range is today, and none for another', () => {
    expect(presetOf({ startDate: '2026-02-24', endDate: '2026-03-02' }, '2026-03-02')).toBe('7d');
    expect(presetOf({ startDate: '2026-02-24', endDate: '2026-03-01' }, '2026-03-02')).toBeUndefined();
  });

  it('takes "today" in the marketplace zone, not the browser', () => {
    const instant = new Date('2026-07-08T03:00:00Z');
    expect(marketplaceToday('US', instant)).toBe('2026-07-07');
    expect(marketplaceToday('DE', instant)).toBe('2026-07-08');
  });

  it('reads a usable range from the address and falls back to the last 30 days', () => {
    expect(readRange('2026-01-01', '2026-01-31', '2026-03-02')).toEqual({
      startDate: '2026-01-01',
      endDate: '2026-01-31',
    });
    const fallback = { startDate: '2026-02-01', endDate: '2026-03-02' };
    expect(readRange('2026-02-30', '2026-03-01', '2026-03-02')).toEqual(fallback);
    expect(readRange('2026-03-01', '2026-02-01', '2026-03-02')).toEqual(fallback);
    expect(readRange('2024-01-01', '2025-01-01', '2026-03-02')).toEqual(fallback);
    expect(readRange('2024-01-01', '2024-12-31', '2026-03-02').startDate).toBe('2024-01-01');
    expect(readRange(null, null, '2026-03-02')).toEqual(fallback);
  });

  it('knows real days', () => {
    expect(isDay('2024-02-29')).toBe(true);
    expect(isDay('2025-02-29')).toBe(false);
    expect(isDay('2025-1-01')).toBe(false);
  });
});
