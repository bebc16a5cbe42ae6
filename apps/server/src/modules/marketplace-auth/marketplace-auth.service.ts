import {
  ErrorCode,
  type TMarketplaceCallbackRequest,
  type TMarketplaceCallbackResponse,
  type TMarketplaceConnectionStatus,
  type TMarketplaceConsent,
} from '@atlas/shared';
import {
  MarketplaceOAuthError,
  marketplaceOAuth,
  marketplaceRedirectUri,
  type TMarketplaceOAuth,
  type TMarketplaceProfile,
} from '../../integrations/marketplace/oauth';
import { requireOwnAccount, type TActor, type TUserActor } from '../../platform/actor';
import type { TDemoReach } from '../../platform/demo-accounts';
import type { TDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { findUserById } from '../auth/auth.repository';
import { toSessionUser } from '../auth/session-user';
import { openSession } from '../auth/sessions.service';
import { assertDemoIdentityReaches } from './demo-reach';
import { findIdentityOfUser, findIdentityWithUser } from './marketplace-auth.repository';
import { assertLinkable, linkIdentity, type TGrant, toConnection } from './marketplace-link';
import { issueState, readState, type TOAuthState } from './oauth-state';

/** Every completed consent costs outgoing calls to the marketplace: a per-address limit. */
const callbackLimit = { name: 'marketplace-callback-ip', points: 30, durationSeconds: 15 * 60 };

const fieldError = (path: string, message: string) =>
  new AppError(ErrorCode.validation, message, { fields: [{ path, message }] });

/** The marketplace's refusals, in words a person can act on. */
async function askMarketplace<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof MarketplaceOAuthError)) {
      throw error;
    }
    if (error.isUserFixable) {
      throw fieldError(
        'code',
        'Amazon did not accept this authorization (it expired or was already used); please start again',
      );
    }
    // Our credentials or Amazon itself: logged with the cause, the person is told to retry later.
    throw Object.assign(
      new AppError(
        ErrorCode.internal,
        'Amazon sign-in is not available right now; please try again in a few minutes',
      ),
      { cause: error },
    );
  }
}

function consent(
  deps: TDeps,
  oauth: TMarketplaceOAuth,
  state: Omit<TOAuthState, 'exp' | 'n'>,
): TMarketplaceConsent {
  const signed = issueState(deps, state);
  const redirectUri = marketplaceRedirectUri(deps);
  const url =
    state.step === 'seller' && oauth.seller
      ? oauth.seller.authorizeUrl(signed, redirectUri)
      : oauth.authorizeUrl(signed, redirectUri);
  return { url, state: signed, mode: state.mode };
}

/** GET …/authorize-url: where "Sign in with Amazon" sends the browser. */
export function startMarketplaceSignIn(deps: TDeps): TMarketplaceConsent {
  return consent(deps, marketplaceOAuth(deps), { mode: 'sign-in', step: 'login' });
}

/** What a delegate or an API key hears on connecting Amazon (POST seller/reauthorize's precondition). */
export const ownerOnlyConnects = 'Only the account owner can connect or re-authorize Amazon';

/** POST seller/reauthorize: the consent that connects the seller's Amazon account or renews its grant. */
export async function startSellerAuthorization(deps: TDeps, actor: TUserActor): Promise<TMarketplaceConsent> {
  const linked = await findIdentityOfUser(deps.db, actor.userId);
  const mode = linked?.provider === deps.config.MARKETPLACE_PROVIDER ? 'reauthorize' : 'connect';
  return consent(deps, marketplaceOAuth(deps), { mode, step: 'login', uid: actor.userId });
}

export async function getMarketplaceConnection(
  deps: TDeps,
  actor: TUserActor,
): Promise<TMarketplaceConnectionStatus> {
  const row = await findIdentityOfUser(deps.db, actor.userId);
  return { provider: deps.config.MARKETPLACE_PROVIDER, connection: row ? toConnection(row) : null };
}

