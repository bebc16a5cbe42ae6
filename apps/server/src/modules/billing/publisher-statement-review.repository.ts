import type { TBillingStatus } from '@atlas/shared';
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { TQueryable } from '../../db/client';
import { publisherBillings, users } from '../../db/schema';

// The console's view of publishers' statements: the submitted references waiting for an
// operator, and the confirm or reject that settles one.

const b = publisherBillings;
const columns = { billing: b, publisherName: users.name, publisherEmail: users.email };

export type TReviewedStatement = {
  billing: typeof b.$inferSelect;
  publisherName: string;
  publisherEmail: string;
};

function joined(db: TQueryable, where: SQL | undefined) {
  return db.select(columns).from(b).innerJoin(users, eq(users.id, b.publisherId)).where(where);
}

/** Statements of one state, the longest waiting first. */
export async function listStatementsByStatus(
  db: TQueryable,
  status: TBillingStatus,
  page: { limit: number; offset: number },
): Promise<{ items: TReviewedStatement[]; total: number }> {
  const where = eq(b.status, status);
  const [items, [total]] = await Promise.all([
    joined(db, where)
      .orderBy(asc(b.submittedAt), desc(b.month), asc(b.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(b).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

export async function findReviewedStatement(
  db: TQueryable,
  id: string,
): Promise<TReviewedStatement | undefined> {
  const [row] = await joined(db, eq(b.id, id)).limit(1);
  return row;
}

/** processing → paid by the operator; false when the statement was not processing. */
export async function markStatementPaid(
  db: TQueryable,
  change: { id: string; operatorId: string; at: Date },
): Promise<boolean> {
  const rows = await db
    .update(b)
    .set({ status: 'paid', paidAt: change.at, confirmedBy: change.operatorId, updatedAt: change.at })
    .where(and(eq(b.id, change.id), eq(b.status, 'processing')))
    .returning({ id: b.id });
  return rows.length > 0;
}

/** processing → unpaid, the reference cleared; false when the statement was not processing. */
export async function reopenStatement(db: TQueryable, change: { id: string; at: Date }): Promise<boolean> {
  const rows = await db
    .update(b)
    .set({
      status: 'unpaid',
      paymentMethod: null,
      paymentReference: null,
      submittedAt: null,
      updatedAt: change.at,
    })
    .where(and(eq(b.id, change.id), eq(b.status, 'processing')))
    .returning({ id: b.id });
  return rows.length > 0;
}
