import type { TTrackingLinkType } from '@atlas/shared';
import { and, asc, count, desc, eq, getTableColumns, gte, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { TQueryable } from '../../db/client';
import {
  catalogueBrands,
  catalogueEntries,
  clickDays,
  trackingLinks as l,
  products,
  trackingIds,
  trafficSources,
} from '../../db/schema';

// Reads and writes of tracking links. Every query of an owner's links has the owner in its
// `where`; a list reads `tracking_links_owner_idx` (owner, type, newest first).

/** What makes two links the same (`tracking_links_same_key`): saving it again finds the first. */
export type TLinkKey = {
  ownerId: string;
  linkType: TTrackingLinkType;
  countryCode: string;
  productId: string | null;
  brandId: string | null;
  trackingIdId: string | null;
  sourceId: string | null;
  subId: string | null;
  associateTag: string | null;
};

export type TNewLink = TLinkKey & {
  id: string;
  code: string;
  asin: string | null;
  brandName: string;
  title: string;
  destinationUrl: string;
  createdAt: Date;
};

export type TLinkFilter = {
  ownerId: string;
  linkType: TTrackingLinkType;
  countryCode?: string;
  search?: string;
  brandName?: string;
  trackingId?: string;
  sourceId?: string;
};

/**
 * Whether the link earns: its product is still in the catalogue (active, with a commission, of
 * an active brand), or for a brand link its name still has catalogue products in the country.
 */
const earning = sql<boolean>`case when ${l.linkType} = 'brand'
  then exists (select 1 from ${catalogueBrands} where ${catalogueBrands.countryCode} = ${l.countryCode}
    and ${catalogueBrands.brandName} = ${l.brandName} and ${catalogueBrands.products} > 0)
  else exists (select 1 from ${catalogueEntries} where ${catalogueEntries.productId} = ${l.productId}) end`;

// The tracking id and source are read even when archived: a link keeps showing what it carries.
const linkColumns = {
  ...getTableColumns(l),
  imageUrl: products.imageUrl,
  trackingIdName: trackingIds.name,
  cooperationName: trackingIds.cooperationName,
  sourceName: trafficSources.name,
  sourceKind: trafficSources.kind,
  earning,
};

const links = (db: TQueryable) =>
  db
    .select(linkColumns)
    .from(l)
    .leftJoin(products, eq(products.id, l.productId))
    .leftJoin(trackingIds, eq(trackingIds.id, l.trackingIdId))
    .leftJoin(trafficSources, eq(trafficSources.id, l.sourceId));

const liveLinksOf = (ownerId: string, linkType: TTrackingLinkType) =>
  and(eq(l.ownerId, ownerId), eq(l.linkType, linkType), isNull(l.deletedAt));

/** Part of the text, whatever its case (no LIKE pattern, so `%` and `_` are plain characters). */
const contains = (column: PgColumn, text: string) => sql`strpos(lower(${column}), lower(${text})) > 0`;

/** One of the owner's live links of that type, or undefined (another owner's, another type, unknown). */
export async function findLink(db: TQueryable, ownerId: string, linkType: TTrackingLinkType, id: string) {
  const [row] = await links(db)
    .where(and(eq(l.id, id), liveLinksOf(ownerId, linkType)))
    .limit(1);
  return row;
}
export type TLinkRow = NonNullable<Awaited<ReturnType<typeof findLink>>>;

/** The live link of the same key, read by `tracking_links_same_key` (the same expressions). */
export async function findSameLink(db: TQueryable, key: TLinkKey): Promise<TLinkRow | undefined> {
  const same = (column: PgColumn, value: string | null) => sql`coalesce(${column}, '') = ${value ?? ''}`;
  const [row] = await links(db)
    .where(
      and(
        liveLinksOf(key.ownerId, key.linkType),
        eq(l.countryCode, key.countryCode),
        same(l.productId, key.productId),
        same(l.brandId, key.brandId),
        same(l.trackingIdId, key.trackingIdId),
        same(l.sourceId, key.sourceId),
        same(l.subId, key.subId),
        same(l.associateTag, key.associateTag),
      ),
    )
    .limit(1);
  return row;
}

/**
 * Inserts the link unless its code or its key is taken (then nothing, never an error: a second
 * save racing the first waits for it and finds its link). True when inserted.
 */
export async function insertLink(db: TQueryable, link: TNewLink): Promise<boolean> {
  const inserted = await db.insert(l).values(link).onConflictDoNothing().returning({ id: l.id });
  return inserted.length > 0;
}

function linkWhere(filter: TLinkFilter): SQL {
  const search = filter.search;
  return and(
    liveLinksOf(filter.ownerId, filter.linkType),
    filter.countryCode ? eq(l.countryCode, filter.countryCode) : undefined,
    // a pasted short URL finds its link by the code after its last slash
    search
      ? or(
          contains(l.title, search),
          eq(l.asin, search.toUpperCase()),
          eq(l.code, search.split('/').pop() ?? ''),
        )
      : undefined,
    filter.brandName ? eq(l.brandName, filter.brandName) : undefined,
    filter.trackingId ? eq(l.trackingIdId, filter.trackingId) : undefined,
    filter.sourceId ? eq(l.sourceId, filter.sourceId) : undefined,
  ) as SQL;
}

// No index on click_count: the click shipper updates it all day, and an index on it would take
// those updates off the heap-only path; an owner's links are few enough to sort after the index.
const orders: Record<'newest' | 'clicks', SQL[]> = {
  newest: [desc(l.createdAt), desc(l.id)],
  clicks: [desc(l.clickCount), desc(l.createdAt), desc(l.id)],
};

export async function listLinks(
  db: TQueryable,
  filter: TLinkFilter,
  sortBy: 'newest' | 'clicks',
  window: { limit: number; offset: number },
): Promise<TLinkRow[]> {
  return links(db)
    .where(linkWhere(filter))
    .orderBy(...orders[sortBy])
    .limit(window.limit)
    .offset(window.offset);
}

export async function countLinks(db: TQueryable, filter: TLinkFilter): Promise<number> {
  const [row] = await db.select({ value: count() }).from(l).where(linkWhere(filter));
  return row?.value ?? 0;
}

/** Brand names of the owner's live product links, the most linked first. */
export async function findLinkBrands(
  db: TQueryable,
  ownerId: string,
  searchText: string | undefined,
  limit: number,
) {
  return db
    .select({ brandName: l.brandName, linkCount: count() })
    .from(l)
    .where(and(liveLinksOf(ownerId, 'product'), searchText ? contains(l.brandName, searchText) : undefined))
    .groupBy(l.brandName)
    .orderBy(desc(count()), asc(l.brandName))
    .limit(limit);
}

// ---- clicks of one link, from the click shipper's days (bots counted apart, left out here)

/** Human clicks per day from `fromDay` on, days without clicks absent. */
export async function findDailyClicks(db: TQueryable, linkId: string, fromDay: string) {
  return db
    .select({
      day: clickDays.day,
      clicks: sql<number>`sum(${clickDays.clicks})::int`,
      botClicks: sql<number>`sum(${clickDays.botClicks})::int`,
      nonEarningClicks: sql<number>`sum(${clickDays.nonEarningClicks})::int`,
    })
    .from(clickDays)
    .where(and(eq(clickDays.linkId, linkId), gte(clickDays.day, fromDay)))
    .groupBy(clickDays.day);
}

/** The sub-ids the link's human clicks carried, the most clicked first. */
export async function findLinkSubIds(db: TQueryable, linkId: string, limit: number) {
  const clicks = sql<number>`sum(${clickDays.clicks})::int`;
  return db
    .select({
      subId: clickDays.subId,
      clicks,
      lastDay: sql<string>`(max(${clickDays.day}) filter (where ${clickDays.clicks} > 0))::text`,
    })
    .from(clickDays)
    .where(and(eq(clickDays.linkId, linkId), ne(clickDays.subId, '')))
    .groupBy(clickDays.subId)
    .having(sql`sum(${clickDays.clicks}) > 0`)
    .orderBy(desc(clicks), asc(clickDays.subId))
    .limit(limit);
}
