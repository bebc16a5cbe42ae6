import { ErrorCode, type TAmazonRegion, type TMarketplaceAuthMode } from '@atlas/shared';
import type { TMarketplaceProfile } from '../../integrations/marketplace/oauth';
import type { TDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { randomString } from '../../platform/ids';
import { seal, unseal } from '../../platform/secret';

/**
 * The OAuth `state`: sealed by this server (encrypted and authenticated), so the callback can
 * trust what it carries (why the consent was started, for which account and region, and after
 * Login with Amazon the identity it found) and nobody reading Seller Central's address learns
 * the seller's e-mail or name from it; short-lived. The browser also keeps it, to refuse a
 * callback it did not start.
 */
export type TOAuthState = {
  mode: TMarketplaceAuthMode;
  /**
   * `login`: Login with Amazon's consent; `seller`: the Selling Partner API authorization that
   * follows it; `ads`: the seller's Amazon Ads grant.
   */
  step: 'login' | 'seller' | 'ads';
  region: TAmazonRegion;
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
  const payload = { ...state, exp: deps.now().getTime() + lifetimeMs, n: randomString(12) };
  // base64url of the sealed text: it travels in URLs as one opaque value
  return Buffer.from(seal(deps.config, purpose, JSON.stringify(payload)), 'utf8').toString('base64url');
}

function parseState(plain: string | null): TOAuthState | null {
  try {
    return plain === null ? null : (JSON.parse(plain) as TOAuthState);
  } catch {
    return null;
  }
}

const badState = (message: string) =>
  new AppError(ErrorCode.validation, message, { fields: [{ path: 'state', message }] });

export function readState(deps: TDeps, signed: string): TOAuthState {
  const state = parseState(unseal(deps.config, purpose, Buffer.from(signed, 'base64url').toString('utf8')));
  if (!state) {
    throw badState('This sign-in link is not valid; please start again');
  }
  if (state.exp < deps.now().getTime()) {
    throw badState('This sign-in took too long and has expired; please start again');
  }
  return state;
}
