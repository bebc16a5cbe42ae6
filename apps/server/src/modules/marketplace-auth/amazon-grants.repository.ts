import type { TAmazonGrantKind, TAmazonRegion, TCountryCode } from '@atlas/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { TQueryable } from '../../db/client';
import { amazonAdsProfiles, amazonGrants } from '../../db/schema';

export type TAmazonGrantRow = typeof amazonGrants.$inferSelect;
export type TAmazonAdsProfileRow = typeof amazonAdsProfiles.$inferSelect;

/** The seller's grants, every region and kind (the Account page, the import). */
export function findGrantsOfUser(db: TQueryable, userId: string): Promise<TAmazonGrantRow[]> {
  return db.select().from(amazonGrants).where(eq(amazonGrants.userId, userId));
}

export async function findGrant(
  db: TQueryable,
  userId: string,
  region: TAmazonRegion,
  kind: TAmazonGrantKind,
): Promise<TAmazonGrantRow | undefined> {
  const [row] = await db
    .select()
    .from(amazonGrants)
    .where(and(eq(amazonGrants.userId, userId), eq(amazonGrants.region, region), eq(amazonGrants.kind, kind)))
    .limit(1);
  return row;
}

/** A new consent replaces the grant of its region and kind, and makes it active again. */
export async function saveGrant(
  db: TQueryable,
  row: Omit<TAmazonGrantRow, 'status' | 'problem' | 'updatedAt'>,
): Promise<TAmazonGrantRow> {
  const fresh = { ...row, status: 'active' as const, problem: null, updatedAt: row.grantedAt };
  const [saved] = await db
    .insert(amazonGrants)
    .values(fresh)
    .onConflictDoUpdate({
      target: [amazonGrants.userId, amazonGrants.region, amazonGrants.kind],
      set: {
        clientId: fresh.clientId,
        refreshToken: fresh.refreshToken,
        sellingPartnerId: fresh.sellingPartnerId,
        status: 'active',
        problem: null,
        grantedAt: fresh.grantedAt,
        updatedAt: fresh.updatedAt,
      },
    })
    .returning();
  return saved as TAmazonGrantRow;
}

/** Amazon refused the grant: it stays, marked, until the seller consents again. */
export async function markGrantRevoked(
  db: TQueryable,
  grantId: string,
  problem: string,
  at: Date,
): Promise<void> {
  await db
    .update(amazonGrants)
    .set({ status: 'revoked', problem: problem.slice(0, 500), updatedAt: at })
    .where(eq(amazonGrants.id, grantId));
}

export function findAdsProfilesOfUser(db: TQueryable, userId: string): Promise<TAmazonAdsProfileRow[]> {
  return db.select().from(amazonAdsProfiles).where(eq(amazonAdsProfiles.userId, userId));
}

/** The region's profiles as Amazon answered them now: the region's older rows are replaced. */
export async function replaceAdsProfiles(
  db: TQueryable,
  userId: string,
  countries: TCountryCode[],
  rows: TAmazonAdsProfileRow[],
): Promise<void> {
  await db
    .delete(amazonAdsProfiles)
    .where(and(eq(amazonAdsProfiles.userId, userId), inArray(amazonAdsProfiles.countryCode, countries)));
  if (rows.length > 0) {
    await db.insert(amazonAdsProfiles).values(rows);
  }
}

/** The seller's profile in a marketplace (the attribution import, the link's tag). */
export async function findAdsProfile(
  db: TQueryable,
  userId: string,
  countryCode: TCountryCode,
): Promise<TAmazonAdsProfileRow | undefined> {
  const [row] = await db
    .select()
    .from(amazonAdsProfiles)
    .where(and(eq(amazonAdsProfiles.userId, userId), eq(amazonAdsProfiles.countryCode, countryCode)))
    .limit(1);
  return row;
}
