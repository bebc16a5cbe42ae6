import {
  amazonRegionOf,
  ErrorCode,
  type TAmazonRegion,
  type TCountryCode,
  type TMarketplaceCallbackRequest,
  type TMarketplaceCallbackResponse,
  type TMarketplaceConnectionStatus,
  type TMarketplaceConsent,
  type TSellerAuthorizationRequest,
} from '@atlas/shared';
import { AttributionSourceError } from '../../integrations/marketplace/attribution/types';
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
import { findSellerSettings } from '../sellers/sellers.repository';
import { connectAdsGrant } from './ads-grant.service';
import { UnusableGrantError } from './amazon-clients';
import { findGrant } from './amazon-grants.repository';
import { assertDemoIdentityReaches } from './demo-reach';
import { findIdentityOfUser, findIdentityWithUser } from './marketplace-auth.repository';
import { assertLinkable, linkIdentity, type TGrant, toConnection } from './marketplace-link';
import { issueState, readState, type TOAuthState } from './oauth-state';
import { regionConnections } from './region-connections';

/** Every completed consent costs outgoing calls to the marketplace: a per-address limit. */
const callbackLimit = { name: 'marketplace-callback-ip', points: 30, durationSeconds: 15 * 60 };

const fieldError = (path: string, message: string) =>
  new AppError(ErrorCode.validation, message, { fields: [{ path, message }] });

/** The marketplace's refusals, in words a person can act on. */
async function askMarketplace<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AttributionSourceError || error instanceof UnusableGrantError) {
      throw Object.assign(
        new AppError(
          ErrorCode.internal,
          `Amazon Ads did not answer as expected; please try again in a few minutes (${error.message})`,
        ),
        { cause: error },
      );
    }
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
  const { region } = state;
  const url =
    state.step === 'seller' && oauth.seller
      ? oauth.seller.authorizeUrl(signed, redirectUri, region)
      : state.step === 'ads' && oauth.ads
        ? oauth.ads.authorizeUrl(signed, redirectUri, region)
        : oauth.authorizeUrl(signed, redirectUri, region);
  return { url, state: signed, mode: state.mode };
}

/** GET …/authorize-url: where "Sign in with Amazon" sends the browser (Amazon's sign-in of the region). */
export function startMarketplaceSignIn(deps: TDeps, query: { region?: TAmazonRegion }): TMarketplaceConsent {
  return consent(deps, marketplaceOAuth(deps), {
    mode: 'sign-in',
    step: 'login',
    region: query.region ?? 'na',
  });
}

/** What a delegate or an API key hears on connecting Amazon (POST seller/reauthorize's precondition). */
export const ownerOnlyConnects = 'Only the account owner can connect or re-authorize Amazon';

/** The region of the seller's current marketplace (its catalogue and reports' country). */
async function sellerRegion(deps: TDeps, sellerId: string): Promise<TAmazonRegion> {
  const country = (await findSellerSettings(deps.db, sellerId))?.currentCountry as TCountryCode | undefined;
  return country && country in amazonRegionOf ? amazonRegionOf[country] : 'na';
}

export const connectAmazonFirst =
  'Connect your Amazon seller account first (Account → Marketplace connection), then grant Amazon Ads access';

/**
 * POST seller/reauthorize: the consent that connects the seller's Amazon account, or grants or
 * renews one region's access (docs/amazon.md "Connecting a seller"). Amazon: the Selling Partner
 * API grant starts at Login with Amazon the first time (who the seller is), then goes to the
 * region's Seller Central; later ones go straight there. The Ads grant needs the account
 * connected first. The demo marketplace's one consent covers every region and kind.
 */
