import { asArray, forMarketplace, text } from './amazon-catalog-lookup';
import { decimalToMinor, type TOffer } from './amazon-offers';
import type { TSpApiClient } from './amazon-sp-client';
import { MarketplaceCatalogError } from './types';

type TJson = Record<string, unknown>;

/** searchListingsItems pages 20 SKUs at most, and pages through 1,000 SKUs at most. */
export const listingsPageSize = 20;
export const listingsSearchLimit = 1000;

export type TListingsPage = { offers: TOffer[]; numberOfResults: number | null; nextToken: string | null };

function offerOf(item: TJson, marketplaceId: string): TOffer | null {
  const summary = forMarketplace(item.summaries, marketplaceId);
  const asin = text(summary?.asin);
  if (!summary || !asin) {
    // A SKU not (yet) matched to an ASIN in this marketplace is no product to show.
    return null;
  }
  const offer = asArray(item.offers).find((o) => o.marketplaceId === marketplaceId && o.offerType !== 'B2B');
  const price = offer?.price as TJson | undefined;
  return {
    asin,
    sku: String(item.sku ?? ''),
    title: text(summary.itemName),
    imageUrl: text((summary.mainImage as TJson | undefined)?.link),
    priceMinor: decimalToMinor(price?.amount),
    currency: text(price?.currencyCode),
    buyable: Array.isArray(summary.status) && summary.status.includes('BUYABLE'),
  };
}

/** One page of the seller's listings in a marketplace (searchListingsItems 2021-08-01). */
export async function searchListingsPage(
  client: TSpApiClient,
  sellingPartnerId: string,
  marketplaceId: string,
  pageToken: string | null,
): Promise<TListingsPage> {
  const query: Record<string, string> = {
    marketplaceIds: marketplaceId,
    includedData: 'summaries,offers',
    pageSize: String(listingsPageSize),
  };
  if (pageToken) {
    query.pageToken = pageToken;
  }
  const body = await client.get(
    'searchListingsItems',
    `/listings/2021-08-01/items/${encodeURIComponent(sellingPartnerId)}`,
    query,
  );
  if (!Array.isArray(body.items)) {
    throw new MarketplaceCatalogError('invalid_response', 'searchListingsItems answered without items');
  }
  const total = Number(body.numberOfResults);
  return {
    offers: asArray(body.items)
      .map((item) => offerOf(item, marketplaceId))
      .filter((offer): offer is TOffer => offer !== null),
    numberOfResults: Number.isFinite(total) ? total : null,
    nextToken: text((body.pagination as TJson | undefined)?.nextToken),
  };
}
