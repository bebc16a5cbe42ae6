import type { TCountryCode, TProductAvailability } from '@atlas/shared';

/** One item the marketplace lists for the seller in one country: a product or a variation. */
export type TCatalogItem = {
  asin: string;
  /** The parent ASIN when this item is a variation (a colour, a size) of another. */
  parentAsin: string | null;
  brandName: string;
  title: string;
  imageUrl: string | null;
  /** Minor units of the marketplace's currency; null when the item has no offer. */
  priceMinor: number | null;
  currency: string;
  /** The marketplace's category of the item, its leaf (e.g. 'Cookware'). */
  category: string | null;
  /** The marketplace's top level the item is in (e.g. 'Kitchen'): it gives the first-level category. */
  categoryGroup: string | null;
  availability: TProductAvailability;
  variationAttributes: Record<string, string> | null;
};

/** A page of items; `total` is how many the whole listing holds when the marketplace says so. */
export type TCatalogPage = { items: TCatalogItem[]; nextCursor: string | null; total: number | null };

/**
 * What the product needs from the marketplace about a seller's catalogue: where it sells and
 * what it lists there, page by page. Attribution data (clicks, orders, sales per link and day)
 * joins this interface with the conversions issue. Implementations: the built-in demo
 * marketplace and Amazon's Selling Partner API.
 */
export type TMarketplaceCatalog = {
  countries(): Promise<TCountryCode[]>;
  items(countryCode: TCountryCode, cursor: string | null): Promise<TCatalogPage>;
};

/**
 * The marketplace refused or failed. `unauthorized`: the seller's grant is gone (revoked or
 * expired), only a new consent helps. `forbidden`: the grant is fine but our app lacks the
 * marketplace's permission (an SP-API role) for one operation; the operator adds it to the app,
 * then the seller re-authorizes. Neither passes on a later try; the others may.
 */
export class MarketplaceCatalogError extends Error {
  readonly reason: 'unauthorized' | 'forbidden' | 'unavailable' | 'invalid_response';

  constructor(reason: MarketplaceCatalogError['reason'], message: string) {
    super(message);
    this.name = 'MarketplaceCatalogError';
    this.reason = reason;
  }
}
