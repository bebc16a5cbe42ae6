import { eq } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { uploads } from '../../db/schema';

export type TUploadRow = typeof uploads.$inferSelect;

export async function insertUpload(db: TDb, row: typeof uploads.$inferInsert): Promise<TUploadRow> {
  const [inserted] = await db.insert(uploads).values(row).returning();
  return inserted as TUploadRow;
}

export async function findUploadByKey(db: TDb, storageKey: string): Promise<TUploadRow | undefined> {
  const [row] = await db.select().from(uploads).where(eq(uploads.storageKey, storageKey)).limit(1);
  return row;
}
