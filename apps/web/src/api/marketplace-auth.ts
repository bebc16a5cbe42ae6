import { marketplaceAuthCalls, type TMarketplaceCallbackRequest } from '@atlas/shared';
import { callApi } from './http';

// The consent calls show their errors on their own pages, so they are silent (no toast).

// Where "Sign in with Amazon" goes
export const startMarketplaceSignIn = () =>
  callApi(marketplaceAuthCalls.startMarketplaceSignIn, {}, { silent: true });

// Completes a consent from the callback page
export const completeMarketplaceConsent = (body: TMarketplaceCallbackRequest) =>
  callApi(marketplaceAuthCalls.completeMarketplaceConsent, { body }, { silent: true });

// The consent that connects the seller's Amazon account or renews it
export const startSellerAuthorization = () =>
  callApi(marketplaceAuthCalls.startSellerAuthorization, {}, { silent: true });

export const getMarketplaceConnection = () => callApi(marketplaceAuthCalls.getMarketplaceConnection, {});
