import {
  addReportDays,
  displayDay,
  marketplaceOf,
  maxReportDays,
  reportDayCount,
  todayIn,
  ZReportDay,
} from '@atlas/shared';

// The date range of a commission report: marketplace days 'YYYY-MM-DD', both ends included.
// "Today" is the marketplace's today (its IANA zone), never the browser's: a report day is a
// day there (docs/domain.md "Commission report screens").

export const rangePresets = ['7d', '30d', '90d', 'this-month', 'last-month'] as const;
export type TRangePreset = (typeof rangePresets)[number];

export const presetLabels: Record<TRangePreset, string> = {
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  '90d': 'Last 90 days',
  'this-month': 'This month',
  'last-month': 'Last month',
};

export type TDayRange = { startDate: string; endDate: string };

/** A real calendar day written 'YYYY-MM-DD' (2026-02-30 is not one). */
export const isDay = (text: string | null | undefined): text is string =>
  typeof text === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(text) && ZReportDay.safeParse(text).success;

/** A preset's days, ending today (last N days: today and the N − 1 before it). */
export function presetRange(preset: TRangePreset, today: string): TDayRange {
  switch (preset) {
    case '7d':
      return { startDate: addReportDays(today, -6), endDate: today };
    case '30d':
      return { startDate: addReportDays(today, -29), endDate: today };
    case '90d':
      return { startDate: addReportDays(today, -89), endDate: today };
    case 'this-month':
      return { startDate: `${today.slice(0, 8)}01`, endDate: today };
    case 'last-month': {
      const lastDay = addReportDays(`${today.slice(0, 8)}01`, -1);
      return { startDate: `${lastDay.slice(0, 8)}01`, endDate: lastDay };
    }
  }
}

/** The preset a range is, today, if any: the picker shows its name. */
export function presetOf(range: TDayRange, today: string): TRangePreset | undefined {
  return rangePresets.find((preset) => {
    const days = presetRange(preset, today);
    return days.startDate === range.startDate && days.endDate === range.endDate;
  });
}

/** Today in a marketplace, 'YYYY-MM-DD'. */
export const marketplaceToday = (countryCode: string, now: Date = new Date()) =>
  todayIn(marketplaceOf(countryCode).timeZone, now);

/** The default range when the address names none: the last 30 days. */
export const defaultRange = (today: string): TDayRange => presetRange('30d', today);

/**
 * The range of the address when it is a usable one (both days real, in order, at most 366 days
 * long); otherwise the default, so a hand-edited link still opens a report.
 */
export function readRange(start: string | null, end: string | null, today: string): TDayRange {
  if (!isDay(start) || !isDay(end)) {
    return defaultRange(today);
  }
  const days = reportDayCount(start, end);
  return days >= 1 && days <= maxReportDays ? { startDate: start, endDate: end } : defaultRange(today);
}

/** '2026.03.01 – 2026.03.31', as a range reads (spec 9 dates). */
export const displayRange = ({ startDate, endDate }: TDayRange) =>
  `${displayDay(startDate)} – ${displayDay(endDate)}`;
