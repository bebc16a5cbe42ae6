import { countryCodes, marketplaceOf, type TCountryCode } from '@atlas/shared';
import type { TSpApiClient } from './amazon-sp-client';
import { MarketplaceCatalogError, type TCatalogItem, type TMarketplaceCatalog } from './types';

/** Amazon's marketplace ids and regional endpoints (SP-API "Marketplace IDs"). */
export const amazonMarketplaces: Record<TCountryCode, { id: string; region: 'na' | 'eu' }> = {
  US: { id: 'ATVPDKIKX0DER', region: 'na' },
  CA: { id: 'A2EUQ1WTGCTBG2', region: 'na' },
  FR: { id: 'A13V1IB3VIYZZH', region: 'eu' },
  DE: { id: 'A1PA6795UKMFR9', region: 'eu' },
  UK: { id: 'A1F83G8C2ARO7P', region: 'eu' },
};

export const spApiEndpoints = {
  na: 'https://sellingpartnerapi-na.amazon.com',
  eu: 'https://sellingpartnerapi-eu.amazon.com',
} as const;

type TJson = Record<string, unknown>;
const listingsPageSize = 20;
const catalogBatch = 20;

const asArray = (value: unknown): TJson[] => (Array.isArray(value) ? (value as TJson[]) : []);
const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : null;
const forMarketplace = (list: unknown, marketplaceId: string) =>
  asArray(list).find((entry) => entry.marketplaceId === marketplaceId);

/** "19.99" → 1999 without float arithmetic; null when it is not a price. */
export function decimalToMinor(amount: unknown): number | null {
  const match = /^(\d+)(?:\.(\d{1,2})\d*)?$/.exec(String(amount ?? '').trim());
  return match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : null;
}

type TCatalogFacts = {
  asin: string;
  brand: string | null;
  title: string | null;
  category: string | null;
  categoryGroup: string | null;
  imageUrl: string | null;
  parentAsin: string | null;
  attributes: Record<string, string> | null;
};

function catalogFacts(item: TJson, marketplaceId: string): TCatalogFacts {
  const summary = forMarketplace(item.summaries, marketplaceId) ?? {};
  const images = asArray(forMarketplace(item.images, marketplaceId)?.images);
  const main = images.find((image) => image.variant === 'MAIN') ?? images[0];
  const relations = asArray(forMarketplace(item.relationships, marketplaceId)?.relationships);
  const variation = relations.find((r) => r.type === 'VARIATION' && Array.isArray(r.parentAsins));
  const parentAsin = text(asArray(variation?.parentAsins)[0] as unknown);
  const attributes: Record<string, string> = {};
  for (const [key, label] of [
    ['color', 'Color'],
    ['size', 'Size'],
    ['style', 'Style'],
  ] as const) {
    const value = text(summary[key]);
    if (value) {
      attributes[label] = value;
    }
  }
  const classification = summary.browseClassification as TJson | undefined;
  return {
    asin: String(item.asin),
    brand: text(summary.brand),
    title: text(summary.itemName),
    category: text(classification?.displayName) ?? text(summary.websiteDisplayGroupName),
    categoryGroup: text(summary.websiteDisplayGroupName) ?? text(summary.websiteDisplayGroup),
    imageUrl: text(main?.link),
    parentAsin,
    attributes: parentAsin && Object.keys(attributes).length > 0 ? attributes : null,
  };
}

/**
 * The seller's Amazon catalogue through the Selling Partner API: marketplaces from
 * getMarketplaceParticipations, listings page by page from searchListingsItems (title, image,
 * offer price, buyable status), and brand, category and variation family from
 * searchCatalogItems, 20 ASINs per call. Variation parents are not listings of their own, so
 * a parent is fetched from the catalogue and emitted before its first variation.
 */
