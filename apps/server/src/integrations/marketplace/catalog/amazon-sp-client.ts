import { createLwaAccessToken, fetchJson } from '../lwa-access-token';
import { MarketplaceCatalogError } from './types';

/** An SP-API operation's usage plan: requests per second and burst (Amazon's documented defaults). */
export type TUsagePlan = { rate: number; burst: number };

export const spApiUsagePlans = {
  getMarketplaceParticipations: { rate: 0.016, burst: 15 },
  searchListingsItems: { rate: 5, burst: 5 },
  searchCatalogItems: { rate: 2, burst: 2 },
} satisfies Record<string, TUsagePlan>;

export type TSpOperation = keyof typeof spApiUsagePlans;

export type TSpApiClientOptions = {
  /** Regional SP-API endpoint, e.g. https://sellingpartnerapi-na.amazon.com */
  endpoint: string;
  lwaTokenUrl: string;
  clientId: string;
  clientSecret: string;
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
 * A token bucket per operation: `burst` calls at once, then one every 1/rate seconds. Waiting
 * here keeps us under Amazon's limits instead of collecting 429s.
 */
export function createRateGate(plan: TUsagePlan, now: () => number, sleep: (ms: number) => Promise<void>) {
  let tokens = plan.burst;
  let last = now();
  let queue = Promise.resolve();
  const take = async () => {
    const refill = () => {
      const at = now();
      tokens = Math.min(plan.burst, tokens + ((at - last) / 1000) * plan.rate);
      last = at;
    };
    refill();
    if (tokens < 1) {
      await sleep(Math.ceil(((1 - tokens) / plan.rate) * 1000));
      refill();
    }
    tokens -= 1;
  };
  // Calls take their turn one after the other, so two callers never spend the same token.
  return () => {
    queue = queue.then(take, take);
    return queue;
  };
}

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
      refreshToken: options.refreshToken,
      now,
      timeoutMs,
    },
    fail,
  );

  /** GET an SP-API path; the JSON body on success, a MarketplaceCatalogError otherwise. */
  const get = async (
    operation: TSpOperation,
    path: string,
    query: Record<string, string>,
  ): Promise<TJson> => {
    const url = `${options.endpoint.replace(/\/+$/, '')}${path}?${new URLSearchParams(query)}`;
    let renewed = false;
    for (let attempt = 1; ; attempt++) {
      await gateOf(operation)();
      const token = await lwa.token();
      const { response, body } = await fetchJson(
        'The Selling Partner API',
        url,
        {
          headers: {
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
      if ((response.status === 401 || response.status === 403) && !renewed) {
        // An access token Amazon no longer accepts: renew it once before giving up.
        lwa.forget();
        renewed = true;
        continue;
      }
      const retryable = response.status === 429 || response.status >= 500;
      if (!retryable || attempt >= maxTries) {
        const errors = Array.isArray(body?.errors) ? (body.errors as { message?: string }[]) : [];
        const detail = errors[0]?.message ?? `HTTP ${response.status}`;
        throw new MarketplaceCatalogError(
          response.status === 401 || response.status === 403 ? 'unauthorized' : 'unavailable',
          `${operation} failed: ${detail}`,
        );
      }
      const retryAfter = Number(response.headers.get('retry-after'));
      await sleep(retryAfter > 0 ? retryAfter * 1000 : 1000 * 2 ** (attempt - 1));
    }
  };

  return { get };
}

export type TSpApiClient = ReturnType<typeof createSpApiClient>;
