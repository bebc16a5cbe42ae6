import type { TConfig } from '../../config';
import type { TDb } from '../../db/client';
import { createAmazonAttribution } from '../../integrations/marketplace/attribution/amazon-attribution';
import { createDemoAttribution } from '../../integrations/marketplace/attribution/demo-attribution';
import {
  AttributionSourceError,
  type TAttributionSource,
} from '../../integrations/marketplace/attribution/types';

/** `US:123,UK:456` → { US: '123', UK: '456' } (the config checked the form). */
export function parseAdsProfiles(text: string | undefined): Record<string, string> {
  const profiles: Record<string, string> = {};
  for (const pair of (text ?? '').split(',').filter(Boolean)) {
    const [country, profile] = pair.split(':');
    if (country && profile) {
      profiles[country] = profile;
    }
  }
  return profiles;
}

/**
 * The marketplace's attribution, as MARKETPLACE_PROVIDER says (as the catalogue's is): the demo
 * marketplace's derived from recorded clicks, or Amazon Attribution with the Ads account's
 * token and a profile per marketplace. Without those, every run fails saying what is missing.
 */
export function attributionSourceFor(config: TConfig, db: TDb): TAttributionSource {
  if (config.MARKETPLACE_PROVIDER === 'demo') {
    return createDemoAttribution(db);
  }
  const { AMAZON_LWA_CLIENT_ID: clientId, AMAZON_LWA_CLIENT_SECRET: clientSecret } = config;
  if (!clientId || !clientSecret || !config.AMAZON_ADS_REFRESH_TOKEN || !config.AMAZON_ADS_PROFILES) {
    return {
      report: async () => {
        throw new AttributionSourceError(
          'not_configured',
          'Amazon Attribution needs AMAZON_ADS_REFRESH_TOKEN and AMAZON_ADS_PROFILES',
        );
      },
    };
  }
  return createAmazonAttribution({
    endpoint: config.AMAZON_ADS_ENDPOINT,
    lwaTokenUrl: config.AMAZON_LWA_TOKEN_URL,
    clientId,
    clientSecret,
    refreshToken: config.AMAZON_ADS_REFRESH_TOKEN,
    profiles: parseAdsProfiles(config.AMAZON_ADS_PROFILES),
  });
}
