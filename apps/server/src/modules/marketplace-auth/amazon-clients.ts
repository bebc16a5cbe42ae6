import type { TConfig } from '../../config';
import { amazonHosts, spApiTokenUrl } from '../../integrations/marketplace/amazon-regions';
import {
  createAdsClient,
  type TAdsClient,
} from '../../integrations/marketplace/attribution/amazon-ads-client';
import {
  createSpApiClient,
  type TSpApiClient,
} from '../../integrations/marketplace/catalog/amazon-sp-client';
import { lwaClient } from '../../integrations/marketplace/oauth/amazon-oauth';
import { unseal } from '../../platform/secret';
import type { TAmazonGrantRow } from './amazon-grants.repository';
import { refreshTokenPurpose } from './marketplace-link';

// The Amazon clients a seller's grant opens: each grant is used with the client it was issued
// to (Amazon binds a refresh token to its client), with that client's current secret and,
// during a rotation, the one it replaces.

/** Why a grant cannot be used as it is, in words the seller can act on. */
export class UnusableGrantError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnusableGrantError';
  }
}

function refreshTokenOf(config: TConfig, grant: TAmazonGrantRow, clientId: string): string {
  const what = grant.kind === 'ads' ? 'Amazon Ads' : 'Selling Partner API';
  if (grant.status !== 'active') {
    throw new UnusableGrantError(
      `Amazon refused the ${what} grant: re-authorize it (${grant.problem ?? 'revoked'})`,
    );
  }
  if (!clientId) {
    throw new UnusableGrantError(`The ${what} client is not configured on this server`);
  }
  // A grant issued to another client (the app was replaced) only works after a new consent.
  if (grant.clientId !== null && grant.clientId !== clientId) {
    throw new UnusableGrantError(`The ${what} grant was issued to another Amazon app: re-authorize it`);
  }
  const token = unseal(config, refreshTokenPurpose, grant.refreshToken);
  if (!token) {
    throw new UnusableGrantError(
      `The ${what} grant cannot be read (the app secret changed): re-authorize it`,
    );
  }
  return token;
}

/** The Selling Partner API of the grant's region, as the seller's app. */
export function spApiClientFor(config: TConfig, grant: TAmazonGrantRow): TSpApiClient {
  const client = lwaClient(config, 'SPAPI');
  return createSpApiClient({
    endpoint: amazonHosts(config, grant.region).spApi,
    lwaTokenUrl: spApiTokenUrl(config),
    clientId: client.id,
    clientSecret: client.secret,
    previousClientSecret: client.previousSecret,
    refreshToken: refreshTokenOf(config, grant, client.id),
  });
}

/** The Ads API of the grant's region, as the seller. */
export function adsClientFor(config: TConfig, grant: TAmazonGrantRow): TAdsClient {
  const hosts = amazonHosts(config, grant.region);
  const client = lwaClient(config, 'ADS');
  return createAdsClient({
    endpoint: hosts.ads,
    lwaTokenUrl: hosts.lwaToken,
    clientId: client.id,
    clientSecret: client.secret,
    previousClientSecret: client.previousSecret,
    refreshToken: refreshTokenOf(config, grant, client.id),
  });
}
