import type { TConfig } from '../../config';
import { createAmazonCatalog, spApiEndpoints } from '../../integrations/marketplace/catalog/amazon-catalog';
import {
  createSpApiClient,
  type TSpApiClient,
} from '../../integrations/marketplace/catalog/amazon-sp-client';
import { createDemoCatalog } from '../../integrations/marketplace/catalog/demo-catalog';
import {
  MarketplaceCatalogError,
  type TMarketplaceCatalog,
} from '../../integrations/marketplace/catalog/types';
import { unseal } from '../../platform/secret';
import { refreshTokenPurpose } from '../marketplace-auth/marketplace-link';
import type { TMarketplaceIdentityRow } from '../sellers/sellers.repository';

/**
 * The catalogue behind a seller's marketplace connection: the demo marketplace's for a demo
 * identity (keyed by its selling partner id), Amazon's SP-API for an Amazon one, with the
 * seller's sealed refresh token and the app's LWA credentials.
 */
export function catalogFor(config: TConfig, identity: TMarketplaceIdentityRow): TMarketplaceCatalog {
  if (identity.provider === 'demo') {
    return createDemoCatalog(identity.sellingPartnerId ?? identity.externalUserId);
  }
  const refreshToken = identity.refreshToken
    ? unseal(config, refreshTokenPurpose, identity.refreshToken)
    : null;
  if (
    !refreshToken ||
    !identity.sellingPartnerId ||
    !config.AMAZON_LWA_CLIENT_ID ||
    !config.AMAZON_LWA_CLIENT_SECRET
  ) {
    throw new MarketplaceCatalogError('unauthorized', 'The Amazon connection has no seller authorization');
  }
  const clients = new Map<string, TSpApiClient>();
  const clientFor = (region: keyof typeof spApiEndpoints) => {
    let client = clients.get(region);
    if (!client) {
      client = createSpApiClient({
        endpoint: config.AMAZON_SPAPI_ENDPOINT ?? spApiEndpoints[region],
        lwaTokenUrl: config.AMAZON_LWA_TOKEN_URL,
        clientId: config.AMAZON_LWA_CLIENT_ID as string,
        clientSecret: config.AMAZON_LWA_CLIENT_SECRET as string,
        refreshToken: refreshToken as string,
      });
      clients.set(region, client);
    }
    return client;
  };
  return createAmazonCatalog(clientFor, identity.sellingPartnerId);
}
