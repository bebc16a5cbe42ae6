import { demoAuthorizeUrl, demoProfile, redeemDemoCode, type TDemoDeps } from '../demo/demo-marketplace';
import type { TMarketplaceOAuth } from './types';

/**
 * The demo marketplace as an adapter. It lives in this server, so the adapter calls it directly
 * rather than over HTTP (its HTTP endpoints serve the browser and anyone exploring the flow).
 * Its one consent covers the seller's grant too, so there is no second step.
 */
export function createDemoOAuth(deps: TDemoDeps): TMarketplaceOAuth {
  return {
    provider: 'demo',
    authorizeUrl: (state, redirectUri) => demoAuthorizeUrl(deps, state, redirectUri),
    exchangeCode: (code, redirectUri) => redeemDemoCode(deps, code, redirectUri),
    profile: async (accessToken) => demoProfile(deps, accessToken),
  };
}
