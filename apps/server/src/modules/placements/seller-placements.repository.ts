import type { ZSellerPlacementListQuerySchema } from '@atlas/shared';
import { and, arrayContains, count, desc, eq, gte, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { TQueryable } from '../../db/client';
import { placementPrices, placements, users } from '../../db/schema';
import { containing } from '../../platform/like';
import type { TPlacementRow } from './placements.repository';

// What sellers may see: online placements, not deleted, of active publishers.

type TBrowseQuery = z.output<typeof ZSellerPlacementListQuerySchema>;
export type TBrowseRow = { placement: TPlacementRow; publisherName: string };

const listed = and(eq(placements.status, 'online'), isNull(placements.deletedAt), eq(users.status, 'active'));

/** A page of online placements by the seller's filters, newest first unless sorted otherwise. */
export async function listOnlinePlacements(
  db: TQueryable,
  query: TBrowseQuery,
  page: { limit: number; offset: number },
): Promise<{ rows: TBrowseRow[]; total: number }> {
  const text = query.search ? containing(query.search) : undefined;
  // With a marketplace, only placements priced there; its price there filters and sorts.
  const price = sql`(select ${placementPrices.priceMinor} from ${placementPrices}
    where ${placementPrices.placementId} = ${placements.id} and ${placementPrices.countryCode} = ${query.countryCode ?? ''})`;
  const where = and(
    listed,
    query.countryCode ? sql`${price} is not null` : undefined,
    query.categoryKey ? arrayContains(placements.categoryKeys, [query.categoryKey]) : undefined,
    query.format ? eq(placements.format, query.format) : undefined,
    query.minAudience !== undefined ? gte(placements.audienceSize, query.minAudience) : undefined,
    query.minPriceMinor !== undefined ? sql`${price} >= ${query.minPriceMinor}` : undefined,
    query.maxPriceMinor !== undefined ? sql`${price} <= ${query.maxPriceMinor}` : undefined,
    text
      ? or(ilike(placements.title, text), ilike(placements.description, text), ilike(users.name, text))
      : undefined,
  );
  const newest = [desc(placements.createdAt), desc(placements.id)];
  const order: Record<TBrowseQuery['sortBy'], SQL[]> = {
    newest,
    price_asc: [sql`${price} asc`, ...newest],
    price_desc: [sql`${price} desc`, ...newest],
    audience: [sql`${placements.audienceSize} desc nulls last`, ...newest],
  };
  const [rows, [totals]] = await Promise.all([
    db
      .select({ placement: placements, publisherName: users.name })
      .from(placements)
      .innerJoin(users, eq(users.id, placements.publisherId))
      .where(where)
      .orderBy(...order[query.sortBy])
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: count() })
      .from(placements)
      .innerJoin(users, eq(users.id, placements.publisherId))
      .where(where),
  ]);
  return { rows, total: totals?.n ?? 0 };
}

/** One online placement with its publisher's name; undefined when it is not listed. */
export async function findOnlinePlacement(db: TQueryable, id: string): Promise<TBrowseRow | undefined> {
  const [row] = await db
    .select({ placement: placements, publisherName: users.name })
    .from(placements)
    .innerJoin(users, eq(users.id, placements.publisherId))
    .where(and(eq(placements.id, id), listed));
  return row;
}
