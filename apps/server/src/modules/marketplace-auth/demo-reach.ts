import { ErrorCode } from '@atlas/shared';
import type { TMarketplaceOAuth } from '../../integrations/marketplace/oauth';
import { isDemoEmail, type TDemoReach } from '../../platform/demo-accounts';
import { AppError } from '../../platform/errors';

/**
 * The demo marketplace lets any visitor pick one of its identities, so a consent it completes
 * reaches an account only where demo accounts are served (platform/demo-accounts.ts): any account
 * for a developer on this machine, the demo-seeded ones on a public demo site, none otherwise.
 * Amazon's own consents are not concerned.
 */
export function assertDemoIdentityReaches(oauth: TMarketplaceOAuth, reach: TDemoReach, email: string): void {
  if (oauth.provider !== 'demo' || reach === 'any' || (reach === 'demo-users' && isDemoEmail(email))) {
    return;
  }
  throw new AppError(
    ErrorCode.accountNotAllowed,
    reach === 'none'
      ? 'The demo marketplace signs in only on the machine that runs this server'
      : 'On this demo site the demo marketplace reaches only the demo accounts (such as seller@demo.test); sign in with your e-mail and password',
  );
}
