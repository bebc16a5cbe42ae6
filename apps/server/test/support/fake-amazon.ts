import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TAmazonRegion } from '@atlas/shared';
import {
  createFakeAds,
  type TFakeAdsOptions,
} from '../../src/integrations/marketplace/attribution/amazon-ads-fake';
import { createFakeSpApi } from '../../src/integrations/marketplace/catalog/amazon-fake';
import type { TFakeSpApiOptions } from '../../src/integrations/marketplace/catalog/amazon-fake-model';
import { fakeBodyOf, sendFakeJson } from '../../src/integrations/marketplace/lwa-fake';
import { amazonClients } from './production-env';

export type TFakeRequest = { method: string; path: string; headers: IncomingHttpHeaders; body: string };
type TProfile = { user_id: string; name: string; email: string };
type TClientName = 'login' | 'spapi' | 'ads';

/** The three clients as this stand-in knows them (the settings tests give the app). */
const clients: Record<TClientName, { id: string; secrets: string[] }> = {
  login: { id: amazonClients.AMAZON_LOGIN_CLIENT_ID, secrets: [amazonClients.AMAZON_LOGIN_CLIENT_SECRET] },
  spapi: { id: amazonClients.AMAZON_SPAPI_CLIENT_ID, secrets: [amazonClients.AMAZON_SPAPI_CLIENT_SECRET] },
  ads: { id: amazonClients.AMAZON_ADS_CLIENT_ID, secrets: [amazonClients.AMAZON_ADS_CLIENT_SECRET] },
};

type TCode = {
  client: TClientName;
  /** The token endpoint's region that redeems it: Amazon's of the consent (SP-API: always NA). */
  region: TAmazonRegion;
  accessToken: string;
  refreshToken: string;
  user: TProfile | null;
};

export type TAmazonWorldOptions = {
  /** Each region's Selling Partner API (its seller and catalogue), when the test imports. */
  spApi?: Partial<Record<TAmazonRegion, Omit<TFakeSpApiOptions, 'acceptsToken' | 'region'>>>;
  /** Each region's Ads API (its accounts), when the test grants Ads access. */
  ads?: Partial<Record<TAmazonRegion, Omit<TFakeAdsOptions, 'region' | 'clientId' | 'clientSecrets'>>>;
};

/**
 * Amazon for the app under test, every service of both regions under one local address, as
 * AMAZON_TEST_HOSTS lays them out (`/{region}/ap/oa`, `/auth/o2/token`, `/user/profile`,
 * `/sp-api/…`, `/ads/…`). Login with Amazon is answered here as documented: form bodies, each
 * client's credentials, single-use codes redeemed at the token endpoint of their region (the
 * Selling Partner API's always at North America's), LWA's error answers. The Selling Partner
 * and Ads APIs are the stand-ins built from Amazon's models (catalog/amazon-fake.ts,
 * attribution/amazon-ads-fake.ts). Every request is recorded.
 */
