import type { ServerResponse } from 'node:http';
import { fakeListParam, fakePageToken, sendFakeJson } from '../lwa-fake';
import {
  fakeRegionMarketplaces,
  invalidInput,
  pageSizeOf,
  regionMarketplaceIds,
  type TFakeCatalogItem,
  type TFakeSpApiOptions,
} from './amazon-fake-model';

type TJson = Record<string, unknown>;

const includable = [
  'attributes',
  'classifications',
  'dimensions',
  'identifiers',
  'images',
  'productTypes',
  'relationships',
  'salesRanks',
  'summaries',
  'vendorDetails',
];
const identifierTypes = ['ASIN', 'EAN', 'GTIN', 'ISBN', 'JAN', 'MINSAN', 'SKU', 'UPC'];

function catalogItem(
  item: TFakeCatalogItem,
  children: string[],
  marketplaceId: string,
  included: string[],
): TJson {
  const answer: TJson = { asin: item.asin };
  const theme = { attributes: ['color'], theme: 'COLOR_NAME' };
  if (included.includes('summaries')) {
    answer.summaries = [
      {
        marketplaceId,
        brand: item.brand,
        browseClassification: { displayName: item.category ?? 'Kitchen', classificationId: '289913' },
        ...(item.color ? { color: item.color } : {}),
        ...(item.size ? { size: item.size } : {}),
        itemClassification: children.length > 0 ? 'VARIATION_PARENT' : 'BASE_PRODUCT',
        itemName: item.itemName,
        websiteDisplayGroup: 'kitchen_display_on_website',
        websiteDisplayGroupName: 'Kitchen',
      },
    ];
  }
  if (included.includes('images')) {
    const link = `https://m.media-amazon.com/images/I/${item.asin}.jpg`;
    answer.images = [{ marketplaceId, images: [{ variant: 'MAIN', link, height: 500, width: 500 }] }];
  }
  if (included.includes('relationships')) {
    const relationships: TJson[] = [];
    if (item.parentAsin) {
      relationships.push({ type: 'VARIATION', parentAsins: [item.parentAsin], variationTheme: theme });
    }
    if (children.length > 0) {
      relationships.push({ type: 'VARIATION', childAsins: children, variationTheme: theme });
    }
    answer.relationships = [{ marketplaceId, relationships }];
  }
  return answer;
}

/**
 * GET /catalog/2022-04-01/items (searchCatalogItems) by identifiers: one marketplace, at most
 * 20 identifiers with their type, `pageSize` at most 20 (default 10) and opaque page tokens
 * bound to the identifiers asked. Keyword searches are Amazon's too, but not this fake's.
 */
export function searchCatalogItems(
  res: ServerResponse,
  options: TFakeSpApiOptions,
  query: URLSearchParams,
): void {
  const ids = regionMarketplaceIds(res, options.region, fakeListParam(query, 'marketplaceIds'), 1);
  const pageSize = pageSizeOf(res, query, 20, 10);
  if (!ids || pageSize === null) {
    return;
  }
  const identifiers = fakeListParam(query, 'identifiers');
  if (identifiers.length === 0 || query.has('keywords')) {
    invalidInput(res, 'This stand-in searches by identifiers only, never with keywords');
    return;
  }
  if (identifiers.length > 20) {
    invalidInput(res, 'identifiers takes at most 20 values');
    return;
  }
  const identifiersType = query.get('identifiersType') ?? '';
  if (!identifierTypes.includes(identifiersType)) {
    invalidInput(res, 'identifiersType is required with identifiers');
    return;
  }
  const included = query.has('includedData') ? fakeListParam(query, 'includedData') : ['summaries'];
  const unknown = included.find((name) => !includable.includes(name));
  if (unknown) {
    invalidInput(res, `Invalid includedData: ${unknown}`);
    return;
  }
  const [marketplaceId] = ids as [string];
  const key = [marketplaceId, ...identifiers].join(',');
  let offset = 0;
  const pageToken = query.get('pageToken');
  if (pageToken !== null) {
    const token = fakePageToken.decode(pageToken);
    if (token?.key !== key || typeof token.offset !== 'number') {
      invalidInput(res, 'Invalid pageToken');
      return;
    }
    offset = token.offset;
  }
  const everywhere = fakeRegionMarketplaces[options.region].map((m) => m.id);
  const found =
    identifiersType === 'ASIN'
      ? options.catalog.filter(
          (item) =>
            identifiers.includes(item.asin) && (item.marketplaceIds ?? everywhere).includes(marketplaceId),
        )
      : [];
  const end = Math.min(offset + Math.min(pageSize, options.catalogPageCap ?? 20), found.length);
  const childrenOf = (asin: string) =>
    options.catalog.filter((c) => c.parentAsin === asin).map((c) => c.asin);
  sendFakeJson(res, 200, {
    numberOfResults: found.length,
    pagination: end < found.length ? { nextToken: fakePageToken.encode({ key, offset: end }) } : {},
    items: found
      .slice(offset, end)
      .map((item) => catalogItem(item, childrenOf(item.asin), marketplaceId, included)),
  });
}
