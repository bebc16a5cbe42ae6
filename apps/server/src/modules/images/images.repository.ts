import { and, asc, eq, inArray } from 'drizzle-orm';
import type { TDb, TQueryable } from '../../db/client';
import { storedImages } from '../../db/schema';

export type TStoredImageRow = typeof storedImages.$inferSelect;

export async function findImageByName(db: TDb, name: string): Promise<TStoredImageRow | undefined> {
  const [row] = await db.select().from(storedImages).where(eq(storedImages.name, name)).limit(1);
  return row;
}

/** The account's first image with these bytes (the same upload again answers it). */
export async function findOwnImageByDigest(
  db: TDb,
  ownerId: string,
  sha256: string,
): Promise<TStoredImageRow | undefined> {
  const [row] = await db
    .select()
    .from(storedImages)
    .where(and(eq(storedImages.ownerId, ownerId), eq(storedImages.sha256, sha256)))
    .orderBy(asc(storedImages.createdAt))
    .limit(1);
  return row;
}

/** Names the account's stored image anew (the same bytes uploaded again under another file name). */
export async function setImageFileName(
  db: TDb,
  name: string,
  fileName: string,
): Promise<TStoredImageRow | undefined> {
  const [row] = await db
    .update(storedImages)
    .set({ fileName })
    .where(eq(storedImages.name, name))
    .returning();
  return row;
}

export async function insertImage(db: TDb, row: typeof storedImages.$inferInsert): Promise<TStoredImageRow> {
  const [inserted] = await db.insert(storedImages).values(row).returning();
  return inserted as TStoredImageRow;
}

/** The account's images among `names` (another account's are simply not found). */
export function findOwnImagesByName(
  db: TQueryable,
  ownerId: string,
  names: string[],
): Promise<TStoredImageRow[]> {
  if (names.length === 0) {
    return Promise.resolve([]);
  }
  return db
    .select()
    .from(storedImages)
    .where(and(eq(storedImages.ownerId, ownerId), inArray(storedImages.name, names)));
}
