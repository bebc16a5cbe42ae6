import type { TAmazonRegion, TMarketplaceProvider } from '@atlas/shared';

export type TOAuthTokens = { accessToken: string; refreshToken: string | null; expiresInSeconds: number };

/** The marketplace user behind an access token (Login with Amazon's user profile). */
export type TMarketplaceProfile = { userId: string; email: string | null; name: string | null };

/**
 * One marketplace's OAuth authorization-code flows, per Amazon region (the demo marketplace has
 * one for all). `seller` is the second consent that grants the seller's data (Amazon: Selling
 * Partner API website authorization in the region's Seller Central); `ads` grants the seller's
 * own Amazon Ads profiles. A provider whose first consent already covers them (the demo
 * marketplace) has neither.
 */
export type TMarketplaceOAuth = {
  provider: TMarketplaceProvider;
  authorizeUrl(state: string, redirectUri: string, region: TAmazonRegion): string;
  exchangeCode(code: string, redirectUri: string, region: TAmazonRegion): Promise<TOAuthTokens>;
  profile(accessToken: string, region: TAmazonRegion): Promise<TMarketplaceProfile>;
  seller?: {
    authorizeUrl(state: string, redirectUri: string, region: TAmazonRegion): string;
    /** Trades `spapi_oauth_code` for the seller's long-lived refresh token. */
    exchangeCode(code: string, redirectUri: string): Promise<TOAuthTokens>;
    /** The client the seller's refresh token is issued to. */
    clientId: string;
  };
  ads?: {
    authorizeUrl(state: string, redirectUri: string, region: TAmazonRegion): string;
    exchangeCode(code: string, redirectUri: string, region: TAmazonRegion): Promise<TOAuthTokens>;
    clientId: string;
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
