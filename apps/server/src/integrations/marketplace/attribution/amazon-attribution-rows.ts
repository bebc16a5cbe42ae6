import { isOurCampaign, linkCodeOfAdGroup } from './amazon-attribution-tag';
import { decimalToMinor, wholeCount } from './amazon-report-figures';
import type { TAttributionOrderRow } from './types';

// One row of Amazon Attribution's PRODUCTS report: per ad group (our link), day and purchased
// ASIN, the promoted figures (the product of the link's page) and the brand-halo ones (another
// product of the brand bought after the click). A seller's profile also holds other tools'
// campaigns, so a row is first recognised as ours, and only then held to the documentation.

/** The metrics read, promoted then brand halo (14-day click attribution). */
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

type TFields = Record<string, unknown>;

/**
 * The link of a row whose campaign is ours and whose ad group is a link asked about (code →
 * link id); null for anything else, however malformed: other tools' rows are not ours to judge.
 */
export function linkOfRow(row: unknown, linkOfCode: ReadonlyMap<string, string>): string | null {
  if (typeof row !== 'object' || row === null || !isOurCampaign((row as TFields).campaignId)) {
    return null;
  }
  const code = linkCodeOfAdGroup((row as TFields).adGroupId);
  return code === null ? null : (linkOfCode.get(code) ?? null);
}

function figure<T>(fields: TFields, name: string, read: (value: unknown) => T): T {
  try {
    return read(fields[name]);
  } catch (error) {
    throw new Error(`${name} ${(error as Error).message}`);
  }
}

/**
 * One of our rows as the order row of its link, for `day` ('YYYY-MM-DD'); throws with the reason
 * when the row is not what the documentation says.
 */
export function orderRowOf(row: unknown, day: string, linkId: string): TAttributionOrderRow {
  const fields = row as TFields;
  const asin = fields.productAsin;
  if (typeof asin !== 'string' || !/^[A-Z0-9]{10}$/.test(asin)) {
    throw new Error(`has no valid productAsin (${JSON.stringify(asin)})`);
  }
  const compact = day.replaceAll('-', '');
  if (fields.date !== undefined && String(fields.date) !== compact) {
    throw new Error(`is of ${String(fields.date)}, not of ${compact}`);
  }
  const both = (promoted: string, halo: string) =>
    figure(fields, promoted, wholeCount) + figure(fields, halo, wholeCount);
  return {
    kind: 'order',
    linkId,
    asin,
    detailPageViews: both('attributedDetailPageViewsClicks14d', 'brandHaloDetailPageViewsClicks14d'),
    addToCarts: both('attributedAddToCartClicks14d', 'brandHaloAttributedAddToCartClicks14d'),
    orders: both('attributedPurchases14d', 'brandHaloAttributedPurchases14d'),
    units: both('unitsSold14d', 'brandHaloUnitsSold14d'),
    salesMinor:
      figure(fields, 'attributedSales14d', decimalToMinor) +
      figure(fields, 'brandHaloAttributedSales14d', decimalToMinor),
  };
}
