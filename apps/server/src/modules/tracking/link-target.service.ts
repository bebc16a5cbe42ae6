import { ErrorCode, type TCountryCode, type TTrackingLinkType } from '@atlas/shared';
import type { TLinkPage } from '../../integrations/marketplace/link-destination';
import type { TDeps } from '../../platform/deps';
import { AppError, notFound } from '../../platform/errors';
import { findBrandCountries, findBrandNameOf, findEntry } from '../catalogue/catalogue.repository';

// What a link points at, taken from the publisher catalogue in the link's country: a product
// of the catalogue, or a brand name with catalogue products there. Nothing else gets a link.

/** The product or brand a link call names, and the country of the link. */
export type TLinkRef =
  | { linkType: Exclude<TTrackingLinkType, 'brand'>; productId: string; countryCode: TCountryCode }
  | { linkType: 'brand'; brandId: string; countryCode: TCountryCode };

/** A link to the product a call names, in the marketplace it names. */
export const productLinkRef = (
  productId: string,
  countryCode: TCountryCode,
  linkType: Exclude<TTrackingLinkType, 'brand'> = 'product',
): TLinkRef => ({ linkType, productId, countryCode });

/** A link to the brand a call names, in the marketplace it names. */
export const brandLinkRef = (brandId: string, countryCode: TCountryCode): TLinkRef => ({
  linkType: 'brand',
  brandId,
  countryCode,
});

export type TLinkTarget = {
  linkType: TTrackingLinkType;
  countryCode: TCountryCode;
  productId: string | null;
  brandId: string | null;
  /** The product's seller; a brand link's brand name may be several sellers'. */
  sellerId: string | null;
  asin: string | null;
  brandName: string;
  /** The product's title; a brand link's is the brand name. */
  title: string;
  imageUrl: string | null;
  commissionBp: number | null;
  page: TLinkPage;
};

/** 400/1001 naming the field of the link call that is wrong, and why. */
export const refuseField = (path: string, message: string) =>
  new AppError(ErrorCode.validation, message, { fields: [{ path, message }] });
const refuseCountry = (message: string) => refuseField('countryCode', message);

/** A catalogue product of the link's country; another country's product is refused with the reason. */
async function productTarget(
  deps: TDeps,
  ref: Extract<TLinkRef, { productId: string }>,
): Promise<TLinkTarget> {
  const entry = await findEntry(deps.db, ref.productId);
  if (!entry) {
    throw notFound('Product');
  }
  if (entry.countryCode !== ref.countryCode) {
    throw refuseCountry(
      `This product is sold in the ${entry.countryCode} marketplace, not ${ref.countryCode}: make its link for ${entry.countryCode}`,
    );
  }
  return {
    linkType: ref.linkType,
    countryCode: ref.countryCode,
    productId: entry.productId,
    brandId: entry.brandId,
    sellerId: entry.sellerId,
    asin: entry.asin,
    brandName: entry.brandName,
    title: entry.title,
    imageUrl: entry.imageUrl,
    commissionBp: entry.commissionBp,
    page: { kind: 'product', countryCode: ref.countryCode, asin: entry.asin },
  };
}

/**
 * Any seller's brand id stands for its marketplace name (as in the catalogue); the name must
 * have catalogue products in the link's country. The link keeps the id it was made from.
 */
async function brandTarget(deps: TDeps, ref: Extract<TLinkRef, { brandId: string }>): Promise<TLinkTarget> {
  const name = await findBrandNameOf(deps.db, ref.brandId);
  const countries = name === undefined ? [] : await findBrandCountries(deps.db, name);
  if (name === undefined || countries.length === 0) {
    throw notFound('Brand');
  }
  if (!countries.some((c) => c.countryCode === ref.countryCode)) {
    const where = countries.map((c) => c.countryCode).join(', ');
    throw refuseCountry(
      `${name} has no catalogue products in the ${ref.countryCode} marketplace; it sells in ${where}`,
    );
  }
  return {
    linkType: 'brand',
    countryCode: ref.countryCode,
    productId: null,
    brandId: ref.brandId,
    sellerId: null,
    asin: null,
    brandName: name,
    title: name,
    imageUrl: null,
    commissionBp: null,
    page: { kind: 'brand', countryCode: ref.countryCode, brandName: name },
  };
}

/** The link's target: 404 when it is not in the catalogue, 400 (countryCode) when of another country. */
export function resolveLinkTarget(deps: TDeps, ref: TLinkRef): Promise<TLinkTarget> {
  return ref.linkType === 'brand' ? brandTarget(deps, ref) : productTarget(deps, ref);
}
