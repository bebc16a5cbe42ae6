import type { TDeps } from '../../platform/deps';
import { closeBillingMonth, openClose } from './billing-close.service';
import { findRunningCloses, type TCloseRow } from './billing-close-runs.repository';

export const billingCloseJob = 'billing.close';

type TClosePayload = { countryCode: string; month: string; requestedBy: string };

/**
 * One job per close: tried three times (a database that went away a moment); after the last try
 * the close stays `failed` with its reason, for the operator to close again. Idempotent: a
 * close already finished answers at once, a half-written one writes only what is missing.
 */
export function defineBillingCloseJobs(deps: TDeps): void {
  deps.jobs.define<TClosePayload>(
    billingCloseJob,
    async (payload, attempt) => {
      try {
        await closeBillingMonth(deps, payload.countryCode, payload.month, payload.requestedBy);
      } catch (error) {
        if (!attempt.final) {
          throw error;
        }
      }
    },
    { attempts: 3 },
  );
}

const enqueueClose = (deps: TDeps, close: TCloseRow) =>
  deps.jobs.enqueue<TClosePayload>(
    billingCloseJob,
    { countryCode: close.countryCode, month: close.month, requestedBy: close.requestedBy },
    // a close asked again after it failed starts anew: BullMQ keeps finished jobs' ids
    { jobId: `billing-close-${close.id}-${close.startedAt.getTime()}` },
  );

/**
 * Queues the close of a marketplace's month, once: a close running or finished answers its row
 * (a double click, the schedule beside an operator), a failed one starts again.
 */
export async function queueBillingClose(
  deps: TDeps,
  countryCode: string,
  month: string,
  requestedBy: string,
): Promise<TCloseRow> {
  const { row, started } = await openClose(deps, countryCode, month, requestedBy);
  if (started) {
    await enqueueClose(deps, row);
  }
  return row;
}

/** At start: closes a stop interrupted are queued again (a close is idempotent). */
export async function resumeBillingCloses(deps: TDeps): Promise<void> {
  for (const close of await findRunningCloses(deps.db)) {
    await enqueueClose(deps, close);
  }
}
