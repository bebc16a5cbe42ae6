import {
  brandPickLimit,
  categoryNameOf,
  type TBrandCardPage,
  type TBrandDetail,
  type TCatalogueBrand,
  type ZBrandFindQuerySchema,
  type ZBrandPickQuerySchema,
} from '@atlas/shared';
import type { z } from 'zod';
import type { TDeps } from '../../platform/deps';
import { notFound } from '../../platform/errors';
import { pageWindow } from '../../platform/paging';
import { findBrandImageNames } from '../catalog/brands.repository';
import { brandImageUrl } from '../catalog/brands.service';
import {
  countBrandNames,
  findBrandCards,
  findBrandCountries,
  findBrandFigures,
  findBrandIdsByName,
  findBrandNameOf,
  findBrandPicks,
} from './catalogue.repository';

// Brands as publishers see them (spec 3): every seller's brands grouped by their marketplace
// name, `brand.amazonBrandName`, counted per name; a brand id stands for its name's group. Its
// image (issue 13) is the one the seller of that brand id set, so a card and the brand page it
// opens show the same.

/** The image-cache URL of each brand's image, by brand id (null where none is set). */
async function brandImageUrls(deps: TDeps, brandIds: string[]) {
  const names = await findBrandImageNames(deps.db, [...new Set(brandIds.filter(Boolean))]);
  return (brandId: string) => brandImageUrl(deps, names.get(brandId) ?? null);
}

/**
 * The marketplace name a brand id stands for. Any seller's brand id is accepted (brands are
 * public names); one with no catalogue product in any marketplace is not found.
 */
export async function findBrandName(deps: TDeps, brandId: string): Promise<string> {
  const name = await findBrandNameOf(deps.db, brandId);
  if (name === undefined || (await findBrandCountries(deps.db, name)).length === 0) {
    throw notFound('Brand');
  }
  return name;
}

/** GET brand/list: the brand filter's choices, the most products first. */
export async function listBrandPicks(
  deps: TDeps,
  query: z.output<typeof ZBrandPickQuerySchema>,
): Promise<TCatalogueBrand[]> {
  const picks = await findBrandPicks(deps.db, query.countryCode, query.search, brandPickLimit);
  const ids = await findBrandIdsByName(
    deps.db,
    query.countryCode,
    picks.map((p) => p.brandName),
  );
  const imageOf = await brandImageUrls(deps, [...ids.values()]);
  return picks.map((p) => {
    const brandId = ids.get(p.brandName) ?? '';
    return {
      brandId,
      brand: { amazonBrandName: p.brandName },
      productCount: p.products,
      imageUrl: imageOf(brandId),
    };
  });
}

/** GET publisher/brand/find/list: a page of brand cards. */
export async function findBrands(
  deps: TDeps,
  query: z.output<typeof ZBrandFindQuerySchema>,
): Promise<TBrandCardPage> {
  const [rows, total] = await Promise.all([
    findBrandCards(deps.db, {
      countryCode: query.countryCode,
      search: query.search,
      sortBy: query.sortBy,
      ...pageWindow(query),
    }),
    countBrandNames(deps.db, query.countryCode, query.search),
  ]);
  const imageOf = await brandImageUrls(
    deps,
    rows.map((r) => r.brandId),
  );
  return {
    items: rows.map((r) => ({
      brandId: r.brandId,
      brand: { amazonBrandName: r.brandName },
      productCount: Number(r.products),
      topCommissionBp: Number(r.topCommissionBp),
      imageUrls: r.imageUrls ?? [],
      imageUrl: imageOf(r.brandId),
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** GET publisher/brand/detail/{brandId}: the brand page in one marketplace, and where else it is. */
export async function getBrandDetail(
  deps: TDeps,
  brandId: string,
  countryCode: string,
): Promise<TBrandDetail> {
  const name = await findBrandName(deps, brandId);
  const [countries, figures, imageOf] = await Promise.all([
    findBrandCountries(deps.db, name),
    findBrandFigures(deps.db, countryCode, name, deps.now()),
    brandImageUrls(deps, [brandId]),
  ]);
  const here = countries.find((c) => c.countryCode === countryCode)?.products ?? 0;
  const { minBp, maxBp } = figures.range ?? { minBp: null, maxBp: null };
  return {
    brandId,
    brand: { amazonBrandName: name },
    countryCode,
    productCount: here,
    imageUrl: imageOf(brandId),
    commissionRange: minBp === null || maxBp === null ? null : { minBp, maxBp },
    countries: countries.map((c) => ({ countryCode: c.countryCode, productCount: c.products })),
    categories: figures.categories
      .map((c) => ({ key: c.key as string, name: categoryNameOf(c.key as string), productCount: c.products }))
      .sort((a, b) => b.productCount - a.productCount || a.name.localeCompare(b.name)),
    dealCount: figures.dealCount,
  };
}
