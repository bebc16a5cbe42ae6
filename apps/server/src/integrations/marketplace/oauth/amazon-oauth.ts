import type { TConfig } from '../../../config';
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

async function send(
  what: string,
  url: string,
  init: RequestInit,
): Promise<{ response: Response; body: TJson | null }> {
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
  return { response, body };
}

const text = (value: unknown) => (typeof value === 'string' && value.length > 0 ? value : null);

/**
 * Login with Amazon (sign-in, the user's profile) and the Selling Partner API website
 * authorization (the seller's grant), against Amazon's documented endpoints. Every URL comes
 * from config, so tests point it at a local fake and EU sellers at their Seller Central.
 */
export function createAmazonOAuth(config: TConfig): TMarketplaceOAuth {
  const clientId = config.AMAZON_LWA_CLIENT_ID ?? '';
  const clientSecret = config.AMAZON_LWA_CLIENT_SECRET ?? '';

  // Both codes (LWA's and spapi_oauth_code) are traded at the same LWA token endpoint.
  const exchange = async (code: string, redirectUri: string): Promise<TOAuthTokens> => {
    const form = new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: clientId,
      client_secret: clientSecret,
    });
    const { body } = await send('Login with Amazon', config.AMAZON_LWA_TOKEN_URL, {
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

  return {
    provider: 'amazon',
    authorizeUrl(state, redirectUri) {
      const url = new URL(config.AMAZON_LWA_AUTHORIZE_URL);
      url.search = new URLSearchParams({
        client_id: clientId,
        scope: 'profile',
        response_type: 'code',
        redirect_uri: redirectUri,
        state,
      }).toString();
      return url.toString();
    },
    exchangeCode: exchange,
    async profile(accessToken) {
      const { body } = await send('Login with Amazon', config.AMAZON_LWA_PROFILE_URL, {
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
      authorizeUrl(state, redirectUri) {
        const url = new URL(`${config.AMAZON_SELLER_CENTRAL_URL.replace(/\/+$/, '')}/apps/authorize/consent`);
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
      exchangeCode: exchange,
    },
  };
}
