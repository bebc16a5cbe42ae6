// Countries by their English names, from the browser's own data (Intl), for the ISO selects.

const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });

export const countryName = (code: string): string => regionNames.of(code) ?? code;

export type TCountryOption = { value: string; label: string };

/** Select options "Germany (DE)", by name; typing a name or the code finds it. */
export function countryOptions(codes: readonly string[]): TCountryOption[] {
  return codes
    .map((code) => ({ value: code, label: `${countryName(code)} (${code})` }))
    .sort((a, b) => a.label.localeCompare(b.label, 'en'));
}
