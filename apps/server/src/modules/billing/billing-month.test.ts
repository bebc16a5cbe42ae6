import { describe, expect, it } from 'vitest';
import { addMonths } from '../../platform/zoned-day';
import { monthJustEnded, nextMonthClose } from './billing-close-schedule';
import { billingMonthOf } from './billing-month';

// A month's bounds in each marketplace's zone, daylight saving included, and its due date.

describe('billingMonthOf', () => {
  it.each([
    // US: March starts in PST and closes in PDT; November the other way
    ['US', '2026-03-01', '2026-03-01T08:00:00.000Z', '2026-04-01T07:00:00.000Z'],
    ['US', '2026-11-01', '2026-11-01T07:00:00.000Z', '2026-12-01T08:00:00.000Z'],
    // Europe: March starts in CET and closes in CEST; October the other way
    ['DE', '2026-03-01', '2026-02-28T23:00:00.000Z', '2026-03-31T22:00:00.000Z'],
    ['FR', '2026-10-01', '2026-09-30T22:00:00.000Z', '2026-10-31T23:00:00.000Z'],
    ['UK', '2026-10-01', '2026-09-30T23:00:00.000Z', '2026-11-01T00:00:00.000Z'],
    ['UK', '2026-12-01', '2026-12-01T00:00:00.000Z', '2027-01-01T00:00:00.000Z'],
  ])('%s %s runs from %s to %s', (countryCode, month, startsAt, closedAt) => {
    const period = billingMonthOf(countryCode, month);
    expect(period.startsAt.toISOString()).toBe(startsAt);
    expect(period.closedAt.toISOString()).toBe(closedAt);
  });

  it('is dated the 1st of the next month, restates the month before, and falls due 15 days after the close', () => {
    const period = billingMonthOf('US', '2026-12-01');
    expect(period).toMatchObject({
      month: '2026-12-01',
      previousMonth: '2026-11-01',
      billingDate: '2027-01-01',
    });
    expect(period.dueAt.toISOString()).toBe('2027-01-16T08:00:00.000Z');
    expect(addMonths('2026-01-01', -1)).toBe('2025-12-01');
  });
});

describe('the schedule', () => {
  it('closes at 00:00 on the next 1st in the zone, the month just ended', () => {
    const now = new Date('2026-03-31T23:30:00Z');
    // still 31 March in Los Angeles, already 1 April in Berlin
    expect(nextMonthClose(now, 'America/Los_Angeles').toISOString()).toBe('2026-04-01T07:00:00.000Z');
    expect(nextMonthClose(now, 'Europe/Berlin').toISOString()).toBe('2026-04-30T22:00:00.000Z');
    expect(monthJustEnded(now, 'America/Los_Angeles')).toBe('2026-02-01');
    expect(monthJustEnded(now, 'Europe/Berlin')).toBe('2026-03-01');
  });
});
