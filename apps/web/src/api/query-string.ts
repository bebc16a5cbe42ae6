export type TQueryScalar = string | number | boolean;
export type TQueryValue = TQueryScalar | null | undefined | readonly (TQueryScalar | null | undefined)[];
export type TQuery = Record<string, TQueryValue>;

/** A named query-string parameter, or '' when absent (spec 2.1), so callers never branch on null. */
export function getQueryParam(name: string, search: string = window.location.search): string {
  return new URLSearchParams(search).get(name) ?? '';
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/**
 * key=value pairs joined by '&' (spec 2.1), without a leading '?'. Blank values are skipped so an
 * unset filter does not reach the server as `status=`; arrays repeat the key (`id=a&id=b`).
 */
export function buildQueryString(query: TQuery): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (!isBlank(item)) {
        pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(item))}`);
      }
    }
  }
  return pairs.join('&');
}
