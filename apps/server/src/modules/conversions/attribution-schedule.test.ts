import { describe, expect, it } from 'vitest';
import { attributionSettleDays, nextNightlyRun, nightlyDays } from './attribution-schedule';

describe('nextNightlyRun', () => {
  it('is 00:15 of the next day in the zone', () => {
    // 2026-11-26 10:00 in Los Angeles (PST, UTC-8)
    expect(nextNightlyRun(new Date('2026-11-26T18:00:00Z'), 'America/Los_Angeles').toISOString()).toBe(
      '2026-11-27T08:15:00.000Z',
    );
    expect(nextNightlyRun(new Date('2026-11-26T18:00:00Z'), 'Europe/London').toISOString()).toBe(
      '2026-11-27T00:15:00.000Z',
    );
  });

  it('is tonight when midnight passed but not yet 00:15', () => {
    // 00:05 in Paris (CET, UTC+1)
    expect(nextNightlyRun(new Date('2026-11-25T23:05:00Z'), 'Europe/Paris').toISOString()).toBe(
      '2026-11-25T23:15:00.000Z',
    );
  });

  it('follows daylight saving: the night clocks go forward in Los Angeles', () => {
    // 2026-03-08 starts at 08:00Z (PST); 2026-03-09 at 07:00Z (PDT)
    expect(nextNightlyRun(new Date('2026-03-08T12:00:00Z'), 'America/Los_Angeles').toISOString()).toBe(
      '2026-03-09T07:15:00.000Z',
    );
  });
});

describe('nightlyDays', () => {
  it('imports yesterday and the days before it, crossing a month', () => {
    const days = nightlyDays(new Date('2026-03-02T09:00:00Z'), 'America/Los_Angeles');
    expect(days[0]).toBe('2026-03-01');
    expect(days[1]).toBe('2026-02-28');
  });

  it("reaches back past Amazon's 28-day restatement: the last 30 days, every night", () => {
    // 2026-03-31 in Los Angeles; Amazon restates 2026-03-02 (28 days back) tonight
    const days = nightlyDays(new Date('2026-03-31T19:00:00Z'), 'America/Los_Angeles');
    expect(attributionSettleDays).toBe(30);
    expect(days).toHaveLength(30);
    expect(days).toContain('2026-03-02');
    expect(days.at(-1)).toBe('2026-03-01');
  });
});
