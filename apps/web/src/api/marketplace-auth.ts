import {
  marketplaceSegment,
  type TMarketplaceCallbackRequest,
  type TMarketplaceCallbackResponse,
  type TMarketplaceConnectionStatus,
  type TMarketplaceConsent,
} from '@atlas/shared';
import { api } from './http';

const signInPath = `user/auth/${marketplaceSegment}-login-into-tracking`;

// The consent calls show their errors on their own pages, so they are silent (no toast).

// GET user/auth/amazon-login-into-tracking/authorize-url: where "Sign in with Amazon" goes
export function getMarketplaceSignInConsent(): Promise<TMarketplaceConsent> {
  return api.get<TMarketplaceConsent>(`${signInPath}/authorize-url`, undefined, { silent: true });
}

// POST user/auth/amazon-login-into-tracking: completes a consent from the callback page
export function completeMarketplaceConsent(
  body: TMarketplaceCallbackRequest,
): Promise<TMarketplaceCallbackResponse> {
  return api.post<TMarketplaceCallbackResponse>(signInPath, body, { silent: true });
}

// POST seller/reauthorize: the consent that connects the seller's Amazon account or renews it
export function startSellerAuthorization(): Promise<TMarketplaceConsent> {
  return api.post<TMarketplaceConsent>('seller/reauthorize', undefined, { silent: true });
}

// GET seller/marketplace-connection
export function getMarketplaceConnection(): Promise<TMarketplaceConnectionStatus> {
  return api.get<TMarketplaceConnectionStatus>('seller/marketplace-connection');
}
