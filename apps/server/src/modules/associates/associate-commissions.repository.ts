import { and, asc, count, desc, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TTx } from '../../db/client';
import {
  associateCommissionHistory,
  associateCommissions,
  brands,
  publisherProfiles,
  users,
} from '../../db/schema';
import { containing } from '../../platform/like';

// Associate commissions: a seller's extra rate for associate publishers on a brand (publisher
// null) or on a brand for one publisher (which wins), and the history of every change.

export type TRate = {
  id: string;
  sellerId: string;
  brandId: string;
  publisherId: string | null;
  commissionBp: number;
};

/** The columns of a TRate. */
const rateColumns = {
  id: associateCommissions.id,
  sellerId: associateCommissions.sellerId,
  brandId: associateCommissions.brandId,
  publisherId: associateCommissions.publisherId,
  commissionBp: associateCommissions.commissionBp,
};

/** The rates on these brands that can apply to one publisher: each brand's and the publisher's own. */
export async function findRatesForPublisher(
  db: TTx,
  publisherId: string,
  brandIds: string[],
): Promise<TRate[]> {
  if (brandIds.length === 0) {
    return [];
  }
  const c = associateCommissions;
  return db
    .select(rateColumns)
    .from(c)
    .where(
      and(
        sql`${c.brandId} = any(${sql.param(brandIds)}::text[])`,
        or(isNull(c.publisherId), eq(c.publisherId, publisherId)),
      ),
    );
}

/** Every rate of one of the seller's brands: the brand's and each publisher's own. */
export function findBrandRates(db: TTx, sellerId: string, brandId: string): Promise<TRate[]> {
  const c = associateCommissions;
  return db
    .select(rateColumns)
    .from(c)
    .where(and(eq(c.sellerId, sellerId), eq(c.brandId, brandId)));
}

/** Two saves of a brand's rates queue behind each other (a new key is inserted once). */
export async function lockBrands(tx: TTx, sellerId: string, ids: string[]): Promise<void> {
  await tx.execute(sql`
    select id from ${brands}
    where seller_id = ${sellerId} and id = any(${sql.param([...ids].sort())}::text[])
    order by id for update`);
}

/** The rate of one key, locked for the transaction (a save reads, then writes it). */
export async function lockRate(
  db: TTx,
  key: { sellerId: string; brandId: string; publisherId: string | null },
): Promise<TRate | undefined> {
  const c = associateCommissions;
  const [row] = await db
    .select(rateColumns)
    .from(c)
    .where(
      and(
        eq(c.sellerId, key.sellerId),
        eq(c.brandId, key.brandId),
        key.publisherId ? eq(c.publisherId, key.publisherId) : isNull(c.publisherId),
      ),
    )
    .for('update');
  return row;
}

export type TRateWrite = {
  id: string;
  sellerId: string;
  brandId: string;
  publisherId: string | null;
  oldBp: number | null;
  newBp: number;
  changedBy: string;
  historyId: string;
};

/** Writes a rate (insert or update by its key) and its history row. */
export async function writeRate(tx: TTx, write: TRateWrite, now: Date): Promise<void> {
  const c = associateCommissions;
  if (write.oldBp === null) {
    await tx.insert(c).values({
      id: write.id,
      sellerId: write.sellerId,
      brandId: write.brandId,
      publisherId: write.publisherId,
      commissionBp: write.newBp,
      updatedBy: write.changedBy,
      updatedAt: now,
    });
  } else {
    await tx
      .update(c)
      .set({ commissionBp: write.newBp, updatedBy: write.changedBy, updatedAt: now })
      .where(and(eq(c.id, write.id), eq(c.sellerId, write.sellerId)));
  }
  await tx.insert(associateCommissionHistory).values({
    id: write.historyId,
    sellerId: write.sellerId,
    brandId: write.brandId,
    publisherId: write.publisherId,
    oldCommissionBp: write.oldBp,
    newCommissionBp: write.newBp,
    changedBy: write.changedBy,
    createdAt: now,
  });
}

/** One rate's changes, newest first (the history index: seller, brand, time). */
export function findRateHistory(
  db: TTx,
  key: { sellerId: string; brandId: string; publisherId: string | null; alsoBrand?: boolean },
) {
  const h = associateCommissionHistory;
  const who = key.publisherId
    ? key.alsoBrand
      ? or(isNull(h.publisherId), eq(h.publisherId, key.publisherId))
      : eq(h.publisherId, key.publisherId)
    : isNull(h.publisherId);
  return db
    .select({
      publisherId: h.publisherId,
      oldCommissionBp: h.oldCommissionBp,
      newCommissionBp: h.newCommissionBp,
      changedBy: h.changedBy,
      changedByName: users.name,
      createdAt: h.createdAt,
    })
    .from(h)
    .leftJoin(users, eq(users.id, h.changedBy))
    .where(and(eq(h.sellerId, key.sellerId), eq(h.brandId, key.brandId), who))
    .orderBy(desc(h.createdAt), desc(h.id))
    .limit(500);
}

