import type { TMarketplaceProvider } from '@atlas/shared';
import { and, eq } from 'drizzle-orm';
import type { TQueryable } from '../../db/client';
import { marketplaceIdentities, users } from '../../db/schema';

export type TIdentityRow = typeof marketplaceIdentities.$inferSelect;
type TIdentityFields = Pick<TIdentityRow, 'sellingPartnerId' | 'email' | 'name' | 'refreshToken'>;

/** The identity of a marketplace user, with the account it is linked to (sign-in). */
export async function findIdentityWithUser(
  db: TQueryable,
  provider: TMarketplaceProvider,
  externalUserId: string,
) {
  const [row] = await db
    .select({ identity: marketplaceIdentities, user: users })
    .from(marketplaceIdentities)
    .innerJoin(users, eq(users.id, marketplaceIdentities.userId))
    .where(
      and(
        eq(marketplaceIdentities.provider, provider),
        eq(marketplaceIdentities.externalUserId, externalUserId),
      ),
    )
    .limit(1);
  return row;
}

/** The account's own Amazon link, if any. */
export async function findIdentityOfUser(db: TQueryable, userId: string): Promise<TIdentityRow | undefined> {
  const [row] = await db
    .select()
    .from(marketplaceIdentities)
    .where(and(eq(marketplaceIdentities.userId, userId), eq(marketplaceIdentities.marketplace, 'amazon')))
    .limit(1);
  return row;
}

export async function insertIdentity(db: TQueryable, row: typeof marketplaceIdentities.$inferInsert) {
  const [inserted] = await db.insert(marketplaceIdentities).values(row).returning();
  return inserted as TIdentityRow;
}

/** Renews the account's own link (tenancy: the owner's id is in the where). */
export async function updateIdentityOfUser(
  db: TQueryable,
  userId: string,
  id: string,
  values: TIdentityFields & Partial<Pick<TIdentityRow, 'provider' | 'externalUserId' | 'linkedAt'>>,
) {
  const [row] = await db
    .update(marketplaceIdentities)
    .set(values)
    .where(and(eq(marketplaceIdentities.id, id), eq(marketplaceIdentities.userId, userId)))
    .returning();
  return row as TIdentityRow;
}
