import type { TCountryCode, TTrackingLinkType } from '@atlas/shared';
import type { TConfig } from '../../config';
import {
  attributionTagIds,
  fillAttributionTag,
} from '../../integrations/marketplace/attribution/amazon-attribution-tag';
import { demoAttributionTemplate } from '../../integrations/marketplace/demo/demo-attribution-tag';
import { linkDestinationUrl, type TLinkPage } from '../../integrations/marketplace/link-destination';
import type { TDeps } from '../../platform/deps';
import { findAdsProfile } from '../marketplace-auth/amazon-grants.repository';

/** What decides a link's destination. `code` is null before the link is saved (no tag yet). */
export type TDestinationFacts = {
  linkType: TTrackingLinkType;
  page: TLinkPage;
  countryCode: TCountryCode;
  code: string | null;
  ownerId: string;
  /** The product's seller (its Ads profile tags the link); null for a brand link. */
  sellerId: string | null;
  associateTag: string | null;
};

/**
 * The seller's Amazon Attribution template in the link's marketplace: the demo marketplace's
 * own, or the one Amazon gave for the seller's Ads profile (null until the seller grants Ads
 * access, or when Amazon gave none).
 */
export async function attributionTemplateOf(
  deps: Pick<TDeps, 'config' | 'db'>,
  sellerId: string,
  countryCode: TCountryCode,
): Promise<string | null> {
  if (deps.config.MARKETPLACE_PROVIDER === 'demo') {
    return demoAttributionTemplate;
  }
  return (await findAdsProfile(deps.db, sellerId, countryCode))?.tagTemplate ?? null;
}

/**
 * Where the link lands (docs/amazon.md "Links and Attribution tags"), given the seller's
 * template: an associate link carries only the publisher's associates `tag`, which Amazon
 * Attribution's own `tag` would collide with; a product link carries the seller's Attribution
 * tag filled with the link's ids; a brand link lands on the brand's search page, which
 * Attribution does not measure, so it carries nothing.
 */
export function destinationWith(config: TConfig, facts: TDestinationFacts, template: string | null): string {
  if (facts.linkType === 'associate') {
    const tag = facts.associateTag ? `tag=${encodeURIComponent(facts.associateTag)}` : null;
    return linkDestinationUrl(config, facts.page, tag);
  }
  if (facts.linkType === 'brand' || !facts.code || !facts.sellerId || !template) {
    return linkDestinationUrl(config, facts.page, null);
  }
  const ids = attributionTagIds({
    countryCode: facts.countryCode,
    sellerId: facts.sellerId,
    ownerId: facts.ownerId,
    code: facts.code,
  });
  return linkDestinationUrl(config, facts.page, fillAttributionTag(template, ids));
}

/** The link's destination, its seller's template read. */
export async function destinationOf(
  deps: Pick<TDeps, 'config' | 'db'>,
  facts: TDestinationFacts,
): Promise<string> {
  const tagged = facts.linkType === 'product' && facts.code && facts.sellerId;
  const template = tagged
    ? await attributionTemplateOf(deps, facts.sellerId as string, facts.countryCode)
    : null;
  return destinationWith(deps.config, facts, template);
}
