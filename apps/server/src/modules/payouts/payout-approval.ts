import type { TPayoutRunDetail } from '@atlas/shared';
import type { TDeps } from '../../platform/deps';
import { conflict, notFound } from '../../platform/errors';
import { markPayPalSent, markRunApproved, writePaidLines } from './payout-approval.repository';
import { writeAchFile, writeSepaFile } from './payout-bank-files';
import { queueRemittances } from './payout-jobs';
import { sendPayPalPayouts } from './payout-paypal';
import { sendRemittances } from './payout-remittance';
import { lockRun } from './payout-runs.repository';
import { approvalProblems, runDetail } from './payout-runs.service';
import { readPayoutSettings } from './payout-settings.repository';

// Approving a payout run (docs/domain.md "Publisher payouts: approval"): one transaction moves the
// run to approved, writes each included payout's `paid` line, writes the ACH and SEPA files and
// marks their payouts paid, and marks the PayPal payouts sent. All of it or none: a crash (SIGKILL)
// before the commit leaves the run in review to approve again; after it, nothing in it is redone.
// What follows the commit resumes by itself: the PayPal batch (idempotent by the run's id at
// PayPal), sent before answering, and the remittance e-mails (once per payout), queued as a job;
// the payouts' clock finishes either at the next start or within the hour.

export async function approveRun(deps: TDeps, runId: string, operatorId: string): Promise<TPayoutRunDetail> {
  const settings = await readPayoutSettings(deps.db);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    // a second approval (or a hold) waits here, then reads the run as the first one left it
    const run = await lockRun(tx, runId);
    if (!run) {
      throw notFound('Payout run');
    }
    if (run.status === 'approved') {
      return; // approving again answers the run as it is
    }
    if (run.status === 'discarded') {
      throw conflict('This run was discarded: make a new run.');
    }
    const problems = await approvalProblems(tx, run, settings);
    if (problems.length > 0) {
      throw conflict(problems.join(' '));
    }
    await markRunApproved(tx, runId, operatorId, now);
    await writePaidLines(tx, runId, now);
    const ctx = { tx, config: deps.config, run, settings, now };
    await writeAchFile(ctx);
    await writeSepaFile(ctx);
    await markPayPalSent(tx, runId, now);
  });
  await sendPayPalPayouts(deps, runId);
  await queueRemittances(deps, runId);
  return runDetail(deps, runId);
}

/**
 * What an approved run still owes the world: its PayPal batch and its remittance e-mails. Run
 * after each approval and by the schedule; each part does only what is not done yet.
 */
export async function afterApproval(deps: TDeps, runId: string): Promise<void> {
  await sendPayPalPayouts(deps, runId);
  await sendRemittances(deps, runId);
}
