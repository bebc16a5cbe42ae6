import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  answerFakeLwaToken,
  fakeBodyOf,
  sendFakeJson,
  sendSpApiError,
  type TFakeLwaClient,
} from '../lwa-fake';
import { searchCatalogItems } from './amazon-catalog-fake';
import {
  fakeRegionMarketplaces,
  type TFakeOperation,
  type TFakeSpApiOptions,
  type TFakeSpApiState,
} from './amazon-fake-model';
import { searchListingsItems } from './amazon-listings-fake';
import { createFakeReports } from './amazon-reports-fake';

export type {
  TFakeCatalogItem,
  TFakeListing,
  TFakeOperation,
  TFakeRegion,
  TFakeSpApiOptions,
  TFakeSpApiState,
} from './amazon-fake-model';

const denied = 'Access to requested resource is denied.';

/** Which documented operation a method and path are, with the path's parameter. */
function operationOf(method: string, pathname: string): { operation: TFakeOperation; param: string } | null {
  const routes: [string, RegExp, TFakeOperation][] = [
    ['GET', /^\/sellers\/v1\/marketplaceParticipations$/, 'getMarketplaceParticipations'],
    ['GET', /^\/listings\/2021-08-01\/items\/([^/]+)$/, 'searchListingsItems'],
    ['GET', /^\/catalog\/2022-04-01\/items$/, 'searchCatalogItems'],
    ['POST', /^\/reports\/2021-06-30\/reports$/, 'createReport'],
    ['GET', /^\/reports\/2021-06-30\/reports\/([^/]+)$/, 'getReport'],
    ['GET', /^\/reports\/2021-06-30\/documents\/([^/]+)$/, 'getReportDocument'],
  ];
  for (const [verb, pattern, operation] of routes) {
    const match = verb === method ? pattern.exec(pathname) : null;
    if (match) {
      return { operation, param: decodeURIComponent(match[1] ?? '') };
    }
  }
  return null;
}

/**
 * A local stand-in for one region's Selling Partner API endpoint, as a request handler a test
 * server mounts (`pathname` is the SP-API path after the mount's prefix; `false`: not an SP-API
 * path). It checks what Amazon checks and answers Amazon's error bodies: the access token (403
 * Unauthorized), the region's marketplaces (400 InvalidInput), parameters and page sizes; it
 * throttles on demand (429 QuotaExceeded) and can withhold the app's role for an operation,
 * which Amazon answers with the same 403 as a bad token.
 */
export function createFakeSpApi(options: TFakeSpApiOptions) {
  const state: TFakeSpApiState = { requests: [], throttleNext: 0, withheld: new Set(), reportsCreated: 0 };
  const reports = createFakeReports(options, state);
  const participating = new Set(options.participations ?? options.listings.map((l) => l.marketplaceId));

  async function handle(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<boolean> {
    const url = new URL(req.url ?? '/', 'http://fake');
    const document = /^\/report-documents\/([^/]+)$/.exec(pathname);
    if (req.method === 'GET' && document) {
      return reports.download(res, decodeURIComponent(document[1] ?? ''));
    }
    const route = operationOf(req.method ?? '', pathname);
    if (!route) {
      return false;
    }
    const body = await fakeBodyOf(req);
    state.requests.push({ method: req.method ?? '', path: pathname, query: url.searchParams, body });
    const token = req.headers['x-amz-access-token'];
    if (typeof token !== 'string' || !token) {
      sendSpApiError(res, 403, {
        code: 'Unauthorized',
        message: denied,
        details: 'The request has no access token.',
      });
      return true;
    }
    if (!options.acceptsToken(token)) {
      sendSpApiError(res, 403, {
        code: 'Unauthorized',
        message: denied,
        details: 'The access token is invalid or expired.',
      });
      return true;
    }
    if (state.throttleNext > 0) {
      state.throttleNext--;
      sendSpApiError(res, 429, {
        code: 'QuotaExceeded',
        message: 'You exceeded your quota for the requested resource.',
      });
      return true;
    }
    if (state.withheld.has(route.operation)) {
      sendSpApiError(res, 403, { code: 'Unauthorized', message: denied });
      return true;
    }
    // Where the document URLs of this mount point: the request's own host and prefix.
    const base = `http://${req.headers.host}${url.pathname.slice(0, url.pathname.length - pathname.length)}`;
    const answers: Record<TFakeOperation, () => void> = {
      getMarketplaceParticipations: () =>
        sendFakeJson(res, 200, {
          payload: fakeRegionMarketplaces[options.region].map((marketplace) => ({
            marketplace,
            storeName: 'Fake Seller Store',
            participation: {
              isParticipating: participating.has(marketplace.id),
              hasSuspendedListings: false,
            },
          })),
        }),
      searchListingsItems: () => searchListingsItems(res, options, route.param, url.searchParams),
      searchCatalogItems: () => searchCatalogItems(res, options, url.searchParams),
      createReport: () => reports.create(res, body, req.headers['content-type']),
      getReport: () => reports.get(res, route.param),
      getReportDocument: () => reports.document(res, route.param, base),
    };
    answers[route.operation]();
    return true;
  }

  return { handle, state };
}

/**
 * The fake on a port of its own with Login with Amazon's refresh-token grant beside it, for
 * unit tests: tokens it issues are the ones its SP-API accepts, until `expireTokens`.
 */
export async function startFakeAmazon(options: Omit<TFakeSpApiOptions, 'acceptsToken'> & TFakeLwaClient) {
  const issued = new Set<string>();
  let tokenGrants = 0;
  const spApi = createFakeSpApi({ ...options, acceptsToken: (token) => issued.has(token) });
  const server = createServer(async (req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://fake');
    if (req.method === 'POST' && pathname === '/auth/o2/token') {
      return answerFakeLwaToken(res, new URLSearchParams(await fakeBodyOf(req)), options, () => {
        tokenGrants++;
        const token = `Atza|fake-${options.region}-${tokenGrants}`;
        issued.add(token);
        return token;
      });
    }
    if (!(await spApi.handle(req, res, pathname))) {
      sendSpApiError(res, 404, { code: 'NotFound', message: 'Resource not found' });
    }
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    state: spApi.state,
    /** How many access tokens Login with Amazon issued. */
    tokenGrants: () => tokenGrants,
    endpoint: base,
    tokenUrl: `${base}/auth/o2/token`,
    /** Amazon stops accepting every access token issued so far (as when one expires early). */
    expireTokens: () => issued.clear(),
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
