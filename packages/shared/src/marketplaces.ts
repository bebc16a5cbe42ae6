/** The five marketplaces of DOMAIN.md; a report "day" is the calendar day in `timeZone`. */
export const marketplaces = [
  {
    code: 'US',
    site: 'amazon.com',
    currency: 'USD',
    symbol: '$',
    timeZone: 'America/Los_Angeles',
    label: 'PT',
  },
  {
    code: 'CA',
    site: 'amazon.ca',
    currency: 'CAD',
    symbol: 'C$',
    timeZone: 'America/Los_Angeles',
    label: 'PT',
  },
  { code: 'FR', site: 'amazon.fr', currency: 'EUR', symbol: '€', timeZone: 'Europe/Paris', label: 'CET' },
  { code: 'DE', site: 'amazon.de', currency: 'EUR', symbol: '€', timeZone: 'Europe/Berlin', label: 'CET' },
  { code: 'UK', site: 'amazon.co.uk', currency: 'GBP', symbol: '£', timeZone: 'Europe/London', label: 'GMT' },
] as const;

export type TMarketplace = (typeof marketplaces)[number];
export type TCountryCode = TMarketplace['code'];

export const countryCodes = marketplaces.map((m) => m.code) as [TCountryCode, ...TCountryCode[]];
export const defaultCountry: TCountryCode = 'US';

const longLabels: Record<TMarketplace['label'], string> = {
  PT: 'Pacific Time Zone (PT)',
  CET: 'Central European Time Zone (CET)',
  GMT: 'Greenwich Mean Time Zone (GMT)',
};

export function marketplaceOf(code: string): TMarketplace {
  return marketplaces.find((m) => m.code === code) ?? marketplaces[0];
}

/** The time-zone label shown beside a marketplace (spec 9), short or long. */
export function timeZoneLabel(code: string, form: 'short' | 'long' = 'short'): string {
  const { label } = marketplaceOf(code);
  return form === 'short' ? label : longLabels[label];
}
