import { marketplaceOf } from '@atlas/shared';
import type { TConfig } from '../../config';

// Where a tracking link lands: the marketplace's page of a product (`/dp/{asin}`) or of a brand
// (its search, `/s?k={name}`) in the link's country, with what the link's kind adds to it: an
// associate link the publisher's associates tag, a product link the seller's Amazon
// Attribution tag (modules/tracking/link-destination.service.ts decides which). Stored with the
// link when it is saved.

export type TLinkPage =
  | { kind: 'product'; countryCode: string; asin: string }
  | { kind: 'brand'; countryCode: string; brandName: string };

const pathOf = (page: TLinkPage) =>
  page.kind === 'product'
    ? `/dp/${encodeURIComponent(page.asin)}`
    : `/s?k=${encodeURIComponent(page.brandName)}`;

/** MARKETPLACE_PROVIDER=demo: the demo marketplace this app serves itself, under its own address. */
function demoPageUrl(config: TConfig, page: TLinkPage): string {
  return `${config.publicBaseUrl.replace(/\/+$/, '')}/demo-marketplace/${page.countryCode}${pathOf(page)}`;
}

/** MARKETPLACE_PROVIDER=amazon: Amazon's own site of the country. */
function amazonPageUrl(_config: TConfig, page: TLinkPage): string {
  return `https://www.${marketplaceOf(page.countryCode).site}${pathOf(page)}`;
}

const pageUrlOf: Record<TConfig['MARKETPLACE_PROVIDER'], (config: TConfig, page: TLinkPage) => string> = {
  demo: demoPageUrl,
  amazon: amazonPageUrl,
};

/** The marketplace page without tracking. */
export function marketplacePageUrl(config: TConfig, page: TLinkPage): string {
  return pageUrlOf[config.MARKETPLACE_PROVIDER](config, page);
}

/** The page with the link's parameters (a query string without its `?`), or the bare page. */
export function linkDestinationUrl(config: TConfig, page: TLinkPage, parameters: string | null): string {
  const url = marketplacePageUrl(config, page);
  if (!parameters) {
    return url;
  }
  return `${url}${url.includes('?') ? '&' : '?'}${parameters}`;
}
