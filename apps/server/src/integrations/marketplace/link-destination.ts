import { marketplaceOf } from '@atlas/shared';
import type { TConfig } from '../../config';

// Where a tracking link lands: the marketplace's page of a product (`/dp/{asin}`) or of a brand
// (its search, `/s?k={name}`) in the link's country, with Amazon Attribution's parameters
// (`maas=aa_{code}&ref_=aa_maas`, the link's short code naming the campaign) and, on an
// associate link, the publisher's own associates tag. Stored with the link when it is saved.

export type TLinkPage =
  | { kind: 'product'; countryCode: string; asin: string }
  | { kind: 'brand'; countryCode: string; brandName: string };

/** What the destination carries besides the page: the short code once saved, the associates tag. */
export type TLinkAttribution = { code: string | null; associateTag: string | null };

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

/**
 * The page with the link's attribution. Without a code (a link not saved yet: the code is drawn
 * at save) the attribution pair is left out rather than guessed; the tag never depends on it.
 */
export function linkDestinationUrl(config: TConfig, page: TLinkPage, attribution: TLinkAttribution): string {
  const parameters: string[] = [];
  if (attribution.code) {
    parameters.push(`maas=aa_${encodeURIComponent(attribution.code)}`, 'ref_=aa_maas');
  }
  if (attribution.associateTag) {
    parameters.push(`tag=${encodeURIComponent(attribution.associateTag)}`);
  }
  const url = marketplacePageUrl(config, page);
  if (parameters.length === 0) {
    return url;
  }
  return `${url}${url.includes('?') ? '&' : '?'}${parameters.join('&')}`;
}
