import { describe, expect, it } from 'vitest';
import { rateInEffect, type TRateFacts } from './rate-in-effect';

// 2026-03-08 in Los Angeles (daylight saving begins): 23 hours, 08:00Z to 07:00Z the next day.
const day = { start: new Date('2026-03-08T08:00:00Z'), end: new Date('2026-03-09T07:00:00Z') };
const active = { commissionBp: 1000, status: 'active' };

const facts = (overrides: Partial<TRateFacts>): TRateFacts => ({
  product: active,
  changes: [],
  deals: [],
  ...overrides,
});

describe('rateInEffect', () => {
  it('is the product setting without history', () => {
    expect(rateInEffect(facts({}), day)).toBe(1000);
  });

  it('takes a change made mid-day for the whole day', () => {
    const changes = [
      { at: new Date('2026-03-01T00:00:00Z'), commissionBp: 800, status: 'active' },
      { at: new Date('2026-03-08T20:00:00Z'), commissionBp: 1500, status: 'active' },
    ];
    expect(rateInEffect(facts({ changes }), day)).toBe(1500);
  });

  it('ignores a change made after the day ended, even one at its very end', () => {
    const changes = [
      { at: new Date('2026-03-01T00:00:00Z'), commissionBp: 800, status: 'active' },
      { at: day.end, commissionBp: 1500, status: 'active' },
    ];
    expect(rateInEffect(facts({ changes }), day)).toBe(800);
  });

  it('is 0 when the product was inactive, had no commission, or is not there', () => {
    const off = [{ at: new Date('2026-03-08T09:00:00Z'), commissionBp: 1200, status: 'inactive' }];
    expect(rateInEffect(facts({ changes: off }), day)).toBe(0);
    expect(rateInEffect(facts({ product: { commissionBp: null, status: 'active' } }), day)).toBe(0);
    expect(rateInEffect(facts({ product: null }), day)).toBe(0);
  });

  it('adds the largest extra of deals running at any moment of the day', () => {
    const deals = [
      // starts in the last hour of the day
      {
        startsAt: new Date('2026-03-09T06:00:00Z'),
        endsAt: new Date('2026-03-20T07:00:00Z'),
        extraCommissionBp: 300,
      },
      // ends one minute into the day
      {
        startsAt: new Date('2026-03-01T08:00:00Z'),
        endsAt: new Date('2026-03-08T08:01:00Z'),
        extraCommissionBp: 500,
      },
      {
        startsAt: new Date('2026-03-01T08:00:00Z'),
        endsAt: new Date('2026-03-08T08:00:00Z'),
        extraCommissionBp: 900,
      },
    ];
    // the 900 deal ended exactly when the day began: not running that day
    expect(rateInEffect(facts({ deals }), day)).toBe(1500);
  });

  it('starts a deal on the day after its start instant only', () => {
    const deals = [{ startsAt: day.end, endsAt: new Date('2026-03-20T07:00:00Z'), extraCommissionBp: 300 }];
    expect(rateInEffect(facts({ deals }), day)).toBe(1000);
  });

  it('gives an inactive product no deal extra either', () => {
    const deals = [{ startsAt: day.start, endsAt: day.end, extraCommissionBp: 300 }];
    expect(rateInEffect(facts({ product: { commissionBp: 1000, status: 'inactive' }, deals }), day)).toBe(0);
  });
});
