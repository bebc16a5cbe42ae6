import type { TCountryCode } from '@atlas/shared';

// The values of an associates earnings report as each marketplace writes them (docs/domain.md
// "Associate reports and associated publishers (issue 10)"). Pure: no I/O, unit-tested.

/** How a marketplace writes its numbers and dates. */
export type TReportLocale = {
  /** The currency label of the money columns' headers, e.g. "Revenue(£)". */
  currencyLabels: readonly string[];
  /** '.' for 1,234.56; ',' for 1.234,56 and 1 234,56. */
  decimal: '.' | ',';
  /** Month first (10/03/2026 is October 3rd) or day first (03/10/2026, 03.10.2026). */
  dayOrder: 'month-first' | 'day-first';
};

export const reportLocales: Record<TCountryCode, TReportLocale> = {
  US: { currencyLabels: ['$', 'USD'], decimal: '.', dayOrder: 'month-first' },
  CA: { currencyLabels: ['CDN$', 'C$', 'CAD'], decimal: '.', dayOrder: 'month-first' },
  UK: { currencyLabels: ['£', 'GBP'], decimal: '.', dayOrder: 'day-first' },
  DE: { currencyLabels: ['€', 'EUR'], decimal: ',', dayOrder: 'day-first' },
  FR: { currencyLabels: ['€', 'EUR'], decimal: ',', dayOrder: 'day-first' },
};

export type TValue<T> = { ok: true; value: T } | { ok: false; message: string };

const pad = (n: number) => String(n).padStart(2, '0');

function calendarDay(y: number, m: number, d: number): string | null {
  const at = new Date(Date.UTC(y, m - 1, d));
  if (y < 2000 || y > 2100 || at.getUTCMonth() !== m - 1 || at.getUTCDate() !== d) {
    return null;
  }
  return `${y}-${pad(m)}-${pad(d)}`;
}

const isoDate = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[ T].*)?$/;
const localDate = /^(\d{1,2})([-/.])(\d{1,2})\2(\d{4})(?:[ T,].*)?$/;

/**
 * A report date as 'YYYY-MM-DD'. Year first (2026-10-03, with or without a time) is read the
 * same everywhere; otherwise the marketplace decides: month first in the US and Canada
 * (10/03/2026), day first in the UK, Germany and France (03/10/2026, 03.10.2026). A spreadsheet's
 * own date cell is a date already.
 */
export function parseReportDate(cell: unknown, locale: TReportLocale): TValue<string> {
  if (cell instanceof Date) {
    const day = Number.isNaN(cell.getTime())
      ? null
      : calendarDay(cell.getUTCFullYear(), cell.getUTCMonth() + 1, cell.getUTCDate());
    return day ? { ok: true, value: day } : { ok: false, message: 'is not a date' };
  }
  if (typeof cell === 'number') {
    // A date cell without its style is the spreadsheet's serial day (1 = 1900-01-01, 25569 = 1970-01-01).
    return parseReportDate(new Date(Math.round((cell - 25569) * 86_400_000)), locale);
  }
  const text = String(cell ?? '').trim();
  const example = locale.dayOrder === 'month-first' ? '10/03/2026' : '03/10/2026';
  const fail = {
    ok: false as const,
    message: `"${text.slice(0, 30)}" is not a date like 2026-10-03 or ${example}`,
  };
  const iso = isoDate.exec(text);
  if (iso) {
    const day = calendarDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
    return day ? { ok: true, value: day } : fail;
  }
  const local = localDate.exec(text);
  if (!local) {
    return fail;
  }
  const [first, second, year] = [Number(local[1]), Number(local[3]), Number(local[4])];
  const day =
    locale.dayOrder === 'month-first' ? calendarDay(year, first, second) : calendarDay(year, second, first);
  return day ? { ok: true, value: day } : fail;
}

// "… from 2026-10-01 to 2026-10-31"; German "… vom 01.10.2026 bis 31.10.2026"; French
// "… du 01/10/2026 au 31/10/2026". A sentence may end right after the last day.
const titlePeriod = /\b(?:from|vom|von|du)\s+(\S+)\s+(?:to|until|bis|au|-)\s+(\S+)/gi;
const sentenceEnd = /[.,;:)]+$/;

