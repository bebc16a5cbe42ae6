import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TDb, TQueryable } from '../../db/client';
import { operators, publisherProfiles, sessions, users } from '../../db/schema';

export type TUserRow = typeof users.$inferSelect;
export type TOperatorRow = typeof operators.$inferSelect;

export async function findUserByEmail(db: TQueryable, email: string): Promise<TUserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function findUserById(db: TQueryable, id: string): Promise<TUserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserByReferralCode(db: TDb, code: string): Promise<TUserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.referralCode, code.toUpperCase())).limit(1);
  return row;
}

export async function findOperatorByEmail(db: TDb, email: string): Promise<TOperatorRow | undefined> {
  const [row] = await db.select().from(operators).where(eq(operators.email, email)).limit(1);
  return row;
}

export async function findOperatorById(db: TDb, id: string): Promise<TOperatorRow | undefined> {
  const [row] = await db.select().from(operators).where(eq(operators.id, id)).limit(1);
  return row;
}

/** A query handle: the database, or the transaction a service opened. */

/** A pending account becomes active; answers false when it was not pending. */
export async function activateUser(db: TQueryable, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ status: 'active', activatedAt: now })
    .where(and(eq(users.id, id), eq(users.status, 'pending')))
    .returning({ id: users.id });
  return rows.length > 0;
}

export async function setPasswordHash(db: TQueryable, id: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, id));
}

export async function saveProfile(
  db: TQueryable,
  id: string,
  profile: Record<string, unknown>,
  completedAt: Date,
): Promise<TUserRow | undefined> {
  const [row] = await db
    .update(users)
    // Merged: fields the role's own profile screen added since (a publisher's categories) stay.
    .set({
      profile: sql`coalesce(${users.profile}, '{}'::jsonb) || ${JSON.stringify(profile)}::jsonb`,
      profileCompletedAt: completedAt,
    })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/** Ends every live session of the account (password reset); signed-out ones keep their time. */
export async function revokeUserSessions(db: TQueryable, userId: string, now: Date): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length;
}

/** A new account; a publisher gets its (empty) profile row with it. */
export async function insertUser(db: TQueryable, row: typeof users.$inferInsert): Promise<void> {
  await db.insert(users).values(row);
  if (row.role === 'publisher') {
    await db.insert(publisherProfiles).values({ userId: row.id });
  }
}
