import type { TAttributionRow } from '../../integrations/marketplace/attribution/types';
import { conversionAmounts } from './commission-math';

// From the marketplace's rows to the `conversions` rows of a day: one row per link, purchased
// ASIN and kind, with the link's dimensions, the rate in effect and the amounts. A return is
// priced at the rate of the day of its order, piece by piece, and stored negative.

/** What the import knows of a link: its owner and its product's or brand's seller. */
export type TLinkFacts = {
  linkId: string;
  publisherId: string;
  /** null when the link's product or brand is gone: its rows cannot be charged to anyone. */
  sellerId: string | null;
  brandId: string | null;
  brandName: string;
  trackingIdId: string | null;
};

/** The seller's product of a purchased ASIN in the marketplace, and its rate on a given day. */
export type TPricedProduct = {
  productId: string | null;
  brandId: string | null;
  commissionBp: number;
  platformFeeBp: number;
};

export type TConversionRow = {
  linkId: string;
  asin: string;
  kind: 'order' | 'return';
  publisherId: string;
  sellerId: string;
  productId: string | null;
  brandId: string | null;
  brandName: string;
  trackingIdId: string | null;
  detailPageViews: number;
  addToCarts: number;
  orders: number;
  units: number;
  salesMinor: number;
  commissionBp: number;
  commissionMinor: number;
  platformFeeMinor: number;
  costMinor: number;
};

export type TPriceLookup = (sellerId: string, asin: string, orderDay: string) => TPricedProduct;

/**
 * The day's conversion rows, and how many of the marketplace's rows were left out because their
 * link has no seller any more.
 */
export function conversionRowsOf(
  day: string,
  rows: TAttributionRow[],
  links: Map<string, TLinkFacts>,
  priceOf: TPriceLookup,
): { rows: TConversionRow[]; skipped: number } {
  const byKey = new Map<string, TConversionRow>();
  let skipped = 0;
  for (const row of rows) {
    const link = links.get(row.linkId);
    if (!link?.sellerId) {
      skipped++;
      continue;
    }
    const priced = priceOf(link.sellerId, row.asin, row.kind === 'return' ? row.orderDay : day);
    const sign = row.kind === 'return' ? -1 : 1;
    const salesMinor = sign * row.salesMinor;
    const amounts = conversionAmounts(salesMinor, priced.commissionBp, priced.platformFeeBp);
    const key = `${row.linkId}|${row.asin}|${row.kind}`;
    let target = byKey.get(key);
    if (!target) {
      target = {
        linkId: row.linkId,
        asin: row.asin,
        kind: row.kind,
        publisherId: link.publisherId,
        sellerId: link.sellerId,
        productId: priced.productId,
        brandId: priced.brandId ?? link.brandId,
        brandName: link.brandName,
        trackingIdId: link.trackingIdId,
        detailPageViews: 0,
        addToCarts: 0,
        orders: 0,
        units: 0,
        salesMinor: 0,
        commissionBp: priced.commissionBp,
        commissionMinor: 0,
        platformFeeMinor: 0,
        costMinor: 0,
      };
      byKey.set(key, target);
    }
    if (row.kind === 'order') {
      target.detailPageViews += row.detailPageViews;
      target.addToCarts += row.addToCarts;
      target.orders += row.orders;
    }
    target.units += sign * row.units;
    target.salesMinor += salesMinor;
    target.commissionMinor += amounts.commissionMinor;
    target.platformFeeMinor += amounts.platformFeeMinor;
    target.costMinor += amounts.costMinor;
  }
  return { rows: [...byKey.values()], skipped };
}
