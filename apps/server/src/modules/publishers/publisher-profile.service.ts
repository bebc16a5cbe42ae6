import {
  countryCodes,
  marketplaces,
  productCategories,
  productCategoryKeys,
  promotionMethodKeys,
  promotionMethods,
  type TLookupItem,
  type TPublisherProfileDetail,
  type TTrackingTags,
  type ZUpdatePublisherProfileRequestSchema,
} from '@atlas/shared';
import { z } from 'zod';
import type { TUserActor } from '../../platform/actor';
import type { TDeps } from '../../platform/deps';
import { notFound } from '../../platform/errors';
import { getTaxDetails } from './publisher-tax.service';
import {
  findPublisher,
  savePublisherProfile,
  saveTrackingTags,
  type TPublisherRow,
} from './publishers.repository';

// The publisher's side of its profile (spec 7.9): the lookups its form offers, reading and
// saving what it promotes, and its associates tags (docs/domain.md, "Publisher profile").

const lookup = (items: readonly { key: string; name: string }[]): TLookupItem[] =>
  items.map(({ key, name }) => ({ key, name }));

export const listProductCategories = async () => lookup(productCategories);
export const listPromotionMethods = async () => lookup(promotionMethods);
export const listPromotionCountries = async () => marketplaces.map(({ code, site }) => ({ code, site }));

/** What `users.profile` holds for a publisher; a profile saved before a field existed reads as empty. */
const ZStoredProfileSchema = z.object({
  website: z.string().nullable().catch(null).default(null),
  promotionCountry: z.enum(countryCodes).nullable().catch(null).default(null),
  audience: z.string().nullable().catch(null).default(null),
  promotionCountries: z.array(z.enum(countryCodes)).catch([]).default([]),
  categories: z.array(z.enum(productCategoryKeys)).catch([]).default([]),
  promotionMethods: z.array(z.enum(promotionMethodKeys)).catch([]).default([]),
  audienceSize: z.number().int().nullable().catch(null).default(null),
});

/** The profile as the publisher sees it, but for its tax details (read apart). */
export function profileFields(row: TPublisherRow): Omit<TPublisherProfileDetail, 'tax'> {
  const stored = ZStoredProfileSchema.parse(row.profile ?? {});
  return {
    name: row.name,
    email: row.email,
    ...stored,
    promotionCountries:
      stored.promotionCountries.length > 0 || !stored.promotionCountry
        ? stored.promotionCountries
        : [stored.promotionCountry],
    trackingTags: row.trackingTags,
    review: {
      status: row.reviewStatus,
      reason: row.reviewReason,
      reviewedAt: row.reviewedAt?.toISOString() ?? null,
    },
    updatedAt: row.updatedAt?.toISOString() ?? null,
  };
}

async function publisherOf(deps: TDeps, userId: string): Promise<TPublisherRow> {
  const row = await findPublisher(deps.db, userId);
  if (!row) {
    throw notFound('Publisher profile');
  }
  return row;
}

/** GET publisher/profile */
export async function getPublisherProfile(deps: TDeps, actor: TUserActor): Promise<TPublisherProfileDetail> {
  const [row, tax] = await Promise.all([publisherOf(deps, actor.userId), getTaxDetails(deps, actor)]);
  return { ...profileFields(row), tax };
}

/**
 * PUT publisher/profile: the whole profile at once. A rejected profile goes back to the review
 * queue with it; a pending one keeps its place; an approved one stays approved.
 */
export async function updatePublisherProfile(
  deps: TDeps,
  actor: TUserActor,
  input: z.output<typeof ZUpdatePublisherProfileRequestSchema>,
): Promise<TPublisherProfileDetail> {
  await publisherOf(deps, actor.userId);
  await deps.db.transaction((tx) => savePublisherProfile(tx, actor.userId, { ...input }, deps.now()));
  return getPublisherProfile(deps, actor);
}

/** PUT publisher/tracking-tags: replaces the tags; a marketplace left out has none. */
export async function updateTrackingTags(
  deps: TDeps,
  actor: TUserActor,
  tags: TTrackingTags,
): Promise<TPublisherProfileDetail> {
  await publisherOf(deps, actor.userId);
  await saveTrackingTags(deps.db, actor.userId, tags, deps.now());
  return getPublisherProfile(deps, actor);
}
