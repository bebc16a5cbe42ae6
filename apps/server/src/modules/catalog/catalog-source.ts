import { createAmazonCatalog, type TSpGrant } from '../../integrations/marketplace/catalog/amazon-catalog';
import type { TSpApiClient } from '../../integrations/marketplace/catalog/amazon-sp-client';
import { createDemoCatalog } from '../../integrations/marketplace/catalog/demo-catalog';
import {
  MarketplaceCatalogError,
  type TMarketplaceCatalog,
} from '../../integrations/marketplace/catalog/types';
import type { TDeps } from '../../platform/deps';
import { spApiClientFor, UnusableGrantError } from '../marketplace-auth/amazon-clients';
import {
  findGrantsOfUser,
  markGrantRevoked,
  type TAmazonGrantRow,
} from '../marketplace-auth/amazon-grants.repository';
import type { TMarketplaceIdentityRow } from '../sellers/sellers.repository';

/**
 * The catalogue behind a seller's marketplace connection: the demo marketplace's for a demo
 * identity (keyed by its selling partner id), Amazon's Selling Partner API for an Amazon one,
 * through each region the seller granted (docs/amazon.md "Connecting a seller").
 */
export async function catalogFor(
  deps: Pick<TDeps, 'config' | 'db' | 'now'>,
  identity: TMarketplaceIdentityRow,
): Promise<TMarketplaceCatalog> {
  if (identity.provider === 'demo') {
    return createDemoCatalog(identity.sellingPartnerId ?? identity.externalUserId);
  }
  const granted = (await findGrantsOfUser(deps.db, identity.userId)).filter(
    (grant) => grant.kind === 'selling-partner' && grant.sellingPartnerId,
  );
  const grants: TSpGrant[] = [];
  const refusals: string[] = [];
  for (const grant of granted) {
    try {
      const client = markingRefusal(deps, grant, spApiClientFor(deps.config, grant));
      grants.push({ region: grant.region, sellingPartnerId: grant.sellingPartnerId as string, client });
    } catch (error) {
      if (!(error instanceof UnusableGrantError)) {
        throw error;
      }
      refusals.push(error.message);
    }
  }
  if (grants.length === 0) {
    throw new MarketplaceCatalogError(
      'unauthorized',
      refusals[0] ??
        'The Amazon connection has no Selling Partner API grant: connect a region on the Account page',
    );
  }
  return createAmazonCatalog(grants);
}

/**
 * Amazon refusing a region's refresh token (revoked, expired) marks that grant refused, so the
 * Account page says which region to re-authorize; the import fails with the reason as before.
 */
function markingRefusal(
  deps: Pick<TDeps, 'db' | 'now'>,
  grant: TAmazonGrantRow,
  client: TSpApiClient,
): TSpApiClient {
  const refused = async (error: unknown): Promise<never> => {
    if (error instanceof MarketplaceCatalogError && error.reason === 'unauthorized') {
      await markGrantRevoked(deps.db, grant.id, error.message, deps.now());
    }
    throw error;
  };
  return {
    get: (...args) => client.get(...args).catch(refused),
    post: (...args) => client.post(...args).catch(refused),
    download: (...args) => client.download(...args).catch(refused),
  };
}
