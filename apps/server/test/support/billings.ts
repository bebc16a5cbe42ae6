import { marketplaceOf, type TBillingStatus, type TCountryCode } from '@atlas/shared';
import { sql } from 'drizzle-orm';
import { publisherBillings, sellerBillingItems, sellerBillings } from '../../src/db/schema';
import { newId } from '../../src/platform/ids';
import type { TTestApp } from './test-app';

// Billing fixtures: closed months written as rows, for the tests of what reads or pays them
// (the month close has its own tests, which write billings the real way).

type TBillingOptions = {
  countryCode?: TCountryCode;
  /** The month billed, its first day ('2026-10-01'). */
  month?: string;
  status?: TBillingStatus;
  /** Days after the close the billing falls due; negative for one already overdue. */
  dueInDays?: number;
};

const dayMs = 86_400_000;

/** The 1st of the month after `month`. */
const nextMonth = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
};

const closeOf = (t: TTestApp, options: TBillingOptions) => {
  const month = options.month ?? '2026-10-01';
  const countryCode = options.countryCode ?? 'US';
  const closedAt = new Date(t.clock.now.getTime() - 3 * dayMs);
  const dueAt = new Date(t.clock.now.getTime() + (options.dueInDays ?? 12) * dayMs);
  return {
    countryCode,
    currency: marketplaceOf(countryCode).currency,
    month,
    billingDate: nextMonth(month),
    closedAt,
    dueAt,
    status: options.status ?? ('unpaid' as const),
  };
};

type TSellerItem = { publisherId: string; asin: string; commissionMinor: number; platformFeeMinor: number };

/**
 * A closed seller billing with its items; the totals are the items' sums. One item of 10.00
 * commission and 2.00 fee from a made-up publisher unless told.
 */
export async function insertSellerBilling(
  t: TTestApp,
  sellerId: string,
  options: TBillingOptions & { items?: TSellerItem[] } = {},
) {
  const close = closeOf(t, options);
  const items = options.items ?? [
    { publisherId: 'usr_test_publisher', asin: 'B000000001', commissionMinor: 1000, platformFeeMinor: 200 },
  ];
  const commissionMinor = items.reduce((sum, i) => sum + i.commissionMinor, 0);
  const platformFeeMinor = items.reduce((sum, i) => sum + i.platformFeeMinor, 0);
  const id = newId('bil');
  const [row] = await t.database.db
    .insert(sellerBillings)
    .values({
      id,
      sellerId,
      ...close,
      invoiceNumber: sql`nextval('seller_invoice_numbers')`,
      commissionMinor,
      platformFeeMinor,
      totalMinor: commissionMinor + platformFeeMinor,
      paidAt: close.status === 'paid' ? close.closedAt : null,
    })
    .returning();
  await t.database.db.insert(sellerBillingItems).values(
    items.map((item) => ({
      billingId: id,
      month: close.month,
      brandName: 'Test brand',
      totalMinor: item.commissionMinor + item.platformFeeMinor,
      ...item,
    })),
  );
  return row!;
}

/** A closed publisher statement of `amountMinor` (10 % of a gross ten times it) with no campaigns listed. */
export async function insertPublisherBilling(
  t: TTestApp,
  publisherId: string,
  options: TBillingOptions & { amountMinor?: number } = {},
) {
  const close = closeOf(t, options);
  const amountMinor = options.amountMinor ?? 5000;
  const [row] = await t.database.db
    .insert(publisherBillings)
    .values({
      id: newId('pbl'),
      publisherId,
      ...close,
      invoiceNumber: sql`nextval('publisher_invoice_numbers')`,
      campaigns: 1,
      grossMinor: amountMinor * 10,
      commissionBp: 1000,
      amountMinor,
      paidAt: close.status === 'paid' ? close.closedAt : null,
    })
    .returning();
  return row!;
}
