import { marketplaces, type TCountryCode } from '@atlas/shared';
import type { TDeps } from '../../platform/deps';
import { addDays, dayInZone, startOfDayInZone } from '../../platform/zoned-day';
import { queueAttributionDay } from './attribution-jobs';

/**
 * Days imported each night: yesterday and the 29 before it. Amazon Attribution reports
 * conversions up to 48 hours late and restates its figures 1, 7 and 28 days after (returns,
 * refunds); it recommends fetching the last 30 days every day. Importing a day again replaces
 * its conversions, so a restated day is corrected, never counted twice.
 */
export const attributionSettleDays = 30;

/** Minutes after the marketplace's midnight the nightly import starts. */
export const attributionStartMinutes = 15;

/** The next nightly start in a zone: 00:15 of the zone's next day (daylight saving included). */
export function nextNightlyRun(now: Date, timeZone: string): Date {
  const today = dayInZone(now, timeZone);
  const tonight = new Date(startOfDayInZone(today, timeZone).getTime() + attributionStartMinutes * 60_000);
  if (tonight > now) {
    return tonight;
  }
  return new Date(startOfDayInZone(addDays(today, 1), timeZone).getTime() + attributionStartMinutes * 60_000);
}

/** The days a nightly run at `now` imports: yesterday first, then back. */
export function nightlyDays(now: Date, timeZone: string): string[] {
  const today = dayInZone(now, timeZone);
  return Array.from({ length: attributionSettleDays }, (_, i) => addDays(today, -(i + 1)));
}

/**
 * The nightly import of every marketplace, one timer per marketplace at 00:15 in its zone.
 * Started by main.ts only (tests build the app without it); timers are unref'd.
 */
export function startAttributionSchedule(
  deps: TDeps,
  log: { error: (details: object, message: string) => void },
): { stop: () => void } {
  const timers = new Map<TCountryCode, NodeJS.Timeout>();
  let stopped = false;
  const plan = (countryCode: TCountryCode, timeZone: string) => {
    if (stopped) {
      return;
    }
    const at = nextNightlyRun(deps.now(), timeZone);
    const timer = setTimeout(
      async () => {
        try {
          for (const day of nightlyDays(deps.now(), timeZone)) {
            await queueAttributionDay(deps, countryCode, day, 'schedule');
          }
        } catch (error) {
          log.error({ err: error, countryCode }, 'the nightly attribution import could not be queued');
        }
        plan(countryCode, timeZone);
      },
      // at least a second: a clock just before the start never loops
      Math.max(1000, at.getTime() - deps.now().getTime()),
    );
    timer.unref();
    timers.set(countryCode, timer);
  };
  for (const marketplace of marketplaces) {
    plan(marketplace.code, marketplace.timeZone);
  }
  return {
    stop: () => {
      stopped = true;
      for (const timer of timers.values()) {
        clearTimeout(timer);
      }
    },
  };
}
