import type { TPayoutRequestItem } from './sandbox-paypal-payouts-request';

// How the payouts sandbox processes a batch: in one step, on its first read, each item settled
// by its receiver's address so tests can rely on the outcome, with the item error names PayPal's
// Payouts API documents. A batch is final then; PayPal too reports a batch SUCCESS once processed,
// with its UNCLAIMED items still waiting for their receivers.

type TItemState = 'PENDING' | 'SUCCESS' | 'FAILED' | 'UNCLAIMED' | 'RETURNED';
export type TSandboxPayoutItem = TPayoutRequestItem & {
  id: string;
  state: TItemState;
  error: { name: string; message: string } | null;
};
export type TSandboxPayoutBatch = {
  id: string;
  senderBatchId: string;
  requestKey: string | null;
  emailSubject: string | null;
  emailMessage: string | null;
  createdAt: string;
  completedAt: string | null;
  /** The 201 answer, given again to a repeated PayPal-Request-Id. */
  created: unknown;
  items: TSandboxPayoutItem[];
};

/** PayPal's item errors for the sandbox's test receivers (the payouts-batch error names). */
const outcomes: { suffix: string; state: TItemState; name: string; message: string }[] = [
  {
    suffix: '+unclaimed',
    state: 'UNCLAIMED',
    name: 'RECEIVER_UNREGISTERED',
    message: 'The receiver has no PayPal account; the payout waits 30 days to be claimed',
  },
  {
    suffix: '+fail',
    state: 'FAILED',
    name: 'RECEIVER_REFUSED',
    message: 'The receiver refused this payout',
  },
  {
    suffix: '+returned',
    state: 'RETURNED',
    name: 'RECEIVER_UNREGISTERED',
    message: 'The payout was not claimed within 30 days and was returned to the sender',
  },
];

/** An item's settled state; a repeated sender_item_id fails as PayPal's DUPLICATE_ITEM. */
function settle(item: TSandboxPayoutItem, repeated: boolean): TSandboxPayoutItem {
  if (repeated) {
    const message = 'The sender_item_id repeats another item of this batch';
    return { ...item, state: 'FAILED', error: { name: 'DUPLICATE_ITEM', message } };
  }
  const local = item.receiver.split('@')[0]?.toLowerCase() ?? '';
  const outcome = outcomes.find((o) => local.endsWith(o.suffix));
  return outcome
    ? { ...item, state: outcome.state, error: { name: outcome.name, message: outcome.message } }
    : { ...item, state: 'SUCCESS', error: null };
}

/** The batch with every item settled: the sandbox's one processing step. */
export function settled(batch: TSandboxPayoutBatch, now: Date): TSandboxPayoutBatch {
  const seen = new Set<string>();
  const items = batch.items.map((item) => {
    const repeated = item.senderItemId !== null && seen.has(item.senderItemId);
    if (item.senderItemId !== null) {
      seen.add(item.senderItemId);
    }
    return settle(item, repeated);
  });
  return { ...batch, items, completedAt: now.toISOString() };
}
