import type { TCampaignStatus, TCountryCode } from '@atlas/shared';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TQueryable } from '../../db/client';
import {
  campaignEvents,
  campaignProducts,
  campaigns,
  placements,
  trackingLinks,
  users,
} from '../../db/schema';
import { containing } from '../../platform/like';

// Reading campaigns, always through the side that asks: the seller's or the publisher's id is
// in every where, so another account's campaign is simply not found.

export type TCampaignSide = { sellerId: string } | { publisherId: string };
export type TCampaignFilter = {
  side: TCampaignSide;
  status?: TCampaignStatus;
  countryCode?: TCountryCode;
  search?: string;
};

const seller = alias(users, 'seller');
const publisher = alias(users, 'publisher');

const productCount = sql<number>`(select count(*)::int from ${campaignProducts} where ${campaignProducts.campaignId} = ${campaigns.id})`;

const rowColumns = {
  campaign: campaigns,
  sellerName: seller.name,
  sellerEmail: seller.email,
  publisherName: publisher.name,
  publisherEmail: publisher.email,
  placementFormat: placements.format,
  productCount,
};

export type TCampaignRecord = {
  campaign: typeof campaigns.$inferSelect;
  sellerName: string;
  sellerEmail: string;
  publisherName: string;
  publisherEmail: string;
  placementFormat: (typeof placements.$inferSelect)['format'];
  productCount: number;
};

function sideWhere(side: TCampaignSide): SQL {
  return 'sellerId' in side
    ? eq(campaigns.sellerId, side.sellerId)
    : eq(campaigns.publisherId, side.publisherId);
}

function filterWhere(filter: TCampaignFilter): SQL | undefined {
  const search = filter.search ? containing(filter.search) : undefined;
  return and(
    sideWhere(filter.side),
    filter.status ? eq(campaigns.status, filter.status) : undefined,
    filter.countryCode ? eq(campaigns.countryCode, filter.countryCode) : undefined,
    search
      ? or(
          ilike(campaigns.placementTitle, search),
          ilike(campaigns.brandName, search),
          ilike('sellerId' in filter.side ? publisher.name : seller.name, search),
          eq(campaigns.id, filter.search ?? ''),
        )
      : undefined,
  );
}

function joined(db: TQueryable) {
  return db
    .select(rowColumns)
    .from(campaigns)
    .innerJoin(seller, eq(seller.id, campaigns.sellerId))
    .innerJoin(publisher, eq(publisher.id, campaigns.publisherId))
    .innerJoin(placements, eq(placements.id, campaigns.placementId));
}

/** One campaign of the side asking, with both sides' names; undefined when not theirs. */
export async function findCampaign(
  db: TQueryable,
  side: TCampaignSide,
  id: string,
): Promise<TCampaignRecord | undefined> {
  const [row] = await joined(db)
    .where(and(eq(campaigns.id, id), sideWhere(side)))
    .limit(1);
  return row;
}

/** A page of the side's campaigns, newest first, and how many match in all. */
export async function listCampaigns(
  db: TQueryable,
  filter: TCampaignFilter,
  page: { limit: number; offset: number },
): Promise<{ items: TCampaignRecord[]; total: number }> {
  const where = filterWhere(filter);
  const [items, [total]] = await Promise.all([
    joined(db)
      .where(where)
      .orderBy(desc(campaigns.appliedAt), desc(campaigns.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: count() })
      .from(campaigns)
      .innerJoin(seller, eq(seller.id, campaigns.sellerId))
      .innerJoin(publisher, eq(publisher.id, campaigns.publisherId))
      .where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

/** The seller's open campaign on a placement (at most one: `campaigns_open_key`). */
export async function findOpenCampaign(db: TQueryable, sellerId: string, placementId: string) {
  const [row] = await db
    .select({ id: campaigns.id, status: campaigns.status })
    .from(campaigns)
    .where(
      and(
        eq(campaigns.sellerId, sellerId),
        eq(campaigns.placementId, placementId),
        inArray(campaigns.status, ['applied', 'accepted', 'in_progress']),
      ),
    )
    .limit(1);
  return row;
}

/** A campaign's products by ASIN, with their tracking links once generated. */
export function findCampaignProducts(db: TQueryable, campaignId: string) {
  return db
    .select({
      productId: campaignProducts.productId,
      asin: campaignProducts.asin,
      title: campaignProducts.title,
      trackLinkId: trackingLinks.id,
      code: trackingLinks.code,
      destinationUrl: trackingLinks.destinationUrl,
    })
    .from(campaignProducts)
    .leftJoin(trackingLinks, eq(trackingLinks.id, campaignProducts.trackingLinkId))
    .where(eq(campaignProducts.campaignId, campaignId))
    .orderBy(asc(campaignProducts.asin));
}

/** The timeline: every move, oldest first. */
export function findCampaignEvents(db: TQueryable, campaignId: string) {
  return db
    .select()
    .from(campaignEvents)
    .where(eq(campaignEvents.campaignId, campaignId))
    .orderBy(asc(campaignEvents.createdAt), asc(campaignEvents.id));
}
