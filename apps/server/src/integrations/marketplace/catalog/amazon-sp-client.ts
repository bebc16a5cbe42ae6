import { createLwaAccessToken, fetchJson } from '../lwa-access-token';
import { createRateGate, type TUsagePlan } from './amazon-rate-gate';
import { forbidden, spApiErrorText, spApiUsagePlans, type TSpOperation } from './amazon-sp-operations';
import { MarketplaceCatalogError } from './types';

export type TSpApiClientOptions = {
  /** Regional SP-API endpoint, e.g. https://sellingpartnerapi-na.amazon.com */
  endpoint: string;
  lwaTokenUrl: string;
  clientId: string;
  clientSecret: string;
  /** During a rotation of the app's secret, the one it replaces (see lwa-access-token.ts). */
  previousClientSecret?: string;
  refreshToken: string;
  plans?: Partial<Record<TSpOperation, TUsagePlan>>;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  timeoutMs?: number;
};

type TJson = Record<string, unknown>;

const maxTries = 6;
const realSleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

/**
 * A minimal Selling Partner API client: Login with Amazon access tokens from the seller's
 * refresh token (renewed a minute before they expire, and once more on a 401/403), each
 * operation kept within its usage plan, and 429/5xx answers retried with growing pauses
 * (Retry-After when Amazon sends one). Since October 2023 SP-API calls need no AWS signature.
 */
export function createSpApiClient(options: TSpApiClientOptions) {
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? realSleep;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const gates = new Map<TSpOperation, () => Promise<void>>();

  const gateOf = (operation: TSpOperation) => {
    let gate = gates.get(operation);
    if (!gate) {
      gate = createRateGate(options.plans?.[operation] ?? spApiUsagePlans[operation], now, sleep);
      gates.set(operation, gate);
    }
    return gate;
  };

  const fail = (reason: 'unauthorized' | 'unavailable', message: string) =>
    new MarketplaceCatalogError(reason, message);
  const lwa = createLwaAccessToken(
    {
      lwaTokenUrl: options.lwaTokenUrl,
      clientId: options.clientId,
      clientSecret: options.clientSecret,
      previousClientSecret: options.previousClientSecret,
      refreshToken: options.refreshToken,
      now,
      timeoutMs,
    },
    fail,
  );

  const call = async (operation: TSpOperation, path: string, init: RequestInit): Promise<TJson> => {
    const url = `${options.endpoint.replace(/\/+$/, '')}${path}`;
    let renewed = false;
    for (let attempt = 1; ; attempt++) {
      await gateOf(operation)();
      const token = await lwa.token();
      const { response, body } = await fetchJson(
        'The Selling Partner API',
        url,
        {
          ...init,
          headers: {
            ...(init.headers as Record<string, string> | undefined),
            'x-amz-access-token': token,
            accept: 'application/json',
            'user-agent': 'AffiliateAtlas/0.1',
          },
        },
        timeoutMs,
        fail,
      );
      if (response.ok && body) {
        return body;
      }
      const refused = response.status === 401 || response.status === 403;
      if (refused && !renewed) {
        // Amazon answers 403 alike to an expired token and to a missing role: renew once to tell.
        lwa.forget();
        renewed = true;
        continue;
      }
      const detail = spApiErrorText(body, response.status);
      if (response.status === 403) {
        throw forbidden(operation, detail);
      }
      const retryable = response.status === 429 || response.status >= 500;
      if (!retryable || attempt >= maxTries) {
        throw new MarketplaceCatalogError(
          response.status === 401 ? 'unauthorized' : 'unavailable',
          `${operation} failed: ${detail}`,
        );
      }
      const retryAfter = Number(response.headers.get('retry-after'));
      await sleep(retryAfter > 0 ? retryAfter * 1000 : 1000 * 2 ** (attempt - 1));
    }
  };

  return {
    /** GET an SP-API path; the JSON body on success, a MarketplaceCatalogError otherwise. */
    get: (operation: TSpOperation, path: string, query: Record<string, string> = {}) => {
      const search = new URLSearchParams(query).toString();
      return call(operation, search ? `${path}?${search}` : path, { method: 'GET' });
    },
    /** POST a JSON body (createReport answers 202 with the report's id). */
    post: (operation: TSpOperation, path: string, payload: TJson) =>
      call(operation, path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(payload),
      }),
    /**
     * A report document from its presigned URL: no access token (the URL is the permission),
     * the bytes as they come and the Content-Type that names their charset.
     */
    download: async (url: string): Promise<{ bytes: Uint8Array; contentType: string | null }> => {
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs * 4) });
        if (!response.ok) {
          throw new Error(`HTTP ${response.status}`);
        }
        return {
          bytes: new Uint8Array(await response.arrayBuffer()),
          contentType: response.headers.get('content-type'),
        };
      } catch (error) {
        throw new MarketplaceCatalogError(
          'unavailable',
          `The report document did not download: ${(error as Error).message}`,
        );
      }
    },
  };
}

export type TSpApiClient = ReturnType<typeof createSpApiClient>;
