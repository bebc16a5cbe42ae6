import { marketplaces, type TCountryCode } from '@atlas/shared';
import type { TDeps } from '../../platform/deps';
import { addMonths, monthInZone, startOfDayInZone } from '../../platform/zoned-day';
import { queueBillingClose } from './billing-close-jobs';

// The month close of every marketplace at 00:00 on the 1st in its zone (daylight saving
// included), closing the month just ended.

/** The longest a Node timer waits (about 24.8 days); a longer wait is made of several. */
const maxTimerMs = 2 ** 31 - 1;

/** The next close in a zone: 00:00 on the 1st of the zone's next month. */
export function nextMonthClose(now: Date, timeZone: string): Date {
  return startOfDayInZone(addMonths(monthInZone(now, timeZone), 1), timeZone);
}

/** The month a close at `now` closes: the one before the zone's current month. */
export function monthJustEnded(now: Date, timeZone: string): string {
  return addMonths(monthInZone(now, timeZone), -1);
}

/**
 * One timer per marketplace. Started by main.ts only (tests build the app without it), after the
 * demo seed; at start it also queues the month just ended, so a server down on the 1st closes it
 * when it comes back (a close already made answers as it is). Timers are unref'd.
 */
export function startBillingCloseSchedule(
  deps: TDeps,
  log: { error: (details: object, message: string) => void },
): { stop: () => void } {
  const timers = new Map<TCountryCode, NodeJS.Timeout>();
  let stopped = false;
  const closeNow = async (countryCode: TCountryCode, timeZone: string) => {
    try {
      await queueBillingClose(deps, countryCode, monthJustEnded(deps.now(), timeZone), 'schedule');
    } catch (error) {
      log.error({ err: error, countryCode }, 'the month close could not be queued');
    }
  };
  const plan = (countryCode: TCountryCode, timeZone: string, at: Date) => {
    if (stopped) {
      return;
    }
    const wait = Math.min(maxTimerMs, Math.max(1000, at.getTime() - deps.now().getTime()));
    const timer = setTimeout(async () => {
      if (deps.now() >= at) {
        await closeNow(countryCode, timeZone);
        plan(countryCode, timeZone, nextMonthClose(deps.now(), timeZone));
      } else {
        plan(countryCode, timeZone, at);
      }
    }, wait);
    timer.unref();
    timers.set(countryCode, timer);
  };
  for (const marketplace of marketplaces) {
    void closeNow(marketplace.code, marketplace.timeZone);
    plan(marketplace.code, marketplace.timeZone, nextMonthClose(deps.now(), marketplace.timeZone));
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
