import type { TAttributionRow, TAttributionSource } from './types';

/**
 * A marketplace that answers what it was given, for tests: rows per "{countryCode}|{day}", only
 * those of the links asked about; `failNext` makes the next report throw (a source down).
 */
export function createFixedAttribution() {
  const days = new Map<string, TAttributionRow[]>();
  const asked: { countryCode: string; day: string; links: number }[] = [];
  let failure: Error | null = null;
  const source: TAttributionSource = {
    async report(countryCode, day, links) {
      asked.push({ countryCode, day, links: links.length });
      if (failure) {
        const error = failure;
        failure = null;
        throw error;
      }
      const ids = new Set(links.map((l) => l.linkId));
      return (days.get(`${countryCode}|${day}`) ?? []).filter((row) => ids.has(row.linkId));
    },
  };
  return {
    source,
    asked,
    set: (countryCode: string, day: string, rows: TAttributionRow[]) =>
      days.set(`${countryCode}|${day}`, rows),
    failNext: (error: Error) => {
      failure = error;
    },
  };
}