export function createAmazonCatalog(
  clientFor: (region: 'na' | 'eu') => TSpApiClient,
  sellingPartnerId: string,
): TMarketplaceCatalog {
  const emittedParents = new Set<string>();

  const searchCatalog = async (
    country: TCountryCode,
    asins: string[],
  ): Promise<Map<string, TCatalogFacts>> => {
    const { id, region } = amazonMarketplaces[country];
    const facts = new Map<string, TCatalogFacts>();
    for (let i = 0; i < asins.length; i += catalogBatch) {
      const body = await clientFor(region).get('searchCatalogItems', '/catalog/2022-04-01/items', {
        identifiers: asins.slice(i, i + catalogBatch).join(','),
        identifiersType: 'ASIN',
        marketplaceIds: id,
        includedData: 'summaries,images,relationships',
      });
      for (const item of asArray(body.items)) {
        facts.set(String(item.asin), catalogFacts(item, id));
      }
    }
    return facts;
  };

  return {
    async countries() {
      const body = await clientFor('na').get(
        'getMarketplaceParticipations',
        '/sellers/v1/marketplaceParticipations',
        {},
      );
      const participating = new Set(
        asArray(body.payload)
          .filter((entry) => (entry.participation as TJson | undefined)?.isParticipating === true)
          .map((entry) => String((entry.marketplace as TJson | undefined)?.id)),
      );
      return countryCodes.filter((code) => participating.has(amazonMarketplaces[code].id));
    },

    async items(country, cursor) {
      const { id, region } = amazonMarketplaces[country];
      const query: Record<string, string> = {
        marketplaceIds: id,
        includedData: 'summaries,offers',
        pageSize: String(listingsPageSize),
      };
      if (cursor) {
        query.pageToken = cursor;
      }
      const body = await clientFor(region).get(
        'searchListingsItems',
        `/listings/2021-08-01/items/${encodeURIComponent(sellingPartnerId)}`,
        query,
      );
      if (!Array.isArray(body.items)) {
        throw new MarketplaceCatalogError('invalid_response', 'searchListingsItems answered without items');
      }
      const listings = asArray(body.items)
        .map((item) => ({ item, summary: forMarketplace(item.summaries, id) }))
        .filter((l): l is { item: TJson; summary: TJson } => Boolean(text(l.summary?.asin)));
      const facts = await searchCatalog(
        country,
        listings.map((l) => String(l.summary.asin)),
      );
      const missingParents = [...new Set([...facts.values()].map((f) => f.parentAsin))].filter(
        (asin): asin is string =>
          Boolean(asin) && !emittedParents.has(asin as string) && !facts.has(asin as string),
      );
      const parentFacts = await searchCatalog(country, missingParents);
      const { currency } = marketplaceOf(country);
      const items: TCatalogItem[] = [];
      for (const parent of parentFacts.values()) {
        emittedParents.add(parent.asin);
        items.push({
          asin: parent.asin,
          parentAsin: null,
          brandName: parent.brand ?? 'Unbranded',
          title: parent.title ?? parent.asin,
          imageUrl: parent.imageUrl,
          priceMinor: null,
          currency,
          category: parent.category,
          categoryGroup: parent.categoryGroup,
          availability: 'unknown',
          variationAttributes: null,
        });
      }
      for (const { item, summary } of listings) {
        const asin = String(summary.asin);
        const fact = facts.get(asin);
        const offer = asArray(item.offers).find((o) => o.marketplaceId === id && o.offerType !== 'B2B');
        const status = Array.isArray(summary.status) ? summary.status : [];
        items.push({
          asin,
          parentAsin: fact?.parentAsin ?? null,
          brandName: fact?.brand ?? 'Unbranded',
          title: text(summary.itemName) ?? fact?.title ?? asin,
          imageUrl: text((summary.mainImage as TJson | undefined)?.link) ?? fact?.imageUrl ?? null,
          priceMinor: decimalToMinor((offer?.price as TJson | undefined)?.amount),
          currency: text((offer?.price as TJson | undefined)?.currencyCode) ?? currency,
          category: fact?.category ?? null,
          categoryGroup: fact?.categoryGroup ?? null,
          availability: status.includes('BUYABLE') ? 'in_stock' : 'out_of_stock',
          variationAttributes: fact?.attributes ?? null,
        });
      }
      const pagination = body.pagination as TJson | undefined;
      const total = Number(body.numberOfResults);
      return {
        items,
        nextCursor: text(pagination?.nextToken),
        total: Number.isFinite(total) ? total + emittedParents.size : null,
      };
    },
  };
}
