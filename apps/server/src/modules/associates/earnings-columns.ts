import { marketplaceOf, type TCountryCode } from '@atlas/shared';
import {
  columns,
  eitherMoney,
  homeOf,
  type TColumn,
  type TKey,
  type TLanguage,
} from './earnings-column-names';
import { reportFileError, type TCell } from './earnings-sheet';
import { reportLocales, type TReportLocale } from './earnings-values';

// The header of an earnings report: its columns found by name (earnings-column-names.ts),
// whatever their order, and the locale the file's values are read in. A German or French header
// is accepted only for the marketplace that writes it, so the values always follow the forms of
// the marketplace chosen for the upload and of the file's language at once.

const languageName = { de: 'German', fr: 'French' } as const;

export type THeader = {
  positions: Map<TKey, number>;
  labels: Map<TKey, string>;
  /** How this file writes numbers and dates, for its values and its title's period. */
  locale: TReportLocale;
};

/** "Revenue($)" → "revenue", "$"; "Articles expédiés" → "articlesexpedies"; "Rücksendungen" → "rucksendungen". */
function splitHeader(cell: TCell): { name: string; currency: string | null } {
  const text = String(cell).trim();
  const match = /^(.*?)\s*\(([^)]*)\)\s*$/.exec(text);
  const name = (match ? match[1] : text) ?? '';
  return {
    name: name
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/ß/g, 'ss')
      .replace(/[^a-z0-9]/g, ''),
    currency: match ? (match[2] ?? '').trim() : null,
  };
}

const moneyNames = new Set([
  ...columns
    .filter((c) => c.key === 'revenue' || c.key === 'adFees')
    .flatMap((c) => Object.values(c.names).flat()),
  ...eitherMoney.map((e) => e.name),
]);

/** The header is the first line naming ASIN and a money column (revenue or ad fees). */
export const isHeader = (cells: TCell[]) => {
  const names = cells.map((cell) => splitHeader(cell).name);
  return names.includes('asin') && names.some((n) => moneyNames.has(n));
};

/** The languages a column's name belongs to alone: a name English also uses tells none. */
function languageOf(column: TColumn, name: string): TLanguage | null {
  const languages = (['en', 'de', 'fr'] as const).filter((l) => column.names[l].includes(name));
  return languages.length === 1 && languages[0] !== 'en' ? (languages[0] ?? null) : null;
}

/** Each column's cell, by its own names first, then the names the revenue and ad fees share. */
function matchColumns(names: string[], labelOf: (index: number) => string) {
  const positions = new Map<TKey, number>();
  const languages = new Set<TLanguage>();
  for (const column of columns) {
    const index = names.findIndex((n) => Object.values(column.names).some((list) => list.includes(n)));
    if (index >= 0) {
      positions.set(column.key, index);
      const language = languageOf(column, names[index] ?? '');
      if (language) {
        languages.add(language);
      }
    }
  }
  const open = (['revenue', 'adFees'] as const).filter((key) => !positions.has(key));
  for (const either of eitherMoney) {
    const index = names.indexOf(either.name);
    if (index < 0 || open.length === 0) {
      continue;
    }
    if (open.length > 1) {
      throw reportFileError(
        `The column "${labelOf(index)}" may be the revenue or the ad fees, and the header names neither of the others: upload the report as the marketplace exports it`,
      );
    }
    positions.set(open.pop() as TKey, index);
    languages.add(either.language);
  }
  return { positions, languages };
}

/** The file's locale: its chosen marketplace's, once a German or French header is seen to be from there. */
function localeOf(languages: Set<TLanguage>, countryCode: TCountryCode): TReportLocale {
  if (languages.has('de') && languages.has('fr')) {
    throw reportFileError(
      'The header line mixes German and French column names: upload the report as exported',
    );
  }
  const language = languages.has('de') ? 'de' : languages.has('fr') ? 'fr' : null;
  if (language && homeOf[language] !== countryCode) {
    const home = marketplaceOf(homeOf[language]).site;
    throw reportFileError(
      `The column names are ${languageName[language]}, as ${home} writes them, but this upload is for ${marketplaceOf(countryCode).site}: choose the marketplace the report is from`,
    );
  }
  return reportLocales[countryCode];
}

/** Reads the header line; throws 400 on `file` for another marketplace's report or missing columns. */
export function readHeader(cells: TCell[], countryCode: TCountryCode): THeader {
  const split = cells.map(splitHeader);
  const labelOf = (index: number) => String(cells[index] ?? '').trim();
  const { positions, languages } = matchColumns(
    split.map((s) => s.name),
    labelOf,
  );
  const locale = localeOf(languages, countryCode);
  const labels = new Map<TKey, string>();
  for (const [key, index] of positions) {
    labels.set(key, labelOf(index));
    const currency = split[index]?.currency;
    const money = columns.find((c) => c.key === key)?.money;
    if (money && currency && !locale.currencyLabels.some((l) => l.toLowerCase() === currency.toLowerCase())) {
      throw reportFileError(
        `The column "${labelOf(index)}" is in ${currency}, but ${marketplaceOf(countryCode).site} reports are in ${locale.currencyLabels[0]}: choose the marketplace the report is from`,
      );
    }
  }
  const missing = columns.filter((c) => c.required && !positions.has(c.key)).map((c) => c.label);
  if (missing.length > 0) {
    throw reportFileError(
      `The header line lacks ${missing.join(', ')}: upload the Fee-Earnings report as the marketplace exports it`,
    );
  }
  return { positions, labels, locale };
}
