import { and, asc, eq, sql } from 'drizzle-orm';
import type { TDb } from '../db/client';
import { campaigns, paymentBillings, payments, publisherBillings, sellerBillings } from '../db/schema';

// The demo's history around the month close: a campaign confirmed in the past, a billing paid by
// PayPal, a statement settled, written as the flows that make them leave their rows.

export type TSellerBillingRow = typeof sellerBillings.$inferSelect;

/** A confirmed campaign, numbered as a confirmation numbers it. */
export async function insertConfirmedCampaign(
  db: TDb,
  row: Omit<typeof campaigns.$inferInsert, 'invoiceNumber' | 'status'>,
): Promise<void> {
  await db
    .insert(campaigns)
    .values({ ...row, status: 'confirmed', invoiceNumber: sql`nextval('campaign_invoice_numbers')` });
}

/** A completed payment of one billing, and the billing paid by it. */
export async function insertPaymentOfBilling(
  db: TDb,
  payment: typeof payments.$inferInsert,
  billing: { id: string; amountMinor: number; paidAt: Date },
): Promise<void> {
  await db.insert(payments).values(payment);
  await db
    .insert(paymentBillings)
    .values({ paymentId: payment.id, billingId: billing.id, amountMinor: billing.amountMinor });
  await db
    .update(sellerBillings)
    .set({ status: 'paid', paymentId: payment.id, paidAt: billing.paidAt, updatedAt: billing.paidAt })
    .where(eq(sellerBillings.id, billing.id));
}

/** The seller's billings in one marketplace, oldest month first. */
export async function listSellerBillingsIn(db: TDb, sellerId: string, countryCode: string) {
  return db
    .select()
    .from(sellerBillings)
    .where(and(eq(sellerBillings.sellerId, sellerId), eq(sellerBillings.countryCode, countryCode)))
    .orderBy(asc(sellerBillings.month));
}

export async function setBillingDueAt(db: TDb, id: string, dueAt: Date): Promise<void> {
  await db.update(sellerBillings).set({ dueAt }).where(eq(sellerBillings.id, id));
}

export async function findOldestStatement(db: TDb, publisherId: string) {
  const [row] = await db
    .select()
    .from(publisherBillings)
    .where(eq(publisherBillings.publisherId, publisherId))
    .orderBy(asc(publisherBillings.month))
    .limit(1);
  return row;
}

/** A statement paid by the reference its publisher submitted, confirmed by an operator. */
export async function markStatementPaid(
  db: TDb,
  id: string,
  paid: Pick<
    typeof publisherBillings.$inferInsert,
    'paymentMethod' | 'paymentReference' | 'submittedAt' | 'paidAt' | 'confirmedBy' | 'updatedAt'
  >,
): Promise<void> {
  await db
    .update(publisherBillings)
    .set({ status: 'paid', ...paid })
    .where(eq(publisherBillings.id, id));
}
