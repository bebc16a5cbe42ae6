import { and, count, desc, eq, gt, ne, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import {
  attributionRuns,
  billingCloses,
  conversations,
  payments,
  publisherBankAccounts,
  publisherBillings,
  publisherProfiles,
  sellerBillings,
  users,
} from '../../db/schema';

// One short query per number of the console summary, each on an index of its queue.

/** Publishers waiting for review, their accounts activated (publisher_profiles_review_idx). */
export async function countPublishersPending(db: TDb): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(publisherProfiles)
    .innerJoin(users, eq(users.id, publisherProfiles.userId))
    .where(and(eq(publisherProfiles.reviewStatus, 'pending'), ne(users.status, 'pending')));
  return row?.n ?? 0;
}

/** Bank accounts waiting for review (publisher_bank_accounts_review_idx). */
export async function countBanksPending(db: TDb): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(publisherBankAccounts)
    .where(eq(publisherBankAccounts.status, 'pending'));
  return row?.n ?? 0;
}

/**
 * Seller billings not paid, per currency, split by whether the due time passed (the billing
 * module's `billingDisplayStatus`: unpaid at or after `dueAt` reads overdue).
 */
export async function sumSellerBillingsUnpaid(
  db: TDb,
  now: Date,
): Promise<{ currency: string; overdue: boolean; count: number; amount: number }[]> {
  const at = now.toISOString();
  const overdue = sql`${sellerBillings.dueAt} <= ${at}::timestamptz`;
  const rows = await db
    .select({
      currency: sellerBillings.currency,
      dueCount: sql<number>`count(*) filter (where not (${overdue}))`.mapWith(Number),
      dueAmount: sql<string | null>`sum(${sellerBillings.totalMinor}) filter (where not (${overdue}))`,
      overdueCount: sql<number>`count(*) filter (where ${overdue})`.mapWith(Number),
      overdueAmount: sql<string | null>`sum(${sellerBillings.totalMinor}) filter (where ${overdue})`,
    })
    .from(sellerBillings)
    .where(eq(sellerBillings.status, 'unpaid'))
    .groupBy(sellerBillings.currency);
  return rows.flatMap((row) => [
    ...(row.dueCount > 0
      ? [{ currency: row.currency, overdue: false, count: row.dueCount, amount: Number(row.dueAmount ?? 0) }]
      : []),
    ...(row.overdueCount > 0
      ? [
          {
            currency: row.currency,
            overdue: true,
            count: row.overdueCount,
            amount: Number(row.overdueAmount ?? 0),
          },
        ]
      : []),
  ]);
}

/** Bank transfers submitted and waiting for an operator (payments_open_idx). */
export async function countTransfersSubmitted(db: TDb): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(payments)
    .where(and(eq(payments.status, 'submitted'), eq(payments.provider, 'bank_transfer')));
  return row?.n ?? 0;
}

/** Publisher statements with a reference waiting for confirmation (publisher_billings_submitted_idx). */
export async function countStatementsProcessing(db: TDb): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(publisherBillings)
    .where(eq(publisherBillings.status, 'processing'));
  return row?.n ?? 0;
}

/** Conversations with messages the operators have not read (conversations_unread_idx). */
export async function countConversationsUnread(db: TDb): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(conversations)
    .where(gt(conversations.operatorUnread, 0));
  return row?.n ?? 0;
}

/** The latest attribution run (one row per marketplace and day: a small table). */
export async function findLatestAttributionRun(db: TDb) {
  const [row] = await db
    .select({ status: attributionRuns.status, at: attributionRuns.startedAt })
    .from(attributionRuns)
    .orderBy(desc(attributionRuns.startedAt))
    .limit(1);
  return row;
}

/** The latest month close (one row per marketplace and month). */
export async function findLatestMonthClose(db: TDb) {
  const [row] = await db
    .select({ status: billingCloses.status, at: billingCloses.startedAt })
    .from(billingCloses)
    .orderBy(desc(billingCloses.startedAt))
    .limit(1);
  return row;
}
