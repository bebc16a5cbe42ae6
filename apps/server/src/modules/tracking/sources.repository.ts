import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { TQueryable, TTx } from '../../db/client';
import { trafficSources } from '../../db/schema';
import type { TSourceChoice } from './choices.repository';

// Traffic sources as their owner keeps them: counted, added and changed, always by owner.

export type TSourceValues = Pick<TSourceChoice, 'kind' | 'name' | 'url' | 'audienceSize'>;

/**
 * Holds the owner's traffic sources for the rest of the transaction (an advisory lock on the
 * owner, as no row may exist yet), so two saves at once cannot both pass the count.
 */
export async function lockOwnerSources(tx: TTx, ownerId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`traffic_sources:${ownerId}`}, 0))`);
}

/** How many live sources the owner has (traffic_sources_owner_idx). */
export async function countLiveSources(db: TQueryable, ownerId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(trafficSources)
    .where(and(eq(trafficSources.ownerId, ownerId), isNull(trafficSources.archivedAt)));
  return row?.n ?? 0;
}

export async function insertSource(
  db: TQueryable,
  row: TSourceValues & { id: string; ownerId: string; createdAt: Date; updatedAt: Date },
): Promise<TSourceChoice> {
  const [inserted] = await db.insert(trafficSources).values(row).returning();
  if (!inserted) {
    throw new Error('insert into traffic_sources returned no row');
  }
  return inserted;
}

/** Changes one of the owner's live sources; undefined for another owner's, an archived or unknown one. */
export async function updateLiveSource(
  db: TQueryable,
  ownerId: string,
  id: string,
  values: TSourceValues & { updatedAt: Date; archivedAt?: Date },
): Promise<TSourceChoice | undefined> {
  const [row] = await db
    .update(trafficSources)
    .set(values)
    .where(
      and(eq(trafficSources.id, id), eq(trafficSources.ownerId, ownerId), isNull(trafficSources.archivedAt)),
    )
    .returning();
  return row;
}
