import { and, eq, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { marketplaceIdentities, sellerSettings } from '../../db/schema';

export type TSellerSettingsRow = typeof sellerSettings.$inferSelect;
export type TMarketplaceIdentityRow = typeof marketplaceIdentities.$inferSelect;
type TSettingsPatch = Partial<Omit<TSellerSettingsRow, 'userId'>>;

export async function findSellerSettings(db: TDb, sellerId: string): Promise<TSellerSettingsRow | undefined> {
  const [row] = await db.select().from(sellerSettings).where(eq(sellerSettings.userId, sellerId)).limit(1);
  return row;
}

/** Writes some settings, creating the row on a seller's first write. */
export async function upsertSellerSettings(
  db: TDb,
  sellerId: string,
  patch: TSettingsPatch,
): Promise<TSellerSettingsRow> {
  const [row] = await db
    .insert(sellerSettings)
    .values({ userId: sellerId, ...patch })
    .onConflictDoUpdate({ target: sellerSettings.userId, set: patch })
    .returning();
  return row as TSellerSettingsRow;
}

export type TStepKey =
  | 'onboardingCompletedAt'
  | 'associateCompletedAt'
  | 'associatePublisherCompletedAt'
  | 'associatePublisherDetailCompletedAt';

/** Records a step's first completion only: a second call keeps the first time (one statement, no race). */
export async function markStepOnce(db: TDb, sellerId: string, key: TStepKey, at: Date): Promise<Date> {
  const column = sellerSettings[key];
  const [row] = await db
    .insert(sellerSettings)
    .values({ userId: sellerId, [key]: at, updatedAt: at })
    .onConflictDoUpdate({
      target: sellerSettings.userId,
      set: { [key]: sql`coalesce(${column}, excluded.${sql.identifier(column.name)})`, updatedAt: at },
    })
    .returning({ at: column });
  return row?.at ?? at;
}

/** The seller's Amazon connection (written by the marketplace sign-in), or none. */
export async function findMarketplaceIdentity(
  db: TDb,
  sellerId: string,
): Promise<TMarketplaceIdentityRow | undefined> {
  const [row] = await db
    .select()
    .from(marketplaceIdentities)
    .where(and(eq(marketplaceIdentities.userId, sellerId), eq(marketplaceIdentities.marketplace, 'amazon')))
    .limit(1);
  return row;
}

/** The notice version the seller agreed to, or null (none, or no settings yet). */
export async function findNoticeVersion(db: Pick<TDb, 'select'>, sellerId: string): Promise<string | null> {
  const [row] = await db
    .select({ version: sellerSettings.noticeVersion })
    .from(sellerSettings)
    .where(eq(sellerSettings.userId, sellerId))
    .limit(1);
  return row?.version ?? null;
}
