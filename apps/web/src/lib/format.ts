import { marketplaceOf } from '@atlas/shared';

// Display rules of spec 9: dates as year.month.day, numbers with a thousands separator, '--' for empty.

const empty = '--';

/** [year, month (1-12), day], a 'YYYY-MM-DD' or ISO datetime string, a Date or epoch milliseconds. */
export type TDateInput = readonly number[] | string | number | Date | null | undefined;

function calendarDate(year: number, month: number, day: number): Date | null {
  const date = new Date(year, month - 1, day);
  // Date rolls 2024-02-30 over into March; a date that rolled was never a real one.
  const real = date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  return real ? date : null;
}

function toDate(value: TDateInput): Date | null {
  if (value === null || value === undefined || value === '') {
    return null;
  }
  if (Array.isArray(value)) {
    const [year, month, day] = value;
    return year !== undefined && month !== undefined && day !== undefined
      ? calendarDate(year, month, day)
      : null;
  }
  if (typeof value === 'string') {
    // A bare date is a calendar day: `new Date('2024-05-03')` would read it as UTC midnight and
    // show 2024.05.02 west of Greenwich.
    const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
    if (parts) {
      return calendarDate(Number(parts[1]), Number(parts[2]), Number(parts[3]));
    }
  }
  const date = value instanceof Date ? value : new Date(value as string | number);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 'YYYY.MM.DD' in the browser's time zone, or '--'. */
export function formatDate(value: TDateInput): string {
  const date = toDate(value);
  if (!date) {
    return empty;
  }
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}.${pad(date.getMonth() + 1)}.${pad(date.getDate())}`;
}

/** The browser's zone at `date` as people read it: 'UTC', 'EST', 'GMT+1'. */
export function zoneName(date: Date): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZoneName: 'short' }).formatToParts(date);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? 'UTC';
}

/**
 * 'YYYY.MM.DD HH:mm EST' in the browser's time zone, named, or '--': for moments (created, last
 * used). A clock time without its zone is ambiguous between a seller in New York and the team.
 */
export function formatDateTime(value: TDateInput): string {
  const date = toDate(value);
  if (!date) {
    return empty;
  }
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${formatDate(date)} ${pad(date.getHours())}:${pad(date.getMinutes())} ${zoneName(date)}`;
}

/** Thousands separators on the whole part; the decimal part is kept as given, never rounded. */
export function formatNumber(value: number | string | null | undefined, separator = ','): string {
  if (value === null || value === undefined) {
    return empty;
  }
  const text = String(value).trim();
  const parts = /^([-+]?)(\d+)(\.\d+)?$/.exec(text);
  if (!parts) {
    // Exponent forms (1e21) are real numbers we cannot group; anything else is not a number.
    return typeof value === 'number' && Number.isFinite(value) ? text : empty;
  }
  const sign = parts[1] === '-' ? '-' : '';
  const whole = (parts[2] ?? '').replace(/\B(?=(\d{3})+(?!\d))/g, separator);
  return `${sign}${whole}${parts[3] ?? ''}`;
}

/** Integer minor units as a sign and a grouped amount, e.g. -123456 → { sign: '-', amount: '1,234.56' }. */
export function minorParts(minorUnits: number): { sign: string; amount: string } {
  // Integer arithmetic: dividing by 100 first would let float error reach the cents.
  const abs = Math.abs(Math.round(minorUnits));
  const amount = `${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
  return { sign: minorUnits < 0 && abs > 0 ? '-' : '', amount: formatNumber(amount) };
}

/** Integer minor units as the marketplace's currency, e.g. (123456, 'UK') → '£1,234.56'. */
export function formatMoney(minorUnits: number | null | undefined, countryCode: string): string {
  if (minorUnits === null || minorUnits === undefined || !Number.isFinite(minorUnits)) {
    return empty;
  }
  const { sign, amount } = minorParts(minorUnits);
  return `${sign}${marketplaceOf(countryCode.toUpperCase()).symbol}${amount}`;
}

export function capitalize(text: string | null | undefined): string {
  if (!text) {
    return '';
  }
  return text.charAt(0).toUpperCase() + text.slice(1).toLowerCase();
}

/** Rates travel as basis points: 1250 → '12.5%'. */
export function formatPercentFromBasisPoints(basisPoints: number | null | undefined): string {
  if (basisPoints === null || basisPoints === undefined || !Number.isFinite(basisPoints)) {
    return empty;
  }
  // An integer over 100 prints as its shortest exact decimal (1005 → 10.05), so no rounding is needed.
  return `${formatNumber(basisPoints / 100)}%`;
}

/** A count and its noun, singular for one: '1 product', '1,240 products' (`many` for irregular plurals). */
export function formatCount(count: number, one: string, many = `${one}s`): string {
  return `${formatNumber(count)} ${count === 1 ? one : many}`;
}
