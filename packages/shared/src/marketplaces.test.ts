import { describe, expect, it } from 'vitest';
import { countryCodes, marketplaceOf, timeZoneLabel } from './marketplaces';

describe('marketplaces', () => {
  it('has the five countries with US first as the default', () => {
    expect(countryCodes).toEqual(['US', 'CA', 'FR', 'DE', 'UK']);
  });

  it.each([
    ['US', 'PT', 'Pacific Time Zone (PT)'],
    ['CA', 'PT', 'Pacific Time Zone (PT)'],
    ['FR', 'CET', 'Central European Time Zone (CET)'],
    ['DE', 'CET', 'Central European Time Zone (CET)'],
    ['UK', 'GMT', 'Greenwich Mean Time Zone (GMT)'],
  ])('labels %s as %s / %s', (code, short, long) => {
    expect(timeZoneLabel(code)).toBe(short);
    expect(timeZoneLabel(code, 'long')).toBe(long);
  });

  it('falls back to US for an unknown code', () => {
    expect(marketplaceOf('XX').code).toBe('US');
  });

  it('keeps the real IANA zone, not the label', () => {
    expect(marketplaceOf('UK').timeZone).toBe('Europe/London');
    expect(marketplaceOf('CA').currency).toBe('CAD');
  });
});
