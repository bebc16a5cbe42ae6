import { eq } from 'drizzle-orm';
import type { TDb, TQueryable } from '../../db/client';
import { apiKeys, users } from '../../db/schema';

export type TApiKeyRow = typeof apiKeys.$inferSelect;

export async function findApiKeyOfUser(db: TDb, userId: string): Promise<TApiKeyRow | undefined> {
  const [row] = await db.select().from(apiKeys).where(eq(apiKeys.userId, userId)).limit(1);
  return row;
}

/** The key and its account, for every open-API call. */
export async function findApiKeyByHash(db: TDb, keyHash: string) {
  const [row] = await db
    .select({ key: apiKeys, role: users.role, status: users.status })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(eq(apiKeys.keyHash, keyHash))
    .limit(1);
  return row;
}

/** Answers the new row, or undefined when the account already has a key (one per account). */
export async function insertApiKey(db: TDb, row: TApiKeyRow): Promise<TApiKeyRow | undefined> {
  const [inserted] = await db
    .insert(apiKeys)
    .values(row)
    .onConflictDoNothing({ target: apiKeys.userId })
    .returning();
  return inserted;
}

/** Replaces the account's key in place: the old one stops working with this statement. */
export async function replaceApiKey(
  db: TDb,
  userId: string,
  next: Pick<TApiKeyRow, 'keyHash' | 'masked' | 'createdAt'>,
): Promise<TApiKeyRow | undefined> {
  const [row] = await db
    .update(apiKeys)
    .set({ ...next, lastUsedAt: null })
    .where(eq(apiKeys.userId, userId))
    .returning();
  return row;
}

export async function touchApiKey(db: TDb, id: string, at: Date): Promise<void> {
  await db.update(apiKeys).set({ lastUsedAt: at }).where(eq(apiKeys.id, id));
}

/**
 * Revokes the account's key (a password reset through the e-mailed link): the row goes, so the key
 * answers 3010 from this statement on and the owner creates a new one. Answers how many went.
 */
export async function deleteApiKeysOfUser(db: TQueryable, userId: string): Promise<number> {
  const rows = await db.delete(apiKeys).where(eq(apiKeys.userId, userId)).returning({ id: apiKeys.id });
  return rows.length;
}
