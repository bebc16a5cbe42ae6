import type { TCountryCode } from '@atlas/shared';

/** A tracking link the import asks the marketplace about. */
export type TAttributionLink = {
  linkId: string;
  /** The short code: Amazon Attribution reports it back as the ad group `atlas-{code}`. */
  code: string;
  /**
   * The seller whose product or brand the link promotes: Amazon measures a link under that
   * seller's own Ads profile. null when the product or brand is gone.
   */
  sellerId: string | null;
  /** The link's product ASIN; null for a brand link. */
  asin: string | null;
  countryCode: TCountryCode;
};

/**
 * What the marketplace says one link earned on one marketplace day for one purchased ASIN
 * ('' when it names none, e.g. a brand link's page views with no purchase). Sales are in minor
 * units of the marketplace's currency.
 */
export type TAttributionOrderRow = {
  kind: 'order';
  linkId: string;
  asin: string;
  detailPageViews: number;
  addToCarts: number;
  orders: number;
  units: number;
  salesMinor: number;
};

/**
 * Units and sales returned on the day (positive figures), of orders placed on `orderDay`: the
 * return is paid back at that day's rate, so an order fully returned nets to zero.
 */
export type TAttributionReturnRow = {
  kind: 'return';
  linkId: string;
  asin: string;
  orderDay: string;
  units: number;
  salesMinor: number;
};

export type TAttributionRow = TAttributionOrderRow | TAttributionReturnRow;

/**
 * The marketplace's attribution data: for one marketplace and day ('YYYY-MM-DD' in its zone),
 * what each of the links asked about earned. Rows of links not asked about are never answered.
 * Implementations: the demo marketplace (derived from the clicks recorded), Amazon Attribution,
 * and a fixed list for tests.
 */
/**
 * What the import hears while a day is read: `unread` names links the marketplace could not be
 * asked about this time (their seller's grant is missing or was refused), whose conversions
 * already imported must stay as they are rather than be read as "none".
 */
export type TReportReading = { unread?: (linkIds: string[]) => void };

export type TAttributionSource = {
  report(
    countryCode: TCountryCode,
    day: string,
    links: TAttributionLink[],
    reading?: TReportReading,
  ): Promise<TAttributionRow[]>;
};

/** The marketplace refused or failed; the run fails with this message and can be run again. */
export class AttributionSourceError extends Error {
  readonly reason: 'unauthorized' | 'unavailable' | 'invalid_response' | 'not_configured';
  /** Amazon's own words about the refusal, when it gave any (what a seller is shown). */
  readonly said: string | null;

  constructor(reason: AttributionSourceError['reason'], message: string, said: string | null = null) {
    super(message);
    this.name = 'AttributionSourceError';
    this.reason = reason;
    this.said = said;
  }
}