export async function startSellerAuthorization(
  deps: TDeps,
  actor: TUserActor,
  request: TSellerAuthorizationRequest,
): Promise<TMarketplaceConsent> {
  const oauth = marketplaceOAuth(deps);
  const linked = await findIdentityOfUser(deps.db, actor.userId);
  const connected = linked?.provider === deps.config.MARKETPLACE_PROVIDER;
  const region = request.region ?? (await sellerRegion(deps, actor.userId));
  const access = request.access ?? 'selling-partner';
  if (!oauth.seller) {
    return consent(deps, oauth, {
      mode: connected ? 'reauthorize' : 'connect',
      step: 'login',
      uid: actor.userId,
      region,
    });
  }
  const granted = Boolean(await findGrant(deps.db, actor.userId, region, access));
  const state = {
    mode: granted ? ('reauthorize' as const) : ('connect' as const),
    uid: actor.userId,
    region,
  };
  if (access === 'ads') {
    if (!connected || !oauth.ads) {
      throw new AppError(ErrorCode.conflict, connectAmazonFirst);
    }
    return consent(deps, oauth, { ...state, step: 'ads' });
  }
  if (connected && linked) {
    const idn = { userId: linked.externalUserId, email: linked.email, name: linked.name };
    return consent(deps, oauth, { ...state, step: 'seller', idn });
  }
  return consent(deps, oauth, { ...state, step: 'login' });
}

export async function getMarketplaceConnection(
  deps: TDeps,
  actor: TUserActor,
): Promise<TMarketplaceConnectionStatus> {
  const row = await findIdentityOfUser(deps.db, actor.userId);
  const amazon = deps.config.MARKETPLACE_PROVIDER === 'amazon' && row?.provider === 'amazon';
  return {
    provider: deps.config.MARKETPLACE_PROVIDER,
    connection: row ? toConnection(row) : null,
    regions: amazon ? await regionConnections(deps.db, actor.userId) : [],
  };
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
  const { region } = state;
  if (state.mode === 'sign-in') {
    const tokens = await askMarketplace(() => oauth.exchangeCode(input.code, redirectUri, region));
    const profile = await askMarketplace(() => oauth.profile(tokens.accessToken, region));
    return signIn(deps, oauth, profile, context.reach);
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

  if (state.step === 'ads') {
    return grantAds(seller, state.region, input.code);
  }
  if (state.step === 'seller') {
    if (!oauth.seller || !state.idn) {
      throw fieldError('state', 'This sign-in link is not valid; please start again');
    }
    const sellerConsent = oauth.seller;
    const sellingPartnerId = requirePartnerId(input);
    const tokens = await askMarketplace(() => sellerConsent.exchangeCode(input.code, redirectUri));
    return link(seller, state.idn, {
      sellingPartnerId,
      refreshToken: tokens.refreshToken,
      region,
      clientId: sellerConsent.clientId,
    });
  }
  const tokens = await askMarketplace(() => oauth.exchangeCode(input.code, redirectUri, region));
  const profile = await askMarketplace(() => oauth.profile(tokens.accessToken, region));
  if (oauth.seller) {
    // Refuse a taken identity now, before asking the seller for a second consent.
    await assertLinkable(deps.db, actor.userId, oauth.provider, profile);
    const next = { mode: state.mode, step: 'seller' as const, uid: actor.userId, idn: profile, region };
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
    // a regional grant's mode says whether that region was granted before; otherwise the link's
    mode: grant.region || !linked.renewed ? seller.mode : ('reauthorize' as const),
    connection: toConnection(linked.row),
  };
}

/** The Ads consent's code becomes the seller's Ads grant of the region, its profiles and tags. */
async function grantAds(seller: TSellerConsent, region: TAmazonRegion, code: string) {
  const { deps, oauth, userId } = seller;
  const identity = await findIdentityOfUser(deps.db, userId);
  if (!oauth.ads || identity?.provider !== oauth.provider) {
    throw new AppError(ErrorCode.conflict, connectAmazonFirst);
  }
  const adsConsent = oauth.ads;
  const tokens = await askMarketplace(() =>
    adsConsent.exchangeCode(code, marketplaceRedirectUri(deps), region),
  );
  if (!tokens.refreshToken) {
    throw new AppError(ErrorCode.internal, 'Amazon Ads granted no lasting access; please start again');
  }
  const refreshToken = tokens.refreshToken;
  await askMarketplace(() =>
    connectAdsGrant(deps, userId, region, { refreshToken, clientId: adsConsent.clientId }),
  );
  return { outcome: 'connected' as const, mode: seller.mode, connection: toConnection(identity) };
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
