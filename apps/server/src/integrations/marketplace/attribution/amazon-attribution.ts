import type { TCountryCode } from '@atlas/shared';
import type { TAdsClient } from './amazon-ads-client';
import { linkOfRow, orderRowOf, productReportMetrics } from './amazon-attribution-rows';
import {
  AttributionSourceError,
  type TAttributionLink,
  type TAttributionOrderRow,
  type TAttributionSource,
} from './types';

/** A seller's Ads grant in a marketplace's region, and its profile in that marketplace. */
export type TAdsGrant = { client: TAdsClient; profileId: string };

export type TAmazonAttributionOptions = {
  /** The seller's grant for the marketplace; null when it granted no Ads access there. */
  grantFor: (sellerId: string, countryCode: TCountryCode) => Promise<TAdsGrant | null>;
  /**
   * Amazon refused the seller's grant (revoked, expired, profile no longer reachable): the
   * caller marks it. The seller's links get no rows this time; the other sellers' day goes on.
   */
  onUnauthorized?: (sellerId: string, countryCode: TCountryCode, message: string) => Promise<void> | void;
};

/** The links asked about, by seller (links of a product or brand that is gone are left out). */
function linksBySeller(links: TAttributionLink[]): Map<string, TAttributionLink[]> {
  const bySeller = new Map<string, TAttributionLink[]>();
  for (const link of links) {
    if (!link.sellerId) {
      continue;
    }
    const own = bySeller.get(link.sellerId);
    if (own) {
      own.push(link);
    } else {
      bySeller.set(link.sellerId, [link]);
    }
  }
  return bySeller;
}

/** Our order rows among one seller's report rows; a row of ours that is malformed fails the run. */
function ordersOf(
  rows: unknown[],
  day: string,
  links: TAttributionLink[],
  where: string,
): TAttributionOrderRow[] {
  const linkOfCode = new Map(links.map((l) => [l.code, l.linkId]));
  const orders: TAttributionOrderRow[] = [];
  for (const [index, row] of rows.entries()) {
    const linkId = linkOfRow(row, linkOfCode);
    if (linkId === null) {
      continue;
    }
    try {
      orders.push(orderRowOf(row, day, linkId));
    } catch (error) {
      throw new AttributionSourceError(
        'invalid_response',
        `Amazon Attribution ${where}, row ${index + 1} ${(error as Error).message}`,
      );
    }
  }
  return orders;
}

/**
 * Amazon Attribution through each seller's own Amazon Ads profile: Amazon measures a tag only for
 * products of the account that owns the profile, so every seller grants Ads access and the day
 * is one PRODUCTS report per seller. Rows come back to our links by their ad group
 * (`atlas-{code}`, amazon-attribution-tag.ts). A seller whose grant Amazon refuses is reported
 * through `onUnauthorized` and skipped; Amazon being unavailable fails the run (it is retried).
 */
export function createAmazonAttribution(options: TAmazonAttributionOptions): TAttributionSource {
  return {
    async report(countryCode, day, links, reading) {
      const rows: TAttributionOrderRow[] = [];
      // one seller after the other: every report is paged and throttled by Amazon anyway
      for (const [sellerId, sellerLinks] of linksBySeller(links)) {
        let report: unknown[];
        try {
          const grant = await options.grantFor(sellerId, countryCode);
          if (!grant) {
            reading?.unread?.(sellerLinks.map((l) => l.linkId));
            continue;
          }
          report = await grant.client.productsReport(grant.profileId, day, day, productReportMetrics);
        } catch (error) {
          if (error instanceof AttributionSourceError && error.reason === 'unauthorized') {
            await options.onUnauthorized?.(sellerId, countryCode, error.message);
            reading?.unread?.(sellerLinks.map((l) => l.linkId));
            continue;
          }
          throw error;
        }
        rows.push(...ordersOf(report, day, sellerLinks, `report of ${sellerId} in ${countryCode}`));
      }
      return rows;
    },
  };
}
