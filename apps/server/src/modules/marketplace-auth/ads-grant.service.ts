import { regionCountries, type TAmazonRegion, type TCountryCode } from '@atlas/shared';
import type { TAdsClient } from '../../integrations/marketplace/attribution/amazon-ads-client';
import { AttributionSourceError } from '../../integrations/marketplace/attribution/types';
import { amazonMarketplaces } from '../../integrations/marketplace/catalog/amazon-catalog';
import type { TDeps } from '../../platform/deps';
import { newId } from '../../platform/ids';
import { seal } from '../../platform/secret';
import { retagSellerLinks } from '../tracking/link-retag.service';
import { adsClientFor } from './amazon-clients';
import {
  replaceAdsProfiles,
  saveGrant,
  type TAmazonAdsProfileRow,
  type TAmazonGrantRow,
} from './amazon-grants.repository';
import { refreshTokenPurpose } from './marketplace-link';

// A seller's Amazon Ads grant (docs/amazon.md "Amazon Ads and Attribution"): Amazon Attribution
// measures only products of the account that owns the Ads profile, so each seller grants its
// own. With the grant we find the seller's profile in each marketplace of the region, its
// Attribution advertiser, and the non-macro tag template our links fill; calling the tag
// endpoint is also what switches measurement on for the profile.

/** What the seller is shown of a refusal: Amazon's own words when it gave any. */
const reasonOf = (error: unknown) =>
  error instanceof AttributionSourceError && error.said
    ? `Amazon: ${error.said}`
    : error instanceof Error
      ? error.message
      : String(error);

/** One marketplace's profile, advertiser and template; what Amazon refused is kept as the problem. */
async function profileRow(
  deps: Pick<TDeps, 'config' | 'now'>,
  client: TAdsClient,
  userId: string,
  countryCode: TCountryCode,
  profileId: string,
): Promise<TAmazonAdsProfileRow> {
  const row = { userId, countryCode, profileId, updatedAt: deps.now() };
  try {
    const advertisers = await client.advertisers(profileId);
    // Amazon: a seller's profile has exactly one Attribution advertiser.
    const advertiserId = advertisers[0]?.id ?? null;
    if (!advertiserId) {
      return {
        ...row,
        advertiserId: null,
        tagTemplate: null,
        problem: 'Amazon Attribution lists no advertiser for this profile',
      };
    }
    const publisherId = deps.config.AMAZON_ATTRIBUTION_PUBLISHER_ID as string;
    const tagTemplate = await client.nonMacroTemplateTag(profileId, publisherId, advertiserId);
    return { ...row, advertiserId, tagTemplate, problem: null };
  } catch (error) {
    if (error instanceof AttributionSourceError && error.reason === 'unavailable') {
      throw error;
    }
    return { ...row, advertiserId: null, tagTemplate: null, problem: reasonOf(error) };
  }
}

/**
 * Reads the grant's profiles again and keeps, per marketplace of its region, the seller's own
 * (a `seller` account of that marketplace id); the seller's product links are tagged anew.
 */
export async function refreshAdsProfiles(
  deps: Pick<TDeps, 'config' | 'db' | 'now' | 'linkCache'>,
  grant: TAmazonGrantRow,
): Promise<TAmazonAdsProfileRow[]> {
  const client = adsClientFor(deps.config, grant);
  const profiles = await client.profiles();
  const countries = regionCountries(grant.region);
  const rows: TAmazonAdsProfileRow[] = [];
  for (const countryCode of countries) {
    const marketplaceId = amazonMarketplaces[countryCode].id;
    const profile = profiles.find(
      (p) => p.accountInfo.marketplaceStringId === marketplaceId && p.accountInfo.type === 'seller',
    );
    if (profile) {
      rows.push(await profileRow(deps, client, grant.userId, countryCode, profile.id));
    }
  }
  await deps.db.transaction((tx) => replaceAdsProfiles(tx, grant.userId, countries, rows));
  await retagSellerLinks(deps, grant.userId, countries);
  return rows;
}

/** Keeps the seller's new Ads grant of the region, then its profiles and tags. */
export async function connectAdsGrant(
  deps: Pick<TDeps, 'config' | 'db' | 'now' | 'linkCache'>,
  userId: string,
  region: TAmazonRegion,
  grant: { refreshToken: string; clientId: string },
): Promise<TAmazonGrantRow> {
  const saved = await saveGrant(deps.db, {
    id: newId('agr'),
    userId,
    region,
    kind: 'ads',
    clientId: grant.clientId,
    refreshToken: seal(deps.config, refreshTokenPurpose, grant.refreshToken),
    sellingPartnerId: null,
    grantedAt: deps.now(),
  });
  await refreshAdsProfiles(deps, saved);
  return saved;
}
