import {
  marketplaceSegment,
  ZMarketplaceCallbackRequestSchema,
  ZMarketplaceCallbackResponseSchema,
  ZMarketplaceConnectionStatusSchema,
  ZMarketplaceConsentSchema,
} from '@atlas/shared';
import { authorize } from '../../platform/guard';
import { defineRoute } from '../../platform/route';
import {
  completeMarketplaceConsent,
  getMarketplaceConnection,
  startMarketplaceSignIn,
  startSellerAuthorization,
} from './marketplace-auth.service';

const signInPath = `user/auth/${marketplaceSegment}-login-into-tracking`;

// POST seller/reauthorize: the consent that connects the seller's Amazon account, or renews its grant
const reauthorize = defineRoute({
  api: 'user',
  method: 'POST',
  path: 'seller/reauthorize',
  roles: ['seller'],
  summary: 'Start connecting or re-authorizing the Amazon seller account (answers the consent URL)',
  response: ZMarketplaceConsentSchema,
  handler: ({ deps, actor }) => startSellerAuthorization(deps, actor),
});

export const marketplaceAuthRoutes = [
  // GET user/auth/amazon-login-into-tracking/authorize-url: where "Sign in with Amazon" goes
  defineRoute({
    api: 'user',
    method: 'GET',
    path: `${signInPath}/authorize-url`,
    roles: ['public'],
    summary: 'Start signing in through the Amazon account (answers the consent URL)',
    response: ZMarketplaceConsentSchema,
    handler: async ({ deps }) => startMarketplaceSignIn(deps),
  }),
  // POST user/auth/amazon-login-into-tracking: completes a consent (sign in, connect or re-authorize)
  defineRoute({
    api: 'user',
    method: 'POST',
    path: signInPath,
    roles: ['public'],
    summary: 'Complete an Amazon consent: sign in, or link the signed-in seller',
    body: ZMarketplaceCallbackRequestSchema,
    response: ZMarketplaceCallbackResponseSchema,
    // Connecting needs the seller who started it: checked exactly as POST seller/reauthorize is.
    handler: ({ deps, body, ip, request }) =>
      completeMarketplaceConsent(deps, body, {
        ip,
        requireSeller: () => authorize(deps, request, reauthorize),
      }),
  }),
  reauthorize,
  // GET seller/marketplace-connection: the seller's Amazon link for the Account page
  defineRoute({
    api: 'user',
    method: 'GET',
    path: 'seller/marketplace-connection',
    roles: ['seller'],
    summary: "The seller's Amazon connection (marketplace, selling partner id, linked since)",
    response: ZMarketplaceConnectionStatusSchema,
    handler: ({ deps, actor }) => getMarketplaceConnection(deps, actor),
  }),
];
