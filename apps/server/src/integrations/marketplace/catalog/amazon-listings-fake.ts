import type { ServerResponse } from 'node:http';
import { fakeListParam, fakePageToken, sendFakeJson } from '../lwa-fake';
import {
  fakeRegionMarketplaces,
  invalidInput,
  pageSizeOf,
  regionMarketplaceIds,
  type TFakeListing,
  type TFakeSpApiOptions,
} from './amazon-fake-model';

type TJson = Record<string, unknown>;

const includable = [
  'summaries',
  'attributes',
  'issues',
  'offers',
  'fulfillmentAvailability',
  'procurement',
  'relationships',
  'productTypes',
];
/** Listings Items 2021-08-01 pages through the first 1,000 SKUs of a search, however many it found. */
const pageableLimit = 1000;

function listingItem(listing: TFakeListing, included: string[], currency: string): TJson {
  const item: TJson = { sku: listing.sku };
  if (included.includes('summaries')) {
    item.summaries = [
      {
        marketplaceId: listing.marketplaceId,
        asin: listing.asin,
        productType: 'PRODUCT',
        conditionType: 'new_new',
        status: listing.status ?? ['BUYABLE', 'DISCOVERABLE'],
        itemName: listing.itemName,
        createdDate: '2024-02-01T00:00:00Z',
        lastUpdatedDate: '2024-03-01T00:00:00Z',
        mainImage: {
          link: `https://m.media-amazon.com/images/I/${listing.asin}.jpg`,
          height: 500,
          width: 500,
        },
      },
    ];
  }
  if (included.includes('offers')) {
    item.offers = listing.price
      ? [
          {
            marketplaceId: listing.marketplaceId,
            offerType: 'B2C',
            price: { currencyCode: currency, amount: listing.price },
            audience: { value: 'ALL', displayName: 'Sell on Amazon' },
          },
        ]
      : [];
  }
  return item;
}

/**
 * GET /listings/2021-08-01/items/{sellerId} (searchListingsItems): the seller's SKUs of one
 * marketplace, `pageSize` at most 20 (default 10), pages through opaque tokens bound to the
 * marketplace, and never past the 1,000th SKU though `numberOfResults` counts them all.
 */
export function searchListingsItems(
  res: ServerResponse,
  options: TFakeSpApiOptions,
  sellerId: string,
  query: URLSearchParams,
): void {
  if (sellerId !== options.sellerId) {
    invalidInput(res, `sellerId ${sellerId} is not the selling partner of this authorization`);
    return;
  }
  const ids = regionMarketplaceIds(res, options.region, fakeListParam(query, 'marketplaceIds'), 1);
  const pageSize = pageSizeOf(res, query, 20, 10);
  if (!ids || pageSize === null) {
    return;
  }
  const included = query.has('includedData') ? fakeListParam(query, 'includedData') : ['summaries'];
  const unknown = included.find((name) => !includable.includes(name));
  if (unknown) {
    invalidInput(res, `Invalid includedData: ${unknown}`);
    return;
  }
  if (query.has('identifiers') !== query.has('identifiersType')) {
    invalidInput(res, 'identifiers and identifiersType go together');
    return;
  }
  if (fakeListParam(query, 'identifiers').length > 20) {
    invalidInput(res, 'identifiers takes at most 20 values');
    return;
  }
  const [marketplaceId] = ids as [string];
  let offset = 0;
  const pageToken = query.get('pageToken');
  if (pageToken !== null) {
    const token = fakePageToken.decode(pageToken);
    if (token?.marketplaceId !== marketplaceId || typeof token.offset !== 'number') {
      invalidInput(res, 'Invalid pageToken');
      return;
    }
    offset = token.offset;
  }
  const mine = options.listings.filter((l) => l.marketplaceId === marketplaceId);
  const reachable = Math.min(mine.length, pageableLimit);
  const end = Math.min(offset + pageSize, reachable);
  const currency =
    fakeRegionMarketplaces[options.region].find((m) => m.id === marketplaceId)?.defaultCurrencyCode ?? '';
  const pagination: TJson = {};
  if (end < reachable) {
    pagination.nextToken = fakePageToken.encode({ marketplaceId, offset: end });
  }
  if (offset > 0) {
    pagination.previousToken = fakePageToken.encode({
      marketplaceId,
      offset: Math.max(0, offset - pageSize),
    });
  }
  sendFakeJson(res, 200, {
    numberOfResults: mine.length,
    pagination,
    items: mine.slice(offset, end).map((listing) => listingItem(listing, included, currency)),
  });
}
