import { marketplaceOf } from '@atlas/shared';
import { and, asc, eq } from 'drizzle-orm';
import {
  campaigns,
  publisherBillingItems,
  publisherBillings,
  reportDays,
  sellerBillingItems,
  sellerBillings,
} from '../../src/db/schema';
import { newId } from '../../src/platform/ids';
import { insertPlacement } from './campaigns';
import { insertReportDays } from './report-rows';
import type { TTestApp } from './test-app';
import { insertTrackingLink } from './tracking-links';

// What the month close reads, written as rows (report_days of a publisher's link for a seller,
// confirmed campaigns), and what it wrote, read back.

export type TMoney = { orders?: number; units?: number; sales: number; commission: number; fee: number };

/** The report_days columns of these figures (the cost is commission plus fee). */
const columnsOf = (money: TMoney) => ({
  orders: money.orders ?? 0,
  units: money.units ?? 0,
  salesMinor: money.sales,
  commissionMinor: money.commission,
  platformFeeMinor: money.fee,
  costMinor: money.commission + money.fee,
});

/** A link of the publisher to the ASIN in the marketplace, and a writer of its report days for the seller. */
export async function sellerLink(
  t: TTestApp,
  publisherId: string,
  sellerId: string,
  options: { asin: string; countryCode?: string },
) {
  const link = await insertTrackingLink(t, publisherId, {
    asin: options.asin,
    countryCode: options.countryCode ?? 'US',
    brandName: 'Copper Kettle',
  });
  return {
    link,
    days: (rows: (TMoney & { day: string })[]) =>
      insertReportDays(
        t,
        link,
        sellerId,
        rows.map((r) => ({ day: r.day, ...columnsOf(r) })),
      ),
    /** Rewrites a day's figures, as a restating import does. */
    restate: (day: string, money: TMoney) =>
      t.database.db
        .update(reportDays)
        .set(columnsOf(money))
        .where(and(eq(reportDays.linkId, link.id), eq(reportDays.day, day))),
    /** Removes a day's row, as an import does when the day has no clicks and no conversions left. */
    drop: (day: string) =>
      t.database.db.delete(reportDays).where(and(eq(reportDays.linkId, link.id), eq(reportDays.day, day))),
  };
}

/** A campaign confirmed at that instant, written directly (the campaign moves have their own tests). */
export async function confirmedCampaign(
  t: TTestApp,
  sellerId: string,
  publisherId: string,
  options: { priceMinor: number; confirmedAt: Date; countryCode?: string },
) {
  const countryCode = options.countryCode ?? 'US';
  const placementId = await insertPlacement(t, publisherId);
  const id = newId('cmp');
  await t.database.db.insert(campaigns).values({
    id,
    placementId,
    publisherId,
    sellerId,
    brandName: 'Copper Kettle',
    countryCode,
    priceMinor: options.priceMinor,
    currency: marketplaceOf(countryCode).currency,
    placementTitle: 'Gift guide feature',
    status: 'confirmed',
    confirmedAt: options.confirmedAt,
  });
  return id;
}

/** A seller's billings of a marketplace with their items, oldest month first. */
export async function sellerBillingsOf(t: TTestApp, sellerId: string, countryCode = 'US') {
  const rows = await t.database.db
    .select()
    .from(sellerBillings)
    .where(and(eq(sellerBillings.sellerId, sellerId), eq(sellerBillings.countryCode, countryCode)))
    .orderBy(asc(sellerBillings.month));
  return Promise.all(
    rows.map(async (billing) => ({
      ...billing,
      items: await t.database.db
        .select()
        .from(sellerBillingItems)
        .where(eq(sellerBillingItems.billingId, billing.id))
        .orderBy(
          asc(sellerBillingItems.month),
          asc(sellerBillingItems.asin),
          asc(sellerBillingItems.publisherId),
        ),
    })),
  );
}

/** A publisher's statements with their campaigns. */
export async function publisherBillingsOf(t: TTestApp, publisherId: string) {
  const rows = await t.database.db
    .select()
    .from(publisherBillings)
    .where(eq(publisherBillings.publisherId, publisherId))
    .orderBy(asc(publisherBillings.month));
  return Promise.all(
    rows.map(async (billing) => ({
      ...billing,
      campaignIds: (
        await t.database.db
          .select({ id: publisherBillingItems.campaignId })
          .from(publisherBillingItems)
          .where(eq(publisherBillingItems.billingId, billing.id))
      )
        .map((r) => r.id)
        .sort(),
    })),
  );
}
