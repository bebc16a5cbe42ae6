import type { TDeps } from '../../platform/deps';
import { sendRemittances } from './payout-remittance';

// The remittance e-mails of an approved run, queued after the approval commits, so approving a
// run of 100,000 publishers answers once the money is booked, not once 100,000 e-mails are
// queued. Tried three times; the payouts' clock picks up any run still missing e-mails hourly.

export const payoutRemittanceJob = 'payouts.remit';

export function definePayoutJobs(deps: TDeps): void {
  deps.jobs.define<{ runId: string }>(
    payoutRemittanceJob,
    ({ runId }) => sendRemittances(deps, runId).then(() => {}),
    {
      attempts: 3,
    },
  );
}

/** Queues the run's remittance e-mails; a queue that cannot take it leaves them to the clock. */
export async function queueRemittances(deps: TDeps, runId: string): Promise<void> {
  try {
    await deps.jobs.enqueue(payoutRemittanceJob, { runId }, { jobId: `payout-remit-${runId}` });
  } catch {
    // payoutClockTurn sends what is missing within the hour
  }
}
