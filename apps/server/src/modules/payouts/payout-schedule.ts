import { marketplaces, payoutRunDayOfMonth } from '@atlas/shared';
import type { TDeps } from '../../platform/deps';
import { afterApproval } from './payout-approval';
import { releaseDue } from './payout-ledger.repository';
import { refreshPayPalPayouts } from './payout-paypal';
import { findMonthlyRun, unfinishedRuns } from './payout-runs.repository';
import { makeRun } from './payout-runs.service';

// The payouts' clock (docs/domain.md "Publisher payouts"): at start, then every hour,
// - each held commission whose day has come is released (payable);
// - from the 15th, each marketplace's monthly run is made for review, once a month;
// - approved runs finish what their approval started: the PayPal batch, PayPal's answers, the
//   remittance e-mails.
// Every step writes once whoever runs it, so two instances on the same clock do no harm.

const everyMs = 60 * 60 * 1000;

/** The day the next monthly run is made, on or after `now` (YYYY-MM-DD, UTC). */
export function nextRunOn(now: Date): string {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  const month = now.getUTCDate() <= payoutRunDayOfMonth ? m : m + 1;
  return new Date(Date.UTC(y, month, payoutRunDayOfMonth)).toISOString().slice(0, 10);
}

/** Makes the month's run of each marketplace that has none yet, from the 15th. */
export async function makeMonthlyRuns(deps: TDeps, now: Date): Promise<number> {
  if (now.getUTCDate() < payoutRunDayOfMonth) {
    return 0;
  }
  const month = `${now.toISOString().slice(0, 7)}-01`;
  let made = 0;
  for (const { code } of marketplaces) {
    if (!(await findMonthlyRun(deps.db, code, month))) {
      const run = await makeRun(deps, code, 'monthly', 'schedule', month);
      made += run?.made ? 1 : 0;
    }
  }
  return made;
}

/** One turn of the clock; each step's failure is logged and the others still run. */
export async function payoutClockTurn(
  deps: TDeps,
  log: { error: (details: object, message: string) => void },
): Promise<void> {
  const step = async (what: string, work: () => Promise<unknown>) => {
    try {
      await work();
    } catch (error) {
      log.error({ err: error }, `payouts: ${what} failed`);
    }
  };
  await step('releasing held commission', () => releaseDue(deps.db, deps.now()));
  await step('making the monthly runs', () => makeMonthlyRuns(deps, deps.now()));
  for (const run of await unfinishedRuns(deps.db, deps.now()).catch(() => [])) {
    await step(`finishing run ${run.id}`, () => afterApproval(deps, run.id));
    if (run.paypal) {
      await step(`asking PayPal about run ${run.id}`, () => refreshPayPalPayouts(deps, run.id));
    }
  }
}

/** Started by main.ts only (tests turn the clock with `payoutClockTurn`); the timer is unref'd. */
export function startPayoutSchedule(
  deps: TDeps,
  log: { error: (details: object, message: string) => void },
): { stop: () => void } {
  void payoutClockTurn(deps, log);
  const timer = setInterval(() => void payoutClockTurn(deps, log), everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
