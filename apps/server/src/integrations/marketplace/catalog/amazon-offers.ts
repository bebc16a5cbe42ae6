/**
 * What one SKU of the seller says about its ASIN, from a listings page or from the listings
 * report. A seller often lists one ASIN under several SKUs (fulfilled by Amazon and by the
 * merchant, new and used), and a product is one row per ASIN and country: see `isBetterOffer`.
 */
export type TOffer = {
  asin: string;
  sku: string;
  title: string | null;
  imageUrl: string | null;
  /** Minor units; null when the SKU has no price. */
  priceMinor: number | null;
  currency: string | null;
  buyable: boolean;
};

/** "19.99" → 1999 without float arithmetic; null when it is not a price. */
export function decimalToMinor(amount: unknown): number | null {
  const match = /^(\d+)(?:\.(\d{1,2})\d*)?$/.exec(String(amount ?? '').trim());
  return match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : null;
}

/**
 * The rule that picks the SKU an ASIN's product shows: a buyable offer wins over one shoppers
 * cannot buy (the product is in stock if any SKU is), then a priced one over one without a
 * price, then the lowest price (what a shopper following our link pays at best). On a tie the
 * first one seen stays, so a re-import does not flip between equal SKUs.
 */
export function isBetterOffer(candidate: TOffer, current: TOffer): boolean {
  if (candidate.buyable !== current.buyable) {
    return candidate.buyable;
  }
  if (candidate.priceMinor === null || current.priceMinor === null) {
    return candidate.priceMinor !== null && current.priceMinor === null;
  }
  return candidate.priceMinor < current.priceMinor;
}

/** One offer per ASIN (`isBetterOffer`), in the order the ASINs first appear. */
export function bestOfferPerAsin(offers: TOffer[]): TOffer[] {
  const best = new Map<string, TOffer>();
  for (const offer of offers) {
    const current = best.get(offer.asin);
    if (!current || isBetterOffer(offer, current)) {
      best.set(offer.asin, offer);
    }
  }
  return [...best.values()];
}
