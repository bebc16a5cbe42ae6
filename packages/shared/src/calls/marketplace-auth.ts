import { defineCall } from '../call';
import {
  ZMarketplaceCallbackRequestSchema,
  ZMarketplaceCallbackResponseSchema,
  ZMarketplaceConnectionStatusSchema,
  ZMarketplaceConsentSchema,
  ZMarketplaceSignInQuerySchema,
  ZSellerAuthorizationRequestSchema,
} from '../marketplace-auth';
import { marketplaceSegment } from '../product';

/** Spec 7.2 writes it `user/auth/amazon-login-into-tracking`. */
const signInPath = `user/auth/${marketplaceSegment}-login-into-tracking`;

export const marketplaceAuthCalls = {
  // POST seller/reauthorize: the consent that connects the seller's Amazon account, or renews its grant
  startSellerAuthorization: defineCall({
    api: 'user',
    method: 'POST',
    path: 'seller/reauthorize',
    roles: ['seller'],
    summary:
      'Start connecting or re-authorizing the Amazon seller account, per region: the Selling Partner API or Amazon Ads (answers the consent URL)',
    body: ZSellerAuthorizationRequestSchema,
    response: ZMarketplaceConsentSchema,
  }),
  // GET user/auth/amazon-login-into-tracking/authorize-url: where "Sign in with Amazon" goes
  startMarketplaceSignIn: defineCall({
    api: 'user',
    method: 'GET',
    path: `${signInPath}/authorize-url`,
    roles: ['public'],
    summary:
      "Start signing in through the Amazon account (answers the consent URL); `region` picks Amazon's sign-in of that region",
    query: ZMarketplaceSignInQuerySchema,
    response: ZMarketplaceConsentSchema,
  }),
  // POST user/auth/amazon-login-into-tracking: completes a consent (sign in, connect or re-authorize)
  completeMarketplaceConsent: defineCall({
    api: 'user',
    method: 'POST',
    path: signInPath,
    roles: ['public'],
    summary: 'Complete an Amazon consent: sign in, or link the signed-in seller',
    body: ZMarketplaceCallbackRequestSchema,
    response: ZMarketplaceCallbackResponseSchema,
  }),
  // GET seller/marketplace-connection: the seller's Amazon link for the Account page
  getMarketplaceConnection: defineCall({
    api: 'user',
    method: 'GET',
    path: 'seller/marketplace-connection',
    roles: ['seller'],
    summary: "The seller's Amazon connection (marketplace, selling partner id, linked since)",
    response: ZMarketplaceConnectionStatusSchema,
  }),
};
