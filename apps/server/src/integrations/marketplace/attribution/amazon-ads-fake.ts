import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerFakeLwaRefresh, fakeBodyOf } from '../lwa-fake';
import { fakeAdsAccounts, type TFakeAdsAccount, type TFakeAdsRegion } from './amazon-ads-fake-accounts';
import {
  createFakeMeasurement,
  fakeAdsBadRequest,
  type TFakeAdsPublisher,
} from './amazon-ads-fake-attribution';
import type { TFakeAnswer } from './amazon-ads-fake-report';

// A local stand-in for one region of the Amazon Ads API and its Login with Amazon token
// endpoint, built from Amazon's documents (the Amazon Attribution reference and guide, the
// /v2/profiles reference, the Ads API's error body), not from our client. Every Ads call needs
// the client id and a live access token of a seller's consent; an attribution call also a
// profile of that seller in this region as scope. It can throttle (429, Retry-After) and fail
// (503) on demand.

export type { TFakeAdsAccount, TFakeAdsProfile } from './amazon-ads-fake-accounts';
export type { TFakeAdsPublisher } from './amazon-ads-fake-attribution';

type TJson = Record<string, unknown>;

export type TFakeAdsOptions = {
  region: TFakeAdsRegion;
  clientId: string;
  /** The secrets Amazon accepts for the client: two while one is being rotated. */
  clientSecrets: string[];
  accounts: TFakeAdsAccount[];
  publishers?: TFakeAdsPublisher[];
  /** At most this many rows a page, below the request's count (to test paging). */
  pageSize?: number;
  /** Amazon's today ('YYYY-MM-DD'): a PRODUCTS report starts within the 90 days before it. */
  today?: () => string;
};

/** The Ads API is mounted under this path of the region (amazon-regions.ts, AMAZON_TEST_HOSTS). */
export const fakeAdsPrefix = '/ads';

const unauthorized = (details: string): TFakeAnswer => ({
  status: 401,
  body: { code: 'UNAUTHORIZED', details },
});

function send(res: ServerResponse, answer: TFakeAnswer) {
  res
    .writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers })
    .end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
}

export function createFakeAds(options: TFakeAdsOptions) {
  const directory = fakeAdsAccounts(options.region, options.accounts);
  const measurement = createFakeMeasurement(directory, options);
  const state = {
    ...measurement.state,
    /** Access token → the refresh token it was issued for. */
    issued: new Map<string, string>(),
    revoked: new Set<string>(),
    throttleNext: 0,
    failNext: 0,
    requests: [] as {
      method: string;
      path: string;
      headers: IncomingMessage['headers'];
      query: URLSearchParams;
      body: unknown;
    }[],
  };

  /** POST /auth/o2/token of the Ads client (a refresh token of a consent not revoked). */
  const answerToken = (res: ServerResponse, form: URLSearchParams) => {
    const knows = (t: string) => !state.revoked.has(t) && directory.accountOf(t) !== undefined;
    const client = { clientId: options.clientId, clientSecrets: options.clientSecrets, knows };
    answerFakeLwaRefresh(res, form, client, (refreshToken) => {
      const token = `Atza|ads-${options.region}-${state.issued.size + 1}`;
      state.issued.set(token, refreshToken);
      return token;
    });
  };

  /** An Ads API call: the checks every call gets, then the resource. */
  const adsAnswer = (
    req: IncomingMessage,
    path: string,
    query: URLSearchParams,
    body: TJson,
  ): TFakeAnswer => {
    if (req.headers['amazon-advertising-api-clientid'] !== options.clientId) {
      return fakeAdsBadRequest('Amazon-Advertising-API-ClientId is missing or unknown');
    }
    const token = String(req.headers.authorization ?? '').replace(/^Bearer /, '');
    const account = directory.accountOf(state.issued.get(token));
    if (!account) {
      return unauthorized('HTTP 401 Unauthorized');
    }
    if (state.throttleNext > 0) {
      state.throttleNext--;
      return {
        status: 429,
        body: { code: '429', details: 'Too Many Requests' },
        headers: { 'retry-after': '1' },
      };
    }
    if (state.failNext > 0) {
      state.failNext--;
      return {
        status: 503,
        body: { code: 'SERVICE_UNAVAILABLE', details: 'Service temporarily unavailable' },
      };
    }
    if (req.method === 'GET' && path === '/v2/profiles') {
      return { status: 200, body: directory.profilesJson(account) };
    }
    const scope = String(req.headers['amazon-advertising-api-scope'] ?? '');
    const found = directory.profileOf(scope);
    if (scope === '') {
      return fakeAdsBadRequest('Amazon-Advertising-API-Scope is missing');
    }
    // a profile of another account, or of another region, is one the caller cannot reach
    if (!found || found.account !== account || !directory.inRegion(found.profile)) {
      return unauthorized(`Not authorized to access scope ${scope}`);
    }
    if (found.profile.attribution === false) {
      return {
        status: 403,
        body: { code: '403', details: 'This profile is not eligible for Amazon Attribution' },
      };
    }
    const answer = measurement.answer(req.method ?? '', path, query, body, found.profile);
    return (
      answer ?? {
        status: 404,
        body: { code: 'NOT_FOUND', details: `${req.method} ${path} is not served here` },
      }
    );
  };

  return {
    state,
    click: measurement.click,
    setRows: measurement.setRows,
    setForeignRows: measurement.setForeignRows,
    /**
     * Answers a request of this region (`pathname` after the region's prefix) and says whether it
     * did: a token request of another client is left to the stand-in it belongs to.
     */
    async handle(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<boolean> {
      const text = await fakeBodyOf(req);
      if (req.method === 'POST' && pathname === '/auth/o2/token') {
        const form = new URLSearchParams(text);
        if (form.get('client_id') !== options.clientId) {
          return false;
        }
        answerToken(res, form);
        return true;
      }
      if (!pathname.startsWith(`${fakeAdsPrefix}/`)) {
        return false;
      }
      const path = pathname.slice(fakeAdsPrefix.length);
      const query = new URL(req.url ?? '/', 'http://fake').searchParams;
      let body: TJson;
      try {
        body = text ? (JSON.parse(text) as TJson) : {};
      } catch {
        send(res, fakeAdsBadRequest('The request body is not JSON'));
        return true;
      }
      state.requests.push({ method: req.method ?? '', path, headers: req.headers, query, body });
      send(res, adsAnswer(req, path, query, body));
      return true;
    },
    /** The seller revoked its consent: its refresh token is refused from now on. */
    revoke(refreshToken: string) {
      state.revoked.add(refreshToken);
    },
    /** Amazon stops accepting every access token issued so far. */
    expireTokens() {
      state.issued.clear();
    },
  };
}

export type TFakeAds = ReturnType<typeof createFakeAds>;

/** The stand-in of one region on a local port, for unit tests: its Ads endpoint and token URL. */
export async function startFakeAds(options: TFakeAdsOptions) {
  const fake = createFakeAds(options);
  const server = createServer(async (req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://fake').pathname;
    if (!(await fake.handle(req, res, pathname))) {
      // what no stand-in took: another client's token request, or a path nobody serves
      const tokenCall = pathname === '/auth/o2/token';
      const body = tokenCall ? { error: 'invalid_client' } : { code: 'NOT_FOUND', details: 'Not found' };
      send(res, { status: tokenCall ? 401 : 404, body });
    }
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    fake,
    endpoint: `${base}${fakeAdsPrefix}`,
    tokenUrl: `${base}/auth/o2/token`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
