import type { TPaymentProvider } from '@atlas/shared';
import type { TQueryable } from '../../db/client';
import { isUniqueViolation } from '../../platform/db-errors';
import type { TDeps } from '../../platform/deps';
import { conflict } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { quotePayment, unpayableReason } from './payment-quote';
import {
  findPaymentByRequest,
  findSellerBillings,
  holdBillings,
  insertPayment,
  type TPaymentRow,
} from './payments.repository';

export type TOpenPayment = {
  provider: TPaymentProvider;
  billingIds: string[];
  requestId: string;
  /** The total the client showed; a different current total is refused (409). */
  amountMinor?: number;
  merged?: boolean;
  reference?: string;
};

/**
 * A payment of the seller's billings, opened once per requestId: a double click or a retried
 * request finds the first. Its billings are held by one conditional update in the payment's
 * transaction: if any was taken meanwhile, nothing is written and 409 names its state.
 */
export async function openPayment(
  deps: TDeps,
  sellerId: string,
  input: TOpenPayment,
): Promise<{ row: TPaymentRow; opened: boolean }> {
  const known = await findPaymentByRequest(deps.db, sellerId, input.requestId);
  if (known) {
    return { row: known, opened: false };
  }
  const quote = await quotePayment(deps.db, deps.config, sellerId, input.provider, input.billingIds);
  if (input.amountMinor !== undefined && input.amountMinor !== quote.amountMinor) {
    throw conflict(
      `The amount changed: these billings now total ${quote.amountMinor} (minor units of ${quote.currency}); review it and pay again`,
    );
  }
  const id = newId('pay');
  const now = deps.now();
  try {
    const row = await deps.db.transaction(async (tx) => {
      const held = await holdBillings(tx, sellerId, id, input.billingIds, now);
      if (held !== input.billingIds.length) {
        throw await takenMeanwhile(tx, sellerId, input.billingIds);
      }
      return insertPayment(
        tx,
        {
          id,
          sellerId,
          provider: input.provider,
          status: input.provider === 'bank_transfer' ? 'submitted' : 'queued',
          requestId: input.requestId,
          merged: input.merged ?? false,
          currency: quote.currency,
          amountMinor: quote.amountMinor,
          feeMinor: quote.feeMinor,
          chargeMinor: quote.chargeMinor,
          reference: input.reference ?? null,
          createdAt: now,
          updatedAt: now,
        },
        quote.rows.map((b) => ({ billingId: b.id, amountMinor: b.totalMinor })),
      );
    });
    return { row, opened: true };
  } catch (error) {
    // the same requestId raced in twice: the first payment is the answer
    if (isUniqueViolation(error, 'payments_request_key')) {
      const first = await findPaymentByRequest(deps.db, sellerId, input.requestId);
      if (first) {
        return { row: first, opened: false };
      }
    }
    throw error;
  }
}

/** The 409 of a hold that lost a race: the billings' states as they are now. */
async function takenMeanwhile(db: TQueryable, sellerId: string, ids: string[]) {
  const rows = await findSellerBillings(db, sellerId, ids);
  const reasons = rows.map(unpayableReason).filter(Boolean);
  return conflict(
    reasons.length > 0 ? reasons.join('; ') : 'These billings changed meanwhile; review them and pay again',
  );
}