export async function startAmazonWorld(options: TAmazonWorldOptions = {}) {
  const requests: TFakeRequest[] = [];
  const codes = new Map<string, TCode>();
  const profiles = new Map<string, TProfile>();
  const spRefreshTokens = new Set<string>();
  const spAccessTokens = new Set<string>();
  let outage: { status: number; body: string } | null = null;

  const spApi = Object.fromEntries(
    Object.entries(options.spApi ?? {}).map(([region, spec]) => [
      region,
      createFakeSpApi({
        ...spec,
        region: region as TAmazonRegion,
        acceptsToken: (t) => spAccessTokens.has(t),
      }),
    ]),
  ) as Partial<Record<TAmazonRegion, ReturnType<typeof createFakeSpApi>>>;
  const ads = Object.fromEntries(
    Object.entries(options.ads ?? {}).map(([region, spec]) => [
      region,
      createFakeAds({
        ...spec,
        region: region as TAmazonRegion,
        clientId: clients.ads.id,
        clientSecrets: clients.ads.secrets,
      }),
    ]),
  ) as Partial<Record<TAmazonRegion, ReturnType<typeof createFakeAds>>>;

  const clientOf = (form: URLSearchParams): TClientName | null => {
    const entry = Object.entries(clients).find(
      ([, c]) => c.id === form.get('client_id') && c.secrets.includes(form.get('client_secret') ?? ''),
    );
    return entry ? (entry[0] as TClientName) : null;
  };

  const token = (res: ServerResponse, region: TAmazonRegion, form: URLSearchParams) => {
    const client = clientOf(form);
    if (!client) {
      sendFakeJson(res, 401, { error: 'invalid_client', error_description: 'Client authentication failed' });
      return;
    }
    const invalidGrant = (what: string) =>
      sendFakeJson(res, 400, {
        error: 'invalid_grant',
        error_description: `The request has an invalid grant parameter : ${what}`,
      });
    if (form.get('grant_type') === 'refresh_token' && client === 'spapi') {
      const refreshToken = form.get('refresh_token') ?? '';
      if (region !== 'na' || !spRefreshTokens.has(refreshToken)) {
        invalidGrant('refresh_token');
        return;
      }
      const accessToken = `Atza|sp-${spAccessTokens.size + 1}`;
      spAccessTokens.add(accessToken);
      sendFakeJson(res, 200, { access_token: accessToken, token_type: 'bearer', expires_in: 3600 });
      return;
    }
    const grant = codes.get(form.get('code') ?? '');
    if (
      form.get('grant_type') !== 'authorization_code' ||
      !grant ||
      grant.client !== client ||
      grant.region !== region
    ) {
      invalidGrant('code');
      return;
    }
    codes.delete(form.get('code') ?? '');
    sendFakeJson(res, 200, {
      access_token: grant.accessToken,
      refresh_token: grant.refreshToken,
      token_type: 'bearer',
      expires_in: 3600,
    });
  };

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const [, region, ...rest] = url.pathname.split('/');
    const path = `/${rest.join('/')}`;
    if (region !== 'na' && region !== 'eu') {
      sendFakeJson(res, 404, { error: 'not_found' });
      return;
    }
    if (path.startsWith('/sp-api/')) {
      requests.push({ method: req.method ?? '', path: url.pathname, headers: req.headers, body: '' });
      const fake = spApi[region];
      if (!fake || !(await fake.handle(req, res, path.slice('/sp-api'.length)))) {
        sendFakeJson(res, 404, { errors: [{ code: 'NotFound', message: 'Resource not found' }] });
      }
      return;
    }
    const body = await fakeBodyOf(req);
    requests.push({ method: req.method ?? '', path: url.pathname, headers: req.headers, body });
    if (outage) {
      res.writeHead(outage.status, { 'content-type': 'text/html' }).end(outage.body);
      return;
    }
    const form = new URLSearchParams(body);
    const codeGrant = path === '/auth/o2/token' && form.get('grant_type') === 'authorization_code';
    // the Ads stand-in renews its own refresh tokens and answers its API; codes are redeemed here
    if (!codeGrant && (await ads[region]?.handle(req, res, path))) {
      return;
    }
    if (req.method === 'POST' && path === '/auth/o2/token') {
      token(res, region, form);
      return;
    }
    if (req.method === 'GET' && path === '/user/profile') {
      const bearer = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
      const profile = profiles.get(bearer);
      if (!profile) {
        sendFakeJson(res, 401, { error: 'invalid_token', error_description: 'The access token is invalid' });
        return;
      }
      sendFakeJson(res, 200, profile);
      return;
    }
    sendFakeJson(res, 404, { error: 'not_found' });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const issue = (code: string, grant: Omit<TCode, 'accessToken'>) => {
    const accessToken = `Atza|${code}-access`;
    codes.set(code, { ...grant, accessToken });
    if (grant.user) {
      profiles.set(accessToken, grant.user);
    }
  };

  return {
    url,
    requests,
    spApi,
    ads,
    /** A code Login with Amazon sends back after the sign-in consent of a region. */
    issueLoginCode(code: string, region: TAmazonRegion, user: TProfile) {
      issue(code, { client: 'login', region, refreshToken: `Atzr|${code}-login`, user });
    },
    /** Seller Central's `spapi_oauth_code`, redeemed at North America's endpoint whatever the region. */
    issueSellerCode(code: string, refreshToken = `Atzr|${code}-spapi`) {
      spRefreshTokens.add(refreshToken);
      issue(code, { client: 'spapi', region: 'na', refreshToken, user: null });
    },
    /** The Ads consent's code of a region; its refresh token must be an account of the region's Ads stand-in. */
    issueAdsCode(code: string, region: TAmazonRegion, refreshToken: string) {
      issue(code, { client: 'ads', region, refreshToken, user: null });
    },
    /** The seller revoked the app in Seller Central: its SP-API refresh token is refused. */
    revokeSellerGrant(refreshToken: string) {
      spRefreshTokens.delete(refreshToken);
    },
    failWith(status: number, body = '<html>Service Unavailable</html>') {
      outage = { status, body };
    },
    recover() {
      outage = null;
    },
    /** Config pointing the Amazon adapter at this stand-in. */
    env(): Record<string, string> {
      return { MARKETPLACE_PROVIDER: 'amazon', ...amazonClients, AMAZON_TEST_HOSTS: url };
    },
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

export type TAmazonWorld = Awaited<ReturnType<typeof startAmazonWorld>>;
