import { createLwaAccessToken } from '../lwa-access-token';
import { AttributionSourceError } from './types';

// One call to the Amazon Ads API with what Amazon requires of each: the client id, the profile
// as scope where the call acts for one, and a Login with Amazon access token. 429 and 5xx (and a
// call nothing answered) are tried again after Retry-After or growing pauses; a 401/403 renews
// the access token once, and after that means the seller's grant no longer works.

export type TAdsClientOptions = {
  /** The Ads API host of the seller's region, e.g. https://advertising-api-eu.amazon.com */
  endpoint: string;
  /** Login with Amazon's token endpoint of that region. */
  lwaTokenUrl: string;
  clientId: string;
  clientSecret: string;
  /** During a secret rotation, the secret being replaced (tried when LWA refuses the current one). */
  previousClientSecret?: string;
  /** The seller's refresh token from its Ads consent. */
  refreshToken: string;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  timeoutMs?: number;
};

export type TAdsCall = {
  method: 'GET' | 'POST';
  path: string;
  /** The profile the call acts for (Amazon-Advertising-API-Scope); /v2/profiles takes none. */
  profileId?: string;
  query?: Record<string, string>;
  body?: unknown;
};

const maxTries = 5;
/** A Retry-After longer than this is cut to it: the run is bounded, and retried as a whole. */
const maxPauseMs = 60_000;
const realSleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

/** The Ads API's error body: `{ code, details }`, some services `{ code, message }`. */
function reasonOf(status: number, text: string): { failure: string; said: string | null } {
  let body: Record<string, unknown> | null = null;
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    // not JSON: the status says it all
  }
  const said =
    [body?.details, body?.message].find((v): v is string => typeof v === 'string' && v !== '') ?? null;
  const code = typeof body?.code === 'string' || typeof body?.code === 'number' ? String(body.code) : '';
  // Amazon Attribution's code repeats the status ("400"); other services name it ("UNAUTHORIZED")
  const named = code !== '' && code !== String(status) ? ` ${code}` : '';
  return { failure: `HTTP ${status}${named}${said ? `: ${said}` : ''}`, said };
}

/** Retry-After in seconds or as an HTTP date; growing pauses from 1 s when absent. */
function pauseOf(response: Response | null, attempt: number, now: number): number {
  const header = response?.headers.get('retry-after') ?? '';
  const seconds = Number(header);
  const at = Number.isNaN(seconds) ? Date.parse(header) - now : seconds * 1000;
  const pause = header !== '' && at > 0 ? at : 1000 * 2 ** (attempt - 1);
  return Math.min(pause, maxPauseMs);
}

/** The calls of one seller's grant: `call` answers the body's text of a 2xx, or throws. */
export function createAdsCaller(options: TAdsClientOptions) {
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? realSleep;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const lwa = createLwaAccessToken(
    { ...options, now, timeoutMs },
    (reason, message) => new AttributionSourceError(reason, message),
  );
  const base = options.endpoint.replace(/\/+$/, '');

  return async function call(request: TAdsCall): Promise<string> {
    const what = `Amazon Ads ${request.method} ${request.path}`;
    const query = request.query ? `?${new URLSearchParams(request.query)}` : '';
    let renewed = false;
    for (let attempt = 1; ; attempt++) {
      const headers: Record<string, string> = {
        'Amazon-Advertising-API-ClientId': options.clientId,
        Authorization: `Bearer ${await lwa.token()}`,
        Accept: 'application/json',
      };
      if (request.profileId !== undefined) {
        headers['Amazon-Advertising-API-Scope'] = request.profileId;
      }
      if (request.body !== undefined) {
        headers['Content-Type'] = 'application/json';
      }
      let response: Response | null = null;
      let text = '';
      let failure: string;
      let said: string | null = null;
      try {
        response = await fetch(`${base}${request.path}${query}`, {
          method: request.method,
          headers,
          body: request.body === undefined ? undefined : JSON.stringify(request.body),
          signal: AbortSignal.timeout(timeoutMs),
        });
        text = await response.text();
        if (response.ok) {
          return text;
        }
        ({ failure, said } = reasonOf(response.status, text));
      } catch (error) {
        failure = `no answer (${(error as Error).message})`;
      }
      const status = response?.status ?? 0;
      if (status === 401 || status === 403) {
        if (!renewed) {
          lwa.forget();
          renewed = true;
          continue;
        }
        throw new AttributionSourceError(
          'unauthorized',
          `${what} refused the seller's grant: ${failure}`,
          said,
        );
      }
      const retryable = response === null || status === 429 || status >= 500;
      if (!retryable || attempt >= maxTries) {
        throw new AttributionSourceError('unavailable', `${what} failed: ${failure}`, said);
      }
      await sleep(pauseOf(response, attempt, now()));
    }
  };
}
