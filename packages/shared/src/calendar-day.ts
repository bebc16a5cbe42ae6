// The days the API takes ('YYYY-MM-DD': report ranges, deals, the audit log's search) are real
// calendar days from 2000 through 2099, and its months (billings) the months of those years. The
// bound keeps a day's arithmetic inside the four-digit years the format has: after 9999-12-31
// "the next day" is no longer 'YYYY-MM-DD' (it is '+010000-01-01'), so a loop from a start day to
// an end day of 9999-12-31 never ended, and a day's end in a marketplace's zone was a time the
// database could not read. The database has no year 0 either (month 0000-01 answered 500).

export const firstServedDay = '2000-01-01';
export const lastServedDay = '2099-12-31';
export const servedDaysMessage = 'Give a date from 2000 to 2099';
export const servedMonthsMessage = 'Give a month from 2000 to 2099';

const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written 'YYYY-MM-DD': 2026-02-30 is refused, 2028-02-29 is not. */
export function isCalendarDay(day: string): boolean {
  const match = dayPattern.exec(day);
  if (!match) {
    return false;
  }
  const [y, m, d] = match.slice(1).map(Number) as [number, number, number];
  const at = new Date(Date.UTC(2000, 0, 1));
  at.setUTCFullYear(y, m - 1, d); // Date.UTC reads the years 0 to 99 as 1900 to 1999
  return at.getUTCFullYear() === y && at.getUTCMonth() === m - 1 && at.getUTCDate() === d;
}

/** A calendar day (already checked) within the years the API serves. */
export const isServedDay = (day: string): boolean => day >= firstServedDay && day <= lastServedDay;

/** Today in a zone, 'YYYY-MM-DD': a marketplace's day, never the browser's or the server's. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/**
 * Spec 3 "Dates": a day arrives as 'YYYY-MM-DD' or as [year, month, day] (numbers, the strings a
 * repeated query-string key yields, or those three joined by commas in one value). Both become
 * 'YYYY-MM-DD'; anything else is left as it came, so the day's schema names the problem. Every
 * day the API takes reads its input through this (reports, deals, the audit log, tax forms).
 */
export function specDayInput(value: unknown): unknown {
  // The array written into one query-string value, as `2026,3,8` (a client's comma format).
  if (typeof value === 'string' && /^\d{4},\d{1,2},\d{1,2}$/.test(value.trim())) {
    return specDayInput(value.trim().split(','));
  }
  if (Array.isArray(value) && value.length === 3) {
    const [y, m, d] = value.map((part) =>
      typeof part === 'string' && /^\d+$/.test(part) ? Number(part) : part,
    );
    if ([y, m, d].every((part) => Number.isInteger(part))) {
      return `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`;
    }
  }
  return typeof value === 'string' ? value.trim() : value;
}
