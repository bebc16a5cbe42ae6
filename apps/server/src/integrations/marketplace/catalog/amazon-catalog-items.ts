import type { TCatalogFacts } from './amazon-catalog-lookup';
import type { TOffer } from './amazon-offers';
import type { TCatalogItem } from './types';

/** A variation parent: a catalogue item, never a listing of its own, so it has no offer. */
export function parentItem(parent: TCatalogFacts, currency: string): TCatalogItem {
  return {
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
  };
}

/** A listed ASIN: the chosen SKU's title, image, price and status, the catalogue's family and brand. */
export function listedItem(offer: TOffer, fact: TCatalogFacts | undefined, currency: string): TCatalogItem {
  return {
    asin: offer.asin,
    parentAsin: fact?.parentAsin ?? null,
    brandName: fact?.brand ?? 'Unbranded',
    title: offer.title ?? fact?.title ?? offer.asin,
    imageUrl: offer.imageUrl ?? fact?.imageUrl ?? null,
    priceMinor: offer.priceMinor,
    currency: offer.currency ?? currency,
    category: fact?.category ?? null,
    categoryGroup: fact?.categoryGroup ?? null,
    availability: offer.buyable ? 'in_stock' : 'out_of_stock',
    variationAttributes: fact?.attributes ?? null,
  };
}
