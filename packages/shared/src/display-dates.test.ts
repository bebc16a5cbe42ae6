import { describe, expect, it } from 'vitest';
import { displayDay, displayMomentUtc } from './display-dates';

describe('dates as people read them (spec 9)', () => {
  it('shows a day with dots', () => {
    expect(displayDay('2026-11-28')).toBe('2026.11.28');
    expect(displayDay('2030-01-05T23:59:00.000Z')).toBe('2030.01.05');
  });

  it('shows a moment in UTC with dots', () => {
    expect(displayMomentUtc(new Date('2026-11-28T14:05:59Z'))).toBe('2026.11.28 14:05 UTC');
  });
});
