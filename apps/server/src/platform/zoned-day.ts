// A "day" is the calendar day in the marketplace's IANA zone, daylight saving included
// (DOMAIN.md). These two functions turn instants into such days and back, with Intl only.

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function wallClock(instant: Date, timeZone: string): Record<string, number> {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') {
      parts[part.type] = Number(part.value);
    }
  }
  return parts;
}

/** How far the zone's wall clock is ahead of UTC at that instant, in milliseconds. */
function offsetAt(instant: Date, timeZone: string): number {
  const p = wallClock(instant, timeZone);
  const asUtc = Date.UTC(p.year ?? 0, (p.month ?? 1) - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** 'YYYY-MM-DD' of the instant in the zone. */
export function dayInZone(instant: Date, timeZone: string): string {
  const p = wallClock(instant, timeZone);
  const pad = (n: number | undefined, width = 2) => String(n ?? 0).padStart(width, '0');
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
}

/** The instant the day 'YYYY-MM-DD' begins in the zone (00:00 local). */
export function startOfDayInZone(day: string, timeZone: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const midnightUtc = Date.UTC(year, month - 1, date);
  // Twice: the offset at the first guess may differ from the one at the answer across a DST change.
  let guess = midnightUtc - offsetAt(new Date(midnightUtc), timeZone);
  guess = midnightUtc - offsetAt(new Date(guess), timeZone);
  return new Date(guess);
}

/** 'YYYY-MM-DD' plus a number of calendar days. */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** The first day of the month of a day: 'YYYY-MM-01'. */
export const monthOf = (day: string): string => `${day.slice(0, 7)}-01`;

/** The first day of the month the instant falls in, in the zone. */
export const monthInZone = (instant: Date, timeZone: string): string => monthOf(dayInZone(instant, timeZone));

/** A month ('YYYY-MM-01', or any of its days) plus a number of months, as its first day. */
export function addMonths(month: string, months: number): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (m - 1) + months;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}
