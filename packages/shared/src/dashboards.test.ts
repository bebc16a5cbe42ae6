import { describe, expect, it } from 'vitest';
import { metricChangeBp, ZDashboardStatisticsQuerySchema } from './dashboards';

describe('the change against the previous period', () => {
  it.each([
    [150, 100, 5000],
    [50, 100, -5000],
    [100, 100, 0],
    // 1/3 more: 3333.33… bp; 2/3 less rounds away from zero
    [4, 3, 3333],
    [1, 3, -6667],
    // half a basis point: away from zero both ways
    [20_001, 20_000, 1],
    [19_999, 20_000, -1],
    // a previous of returns only (negative): more is still up
    [100, -100, 20_000],
    [-300, -100, -20_000],
  ])('%d against %d is %d bp', (current, previous, bp) => {
    expect(metricChangeBp(current, previous)).toBe(bp);
  });

  it('is null with nothing to compare with', () => {
    expect(metricChangeBp(10, 0)).toBeNull();
    expect(metricChangeBp(10, null)).toBeNull();
    expect(metricChangeBp(null, 10)).toBeNull();
  });
});

describe('the statistics query', () => {
  it('defaults to the US and the last 30 days, blanks included', () => {
    expect(ZDashboardStatisticsQuerySchema.parse({ countryCode: '', period: '' })).toEqual({
      countryCode: 'US',
      period: '30d',
    });
  });
});
