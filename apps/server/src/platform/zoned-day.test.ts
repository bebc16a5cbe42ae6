import { describe, expect, it } from 'vitest';
import { addDays, dayInZone, monthInZone, startOfDayInZone } from './zoned-day';

describe('zoned days', () => {
  it.each([
    // Los Angeles: PDT (UTC-7) in summer, PST (UTC-8) in winter
    ['2025-07-08', 'America/Los_Angeles', '2025-07-08T07:00:00.000Z'],
    ['2025-01-15', 'America/Los_Angeles', '2025-01-15T08:00:00.000Z'],
    // the day DST starts in the US (clocks jump at 02:00, midnight is still PST)
    ['2025-03-09', 'America/Los_Angeles', '2025-03-09T08:00:00.000Z'],
    ['2025-03-10', 'America/Los_Angeles', '2025-03-10T07:00:00.000Z'],
    // Paris: CEST (UTC+2) in summer, CET (UTC+1) in winter; Europe changes on 2025-03-30
    ['2025-03-30', 'Europe/Paris', '2025-03-29T23:00:00.000Z'],
    ['2025-03-31', 'Europe/Paris', '2025-03-30T22:00:00.000Z'],
    ['2025-10-26', 'Europe/Berlin', '2025-10-25T22:00:00.000Z'],
    ['2025-10-27', 'Europe/Berlin', '2025-10-26T23:00:00.000Z'],
    ['2025-06-01', 'Europe/London', '2025-05-31T23:00:00.000Z'],
    ['2025-12-01', 'Europe/London', '2025-12-01T00:00:00.000Z'],
  ])('%s begins in %s at %s', (day, zone, iso) => {
    expect(startOfDayInZone(day, zone).toISOString()).toBe(iso);
  });

  it('names the local day of an instant, on both sides of midnight', () => {
    expect(dayInZone(new Date('2025-07-08T06:59:59Z'), 'America/Los_Angeles')).toBe('2025-07-07');
    expect(dayInZone(new Date('2025-07-08T07:00:00Z'), 'America/Los_Angeles')).toBe('2025-07-08');
    expect(dayInZone(new Date('2025-07-07T22:30:00Z'), 'Europe/Paris')).toBe('2025-07-08');
  });

  it('adds calendar days across months and leap years', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
  });

  it('names the month an instant falls in, in each zone', () => {
    // 05:00 UTC on 1 November is still 31 October in Los Angeles, already November in Paris
    const turn = new Date('2026-11-01T05:00:00Z');
    expect(monthInZone(turn, 'America/Los_Angeles')).toBe('2026-10-01');
    expect(monthInZone(turn, 'Europe/Paris')).toBe('2026-11-01');
    expect(monthInZone(new Date('2026-12-31T23:30:00Z'), 'Europe/London')).toBe('2026-12-01');
  });
});
