import { eq } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { operators, users } from '../../db/schema';

export type TUserRow = typeof users.$inferSelect;
export type TOperatorRow = typeof operators.$inferSelect;

export async function findUserByEmail(db: TDb, email: string): Promise<TUserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function findUserById(db: TDb, id: string): Promise<TUserRow | undefined> {
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
