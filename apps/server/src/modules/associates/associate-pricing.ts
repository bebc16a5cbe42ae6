import { defaultCommissionConfig, type TAssociateUnmatchedReason } from '@atlas/shared';
import { conversionAmounts } from '../conversions/commission-math';
import type { TRate } from './associate-commissions.repository';
import type { TProductMatch } from './associate-reports.repository';
import type { TReportLine } from './earnings-parse';

// Which seller's product a report line is, and what the seller's associate commission on it
// earns the publisher and costs the seller. Pure, so the preview and the apply price alike.

export type TPricedLine = TReportLine & {
  productId: string | null;
  sellerId: string | null;
  brandId: string | null;
  brandName: string | null;
  unmatchedReason: TAssociateUnmatchedReason | null;
  commissionBp: number | null;
  commissionMinor: number;
  platformFeeMinor: number;
  costMinor: number;
};

export type TPricing = {
  /** Products by ASIN, oldest first. */
  productsByAsin: Map<string, TProductMatch[]>;
  /** The rate applying to the publisher per seller and brand: its own, else the brand's. */
  rateOf: (sellerId: string, brandId: string) => number | null;
  feeOf: (sellerId: string) => number;
};

const key = (sellerId: string, brandId: string) => `${sellerId}|${brandId}`;

/** The publisher's rates and the sellers' fees as lookups; a publisher's own rate wins. */
export function pricingOf(products: TProductMatch[], rates: TRate[], fees: Map<string, number>): TPricing {
  const productsByAsin = new Map<string, TProductMatch[]>();
  for (const product of products) {
    const list = productsByAsin.get(product.asin) ?? [];
    list.push(product);
    productsByAsin.set(product.asin, list);
  }
  const brandRates = new Map<string, number>();
  const ownRates = new Map<string, number>();
  for (const rate of rates) {
    (rate.publisherId ? ownRates : brandRates).set(key(rate.sellerId, rate.brandId), rate.commissionBp);
  }
  return {
    productsByAsin,
    rateOf: (sellerId, brandId) =>
      ownRates.get(key(sellerId, brandId)) ?? brandRates.get(key(sellerId, brandId)) ?? null,
    feeOf: (sellerId) => fees.get(sellerId) ?? defaultCommissionConfig.platformFeeBp,
  };
}

/**
 * Prices one line. When several sellers sell the ASIN in the marketplace, the oldest product
 * whose brand has a rate for this publisher is the line's; with no rate anywhere the line is
 * kept unmatched ('no_associate_commission'), with no product at all 'unknown_asin'.
 */
export function priceLine(line: TReportLine, pricing: TPricing): TPricedLine {
  const candidates = pricing.productsByAsin.get(line.asin) ?? [];
  const withRate = candidates.find((p) => pricing.rateOf(p.sellerId, p.brandId) !== null);
  const product = withRate ?? candidates[0];
  const none = { commissionBp: null, commissionMinor: 0, platformFeeMinor: 0, costMinor: 0 };
  if (!product) {
    return {
      ...line,
      productId: null,
      sellerId: null,
      brandId: null,
      brandName: null,
      unmatchedReason: 'unknown_asin',
      ...none,
    };
  }
  const matched = {
    ...line,
    productId: product.productId,
    sellerId: product.sellerId,
    brandId: product.brandId,
    brandName: product.brandName,
  };
  const rate = pricing.rateOf(product.sellerId, product.brandId);
  if (rate === null) {
    return { ...matched, unmatchedReason: 'no_associate_commission', ...none };
  }
  return {
    ...matched,
    unmatchedReason: null,
    commissionBp: rate,
    ...conversionAmounts(line.revenueMinor, rate, pricing.feeOf(product.sellerId)),
  };
}