async function signIn(
  deps: TDeps,
  oauth: TMarketplaceOAuth,
  profile: TMarketplaceProfile,
  reach: TDemoReach,
) {
  const linked = await findIdentityWithUser(deps.db, oauth.provider, profile.userId);
  if (!linked) {
    throw new AppError(
      ErrorCode.notFound,
      'No Affiliate Atlas account is linked to this Amazon account yet. Sign in with your e-mail and password (or sign up as a seller), then connect Amazon from your Account page.',
    );
  }
  assertDemoIdentityReaches(oauth, reach, linked.user.email);
  if (linked.user.status !== 'active') {
    const why =
      linked.user.status === 'pending'
        ? 'is not activated yet; follow the link in the e-mail we sent'
        : 'is disabled; contact support';
    throw new AppError(ErrorCode.accountNotAllowed, `This account ${why}`);
  }
  const token = await openSession(deps, 'user', linked.user.id);
  return { outcome: 'signed-in' as const, token, user: toSessionUser(linked.user) };
}

export type TCallbackContext = {
  ip: string;
  /** Which accounts a demo identity may enter for this client. */
  reach: TDemoReach;
  requireSeller: () => Promise<TActor>;
};

/**
 * POST user/auth/amazon-login-into-tracking: completes a consent. Sign-in finds the linked
 * account and opens a session; connect and re-authorize need the seller who started them
 * signed in, then link the identity (Amazon asks a second consent for the seller grant first).
 */
export async function completeMarketplaceConsent(
  deps: TDeps,
  input: TMarketplaceCallbackRequest,
  context: TCallbackContext,
): Promise<TMarketplaceCallbackResponse> {
  await deps.limits.consume(callbackLimit, context.ip, 'Too many Amazon sign-in attempts');
  const state = readState(deps, input.state);
  const oauth = marketplaceOAuth(deps);
  const redirectUri = marketplaceRedirectUri(deps);
  if (state.mode === 'sign-in') {
    const tokens = await askMarketplace(() => oauth.exchangeCode(input.code, redirectUri));
    return signIn(deps, oauth, await askMarketplace(() => oauth.profile(tokens.accessToken)), context.reach);
  }
  const actor = await context.requireSeller();
  if (actor.kind !== 'user' || actor.userId !== state.uid) {
    throw fieldError(
      'state',
      'This authorization was started by another account; start again from your Account page',
    );
  }
  requireOwnAccount(actor, ownerOnlyConnects);
  assertDemoIdentityReaches(oauth, context.reach, (await findUserById(deps.db, actor.userId))?.email ?? '');
  const seller = { deps, oauth, userId: actor.userId, mode: state.mode };

  if (state.step === 'seller') {
    if (!oauth.seller || !state.idn) {
      throw fieldError('state', 'This sign-in link is not valid; please start again');
    }
    const sellerConsent = oauth.seller;
    const sellingPartnerId = requirePartnerId(input);
    const tokens = await askMarketplace(() => sellerConsent.exchangeCode(input.code, redirectUri));
    return link(seller, state.idn, { sellingPartnerId, refreshToken: tokens.refreshToken });
  }
  const tokens = await askMarketplace(() => oauth.exchangeCode(input.code, redirectUri));
  const profile = await askMarketplace(() => oauth.profile(tokens.accessToken));
  if (oauth.seller) {
    // Refuse a taken identity now, before asking the seller for a second consent.
    await assertLinkable(deps.db, actor.userId, oauth.provider, profile);
    const next = { mode: state.mode, step: 'seller' as const, uid: actor.userId, idn: profile };
    return { outcome: 'continue', consent: consent(deps, oauth, next) };
  }
  return link(seller, profile, {
    sellingPartnerId: requirePartnerId(input),
    refreshToken: tokens.refreshToken,
  });
}

type TSellerConsent = {
  deps: TDeps;
  oauth: TMarketplaceOAuth;
  userId: string;
  mode: 'connect' | 'reauthorize';
};

async function link(seller: TSellerConsent, profile: TMarketplaceProfile, grant: TGrant) {
  const linked = await linkIdentity(seller.deps, seller.userId, seller.oauth.provider, profile, grant);
  return {
    outcome: 'connected' as const,
    mode: linked.renewed ? ('reauthorize' as const) : seller.mode,
    connection: toConnection(linked.row),
  };
}

function requirePartnerId(input: TMarketplaceCallbackRequest): string {
  if (!input.sellingPartnerId) {
    throw fieldError(
      'sellingPartnerId',
      'Amazon did not say which seller account was authorized; please start again',
    );
  }
  return input.sellingPartnerId;
}
