import type { ServerResponse } from 'node:http';
import { sendSpApiError } from '../lwa-fake';

// What the local stand-in of the Selling Partner API holds: a seller's listings and the Amazon
// catalogue of one region, written from Amazon's published models (Sellers v1, Listings Items
// 2021-08-01, Catalog Items 2022-04-01, Reports 2021-06-30), not from what the adapter expects.

export type TFakeRegion = 'na' | 'eu';

/** A marketplace as getMarketplaceParticipations describes it. */
export type TFakeMarketplace = {
  id: string;
  countryCode: string;
  name: string;
  defaultCurrencyCode: string;
  defaultLanguageCode: string;
  domainName: string;
};

/** Amazon's marketplaces per regional endpoint (Marketplace IDs), more than Atlas serves. */
export const fakeRegionMarketplaces: Record<TFakeRegion, TFakeMarketplace[]> = {
  na: [
    ['ATVPDKIKX0DER', 'US', 'Amazon.com', 'USD', 'en_US', 'www.amazon.com'],
    ['A2EUQ1WTGCTBG2', 'CA', 'Amazon.ca', 'CAD', 'en_CA', 'www.amazon.ca'],
    ['A1AM78C64UM0Y8', 'MX', 'Amazon.com.mx', 'MXN', 'es_MX', 'www.amazon.com.mx'],
  ].map(marketplace),
  eu: [
    ['A1F83G8C2ARO7P', 'GB', 'Amazon.co.uk', 'GBP', 'en_GB', 'www.amazon.co.uk'],
    ['A1PA6795UKMFR9', 'DE', 'Amazon.de', 'EUR', 'de_DE', 'www.amazon.de'],
    ['A13V1IB3VIYZZH', 'FR', 'Amazon.fr', 'EUR', 'fr_FR', 'www.amazon.fr'],
    ['APJ6JRA9NG5V4', 'IT', 'Amazon.it', 'EUR', 'it_IT', 'www.amazon.it'],
    ['A1RKKUPIHCS9HS', 'ES', 'Amazon.es', 'EUR', 'es_ES', 'www.amazon.es'],
  ].map(marketplace),
};

function marketplace([id, countryCode, name, currency, language, domain]: string[]): TFakeMarketplace {
  return {
    id: id as string,
    countryCode: countryCode as string,
    name: name as string,
    defaultCurrencyCode: currency as string,
    defaultLanguageCode: language as string,
    domainName: domain as string,
  };
}

/** One SKU of the seller in one marketplace. */
export type TFakeListing = {
  sku: string;
  asin: string;
  marketplaceId: string;
  itemName: string;
  /** Amazon's decimal string, e.g. "39.99"; no offer when absent. */
  price?: string;
  /** The listing's statuses; default BUYABLE and DISCOVERABLE. */
  status?: ('BUYABLE' | 'DISCOVERABLE')[];
  /** Who ships it: Amazon (FBA, the report leaves quantity empty) or the merchant; default merchant. */
  fulfilledBy?: 'amazon' | 'merchant';
};

/** An item of Amazon's catalogue; a variation parent has no listing of its own. */
export type TFakeCatalogItem = {
  asin: string;
  itemName: string;
  brand: string;
  parentAsin?: string;
  color?: string;
  size?: string;
  category?: string;
  /** The marketplaces whose catalogue has it; default every one of the region. */
  marketplaceIds?: string[];
};

export type TFakeOperation =
  | 'getMarketplaceParticipations'
  | 'searchListingsItems'
  | 'searchCatalogItems'
  | 'createReport'
  | 'getReport'
  | 'getReportDocument';

export type TFakeSpApiOptions = {
  region: TFakeRegion;
  sellerId: string;
  listings: TFakeListing[];
  catalog: TFakeCatalogItem[];
  /** Marketplace ids the seller participates in; default those its listings are in. */
  participations?: string[];
  /** Whether an `x-amz-access-token` is one Login with Amazon issued and still honours. */
  acceptsToken: (token: string) => boolean;
  /** Amazon may answer fewer catalogue items a page than `pageSize` asks; default 20. */
  catalogPageCap?: number;
  /** Polls a report answers IN_QUEUE, then IN_PROGRESS, before its outcome; default 2. */
  reportPendingPolls?: number;
  reportOutcome?: 'DONE' | 'CANCELLED' | 'FATAL';
  /** Serve report documents gzipped, with `compressionAlgorithm: GZIP`. */
  gzipReports?: boolean;
};

export type TFakeRequest = { method: string; path: string; query: URLSearchParams; body: string };

export type TFakeSpApiState = {
  requests: TFakeRequest[];
  /** The next this many calls answer 429. */
  throttleNext: number;
  /** Operations the app has no role for: 403 whatever the token. */
  withheld: Set<TFakeOperation>;
  reportsCreated: number;
};

/** A query parameter Amazon would refuse: 400 InvalidInput naming it. */
export function invalidInput(res: ServerResponse, message: string): void {
  sendSpApiError(res, 400, { code: 'InvalidInput', message, details: message });
}

/**
 * `marketplaceIds` as the region's endpoint checks it: present, at most `max`, and each a
 * marketplace of this region (another region's id is InvalidInput, as Amazon answers it).
 * Answers the ids, or null after answering the 400.
 */
export function regionMarketplaceIds(
  res: ServerResponse,
  region: TFakeRegion,
  ids: string[],
  max: number,
): string[] | null {
  if (ids.length === 0) {
    invalidInput(res, 'Missing required parameter: marketplaceIds');
    return null;
  }
  if (ids.length > max) {
    invalidInput(res, `marketplaceIds takes at most ${max} value(s)`);
    return null;
  }
  const foreign = ids.find((id) => !fakeRegionMarketplaces[region].some((m) => m.id === id));
  if (foreign) {
    invalidInput(res, `Invalid marketplaceIds: ${foreign} is not a marketplace of this endpoint`);
    return null;
  }
  return ids;
}

/** `pageSize` within 1…max (default `fallback`); null after answering the 400. */
export function pageSizeOf(
  res: ServerResponse,
  query: URLSearchParams,
  max: number,
  fallback: number,
): number | null {
  const raw = query.get('pageSize');
  if (raw === null) {
    return fallback;
  }
  const size = Number(raw);
  if (!Number.isInteger(size) || size < 1 || size > max) {
    invalidInput(res, `pageSize must be an integer from 1 to ${max}`);
    return null;
  }
  return size;
}
