import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerFakeLwaToken, readFakeBody, sendFakeJson } from '../lwa-fake';

/** A listing of the fake seller: what searchListingsItems and searchCatalogItems answer about it. */
export type TFakeListing = {
  asin: string;
  marketplaceId: string;
  itemName: string;
  brand: string;
  price?: string;
  currency?: string;
  buyable?: boolean;
  parentAsin?: string;
  color?: string;
  category?: string;
};

/** A catalogue-only item (a variation parent is not a listing of its own). */
export type TFakeCatalogItem = { asin: string; itemName: string; brand: string; category?: string };

export type TFakeAmazonOptions = {
  sellerId: string;
  refreshToken: string;
  clientId: string;
  clientSecret: string;
  participations: string[];
  listings: TFakeListing[];
  parents?: TFakeCatalogItem[];
  pageSize?: number;
};

type TJson = Record<string, unknown>;

/**
 * A local stand-in for Login with Amazon's token endpoint and the three SP-API operations the
 * catalogue uses, answering in the documented shapes (Listings Items 2021-08-01, Catalog
 * Items 2022-04-01, Sellers v1). It checks what Amazon checks (the access token, the seller
 * id, at most 20 identifiers) and can expire tokens or throttle, to test how the client copes.
 */
export async function startFakeAmazon(options: TFakeAmazonOptions) {
  const state = {
    issued: new Set<string>(),
    tokenGrants: 0,
    throttleNext: 0,
    requests: [] as { path: string; query: URLSearchParams }[],
  };
  const pageSize = options.pageSize ?? 2;

  const send = sendFakeJson;

  const catalogItem = (asin: string, marketplaceId: string): TJson | null => {
    const listing = options.listings.find((l) => l.asin === asin && l.marketplaceId === marketplaceId);
    const parent = options.parents?.find((p) => p.asin === asin);
    const item = listing ?? parent;
    if (!item) {
      return null;
    }
    const summary: TJson = {
      marketplaceId,
      brand: item.brand,
      itemName: item.itemName,
      browseClassification: { displayName: item.category ?? 'Kitchen', classificationId: '1' },
      websiteDisplayGroup: 'kitchen_display_on_website',
      websiteDisplayGroupName: 'Kitchen',
    };
    const relationships: TJson[] = [];
    if (listing?.parentAsin) {
      summary.color = listing.color;
      relationships.push({
        type: 'VARIATION',
        parentAsins: [listing.parentAsin],
        variationTheme: { attributes: ['color'] },
      });
    }
    return {
      asin,
      summaries: [summary],
      images: [
        {
          marketplaceId,
          images: [{ variant: 'MAIN', link: `https://m.media-amazon.com/images/I/${asin}.jpg` }],
        },
      ],
      relationships: [{ marketplaceId, relationships }],
    };
  };

  const spApi = (url: URL, res: ServerResponse) => {
    const q = url.searchParams;
    if (url.pathname === '/sellers/v1/marketplaceParticipations') {
      return send(res, 200, {
        payload: options.participations.map((id) => ({
          marketplace: { id, countryCode: 'XX', name: id },
          participation: { isParticipating: true, hasSuspendedListings: false },
        })),
      });
    }
    if (url.pathname === `/listings/2021-08-01/items/${options.sellerId}`) {
      const marketplaceId = q.get('marketplaceIds') ?? '';
      const mine = options.listings.filter((l) => l.marketplaceId === marketplaceId);
      const start = Number(q.get('pageToken') ?? 0);
      const items = mine.slice(start, start + pageSize).map((l) => ({
        sku: `SKU-${l.asin}`,
        summaries: [
          {
            marketplaceId,
            asin: l.asin,
            itemName: l.itemName,
            status: l.buyable === false ? ['DISCOVERABLE'] : ['BUYABLE', 'DISCOVERABLE'],
            mainImage: { link: `https://m.media-amazon.com/images/I/${l.asin}.jpg`, height: 500, width: 500 },
          },
        ],
        offers: l.price
          ? [
              {
                marketplaceId,
                offerType: 'B2C',
                price: { currencyCode: l.currency ?? 'USD', amount: l.price },
              },
            ]
          : [],
      }));
      const next = start + pageSize < mine.length ? String(start + pageSize) : undefined;
      return send(res, 200, {
        numberOfResults: mine.length,
        pagination: next ? { nextToken: next } : {},
        items,
      });
    }
    if (url.pathname === '/catalog/2022-04-01/items') {
      const asins = (q.get('identifiers') ?? '').split(',').filter(Boolean);
      if (asins.length > 20 || q.get('identifiersType') !== 'ASIN') {
        return send(res, 400, { errors: [{ code: 'InvalidInput', message: 'At most 20 identifiers' }] });
      }
      const items = asins.map((a) => catalogItem(a, q.get('marketplaceIds') ?? '')).filter(Boolean);
      return send(res, 200, { numberOfResults: items.length, items });
    }
    return send(res, 404, { errors: [{ code: 'NotFound', message: 'Resource not found' }] });
  };

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (req.method === 'POST' && url.pathname === '/auth/o2/token') {
      return answerFakeLwaToken(res, new URLSearchParams(await readFakeBody(req)), options, () => {
        state.tokenGrants++;
        const token = `Atza|fake-${state.tokenGrants}`;
        state.issued.add(token);
        return token;
      });
    }
    state.requests.push({ path: url.pathname, query: url.searchParams });
    if (!state.issued.has(String(req.headers['x-amz-access-token']))) {
      return send(res, 403, {
        errors: [{ code: 'Unauthorized', message: 'Access to requested resource is denied.' }],
      });
    }
    if (state.throttleNext > 0) {
      state.throttleNext--;
      return send(res, 429, {
        errors: [{ code: 'QuotaExceeded', message: 'You exceeded your quota for the requested resource.' }],
      });
    }
    return spApi(url, res);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    state,
    endpoint: base,
    tokenUrl: `${base}/auth/o2/token`,
    /** Amazon stops accepting every access token issued so far (as when one expires early). */
    expireTokens: () => state.issued.clear(),
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
