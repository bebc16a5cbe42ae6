import type { TPayoutSettings } from '@atlas/shared';
import { applyAchReturns } from '../modules/payouts/payout-ach-returns';
import { approveRun } from '../modules/payouts/payout-approval';
import { runItemRows } from '../modules/payouts/payout-items.repository';
import { findRunFile } from '../modules/payouts/payout-runs.repository';
import { makeRun } from '../modules/payouts/payout-runs.service';
import { savePayoutSettings } from '../modules/payouts/payout-settings.repository';
import { payoutRoutes } from '../modules/payouts/payouts.routes';
import { achReturnFile } from '../modules/payouts/rails/nacha-returns';
import type { TDeps } from '../platform/deps';
import { demoAudited, demoOperatorActor } from './demo-operator';

// The demo's payouts, made by the real runs over the demo publisher's payable commission (the
// demo seller's paid billing, its hold over): last month's monthly run, approved by the demo
// operator, its ACH file written, and its payout returned by the bank a few days later (R16,
// account frozen); that amount is payable again and waits in today's run for review. So the
// console shows an approved run with its file and a run to approve, and the publisher a payout
// history and a balance.

/** The accounts the demo's bank files are paid from: published test numbers, no real account. */
const demoSettings: TPayoutSettings = {
  holdDays: 30,
  minimums: { USD: 5_000, CAD: 5_000, EUR: 5_000, GBP: 5_000 },
  ach: {
    companyName: 'Affiliate Atlas',
    companyId: '1987654320',
    bankRouting: '021000021',
    bankName: 'JPMorgan Chase',
  },
  sepa: { debtorName: 'Affiliate Atlas Demo', iban: 'DE02120300000000202051', bic: 'BYLADEM1001' },
};

/**
 * The app's deps on another day. A copy: `paymentProvidersOf` does not know it, which is safe here
 * because the demo's runs pay by ACH only and never ask PayPal.
 */
const at = (deps: TDeps, when: Date): TDeps => ({ ...deps, now: () => when });

/** Seeds the runs; answers the ids of the approved run and of the run in review (null when no one is due). */
export async function seedDemoPayouts(deps: TDeps): Promise<{ approved: string; review: string } | null> {
  const operator = await demoOperatorActor(deps);
  if (!operator) {
    return null;
  }
  const now = deps.now();
  const body = demoSettings;
  await demoAudited(
    deps,
    operator,
    payoutRoutes,
    { method: 'PUT', path: 'finance/payouts/settings', input: { body } },
    () => savePayoutSettings(deps.db, demoSettings, operator.operatorId, now),
  );
  const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15, 9));
  const month = lastMonth.toISOString().slice(0, 10).replace(/\d\d$/, '01');
  const monthly = await makeRun(at(deps, lastMonth), 'US', 'monthly', 'schedule', month);
  if (!monthly) {
    return null;
  }
  const approvedAt = new Date(lastMonth.getTime() + 3 * 3_600_000);
  const params = { runId: monthly.runId };
  await demoAudited(
    deps,
    operator,
    payoutRoutes,
    { method: 'POST', path: 'finance/payouts/runs/{runId}/approve', input: { params } },
    () => approveRun(at(deps, approvedAt), monthly.runId, operator.operatorId),
  );
  const file = await findRunFile(deps.db, monthly.runId, `${monthly.runId}-ach`);
  const [item] = await runItemRows(deps.db, monthly.runId);
  if (file && item?.traceNumber) {
    const returnedAt = new Date(approvedAt.getTime() + 4 * 86_400_000);
    const text = achReturnFile(
      file.content,
      [{ traceNumber: item.traceNumber, returnCode: 'R16' }],
      returnedAt,
    );
    await demoAudited(
      deps,
      operator,
      payoutRoutes,
      { method: 'POST', path: 'finance/payouts/ach-returns', input: { body: { text } } },
      () => applyAchReturns(at(deps, returnedAt), text),
    );
  }
  const review = await demoAudited(
    deps,
    operator,
    payoutRoutes,
    { method: 'POST', path: 'finance/payouts/runs', input: { body: { countryCode: 'US' } } },
    () => makeRun(deps, 'US', 'manual', operator.operatorId),
  );
  return review ? { approved: monthly.runId, review: review.runId } : null;
}
