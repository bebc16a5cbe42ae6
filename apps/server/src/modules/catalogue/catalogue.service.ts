import {
  categoryNameOf,
  commissionPercent,
  ErrorCode,
  marketplaceProductUrl,
  productCategories,
  type TCatalogueDeal,
  type TCatalogueFilters,
  type TCatalogueHistoryPage,
  type TCatalogueProduct,
  type TCatalogueProductDetail,
  type TCatalogueProductPage,
  type TCategoryCount,
  type TCategoryTree,
  type TVariationPage,
  type ZCatalogueHistoryQuerySchema,
  type ZProductsByBrandQuerySchema,
  type ZVariationListQuerySchema,
} from '@atlas/shared';
import type { z } from 'zod';
import type { TDeps } from '../../platform/deps';
import { AppError, notFound } from '../../platform/errors';
import { pageWindow } from '../../platform/paging';
import { findVariationThemes, listVariations } from '../catalog/products.repository';
import { toVariation } from '../catalog/products.service';
import { countHistory, listHistory } from '../commissions/commissions.repository';
import {
  countByFirstLevel,
  countEntries,
  countOfBrands,
  countVariationsOf,
  findCategory,
  findEntries,
  findEntry,
  findOpenDeals,
  findSubcategories,
  type TCatalogueFilter,
  type TDealRow,
  type TEntryRow,
} from './catalogue.repository';
import { findBrandName } from './catalogue-brands.service';

function toDeal(row: TDealRow): TCatalogueDeal {
  return {
    id: row.id,
    dealPriceMinor: row.dealPriceMinor,
    discountBp: row.discountBp,
    extraCommissionBp: row.extraCommissionBp,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
  };
}

function toProduct(row: TEntryRow, deal: TDealRow | undefined, variationCount: number): TCatalogueProduct {
  return {
    id: row.productId,
    asin: row.asin,
    countryCode: row.countryCode,
    title: row.title,
    imageUrl: row.imageUrl,
    priceMinor: row.priceMinor,
    currency: row.currency,
    availability: row.availability,
    brandId: row.brandId,
    brand: { amazonBrandName: row.brandName },
    categoryKey: row.categoryKey,
    category: row.categoryName || null,
    commissionBp: row.commissionBp,
    commission: commissionPercent(row.commissionBp),
    deal: deal ? toDeal(deal) : null,
    variationCount,
    marketplaceUrl: marketplaceProductUrl(row.countryCode, row.asin),
    listedAt: row.listedAt.toISOString(),
  };
}

/** The catalogue cards of these entries, with the deal running now and the variation counts. */
export async function withDealsAndVariations(deps: TDeps, rows: TEntryRow[]): Promise<TCatalogueProduct[]> {
  const now = deps.now();
  const ids = rows.map((r) => r.productId);
  const [deals, variations] = await Promise.all([
    findOpenDeals(deps.db, ids, now),
    countVariationsOf(deps.db, ids),
  ]);
  const running = new Map<string, TDealRow>();
  for (const deal of deals) {
    const current = running.get(deal.productId);
    if (deal.startsAt <= now && (!current || deal.endsAt < current.endsAt)) {
      running.set(deal.productId, deal);
    }
  }
  return rows.map((row) => toProduct(row, running.get(row.productId), variations.get(row.productId) ?? 0));
}

/**
 * A category id of the catalogue (`cc_…`) must be of the marketplace asked about, and under the
 * first-level category when one is given too: a wrong one is refused with the reason, so a
 * link kept from another marketplace never shows an empty grid without saying why.
 */
async function checkCategory(deps: TDeps, filter: TCatalogueFilter): Promise<number | null> {
  if (!filter.categoryId) {
    return null;
  }
  const category = await findCategory(deps.db, filter.categoryId);
  const refuse = (message: string) =>
    new AppError(ErrorCode.validation, message, { fields: [{ path: 'categoryId', message }] });
  if (!category) {
    throw refuse('This category is not in the catalogue');
  }
  if (category.countryCode !== filter.countryCode) {
    throw refuse(
      `This category is in the ${category.countryCode} marketplace; choose a category of the ${filter.countryCode} marketplace`,
    );
  }
  if (filter.categoryKey && category.categoryKey !== filter.categoryKey) {
    throw refuse(`This category is not under ${categoryNameOf(filter.categoryKey)}`);
  }
  return category.products;
}

/**
 * The filter's total: from the counts tables when only the marketplace, a category or a brand
 * narrows it (the common case, and the catalogue's whole size), else the matches counted.
 */