/** The report's period from its title line, when it names one. */
export function parseTitlePeriod(
  title: string,
  locale: TReportLocale,
): { start: string; end: string } | null {
  for (const match of title.matchAll(titlePeriod)) {
    const start = parseReportDate(match[1], locale);
    const end = parseReportDate((match[2] ?? '').replace(sentenceEnd, ''), locale);
    if (start.ok && end.ok && start.value <= end.value) {
      return { start: start.value, end: end.value };
    }
  }
  return null;
}

/** Half away from zero at the cents: "1.005" → 101, "-0.125" → -13. Exact, from the digits. */
function centsOf(negative: boolean, whole: string, fraction: string): number {
  const cents = Number(whole || '0') * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
  const roundUp = fraction.length > 2 && Number(fraction[2]) >= 5 ? 1 : 0;
  const value = cents + roundUp;
  return negative && value !== 0 ? -value : value;
}

/** Each number style's patterns, built once (a 200 000-line file reads 600 000 amounts). */
const shapes = {
  '.': {
    thousands: ',',
    amount: /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?$/,
    count: /^(-)?(\d{1,3}(?:,\d{3})+|\d+)$/,
  },
  ',': {
    thousands: '.',
    amount: /^(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d+))?$/,
    count: /^(-)?(\d{1,3}(?:\.\d{3})+|\d+)$/,
  },
} as const;

// A plain decimal as JavaScript writes a number: what a spreadsheet's numeric cell becomes.
const plainNumber = /^(-)?(\d+)(?:\.(\d+))?$/;

// Spaces inside a number (French thousands: a space, no-break or narrow no-break), and the
// typographic minus sign French formatting may write for '-'.
const spaces = /[\s\u00a0\u202f]/g;
const typographicMinus = /\u2212/g;

/**
 * An amount in minor units. Text follows the marketplace: 1,234.56 in the US, UK and Canada;
 * 1.234,56 or 1 234,56 in Germany and France. A currency sign, a minus or parentheses may come
 * with it. A spreadsheet's numeric cell is read from its digits, never multiplied as a float.
 */
export function parseMoney(cell: unknown, locale: TReportLocale): TValue<number> {
  if (typeof cell === 'number') {
    const digits = plainNumber.exec(
      Number.isFinite(cell) ? cell.toFixed(6).replace(/0+$/, '').replace(/\.$/, '') : '',
    );
    return digits
      ? { ok: true, value: centsOf(digits[1] === '-', digits[2] ?? '0', digits[3] ?? '') }
      : { ok: false, message: 'is not an amount' };
  }
  const raw = String(cell ?? '').trim();
  if (raw === '') {
    return { ok: true, value: 0 };
  }
  let text = raw
    .replace(spaces, '')
    .replace(typographicMinus, '-')
    .replace(/CDN\$|C\$|US\$|[$£€]|USD|CAD|GBP|EUR/gi, '');
  let negative = false;
  if (/^\(.*\)$/.test(text)) {
    negative = true;
    text = text.slice(1, -1);
  }
  if (text.startsWith('-')) {
    negative = !negative;
    text = text.slice(1);
  }
  const { thousands, amount } = shapes[locale.decimal];
  const match = amount.exec(text);
  if (!match) {
    const example = locale.decimal === '.' ? '1,234.56' : '1.234,56';
    return { ok: false, message: `"${raw.slice(0, 30)}" is not an amount like ${example}` };
  }
  return { ok: true, value: centsOf(negative, (match[1] ?? '').split(thousands).join(''), match[2] ?? '') };
}

/** A count of items: a whole number, with the marketplace's thousands separator if any. */
export function parseCount(cell: unknown, locale: TReportLocale): TValue<number> {
  if (typeof cell === 'number') {
    return Number.isSafeInteger(cell)
      ? { ok: true, value: cell }
      : { ok: false, message: 'is not a whole number' };
  }
  const raw = String(cell ?? '').trim();
  if (raw === '') {
    return { ok: true, value: 0 };
  }
  const text = raw.replace(spaces, '').replace(typographicMinus, '-');
  const { thousands, count } = shapes[locale.decimal];
  const match = count.exec(text);
  if (!match) {
    return { ok: false, message: `"${raw.slice(0, 30)}" is not a whole number` };
  }
  const value = Number((match[2] ?? '').split(thousands).join(''));
  return { ok: true, value: match[1] ? -value : value };
}
