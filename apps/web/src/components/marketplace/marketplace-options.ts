import { marketplaces, timeZoneLabel } from '@atlas/shared';

/** The marketplaces for a Select, each with its time-zone label: 'US · PT'. */
export const marketplaceZoneOptions = marketplaces.map((m) => ({
  value: m.code,
  label: `${m.code} · ${timeZoneLabel(m.code)}`,
}));
