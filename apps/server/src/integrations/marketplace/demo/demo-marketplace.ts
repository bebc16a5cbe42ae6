import { ErrorCode } from '@atlas/shared';
import type { TDeps } from '../../../platform/deps';
import { AppError } from '../../../platform/errors';
import { randomString } from '../../../platform/ids';
import { signPayload, verifyPayload } from '../../../platform/secret';
import { MarketplaceOAuthError, type TMarketplaceProfile, type TOAuthTokens } from '../oauth/types';

/**
 * The built-in demo marketplace: a stand-in for Login with Amazon and the seller authorization,
 * so the whole flow runs locally. It keeps no tables: codes and tokens are signed with the app
 * secret, and a code's single use is recorded in the shared rate-limit store (memory or Redis),
 * so it works across instances too.
 */
export type TDemoDeps = Pick<TDeps, 'config' | 'limits' | 'now'>;

export type TDemoIdentity = TMarketplaceProfile & { key: string; name: string; sellingPartnerId: string };

/** Fixed demo sellers, the same on every machine, so tests and people can pick them by name. */
export const demoIdentities: readonly TDemoIdentity[] = [
  {
    key: 'northwind',
    userId: 'amzn1.account.DEMONORTHWINDHOME',
    name: 'Northwind Home',
    email: 'northwind@demo-marketplace.test',
    sellingPartnerId: 'A1DEMONORTHWIND',
  },
  {
    key: 'bluebird',
    userId: 'amzn1.account.DEMOBLUEBIRDOUTDOOR',
    name: 'Bluebird Outdoor',
    email: 'bluebird@demo-marketplace.test',
    sellingPartnerId: 'A1DEMOBLUEBIRD',
  },
  {
    key: 'copper-kettle',
    userId: 'amzn1.account.DEMOCOPPERKETTLE',
    name: 'Copper Kettle Kitchen',
    email: 'copperkettle@demo-marketplace.test',
    sellingPartnerId: 'A1DEMOCOPPERKT',
  },
  {
    key: 'maple-trail',
    userId: 'amzn1.account.DEMOMAPLETRAILGARDEN',
    name: 'Maple Trail Garden',
    email: 'mapletrail@demo-marketplace.test',
    sellingPartnerId: 'A1DEMOMAPLETRL',
  },
];

export const demoClientId = 'atlas-demo';
export const demoPathPrefix = '/demo-marketplace';
const codeLifetimeMs = 5 * 60_000;
const accessLifetimeMs = 60 * 60_000;
const accessPrefix = 'Atza|demo.';
const refreshPrefix = 'Atzr|demo.';

type TCode = { sub: string; rid: string; exp: number; n: string };
type TAccess = { sub: string; exp: number };
type TRefresh = { sub: string; n: string };

export const demoIdentityByKey = (key: string) => demoIdentities.find((i) => i.key === key);

export function demoAuthorizeUrl(deps: Pick<TDeps, 'config'>, state: string, redirectUri: string): string {
  const params = new URLSearchParams({
    client_id: demoClientId,
    response_type: 'code',
    scope: 'profile',
    redirect_uri: redirectUri,
    state,
  });
  return `${deps.config.publicBaseUrl}${demoPathPrefix}/authorize?${params}`;
}

export function issueDemoCode(deps: TDemoDeps, identity: TDemoIdentity, redirectUri: string): string {
  const code: TCode = {
    sub: identity.key,
    rid: redirectUri,
    exp: deps.now().getTime() + codeLifetimeMs,
    n: randomString(16),
  };
  return signPayload(deps.config, 'demo-marketplace-code', code);
}

const invalidGrant = (why: string) =>
  new MarketplaceOAuthError('invalid_grant', `The authorization code ${why}`);

function tokensFor(deps: TDemoDeps, key: string): TOAuthTokens {
  const access: TAccess = { sub: key, exp: deps.now().getTime() + accessLifetimeMs };
  const refresh: TRefresh = { sub: key, n: randomString(16) };
  return {
    accessToken: accessPrefix + signPayload(deps.config, 'demo-marketplace-access', access),
    refreshToken: refreshPrefix + signPayload(deps.config, 'demo-marketplace-refresh', refresh),
    expiresInSeconds: accessLifetimeMs / 1000,
  };
}

/** Trades a code for tokens once, before it expires, for the redirect it was issued to. */
export async function redeemDemoCode(
  deps: TDemoDeps,
  signed: string,
  redirectUri: string,
): Promise<TOAuthTokens> {
  const code = verifyPayload<TCode>(deps.config, 'demo-marketplace-code', signed);
  if (!code || !demoIdentityByKey(code.sub)) {
    throw invalidGrant('is not valid');
  }
  if (code.exp < deps.now().getTime()) {
    throw invalidGrant('has expired');
  }
  if (code.rid !== redirectUri) {
    throw invalidGrant('was issued for another redirect URI');
  }
  try {
    await deps.limits.consume(
      { name: 'demo-marketplace-code', points: 1, durationSeconds: 600 },
      code.n,
      'used',
    );
  } catch (error) {
    if (error instanceof AppError && error.code === ErrorCode.rateLimited) {
      throw invalidGrant('was already used');
    }
    throw error;
  }
  return tokensFor(deps, code.sub);
}

/** A refresh token gives a new access token, as LWA's refresh_token grant does. */
export function refreshDemoToken(deps: TDemoDeps, token: string): TOAuthTokens {
  const refresh = token.startsWith(refreshPrefix)
    ? verifyPayload<TRefresh>(deps.config, 'demo-marketplace-refresh', token.slice(refreshPrefix.length))
    : null;
  if (!refresh || !demoIdentityByKey(refresh.sub)) {
    throw new MarketplaceOAuthError('invalid_grant', 'The refresh token is not valid');
  }
  return { ...tokensFor(deps, refresh.sub), refreshToken: token };
}

export function demoProfile(deps: TDemoDeps, accessToken: string): TMarketplaceProfile {
  const access = accessToken.startsWith(accessPrefix)
    ? verifyPayload<TAccess>(deps.config, 'demo-marketplace-access', accessToken.slice(accessPrefix.length))
    : null;
  const identity = access && access.exp >= deps.now().getTime() ? demoIdentityByKey(access.sub) : undefined;
  if (!identity) {
    throw new MarketplaceOAuthError('invalid_token', 'The access token is not valid or has expired');
  }
  return { userId: identity.userId, email: identity.email, name: identity.name };
}
