import type { TBillingDisplayStatus, TCountryCode, TStatementPaymentMethod } from '@atlas/shared';
import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { TQueryable } from '../../db/client';
import { campaigns, publisherBillingItems, publisherBillings, users } from '../../db/schema';
import { displayStatusWhere } from './billing-status-where';

// Reading a publisher's statements, always with the publisher's id in the where: another
// publisher's statement is simply not found.

export type TPublisherBillingRecord = typeof publisherBillings.$inferSelect;
export type TPublisherBillingFilter = {
  publisherId: string;
  countryCode?: TCountryCode;
  status?: TBillingDisplayStatus;
};

const b = publisherBillings;

function filterWhere(filter: TPublisherBillingFilter, now: Date): SQL | undefined {
  return and(
    eq(b.publisherId, filter.publisherId),
    filter.countryCode ? eq(b.countryCode, filter.countryCode) : undefined,
    displayStatusWhere(b, filter.status, now),
  );
}

/** A page of the publisher's statements, newest month first, and how many match in all. */
export async function listPublisherBillings(
  db: TQueryable,
  filter: TPublisherBillingFilter,
  now: Date,
  page: { limit: number; offset: number },
): Promise<{ items: TPublisherBillingRecord[]; total: number }> {
  const where = filterWhere(filter, now);
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(b)
      .where(where)
      .orderBy(desc(b.month), asc(b.countryCode), desc(b.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(b).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

/** Count and sum of the statements showing `status`, as aggregate columns. */
function figureOf(status: TBillingDisplayStatus, now: Date) {
  const where = displayStatusWhere(b, status, now);
  return {
    count: sql<number>`(count(*) filter (where ${where}))::int`,
    amountMinor: sql<number>`coalesce(sum(${b.amountMinor}) filter (where ${where}), 0)::float8`,
  };
}

/** The publisher's statements per currency: count and sum of each shown tag. */
export function sumPublisherBillings(
  db: TQueryable,
  publisherId: string,
  countryCode: TCountryCode | undefined,
  now: Date,
) {
  return db
    .select({
      currency: b.currency,
      unpaid: figureOf('unpaid', now),
      overdue: figureOf('overdue', now),
      processing: figureOf('processing', now),
      paid: figureOf('paid', now),
    })
    .from(b)
    .where(and(eq(b.publisherId, publisherId), countryCode ? eq(b.countryCode, countryCode) : undefined))
    .groupBy(b.currency)
    .orderBy(asc(b.currency));
}

/** One statement of the publisher; undefined when unknown or another's. */
export async function findPublisherBilling(
  db: TQueryable,
  publisherId: string,
  id: string,
): Promise<TPublisherBillingRecord | undefined> {
  const [row] = await db
    .select()
    .from(b)
    .where(and(eq(b.id, id), eq(b.publisherId, publisherId)))
    .limit(1);
  return row;
}

/** The campaigns a statement charges, oldest confirmation first, with the seller's name. */
export function findStatementCampaigns(db: TQueryable, billingId: string) {
  return db
    .select({
      campaignId: campaigns.id,
      brandName: campaigns.brandName,
      placementTitle: campaigns.placementTitle,
      sellerName: users.name,
      confirmedAt: campaigns.confirmedAt,
      priceMinor: publisherBillingItems.priceMinor,
    })
    .from(publisherBillingItems)
    .innerJoin(campaigns, eq(campaigns.id, publisherBillingItems.campaignId))
    .innerJoin(users, eq(users.id, campaigns.sellerId))
    .where(eq(publisherBillingItems.billingId, billingId))
    .orderBy(asc(campaigns.confirmedAt), asc(campaigns.id));
}

/** unpaid → processing with the reference, only from unpaid; undefined when the state was another. */
export async function submitStatementReference(
  db: TQueryable,
  change: { publisherId: string; id: string; method: TStatementPaymentMethod; reference: string; at: Date },
): Promise<TPublisherBillingRecord | undefined> {
  const [row] = await db
    .update(b)
    .set({
      status: 'processing',
      paymentMethod: change.method,
      paymentReference: change.reference,
      submittedAt: change.at,
      updatedAt: change.at,
    })
    .where(and(eq(b.id, change.id), eq(b.publisherId, change.publisherId), eq(b.status, 'unpaid')))
    .returning();
  return row;
}
