import type { TMarketplaceProvider } from '@atlas/shared';

export type TOAuthTokens = { accessToken: string; refreshToken: string | null; expiresInSeconds: number };

/** The marketplace user behind an access token (Login with Amazon's user profile). */
export type TMarketplaceProfile = { userId: string; email: string | null; name: string | null };

/**
 * One marketplace's OAuth authorization-code flow. `seller` is the second consent that grants
 * access to the seller's data (Amazon: Selling Partner API website authorization); a provider
 * whose first consent already covers it (the demo marketplace) has none.
 */
export type TMarketplaceOAuth = {
  provider: TMarketplaceProvider;
  authorizeUrl(state: string, redirectUri: string): string;
  exchangeCode(code: string, redirectUri: string): Promise<TOAuthTokens>;
  profile(accessToken: string): Promise<TMarketplaceProfile>;
  seller?: {
    authorizeUrl(state: string, redirectUri: string): string;
    /** Trades `spapi_oauth_code` for the seller's long-lived refresh token. */
    exchangeCode(code: string, redirectUri: string): Promise<TOAuthTokens>;
  };
};

/**
 * A refusal by the marketplace. `invalid_grant` (a code that expired, was used or belongs to
 * another redirect) is the user's to retry; anything else is ours or the marketplace's.
 */
export class MarketplaceOAuthError extends Error {
  readonly reason: string;

  constructor(reason: string, message: string) {
    super(message);
    this.name = 'MarketplaceOAuthError';
    this.reason = reason;
  }

  get isUserFixable(): boolean {
    return this.reason === 'invalid_grant' || this.reason === 'access_denied';
  }
}
