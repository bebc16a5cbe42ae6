import type { TCountryCode } from '@atlas/shared';
import type { TDeps } from '../../platform/deps';
import { attributionTemplateOf, destinationWith } from './link-destination.service';
import { findSellerProductLinks, updateLinkDestination } from './link-retag.repository';

/**
 * The seller's Attribution tags changed (Ads access granted, renewed or lost): every live product
 * link of the seller in those marketplaces lands with the new tag from its next click on. Links
 * keep their codes; only what Amazon receives changes. Answers how many links changed.
 */
export async function retagSellerLinks(
  deps: Pick<TDeps, 'config' | 'db' | 'linkCache'>,
  sellerId: string,
  countryCodes: TCountryCode[],
): Promise<number> {
  const templates = new Map<string, string | null>();
  for (const countryCode of countryCodes) {
    templates.set(countryCode, await attributionTemplateOf(deps, sellerId, countryCode));
  }
  let changed = 0;
  for (const link of await findSellerProductLinks(deps.db, sellerId, countryCodes)) {
    const page = { kind: 'product' as const, countryCode: link.countryCode, asin: link.asin ?? '' };
    const facts = {
      linkType: 'product' as const,
      page,
      countryCode: link.countryCode as TCountryCode,
      code: link.code,
      ownerId: link.ownerId,
      sellerId,
      associateTag: null,
    };
    const destinationUrl = destinationWith(deps.config, facts, templates.get(link.countryCode) ?? null);
    if (destinationUrl !== link.destinationUrl) {
      await updateLinkDestination(deps.db, link.id, destinationUrl);
      deps.linkCache.forget(link.code);
      changed++;
    }
  }
  return changed;
}
