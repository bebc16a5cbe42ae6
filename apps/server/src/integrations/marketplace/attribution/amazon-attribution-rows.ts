import type { TAttributionOrderRow } from './types';

// One row of Amazon Attribution's PRODUCTS report (Amazon Ads API, POST /attribution/report):
// per ad group (our link's campaign `aa_{code}`), day and purchased ASIN, the promoted figures
// and the brand-halo ones (another product of the brand bought after the click). Figures arrive
// as numbers or numeric strings; sales in the marketplace's currency with two decimals.

/** The metrics the adapter asks for, promoted then brand halo (14-day click attribution). */
export const productReportMetrics = [
  'attributedDetailPageViewsClicks14d',
  'attributedAddToCartClicks14d',
  'attributedPurchases14d',
  'unitsSold14d',
  'attributedSales14d',
  'brandHaloDetailPageViewsClicks14d',
  'brandHaloAttributedAddToCartClicks14d',
  'brandHaloAttributedPurchases14d',
  'brandHaloUnitsSold14d',
  'brandHaloAttributedSales14d',
] as const;

const countPattern = /^\d+$/;
const amountPattern = /^(\d+)(?:\.(\d{1,2}))?$/;

function count(row: Record<string, unknown>, field: string): number {
  const value = row[field];
  if (value === undefined || value === null || value === '') {
    return 0;
  }
  const text = String(value);
  if (!countPattern.test(text) || !Number.isSafeInteger(Number(text))) {
    throw new Error(`${field} is not a whole number (${JSON.stringify(value)})`);
  }
  return Number(text);
}

/** "12.5" → 1250, by string arithmetic: a float never touches money. */
function minorUnits(row: Record<string, unknown>, field: string): number {
  const value = row[field];
  if (value === undefined || value === null || value === '') {
    return 0;
  }
  const match = amountPattern.exec(typeof value === 'number' ? value.toFixed(2) : String(value));
  if (!match) {
    throw new Error(`${field} is not an amount (${JSON.stringify(value)})`);
  }
  const minor = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(minor)) {
    throw new Error(`${field} is too large (${JSON.stringify(value)})`);
  }
  return minor;
}

/** 'YYYYMMDD' (Amazon's form) for an ISO day. */
export const compactDay = (day: string) => day.replaceAll('-', '');

/**
 * A report row as an order row of the link it names, or null when it names a campaign that is
 * not one of our links (another tool's tags on the same profile). Throws with the reason when
 * the row is not what the documentation says.
 */
export function orderRowOf(
  row: unknown,
  day: string,
  linkOfCampaign: (campaignId: string) => string | undefined,
): TAttributionOrderRow | null {
  if (typeof row !== 'object' || row === null || Array.isArray(row)) {
    throw new Error('is not an object');
  }
  const fields = row as Record<string, unknown>;
  const campaignId = fields.campaignId;
  const asin = fields.productAsin;
  if (typeof campaignId !== 'string' || campaignId === '') {
    throw new Error('has no campaignId');
  }
  if (typeof asin !== 'string' || !/^[A-Z0-9]{10}$/.test(asin)) {
    throw new Error(`has no valid productAsin (${JSON.stringify(asin)})`);
  }
  if (fields.date !== undefined && String(fields.date) !== compactDay(day)) {
    throw new Error(`is of ${String(fields.date)}, not of ${compactDay(day)}`);
  }
  const linkId = linkOfCampaign(campaignId);
  if (!linkId) {
    return null;
  }
  const both = (promoted: string, halo: string) => count(fields, promoted) + count(fields, halo);
  return {
    kind: 'order',
    linkId,
    asin,
    detailPageViews: both('attributedDetailPageViewsClicks14d', 'brandHaloDetailPageViewsClicks14d'),
    addToCarts: both('attributedAddToCartClicks14d', 'brandHaloAttributedAddToCartClicks14d'),
    orders: both('attributedPurchases14d', 'brandHaloAttributedPurchases14d'),
    units: both('unitsSold14d', 'brandHaloUnitsSold14d'),
    salesMinor: minorUnits(fields, 'attributedSales14d') + minorUnits(fields, 'brandHaloAttributedSales14d'),
  };
}
