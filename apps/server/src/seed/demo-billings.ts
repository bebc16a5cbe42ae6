import { randomUUID } from 'node:crypto';
import { marketplaceOf, marketplaces } from '@atlas/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import {
  campaigns,
  operators,
  paymentBillings,
  payments,
  placements,
  publisherBillings,
  sellerBillings,
  users,
} from '../db/schema';
import { closeBillingMonth } from '../modules/billing/billing-close.service';
import type { TDeps } from '../platform/deps';
import { newId } from '../platform/ids';
import { addMonths, monthInZone } from '../platform/zoned-day';
import { demoAccounts, demoPublisherEmail, demoSellerEmail } from './demo';

// The demo's closed months, made by the real month close over the demo's conversions and
// campaigns: the three months before this one, in every marketplace. The demo seller's US
// billings are then one paid (by a completed PayPal payment), one overdue and one unpaid; the
// demo publisher's two statements one paid (its reference confirmed) and one unpaid.

const dayMs = 86_400_000;
const usZone = marketplaceOf('US').timeZone;

const idOf = async (deps: TDeps, email: string) =>
  (await deps.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id;

/**
 * The demo campaigns confirm one campaign last month: a second one, confirmed on the 12th two
 * months ago on the publisher's first placement, gives the publisher a statement to show paid.
 */
async function confirmedTwoMonthsAgo(deps: TDeps, sellerId: string, publisherId: string, month: string) {
  const [placement] = await deps.db
    .select({ id: placements.id, title: placements.title })
    .from(placements)
    .where(eq(placements.publisherId, publisherId))
    .orderBy(asc(placements.createdAt), asc(placements.id))
    .limit(1);
  if (!placement) {
    return;
  }
  const confirmedAt = new Date(`${month.slice(0, 8)}12T12:00:00Z`);
  await deps.db.insert(campaigns).values({
    id: newId('cmp'),
    placementId: placement.id,
    publisherId,
    sellerId,
    brandName: 'Copper Kettle',
    countryCode: 'US',
    priceMinor: 18_000,
    currency: 'USD',
    placementTitle: placement.title,
    message: 'Back-to-school feature.',
    status: 'confirmed',
    invoiceNumber: sql`nextval('campaign_invoice_numbers')`,
    appliedAt: new Date(confirmedAt.getTime() - 12 * dayMs),
    updatedAt: confirmedAt,
    confirmedAt,
  });
}

/** The oldest billing paid by a completed PayPal payment, as a captured payment leaves it. */
async function paidByPaypal(deps: TDeps, billing: typeof sellerBillings.$inferSelect) {
  const paidAt = new Date(billing.closedAt.getTime() + 4 * dayMs);
  const paymentId = newId('pay');
  await deps.db.insert(payments).values({
    id: paymentId,
    sellerId: billing.sellerId,
    provider: 'paypal',
    status: 'completed',
    requestId: randomUUID(),
    currency: billing.currency,
    amountMinor: billing.totalMinor,
    feeMinor: 0,
    chargeMinor: billing.totalMinor,
    providerOrderId: `DEMO-ORDER-${paymentId}`,
    providerCaptureId: `DEMO-CAPTURE-${paymentId}`,
    createdAt: paidAt,
    updatedAt: paidAt,
    completedAt: paidAt,
  });
  await deps.db
    .insert(paymentBillings)
    .values({ paymentId, billingId: billing.id, amountMinor: billing.totalMinor });
  await deps.db
    .update(sellerBillings)
    .set({ status: 'paid', paymentId, paidAt, updatedAt: paidAt })
    .where(eq(sellerBillings.id, billing.id));
}

/** Seeds the closed months; answers the demo seller's US billings' ids, oldest first. */
export async function seedDemoBillings(deps: TDeps): Promise<string[]> {
  const sellerId = await idOf(deps, demoSellerEmail);
  const publisherId = await idOf(deps, demoPublisherEmail);
  if (!sellerId || !publisherId) {
    return [];
  }
  const thisMonth = monthInZone(deps.now(), usZone);
  const months = [-3, -2, -1].map((back) => addMonths(thisMonth, back));
  await confirmedTwoMonthsAgo(deps, sellerId, publisherId, months[1] as string);
  for (const month of months) {
    for (const marketplace of marketplaces) {
      await closeBillingMonth(deps, marketplace.code, month, 'demo');
    }
  }
  const billings = await deps.db
    .select()
    .from(sellerBillings)
    .where(and(eq(sellerBillings.sellerId, sellerId), eq(sellerBillings.countryCode, 'US')))
    .orderBy(asc(sellerBillings.month));
  const [oldest, , newest] = billings;
  if (oldest) {
    await paidByPaypal(deps, oldest);
  }
  // the middle one is overdue by now; the newest falls due on the 16th, and after that the demo
  // moves its due date a week ahead so the demo always shows an unpaid billing (demo only)
  if (newest && newest.dueAt <= deps.now()) {
    await deps.db
      .update(sellerBillings)
      .set({ dueAt: new Date(deps.now().getTime() + 7 * dayMs) })
      .where(eq(sellerBillings.id, newest.id));
  }
  await settleOldestStatement(deps, publisherId);
  return billings.map((b) => b.id);
}

/** The publisher's oldest statement: its ACH reference submitted and confirmed by the demo operator. */
async function settleOldestStatement(deps: TDeps, publisherId: string) {
  const [oldest] = await deps.db
    .select()
    .from(publisherBillings)
    .where(eq(publisherBillings.publisherId, publisherId))
    .orderBy(asc(publisherBillings.month))
    .limit(1);
  const operatorEmail = demoAccounts.find((a) => a.role === 'operator')?.email ?? '';
  const [operator] = await deps.db
    .select({ id: operators.id })
    .from(operators)
    .where(eq(operators.email, operatorEmail));
  if (!oldest) {
    return;
  }
  const submittedAt = new Date(oldest.closedAt.getTime() + 3 * dayMs);
  await deps.db
    .update(publisherBillings)
    .set({
      status: 'paid',
      paymentMethod: 'ach',
      paymentReference: `ACH-${oldest.billingDate.replace(/-/g, '')}-4471`,
      submittedAt,
      paidAt: new Date(submittedAt.getTime() + dayMs),
      confirmedBy: operator?.id ?? null,
      updatedAt: new Date(submittedAt.getTime() + dayMs),
    })
    .where(eq(publisherBillings.id, oldest.id));
}
