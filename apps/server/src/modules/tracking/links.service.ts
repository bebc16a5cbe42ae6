import {
  marketplaceOf,
  type TTrackingLinkDetail,
  type TTrackingLinkPage,
  type TTrackingLinkType,
  type ZLinkBrandListSchema,
  type ZLinkListQuerySchema,
} from '@atlas/shared';
import type { z } from 'zod';
import type { TUserActor } from '../../platform/actor';
import type { TDeps } from '../../platform/deps';
import { notFound } from '../../platform/errors';
import { pageWindow } from '../../platform/paging';
import { addDays, dayInZone } from '../../platform/zoned-day';
import { toTrackingLink } from './link-view';
import {
  countLinks,
  findDailyClicks,
  findLink,
  findLinkBrands,
  findLinkSubIds,
  listLinks as listLinkRows,
  type TLinkFilter,
} from './links.repository';

// An owner's saved links: a page of one type with filters, one link with its clicks, and the
// brands of its product links. Another owner's link, or one of another type, is not found.

export type TLinkListFilters = z.output<typeof ZLinkListQuerySchema>;

const detailDays = 30;
const subIdLimit = 500;
const brandLimit = 50;

/** The list's filters, the owner and the type always among them. */
export function linkFilterOf(
  actor: TUserActor,
  linkType: TTrackingLinkType,
  query: TLinkListFilters,
): TLinkFilter {
  return {
    ownerId: actor.userId,
    linkType,
    countryCode: query.countryCode,
    search: query.search,
    brandName: query.brandName,
    trackingId: query.trackingId,
    sourceId: query.sourceId,
  };
}

/** GET product|brand/tracking/link/list, publisher/product/associate-link/list */
export async function listLinks(
  deps: TDeps,
  actor: TUserActor,
  linkType: TTrackingLinkType,
  query: TLinkListFilters,
): Promise<TTrackingLinkPage> {
  const filter = linkFilterOf(actor, linkType, query);
  const [rows, total] = await Promise.all([
    listLinkRows(deps.db, filter, query.sortBy, pageWindow(query)),
    countLinks(deps.db, filter),
  ]);
  return {
    items: rows.map((row) => toTrackingLink(deps.config, row)),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/**
 * GET product|brand/tracking/link/{trackLinkId}: the link with its human clicks of the last 30
 * days in its marketplace's zone (today included, a day without clicks as 0), the clicks of those
 * days that were not counted (robots) or earn nothing, and its sub-ids.
 */
export async function getLink(
  deps: TDeps,
  actor: TUserActor,
  linkType: TTrackingLinkType,
  id: string,
): Promise<TTrackingLinkDetail> {
  const row = await findLink(deps.db, actor.userId, linkType, id);
  if (!row) {
    throw notFound('Link');
  }
  const today = dayInZone(deps.now(), marketplaceOf(row.countryCode).timeZone);
  const from = addDays(today, 1 - detailDays);
  const [days, subIds] = await Promise.all([
    findDailyClicks(deps.db, row.id, from),
    findLinkSubIds(deps.db, row.id, subIdLimit),
  ]);
  const clicksOn = new Map(days.map((d) => [d.day, d.clicks]));
  const daily = Array.from({ length: detailDays }, (_, i) => {
    const day = addDays(from, i);
    return { day, clicks: clicksOn.get(day) ?? 0 };
  });
  const sum = (pick: (d: (typeof days)[number]) => number) => days.reduce((total, d) => total + pick(d), 0);
  const filtered = { robots: sum((d) => d.botClicks), notEarning: sum((d) => d.nonEarningClicks) };
  return { ...toTrackingLink(deps.config, row), daily, filtered, subIds };
}

/** GET product/tracking/link/aggregation/brands: brands of the owner's product links, at most 50. */
export async function listLinkBrands(
  deps: TDeps,
  actor: TUserActor,
  searchText: string | undefined,
): Promise<z.infer<typeof ZLinkBrandListSchema>> {
  return findLinkBrands(deps.db, actor.userId, searchText, brandLimit);
}
