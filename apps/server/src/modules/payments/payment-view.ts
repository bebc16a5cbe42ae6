import type { TPayment } from '@atlas/shared';
import type { TQueryable } from '../../db/client';
import { billingIdsOf, type TPaymentRow } from './payments.repository';

/** A payment row as the seller sees it, with the billings it covers. */
export function paymentView(row: TPaymentRow, billingIds: string[]): TPayment {
  return {
    id: row.id,
    provider: row.provider,
    status: row.status,
    merged: row.merged,
    requestId: row.requestId,
    currency: row.currency,
    amountMinor: row.amountMinor,
    feeMinor: row.feeMinor,
    chargeMinor: row.chargeMinor,
    billingIds,
    orderId: row.providerOrderId,
    paypalCaptureId: row.provider === 'paypal' ? row.providerCaptureId : null,
    // only while there is something to approve
    approveUrl: row.status === 'created' ? row.approveUrl : null,
    reference: row.reference,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

/** One payment's view, its billings read. */
export async function viewOf(db: TQueryable, row: TPaymentRow): Promise<TPayment> {
  const ids = await billingIdsOf(db, [row.id]);
  return paymentView(row, ids.get(row.id) ?? []);
}
