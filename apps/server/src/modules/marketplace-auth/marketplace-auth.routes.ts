import { marketplaceAuthCalls } from '@atlas/shared';
import { ownAccount } from '../../platform/access';
import { demoReach } from '../../platform/demo-accounts';
import { authorize } from '../../platform/guard';
import { defineRoute } from '../../platform/route';
import {
  completeMarketplaceConsent,
  getMarketplaceConnection,
  ownerOnlyConnects,
  startMarketplaceSignIn,
  startSellerAuthorization,
} from './marketplace-auth.service';

// POST seller/reauthorize: the consent that connects the seller's Amazon account, or renews its grant
const reauthorize = defineRoute(marketplaceAuthCalls.startSellerAuthorization, {
  preconditions: [ownAccount(ownerOnlyConnects)],
  handler: ({ deps, actor, body }) => startSellerAuthorization(deps, actor, body),
});

export const marketplaceAuthRoutes = [
  // GET user/auth/amazon-login-into-tracking/authorize-url: where "Sign in with Amazon" goes
  defineRoute(marketplaceAuthCalls.startMarketplaceSignIn, {
    handler: async ({ deps, query }) => startMarketplaceSignIn(deps, query),
  }),
  // POST user/auth/amazon-login-into-tracking: completes a consent (sign in, connect or re-authorize)
  defineRoute(marketplaceAuthCalls.completeMarketplaceConsent, {
    // Connecting needs the seller who started it, signed in as POST seller/reauthorize asks
    // (the guard), and its own account (checked in the service: a sign-in needs no session).
    handler: ({ deps, body, ip, request }) =>
      completeMarketplaceConsent(deps, body, {
        ip,
        reach: demoReach(deps.config, request),
        requireSeller: () => authorize(deps, request, reauthorize),
      }),
  }),
  reauthorize,
  // GET seller/marketplace-connection: the seller's Amazon link for the Account page
  defineRoute(marketplaceAuthCalls.getMarketplaceConnection, {
    handler: ({ deps, actor }) => getMarketplaceConnection(deps, actor),
  }),
];
