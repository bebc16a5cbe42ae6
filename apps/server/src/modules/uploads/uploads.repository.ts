import { and, eq, inArray } from 'drizzle-orm';
import type { TDb, TQueryable } from '../../db/client';
import { uploads } from '../../db/schema';

export type TUploadRow = typeof uploads.$inferSelect;

export async function insertUpload(db: TDb, row: typeof uploads.$inferInsert): Promise<TUploadRow> {
  const [inserted] = await db.insert(uploads).values(row).returning();
  return inserted as TUploadRow;
}

/** What an upload kept as sent before keeps now it has been checked (upload-bytes.ts). */
export async function setUploadContent(
  db: TDb,
  id: string,
  content: Pick<TUploadRow, 'contentType' | 'sizeBytes'>,
): Promise<void> {
  await db.update(uploads).set(content).where(eq(uploads.id, id));
}

export async function findUploadByKey(db: TDb, storageKey: string): Promise<TUploadRow | undefined> {
  const [row] = await db.select().from(uploads).where(eq(uploads.storageKey, storageKey)).limit(1);
  return row;
}

/** The account's own uploads among `ids` (another account's are simply not found). */
export function findOwnUploads(db: TQueryable, userId: string, ids: string[]): Promise<TUploadRow[]> {
  if (ids.length === 0) {
    return Promise.resolve([]);
  }
  return db
    .select()
    .from(uploads)
    .where(and(eq(uploads.userId, userId), inArray(uploads.id, ids)));
}
