import type { TAmazonRegion } from '@atlas/shared';
import type { TConfig } from '../../../config';
import { amazonHosts, spApiTokenUrl } from '../amazon-regions';
import { MarketplaceOAuthError, type TMarketplaceOAuth, type TOAuthTokens } from './types';

const timeoutMs = 10_000;
type TJson = Record<string, unknown>;

async function readJson(response: Response): Promise<TJson | null> {
  try {
    const parsed: unknown = await response.json();
    return typeof parsed === 'object' && parsed !== null ? (parsed as TJson) : null;
  } catch {
    return null;
  }
}

async function send(what: string, url: string, init: RequestInit): Promise<TJson | null> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw new MarketplaceOAuthError('unavailable', `${what} did not answer: ${(error as Error).message}`);
  }
  const body = await readJson(response);
  if (!response.ok) {
    const reason = typeof body?.error === 'string' ? body.error : `http_${response.status}`;
    const detail = typeof body?.error_description === 'string' ? `: ${body.error_description}` : '';
    throw new MarketplaceOAuthError(reason, `${what} refused the request (${reason}${detail})`);
  }
  return body;
}

const text = (value: unknown) => (typeof value === 'string' && value.length > 0 ? value : null);

/** One Login with Amazon client: its id, its secret and, during a rotation, the secret it replaces. */
export type TLwaClient = { id: string; secret: string; previousSecret?: string };

/**
 * Trades an authorization code at a Login with Amazon token endpoint. A client secret is rotated
 * every 180 days; while the new one is not yet live (or the old one is retired before the
 * deployment's settings change), LWA answers `invalid_client`, and the other secret is tried.
 */
async function exchange(client: TLwaClient, tokenUrl: string, code: string, redirectUri: string) {
  const attempt = async (secret: string): Promise<TOAuthTokens> => {
    const form = new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: client.id,
      client_secret: secret,
    });
    const body = await send('Login with Amazon', tokenUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded;charset=UTF-8',
        accept: 'application/json',
      },
      body: form.toString(),
    });
    const accessToken = text(body?.access_token);
    if (!accessToken) {
      throw new MarketplaceOAuthError(
        'invalid_response',
        'Login with Amazon answered without an access token',
      );
    }
    return {
      accessToken,
      refreshToken: text(body?.refresh_token),
      expiresInSeconds: Number(body?.expires_in) || 3600,
    };
  };
  try {
    return await attempt(client.secret);
  } catch (error) {
    const rotated = error instanceof MarketplaceOAuthError && error.reason === 'invalid_client';
    if (!rotated || !client.previousSecret) {
      throw error;
    }
    return attempt(client.previousSecret);
  }
}

/** One client's settings: `AMAZON_{name}_CLIENT_ID`, `…_SECRET` and `…_SECRET_PREVIOUS`. */
export function lwaClient(config: TConfig, name: 'LOGIN' | 'SPAPI' | 'ADS'): TLwaClient {
  return {
    id: config[`AMAZON_${name}_CLIENT_ID`] ?? '',
    secret: config[`AMAZON_${name}_CLIENT_SECRET`] ?? '',
    previousSecret: config[`AMAZON_${name}_CLIENT_SECRET_PREVIOUS`],
  };
}

/** A Login with Amazon consent of a client and scope, in the region: its page and its code. */
function lwaConsent(config: TConfig, client: TLwaClient, scope: string) {
  return {
    authorizeUrl(state: string, redirectUri: string, region: TAmazonRegion) {
      const url = new URL(amazonHosts(config, region).lwaAuthorize);
      url.search = new URLSearchParams({
        client_id: client.id,
        scope,
        response_type: 'code',
        redirect_uri: redirectUri,
        state,
      }).toString();
      return url.toString();
    },
    exchangeCode: (code: string, redirectUri: string, region: TAmazonRegion) =>
      exchange(client, amazonHosts(config, region).lwaToken, code, redirectUri),
  };
}

/**
 * Amazon's three clients, against its documented endpoints of each region (amazon-regions.ts):
 * Login with Amazon for sign-in and the seller's identity, the Selling Partner API app's website
 * authorization in the region's Seller Central, and the Ads API's own security profile for the
 * seller's Ads grant. A refresh token works only with the client that issued it, so each grant
 * is traded by its own client (docs/amazon.md).
 */
export function createAmazonOAuth(config: TConfig): TMarketplaceOAuth {
  const login = lwaConsent(config, lwaClient(config, 'LOGIN'), 'profile');
  const spApi = lwaClient(config, 'SPAPI');
  const ads = lwaClient(config, 'ADS');

  return {
    provider: 'amazon',
    ...login,
    async profile(accessToken, region) {
      const body = await send('Login with Amazon', amazonHosts(config, region).lwaProfile, {
        headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
      });
      const userId = text(body?.user_id);
      if (!userId) {
        throw new MarketplaceOAuthError(
          'invalid_response',
          'Login with Amazon answered a profile without user_id',
        );
      }
      return { userId, email: text(body?.email), name: text(body?.name) };
    },
    seller: {
      clientId: spApi.id,
      authorizeUrl(state, redirectUri, region) {
        const url = new URL(`${amazonHosts(config, region).sellerCentral}/apps/authorize/consent`);
        const params = new URLSearchParams({
          application_id: config.AMAZON_SPAPI_APP_ID ?? '',
          state,
          redirect_uri: redirectUri,
        });
        // An application still in draft is authorized only with version=beta.
        if (config.AMAZON_SPAPI_DRAFT) {
          params.set('version', 'beta');
        }
        url.search = params.toString();
        return url.toString();
      },
      exchangeCode: (code, redirectUri) => exchange(spApi, spApiTokenUrl(config), code, redirectUri),
    },
    ads: { clientId: ads.id, ...lwaConsent(config, ads, 'advertising::campaign_management') },
  };
}
