import { describe, expect, it } from 'vitest';
import { demoHistoryDays } from './demo-history';

describe('the demo history', () => {
  it('reaches the first of the third month back, on the first and the last day of a month', () => {
    // 1 December (US time): back to 1 September, 91 days, and one more
    expect(demoHistoryDays(new Date('2026-12-01T17:00:00Z'))).toBe(92);
    // 30 November: back to 1 August, 121 days, and one more
    expect(demoHistoryDays(new Date('2026-11-30T17:00:00Z'))).toBe(122);
  });

  it('counts the day in US time, where the month may not have turned yet', () => {
    // 1 December 02:00 UTC is still 30 November in New York
    expect(demoHistoryDays(new Date('2026-12-01T02:00:00Z'))).toBe(122);
  });
});
