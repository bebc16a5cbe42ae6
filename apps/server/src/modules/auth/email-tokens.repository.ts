import { and, eq, gt, isNull } from 'drizzle-orm';
import type { TQueryable } from '../../db/client';
import { userTokens } from '../../db/schema';

export type TLinkPurpose = 'activate' | 'reset_password';
export type TLinkTokenRow = typeof userTokens.$inferSelect;

/** Older live links of a purpose expire now, so only the newest e-mail works. */
export async function expireLiveLinkTokens(
  db: TQueryable,
  userId: string,
  purpose: TLinkPurpose,
  now: Date,
): Promise<void> {
  await db
    .update(userTokens)
    .set({ expiresAt: now })
    .where(
      and(
        eq(userTokens.userId, userId),
        eq(userTokens.purpose, purpose),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, now),
      ),
    );
}

export async function insertLinkToken(db: TQueryable, row: typeof userTokens.$inferInsert): Promise<void> {
  await db.insert(userTokens).values(row);
}

/** The token row of a link by its hash and purpose, whatever its state. */
export async function findLinkTokenByHash(
  db: TQueryable,
  tokenHash: string,
  purpose: TLinkPurpose,
): Promise<TLinkTokenRow | undefined> {
  const [row] = await db
    .select()
    .from(userTokens)
    .where(and(eq(userTokens.tokenHash, tokenHash), eq(userTokens.purpose, purpose)))
    .limit(1);
  return row;
}

/** Marks a link used while it is unused: false when another request spent it first. */
export async function spendLinkToken(db: TQueryable, id: string, now: Date): Promise<boolean> {
  const spent = await db
    .update(userTokens)
    .set({ usedAt: now })
    .where(and(eq(userTokens.id, id), isNull(userTokens.usedAt)))
    .returning({ id: userTokens.id });
  return spent.length > 0;
}
