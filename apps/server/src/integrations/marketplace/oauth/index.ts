import type { TDeps } from '../../../platform/deps';
import { createAmazonOAuth } from './amazon-oauth';
import { createDemoOAuth } from './demo-oauth';
import type { TMarketplaceOAuth } from './types';

export { marketplaceRedirectUri } from '../redirect-uri';
export { MarketplaceOAuthError, type TMarketplaceOAuth, type TMarketplaceProfile } from './types';

/** The adapter MARKETPLACE_PROVIDER names (config refuses `amazon` without its credentials). */
export function marketplaceOAuth(deps: TDeps): TMarketplaceOAuth {
  return deps.config.MARKETPLACE_PROVIDER === 'amazon'
    ? createAmazonOAuth(deps.config)
    : createDemoOAuth(deps);
}
