import { eq } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { billingCloses, conversations, payments, publisherBillings } from '../../db/schema';

// What the audit log keeps of the records the older operator writes change: their status fields.

export async function findCloseSnapshot(db: TDb, id: string) {
  const [row] = await db
    .select({
      id: billingCloses.id,
      countryCode: billingCloses.countryCode,
      month: billingCloses.month,
      status: billingCloses.status,
      sellerBillings: billingCloses.sellerBillings,
      publisherBillings: billingCloses.publisherBillings,
      error: billingCloses.error,
    })
    .from(billingCloses)
    .where(eq(billingCloses.id, id))
    .limit(1);
  return row ?? null;
}

export async function findPaymentSnapshot(db: TDb, id: string) {
  const [row] = await db
    .select({
      id: payments.id,
      provider: payments.provider,
      status: payments.status,
      currency: payments.currency,
      amountMinor: payments.amountMinor,
      reference: payments.reference,
      error: payments.error,
      completedAt: payments.completedAt,
    })
    .from(payments)
    .where(eq(payments.id, id))
    .limit(1);
  return row ?? null;
}

export async function findStatementSnapshot(db: TDb, id: string) {
  const [row] = await db
    .select({
      id: publisherBillings.id,
      status: publisherBillings.status,
      currency: publisherBillings.currency,
      amountMinor: publisherBillings.amountMinor,
      paymentMethod: publisherBillings.paymentMethod,
      paymentReference: publisherBillings.paymentReference,
      paidAt: publisherBillings.paidAt,
      confirmedBy: publisherBillings.confirmedBy,
    })
    .from(publisherBillings)
    .where(eq(publisherBillings.id, id))
    .limit(1);
  return row ?? null;
}

export async function findConversationSnapshot(db: TDb, id: string) {
  const [row] = await db
    .select({
      id: conversations.id,
      status: conversations.status,
      operatorUnread: conversations.operatorUnread,
      userUnread: conversations.userUnread,
      assignedOperatorId: conversations.assignedOperatorId,
      lastMessageAt: conversations.lastMessageAt,
    })
    .from(conversations)
    .where(eq(conversations.id, id))
    .limit(1);
  return row ?? null;
}
