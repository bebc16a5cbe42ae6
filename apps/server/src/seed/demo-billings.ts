import { randomUUID } from 'node:crypto';
import { marketplaceOf, marketplaces, payoutDefaults } from '@atlas/shared';
import { findOperatorByEmail, findUserByEmail } from '../modules/auth/auth.repository';
import { closeBillingMonth } from '../modules/billing/billing-close.service';
import { releaseDue, writeHeld } from '../modules/payouts/payout-ledger.repository';
import type { TDeps } from '../platform/deps';
import { newId } from '../platform/ids';
import { addMonths, monthInZone } from '../platform/zoned-day';
import { demoAccounts, demoPublisherEmail, demoSellerEmail } from './demo';
import {
  findOldestStatement,
  insertConfirmedCampaign,
  insertPaymentOfBilling,
  listSellerBillingsIn,
  markStatementPaid,
  setBillingDueAt,
  type TSellerBillingRow,
} from './demo-billings.repository';
import { findFirstPlacement } from './demo-placements.repository';

// The demo's closed months, made by the real month close over the demo's conversions and
// campaigns: the three months before this one, in every marketplace. The demo seller's US
// billings are then one paid (by a completed PayPal payment), one overdue and one unpaid; the
// demo publisher's two statements one paid (its reference confirmed) and one unpaid.

const dayMs = 86_400_000;
const usZone = marketplaceOf('US').timeZone;

const idOf = async (deps: TDeps, email: string) => (await findUserByEmail(deps.db, email))?.id;

/**
 * The demo campaigns confirm one campaign last month: a second one, confirmed on the 12th two
 * months ago on the publisher's first placement, gives the publisher a statement to show paid.
 */
async function confirmedTwoMonthsAgo(deps: TDeps, sellerId: string, publisherId: string, month: string) {
  const placement = await findFirstPlacement(deps.db, publisherId);
  if (!placement) {
    return;
  }
  const confirmedAt = new Date(`${month.slice(0, 8)}12T12:00:00Z`);
  await insertConfirmedCampaign(deps.db, {
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
    appliedAt: new Date(confirmedAt.getTime() - 12 * dayMs),
    updatedAt: confirmedAt,
    confirmedAt,
  });
}

/** The oldest billing paid by a completed PayPal payment, as a captured payment leaves it. */
async function paidByPaypal(deps: TDeps, billing: TSellerBillingRow) {
  const paidAt = new Date(billing.closedAt.getTime() + 4 * dayMs);
  const paymentId = newId('pay');
  const payment = {
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
  } as const;
  await insertPaymentOfBilling(deps.db, payment, { id: billing.id, amountMinor: billing.totalMinor, paidAt });
  // as a captured payment does: the publishers' commission held, then released when its day came
  await writeHeld(deps.db, paymentId, payoutDefaults.holdDays, paidAt);
  await releaseDue(deps.db, deps.now());
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
  const billings = await listSellerBillingsIn(deps.db, sellerId, 'US');
  const [oldest, , newest] = billings;
  if (oldest) {
    await paidByPaypal(deps, oldest);
  }
  // the middle one is overdue by now; the newest falls due on the 16th, and after that the demo
  // moves its due date a week ahead so the demo always shows an unpaid billing (demo only)
  if (newest && newest.dueAt <= deps.now()) {
    await setBillingDueAt(deps.db, newest.id, new Date(deps.now().getTime() + 7 * dayMs));
  }
  await settleOldestStatement(deps, publisherId);
  return billings.map((b) => b.id);
}

/** The publisher's oldest statement: its ACH reference submitted and confirmed by the demo operator. */
async function settleOldestStatement(deps: TDeps, publisherId: string) {
  const oldest = await findOldestStatement(deps.db, publisherId);
  const operatorEmail = demoAccounts.find((a) => a.role === 'operator')?.email ?? '';
  const operator = await findOperatorByEmail(deps.db, operatorEmail);
  if (!oldest) {
    return;
  }
  const submittedAt = new Date(oldest.closedAt.getTime() + 3 * dayMs);
  await markStatementPaid(deps.db, oldest.id, {
    paymentMethod: 'ach',
    paymentReference: `ACH-${oldest.billingDate.replace(/-/g, '')}-4471`,
    submittedAt,
    paidAt: new Date(submittedAt.getTime() + dayMs),
    confirmedBy: operator?.id ?? null,
    updatedAt: new Date(submittedAt.getTime() + dayMs),
  });
}
