import { eq } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { imContacts } from '../../db/schema';

export type TImRow = typeof imContacts.$inferSelect;

export async function findImContact(db: TDb, userId: string): Promise<TImRow | undefined> {
  const [row] = await db.select().from(imContacts).where(eq(imContacts.userId, userId)).limit(1);
  return row;
}

/** One contact per account: saving again replaces it. */
export async function upsertImContact(db: TDb, row: TImRow): Promise<TImRow> {
  const { channel, handle, updatedAt } = row;
  const [saved] = await db
    .insert(imContacts)
    .values(row)
    .onConflictDoUpdate({ target: imContacts.userId, set: { channel, handle, updatedAt } })
    .returning();
  return saved as TImRow;
}
