import { amazonRegionOf, type TCountryCode } from '@atlas/shared';
import type { TAdsClient } from '../../integrations/marketplace/attribution/amazon-ads-client';
import { createAmazonAttribution } from '../../integrations/marketplace/attribution/amazon-attribution';
import { createDemoAttribution } from '../../integrations/marketplace/attribution/demo-attribution';
import type { TAttributionSource } from '../../integrations/marketplace/attribution/types';
import type { TDeps } from '../../platform/deps';
import { adsClientFor, UnusableGrantError } from '../marketplace-auth/amazon-clients';
import { findAdsProfile, findGrant, markGrantRevoked } from '../marketplace-auth/amazon-grants.repository';

/**
 * Amazon Attribution of each seller's own Ads profile (docs/amazon.md "The attribution import"):
 * the seller's Ads grant of the marketplace's region opens its client, once per import; a
 * seller without Ads access, or whose profile Amazon gave no tag, has nothing to report; a
 * grant Amazon refuses is marked, so the seller's Account page asks for a new consent.
 */
function sellersAttribution(deps: Pick<TDeps, 'config' | 'db' | 'now'>): TAttributionSource {
  const clients = new Map<string, { client: TAdsClient; grantId: string } | null>();
  const clientOf = async (sellerId: string, countryCode: TCountryCode) => {
    const region = amazonRegionOf[countryCode];
    const key = `${sellerId}|${region}`;
    if (!clients.has(key)) {
      const grant = await findGrant(deps.db, sellerId, region, 'ads');
      let opened: { client: TAdsClient; grantId: string } | null = null;
      try {
        opened = grant ? { client: adsClientFor(deps.config, grant), grantId: grant.id } : null;
      } catch (error) {
        if (!(error instanceof UnusableGrantError)) {
          throw error;
        }
      }
      clients.set(key, opened);
    }
    return clients.get(key) ?? null;
  };
  return createAmazonAttribution({
    async grantFor(sellerId, countryCode) {
      const [opened, profile] = await Promise.all([
        clientOf(sellerId, countryCode),
        findAdsProfile(deps.db, sellerId, countryCode),
      ]);
      return opened && profile?.tagTemplate ? { client: opened.client, profileId: profile.profileId } : null;
    },
    async onUnauthorized(sellerId, countryCode, message) {
      const opened = await clientOf(sellerId, countryCode);
      if (opened) {
        await markGrantRevoked(deps.db, opened.grantId, message, deps.now());
      }
    },
  });
}

/**
 * The marketplace's attribution, as MARKETPLACE_PROVIDER says (as the catalogue's is): the demo
 * marketplace's derived from recorded clicks, or Amazon Attribution per seller.
 */
export function attributionSourceFor(deps: Pick<TDeps, 'config' | 'db' | 'now'>): TAttributionSource {
  return deps.config.MARKETPLACE_PROVIDER === 'demo'
    ? createDemoAttribution(deps.db)
    : sellersAttribution(deps);
}
