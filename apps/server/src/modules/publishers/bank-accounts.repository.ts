import { and, eq, sql } from 'drizzle-orm';
import type { TQueryable } from '../../db/client';
import { publisherBankAccounts } from '../../db/schema';

export type TBankAccountRow = typeof publisherBankAccounts.$inferSelect;
/** What the publisher sends: the account without its review. */
export type TBankAccountDetails = Omit<
  TBankAccountRow,
  'status' | 'reviewReason' | 'reviewedAt' | 'reviewedBy' | 'submittedAt'
>;

export async function findBankAccount(db: TQueryable, userId: string): Promise<TBankAccountRow | undefined> {
  const [row] = await db
    .select()
    .from(publisherBankAccounts)
    .where(eq(publisherBankAccounts.userId, userId))
    .limit(1);
  return row;
}

/**
 * Saves the account. Details unchanged (the same fingerprint) keep their review and time;
 * anything else goes to review again, its last decision cleared.
 */
export async function saveBankAccount(db: TQueryable, details: TBankAccountDetails): Promise<void> {
  const review = {
    status: 'pending' as const,
    reviewReason: null,
    reviewedAt: null,
    reviewedBy: null,
    submittedAt: details.updatedAt,
  };
  await db
    .insert(publisherBankAccounts)
    .values({ ...details, ...review })
    .onConflictDoUpdate({
      target: publisherBankAccounts.userId,
      set: { ...details, ...review },
      setWhere: sql`${publisherBankAccounts.fingerprint} <> excluded.fingerprint`,
    });
}

/** An operator's decision on the account as it is now; false when it already stands so. */
export async function setBankReview(
  db: TQueryable,
  userId: string,
  review: { status: 'approved' | 'rejected'; reason: string | null; operatorId: string; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(publisherBankAccounts)
    .set({
      status: review.status,
      reviewReason: review.reason,
      reviewedAt: review.now,
      reviewedBy: review.operatorId,
    })
    .where(
      and(eq(publisherBankAccounts.userId, userId), sql`${publisherBankAccounts.status} <> ${review.status}`),
    )
    .returning({ userId: publisherBankAccounts.userId });
  return rows.length > 0;
}
