import { ErrorCode, type TMarketplaceAuthMode } from '@atlas/shared';
import type { TMarketplaceProfile } from '../../integrations/marketplace/oauth';
import type { TDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { randomString } from '../../platform/ids';
import { signPayload, verifyPayload } from '../../platform/secret';

/**
 * The OAuth `state`: signed by this server, so the callback can trust what it carries (why the
 * consent was started, for which account, and after Login with Amazon the identity it found),
 * and short-lived. The browser also keeps it, to refuse a callback it did not start.
 */
export type TOAuthState = {
  mode: TMarketplaceAuthMode;
  /** `login`: Login with Amazon's consent; `seller`: the seller authorization that follows it. */
  step: 'login' | 'seller';
  /** The seller connecting or re-authorizing. */
  uid?: string;
  /** The Login with Amazon identity found at the first step, for the second. */
  idn?: TMarketplaceProfile;
  exp: number;
  n: string;
};

const purpose = 'marketplace-oauth-state';
const lifetimeMs = 10 * 60_000;

export function issueState(deps: TDeps, state: Omit<TOAuthState, 'exp' | 'n'>): string {
  return signPayload(deps.config, purpose, {
    ...state,
    exp: deps.now().getTime() + lifetimeMs,
    n: randomString(12),
  });
}

const badState = (message: string) =>
  new AppError(ErrorCode.validation, message, { fields: [{ path: 'state', message }] });

export function readState(deps: TDeps, signed: string): TOAuthState {
  const state = verifyPayload<TOAuthState>(deps.config, purpose, signed);
  if (!state) {
    throw badState('This sign-in link is not valid; please start again');
  }
  if (state.exp < deps.now().getTime()) {
    throw badState('This sign-in took too long and has expired; please start again');
  }
  return state;
}
