import type { TMergePayment } from '@atlas/shared';
import type { TDeps } from '../../platform/deps';
import { notFound } from '../../platform/errors';
import { bookEnded } from './payment-booking';
import { openPayment } from './payment-open.service';
import { createProviderOrder } from './payment-order';
import { viewOf } from './payment-view';
import { findPayment, findPaymentByRequest } from './payments.repository';

// Merged payments (spec 7.7): several billings of one currency in one payment, accepted at once
// (`queued`, the billings held) and the provider's order made by a background job; the client
// polls `merge/check/orderResult` with its requestId until the approve URL is there.

export const mergeOrderJob = 'payments.merge-order';
type TMergePayload = { paymentId: string };
const unprepared = 'The merged payment could not be prepared; nothing was charged. Try again.';

/**
 * The job: tried three times while the provider is down; after the last, the payment fails and
 * frees its billings, whatever broke (a payment left `queued` would hold them, the seller's
 * dialog waiting on it for good).
 */
export function defineMergeJobs(deps: TDeps): void {
  deps.jobs.define<TMergePayload>(
    mergeOrderJob,
    async (payload, attempt) => {
      const payment = await findPayment(deps.db, payload.paymentId);
      if (!payment) {
        return;
      }
      try {
        await createProviderOrder(deps, payment, !attempt.final);
      } catch (error) {
        if (attempt.final) {
          await bookEnded(deps, payment, 'failed', unprepared, ['queued']);
        }
        throw error;
      }
    },
    { attempts: 3 },
  );
}

export async function mergePayment(deps: TDeps, sellerId: string, input: TMergePayment) {
  const { row, opened } = await openPayment(deps, sellerId, { ...input, merged: true });
  if (opened) {
    await deps.jobs.enqueue<TMergePayload>(
      mergeOrderJob,
      { paymentId: row.id },
      { jobId: `merge-${row.id}` },
    );
  }
  return { requestId: row.requestId, paymentId: row.id, status: row.status };
}

export async function getMergeResult(deps: TDeps, sellerId: string, requestId: string) {
  const row = await findPaymentByRequest(deps.db, sellerId, requestId);
  if (!row) {
    throw notFound('Payment request');
  }
  return viewOf(deps.db, row);
}