async function totalOf(
  deps: TDeps,
  filter: TCatalogueFilter,
  categoryProducts: number | null,
): Promise<number> {
  const counted =
    filter.search ||
    filter.dealsOnly ||
    filter.minCommissionBp !== undefined ||
    filter.maxCommissionBp !== undefined;
  const narrowedBy = [filter.categoryKey, filter.categoryId, filter.brandName].filter(Boolean).length;
  if (!counted && narrowedBy <= 1) {
    if (categoryProducts !== null) {
      return categoryProducts;
    }
    if (!filter.categoryKey) {
      return countOfBrands(deps.db, filter.countryCode, filter.brandName);
    }
    const categories = await countByFirstLevel(deps.db, filter.countryCode);
    return categories.find((c) => c.key === filter.categoryKey)?.products ?? 0;
  }
  return countEntries(deps.db, filter, deps.now());
}

/** GET publisher/product/find/list: a page of the catalogue and the filter's total. */
export async function findProducts(deps: TDeps, query: TCatalogueFilters): Promise<TCatalogueProductPage> {
  const categoryProducts = await checkCategory(deps, query);
  const rows = await findEntries(deps.db, query, query, pageWindow(query), deps.now());
  const [items, total] = await Promise.all([
    withDealsAndVariations(deps, rows),
    totalOf(deps, query, categoryProducts),
  ]);
  return { items, total, page: query.page, pageSize: query.pageSize };
}

/** GET publisher/product/list/by-brand: the products of the brand's name, as the catalogue groups them. */
export async function listProductsByBrand(
  deps: TDeps,
  query: z.output<typeof ZProductsByBrandQuerySchema>,
): Promise<TCatalogueProductPage> {
  const brandName = await findBrandName(deps, query.brandId);
  return findProducts(deps, { ...query, brandName, dealsOnly: false });
}

/** A product of the catalogue; any other id (inactive, a variation, unknown) is not found. */
async function catalogueEntry(deps: TDeps, id: string): Promise<TEntryRow> {
  const row = await findEntry(deps.db, id);
  if (!row) {
    throw notFound('Product');
  }
  return row;
}

/** GET publisher/product/detail/{id}: the product with its running and coming deals. */
export async function getProduct(deps: TDeps, id: string): Promise<TCatalogueProductDetail> {
  const row = await catalogueEntry(deps, id);
  const [[card], deals, themes] = await Promise.all([
    withDealsAndVariations(deps, [row]),
    findOpenDeals(deps.db, [row.productId], deps.now()),
    findVariationThemes(deps.db, row.sellerId, row.productId),
  ]);
  return { ...(card as TCatalogueProduct), variationThemes: themes, deals: deals.map(toDeal) };
}

/** GET publisher/product/commissionHistory?id=: what changed and when, never who. */
export async function getCommissionHistory(
  deps: TDeps,
  query: z.output<typeof ZCatalogueHistoryQuerySchema>,
): Promise<TCatalogueHistoryPage> {
  const row = await catalogueEntry(deps, query.id);
  const filter = { sellerId: row.sellerId, productId: row.productId };
  const [rows, total] = await Promise.all([
    listHistory(deps.db, filter, pageWindow(query)),
    countHistory(deps.db, filter),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      oldCommissionBp: r.oldCommissionBp,
      newCommissionBp: r.newCommissionBp,
      oldStatus: r.oldStatus,
      newStatus: r.newStatus,
      createdAt: r.createdAt.toISOString(),
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** GET publisher/product/{id}/variations/list: the catalogue product's variations. */
export async function listCatalogueVariations(
  deps: TDeps,
  id: string,
  query: z.output<typeof ZVariationListQuerySchema>,
): Promise<TVariationPage> {
  const row = await catalogueEntry(deps, id);
  const { items, total } = await listVariations(deps.db, row.sellerId, row.productId, pageWindow(query));
  return { items: items.map(toVariation), total, page: query.page, pageSize: query.pageSize };
}

/** The entry the variations export reads: the catalogue's product only. */
export const catalogueProductOf = catalogueEntry;

// ---- categories

/** GET category/first-level/list */
export function listFirstLevelCategories() {
  return Promise.resolve(productCategories.map(({ key, name }) => ({ key, name })));
}

/** GET category/aggregation/list: the first-level categories holding products, the fullest first. */
export async function aggregateCategories(deps: TDeps, countryCode: string): Promise<TCategoryCount[]> {
  const rows = await countByFirstLevel(deps.db, countryCode);
  return rows
    .map((r) => ({ key: r.key as string, name: categoryNameOf(r.key as string), productCount: r.products }))
    .sort((a, b) => b.productCount - a.productCount || a.name.localeCompare(b.name));
}

/** GET category/{id}/tree/list?countryCode=: the marketplace's categories under a first level. */
export async function getCategoryTree(deps: TDeps, key: string, countryCode: string): Promise<TCategoryTree> {
  const rows = await findSubcategories(deps.db, countryCode, key);
  const children = rows
    .filter((r) => r.name !== '')
    .map((r) => ({ id: r.id, name: r.name, productCount: r.products }));
  return {
    key,
    name: categoryNameOf(key),
    countryCode,
    productCount: rows.reduce((sum, r) => sum + r.products, 0),
    children,
  };
}