const publisherUsers = alias(users, 'publisher_user');

export type TRateFilter = { sellerId: string; brandId?: string; publisherId?: string };

const rateWhere = (filter: TRateFilter) =>
  and(
    eq(associateCommissions.sellerId, filter.sellerId),
    filter.brandId ? eq(associateCommissions.brandId, filter.brandId) : undefined,
    filter.publisherId ? eq(associateCommissions.publisherId, filter.publisherId) : undefined,
  );

/** Rates with their brand's and publisher's names (a list page, or what a save answers). */
const ratesWithNames = (db: TTx) =>
  db
    .select({
      id: associateCommissions.id,
      brandId: associateCommissions.brandId,
      brandName: brands.marketplaceBrandName,
      publisherId: associateCommissions.publisherId,
      publisherName: publisherUsers.name,
      commissionBp: associateCommissions.commissionBp,
      updatedAt: associateCommissions.updatedAt,
    })
    .from(associateCommissions)
    .innerJoin(brands, eq(brands.id, associateCommissions.brandId))
    .leftJoin(publisherUsers, eq(publisherUsers.id, associateCommissions.publisherId));

/** A seller's rates, brand name order, the brand's before its publishers'. */
export async function listRates(db: TTx, filter: TRateFilter, page: { limit: number; offset: number }) {
  const c = associateCommissions;
  const [items, [total]] = await Promise.all([
    ratesWithNames(db)
      .where(rateWhere(filter))
      .orderBy(asc(brands.marketplaceBrandName), sql`${c.publisherId} asc nulls first`, asc(c.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(c).where(rateWhere(filter)),
  ]);
  return { items, total: total?.n ?? 0 };
}

export type TRateListRow = Awaited<ReturnType<typeof listRates>>['items'][number];

/** Rates by id with their names (what a save answers). */
export function findRatesByIds(db: TTx, sellerId: string, ids: string[]): Promise<TRateListRow[]> {
  const c = associateCommissions;
  return ratesWithNames(db).where(
    and(eq(c.sellerId, sellerId), sql`${c.id} = any(${sql.param(ids)}::text[])`),
  );
}

/** The seller's brands, by name, with their brand-wide rate and the count of publishers' own. */
export async function listBrandRates(
  db: TTx,
  sellerId: string,
  search: string | undefined,
  page: { limit: number; offset: number },
) {
  const where: SQL | undefined = and(
    eq(brands.sellerId, sellerId),
    search ? ilike(brands.marketplaceBrandName, containing(search)) : undefined,
  );
  const c = associateCommissions;
  const [items, [total]] = await Promise.all([
    db
      .select({
        brandId: brands.id,
        brandName: brands.marketplaceBrandName,
        commissionBp: sql<number | null>`max(${c.commissionBp}) filter (where ${c.publisherId} is null)`,
        publisherRates: sql<number>`(count(${c.id}) filter (where ${c.publisherId} is not null))::int`,
        updatedAt: sql<Date | null>`max(${c.updatedAt}) filter (where ${c.publisherId} is null)`,
      })
      .from(brands)
      .leftJoin(c, and(eq(c.brandId, brands.id), eq(c.sellerId, sellerId)))
      .where(where)
      .groupBy(brands.id, brands.marketplaceBrandName)
      .orderBy(asc(brands.marketplaceBrandName), asc(brands.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(brands).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

/** The seller's brands among `ids` (the others are not the seller's: 404). */
export async function findSellerBrands(db: TTx, sellerId: string, ids: string[]) {
  if (ids.length === 0) {
    return [];
  }
  return db
    .select({ id: brands.id, name: brands.marketplaceBrandName })
    .from(brands)
    .where(and(eq(brands.sellerId, sellerId), sql`${brands.id} = any(${sql.param(ids)}::text[])`));
}

/** A brand by id, whoever sells it (a publisher reads a brand's rate as it applies to it). */
export async function findBrand(db: TTx, id: string) {
  const [row] = await db
    .select({ id: brands.id, sellerId: brands.sellerId, name: brands.marketplaceBrandName })
    .from(brands)
    .where(eq(brands.id, id));
  return row;
}

/**
 * Associate publishers among `ids`: publisher accounts with at least one associates tag in their
 * profile, with their names and tags.
 */
export function findAssociatePublishers(db: TTx, ids: string[]) {
  if (ids.length === 0) {
    return Promise.resolve([]);
  }
  return db
    .select({ id: users.id, name: users.name, trackingTags: publisherProfiles.trackingTags })
    .from(publisherProfiles)
    .innerJoin(users, eq(users.id, publisherProfiles.userId))
    .where(
      and(
        sql`${users.id} = any(${sql.param(ids)}::text[])`,
        eq(users.role, 'publisher'),
        sql`${publisherProfiles.trackingTags} <> '{}'::jsonb`,
      ),
    );
}
