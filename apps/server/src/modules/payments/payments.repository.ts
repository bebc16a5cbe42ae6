import { and, asc, desc, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import type { TQueryable, TTx } from '../../db/client';
import { paymentBillings, paymentEvents, payments, sellerBillings, users } from '../../db/schema';

// What payments read and write. Every change of a payment's state is conditional on the state
// it leaves, so two requests racing over one payment change it once.

export type TPaymentRow = typeof payments.$inferSelect;
type TPaymentStatus = TPaymentRow['status'];

/** The seller's billings among the ids (another seller's are simply not found). */
export function findSellerBillings(db: TQueryable, sellerId: string, ids: string[]) {
  return db
    .select()
    .from(sellerBillings)
    .where(and(eq(sellerBillings.sellerId, sellerId), inArray(sellerBillings.id, ids)));
}

export async function findPaymentByRequest(db: TQueryable, sellerId: string, requestId: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.sellerId, sellerId), eq(payments.requestId, requestId)))
    .limit(1);
  return row;
}

/** A payment by id; `sellerId` scopes it to its owner (the operator passes none). */
export async function findPayment(db: TQueryable, id: string, sellerId?: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, id), sellerId ? eq(payments.sellerId, sellerId) : undefined))
    .limit(1);
  return row;
}

export async function findPaymentByOrder(
  db: TQueryable,
  provider: TPaymentRow['provider'],
  orderId: string,
  sellerId?: string,
) {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.provider, provider),
        eq(payments.providerOrderId, orderId),
        sellerId ? eq(payments.sellerId, sellerId) : undefined,
      ),
    )
    .limit(1);
  return row;
}

export async function findPaymentByCapture(db: TQueryable, sellerId: string, captureId: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.sellerId, sellerId),
        eq(payments.provider, 'paypal'),
        eq(payments.providerCaptureId, captureId),
      ),
    )
    .limit(1);
  return row;
}

/** The billing ids of payments, in one read. */
export async function billingIdsOf(db: TQueryable, paymentIds: string[]): Promise<Map<string, string[]>> {
  const ids = new Map<string, string[]>(paymentIds.map((id) => [id, []]));
  if (paymentIds.length === 0) {
    return ids;
  }
  const rows = await db
    .select({ paymentId: paymentBillings.paymentId, billingId: paymentBillings.billingId })
    .from(paymentBillings)
    .where(inArray(paymentBillings.paymentId, paymentIds))
    .orderBy(asc(paymentBillings.billingId));
  for (const row of rows) {
    ids.get(row.paymentId)?.push(row.billingId);
  }
  return ids;
}

/**
 * Holds the billings for the payment in one conditional update: only the seller's, only unpaid
 * and held by no payment. Answers how many it held; fewer than asked means another payment or
 * state got there first (the caller rolls back).
 */
export async function holdBillings(tx: TTx, sellerId: string, paymentId: string, ids: string[], now: Date) {
  const held = await tx
    .update(sellerBillings)
    .set({ status: 'processing', paymentId, updatedAt: now })
    .where(
      and(
        inArray(sellerBillings.id, ids),
        eq(sellerBillings.sellerId, sellerId),
        eq(sellerBillings.status, 'unpaid'),
        isNull(sellerBillings.paymentId),
      ),
    )
    .returning({ id: sellerBillings.id });
  return held.length;
}

export async function insertPayment(
  tx: TTx,
  payment: typeof payments.$inferInsert,
  billings: { billingId: string; amountMinor: number }[],
) {
  const [row] = await tx.insert(payments).values(payment).returning();
  await tx.insert(paymentBillings).values(billings.map((b) => ({ paymentId: payment.id, ...b })));
  return row!;
}

/** Moves the payment from one of `from` to its next state; undefined when it was no longer there. */
export async function movePayment(
  db: TQueryable,
  id: string,
  from: readonly TPaymentStatus[],
  set: Partial<typeof payments.$inferInsert> & { status: TPaymentStatus; updatedAt: Date },
) {
  const [row] = await db
    .update(payments)
    .set(set)
    .where(and(eq(payments.id, id), inArray(payments.status, [...from])))
    .returning();
  return row;
}

/** The payment's billings paid. */
export function markBillingsPaid(tx: TTx, paymentId: string, now: Date) {
  return tx
    .update(sellerBillings)
    .set({ status: 'paid', paidAt: now, updatedAt: now })
    .where(and(eq(sellerBillings.paymentId, paymentId), eq(sellerBillings.status, 'processing')));
}

/** The payment's billings payable again ("a failed capture leaves the billing payable"). */
export function releaseBillings(tx: TTx, paymentId: string, now: Date) {
  return tx
    .update(sellerBillings)
    .set({ status: 'unpaid', paymentId: null, updatedAt: now })
    .where(and(eq(sellerBillings.paymentId, paymentId), eq(sellerBillings.status, 'processing')));
}

/** Books a provider event once (its id is the key); answers whether it was new. */
export async function recordEvent(
  db: TQueryable,
  event: typeof paymentEvents.$inferInsert,
): Promise<boolean> {
  const inserted = await db
    .insert(paymentEvents)
    .values(event)
    .onConflictDoNothing()
    .returning({ eventId: paymentEvents.eventId });
  return inserted.length > 0;
}

/** The seller's newest payment still holding billings. */
export async function findOpenPayment(db: TQueryable, sellerId: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.sellerId, sellerId),
        inArray(payments.status, ['queued', 'created', 'capturing', 'submitted']),
      ),
    )
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return row;
}

/** What the reconcile looks at: captures in flight, orders whose approval window passed, merges a stop interrupted. */
export function findPaymentsToReconcile(db: TQueryable, approvalBefore: Date) {
  return db
    .select()
    .from(payments)
    .where(
      or(
        inArray(payments.status, ['capturing', 'queued']),
        and(eq(payments.status, 'created'), lt(payments.createdAt, approvalBefore)),
      ),
    )
    .orderBy(asc(payments.createdAt))
    .limit(500);
}

/** The declared bank transfers waiting for an operator, oldest first, with the seller's e-mail. */
export function findSubmittedTransfers(db: TQueryable) {
  return db
    .select({ payment: payments, sellerEmail: users.email })
    .from(payments)
    .innerJoin(users, eq(users.id, payments.sellerId))
    .where(and(eq(payments.provider, 'bank_transfer'), eq(payments.status, 'submitted')))
    .orderBy(asc(payments.updatedAt))
    .limit(200);
}

export function invoiceNumbersOf(db: TQueryable, ids: string[]) {
  return db
    .select({ id: sellerBillings.id, invoiceNumber: sellerBillings.invoiceNumber })
    .from(sellerBillings)
    .where(inArray(sellerBillings.id, ids));
}

/** What the Payoneer checkout needs of the payer: its e-mail, and the marketplace of the payment's billings. */
export async function findPayerOf(db: TQueryable, paymentId: string) {
  const [row] = await db
    .select({ email: users.email, countryCode: sellerBillings.countryCode })
    .from(paymentBillings)
    .innerJoin(sellerBillings, eq(sellerBillings.id, paymentBillings.billingId))
    .innerJoin(users, eq(users.id, sellerBillings.sellerId))
    .where(eq(paymentBillings.paymentId, paymentId))
    .limit(1);
  return row;
}
