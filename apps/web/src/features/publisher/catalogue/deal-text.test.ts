import type { TCatalogueDeal } from '@atlas/shared';
import { describe, expect, it } from 'vitest';
import { dealExtra, dealOffer, dealPeriod, isDealRunning } from './deal-text';

const deal = (change: Partial<TCatalogueDeal> = {}): TCatalogueDeal => ({
  id: 'dl_1',
  dealPriceMinor: null,
  discountBp: null,
  extraCommissionBp: null,
  startsAt: '2026-11-20T00:00:00.000Z',
  endsAt: '2026-11-30T00:00:00.000Z',
  ...change,
});

describe('how a deal reads', () => {
  it('names the deal price in the marketplace currency before a discount', () => {
    expect(dealOffer(deal({ dealPriceMinor: 1999, discountBp: 2000 }), 'UK')).toBe('£19.99 deal price');
    expect(dealOffer(deal({ discountBp: 1250 }), 'US')).toBe('12.5% off');
    expect(dealOffer(deal({ extraCommissionBp: 200 }), 'US')).toBe('Deal');
  });

  it('adds the extra commission when there is one', () => {
    expect(dealExtra(deal({ extraCommissionBp: 250 }))).toBe('+2.5% commission');
    expect(dealExtra(deal({ extraCommissionBp: 0 }))).toBeNull();
    expect(dealExtra(deal())).toBeNull();
  });

  it('runs from its start up to, not including, its end', () => {
    expect(isDealRunning(deal(), new Date('2026-11-19T23:59:59.000Z'))).toBe(false);
    expect(isDealRunning(deal(), new Date('2026-11-20T00:00:00.000Z'))).toBe(true);
    expect(isDealRunning(deal(), new Date('2026-11-30T00:00:00.000Z'))).toBe(false);
  });

  it('says until when a running deal lasts, and when one to come runs', () => {
    const noonUtc = (day: string) => `2026-11-${day}T12:00:00.000Z`;
    const running = deal({ startsAt: noonUtc('10'), endsAt: noonUtc('25') });
    expect(dealPeriod(running, new Date(noonUtc('12')))).toBe('Until 2026.11.25');
    expect(dealPeriod(running, new Date(noonUtc('01')))).toBe('2026.11.10 to 2026.11.25');
  });
});
