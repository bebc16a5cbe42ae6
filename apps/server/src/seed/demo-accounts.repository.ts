import { count, eq, inArray } from 'drizzle-orm';
import type { TDb, TQueryable } from '../db/client';
import { operators, publisherProfiles, sellerSettings, users } from '../db/schema';

// The demo accounts' rows: written once into an empty database, and held to what a start serves.

export async function countOperators(db: TDb): Promise<number> {
  const [{ value } = { value: 0 }] = await db.select({ value: count() }).from(operators);
  return value;
}

/** The account row alone: not `insertUser`, whose publisher gets a blank profile the demo writes itself. */
export async function insertAccountRow(tx: TQueryable, row: typeof users.$inferInsert): Promise<void> {
  await tx.insert(users).values(row);
}

/** The seller notice agreed, as a seller who opens the portal has done. */
export async function insertNoticeAgreed(
  tx: TQueryable,
  sellerId: string,
  noticeVersion: string,
  at: Date,
): Promise<void> {
  await tx.insert(sellerSettings).values({ userId: sellerId, noticeVersion, noticeAgreedAt: at });
}

/** A publisher's profile row: approved when `reviewedAt` is given, else waiting for review. */
export async function insertPublisherReview(tx: TQueryable, publisherId: string, approvedAt: Date | null) {
  await tx
    .insert(publisherProfiles)
    .values(
      approvedAt
        ? { userId: publisherId, reviewStatus: 'approved', reviewedAt: approvedAt }
        : { userId: publisherId },
    );
}

export async function listUsersByEmails(db: TDb, emails: string[]) {
  return db.select().from(users).where(inArray(users.email, emails));
}

export async function listOperatorsByEmails(db: TDb, emails: string[]) {
  return db.select().from(operators).where(inArray(operators.email, emails));
}

export async function setUserStatus(db: TDb, id: string, status: 'active' | 'disabled'): Promise<void> {
  await db.update(users).set({ status }).where(eq(users.id, id));
}

export async function setOperatorEnabled(db: TDb, id: string, enabled: boolean): Promise<void> {
  await db.update(operators).set({ enabled }).where(eq(operators.id, id));
}
