import {
  commissionPercent,
  marketplaceProductUrl,
  type TCountryCode,
  type TProductCount,
  type TProductDetail,
  type TProductPage,
  type TProductRow,
  type TProductVariation,
  type TVariationCountRequest,
  type TVariationCountResponse,
  type TVariationPage,
  type ZProductCountQuerySchema,
  type ZProductListQuerySchema,
  type ZVariationListQuerySchema,
} from '@atlas/shared';
import type { z } from 'zod';
import type { products } from '../../db/schema';
import type { TUserActor } from '../../platform/actor';
import type { TDeps } from '../../platform/deps';
import { notFound } from '../../platform/errors';
import { pageWindow } from '../../platform/paging';
import { currentCountryOf, storedCountry } from '../sellers/sellers.service';
import { findCatalogueStamp } from './catalogue-versions.repository';
import {
  countProductRows,
  countProductsByState,
  countVariationsOf,
  findProductRow,
  findVariationThemes,
  listProductRows,
  listVariations,
  type TProductRowData,
} from './products.repository';

type TProductRowRaw = typeof products.$inferSelect;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toProductRow(row: TProductRowData): TProductRow {
  return {
    id: row.id,
    asin: row.asin,
    countryCode: row.countryCode,
    title: row.title,
    imageUrl: row.imageUrl,
    priceMinor: row.priceMinor,
    currency: row.currency,
    category: row.category,
    availability: row.availability,
    brandId: row.brandId,
    brand: { amazonBrandName: row.brandName },
    status: row.status,
    commissionBp: row.commissionBp,
    commission: row.commissionBp === null ? null : commissionPercent(row.commissionBp),
    commissionUpdatedAt: iso(row.commissionUpdatedAt),
    variationCount: row.variationCount,
    importedAt: row.importedAt.toISOString(),
  };
}

/**
 * The seller's gate and country in one step: every catalogue read needs the notice agreed, and
 * a call that names no country works in the seller's current one.
 */
export async function sellerScope(
  deps: TDeps,
  actor: TUserActor,
  countryCode: TCountryCode | undefined,
): Promise<{ sellerId: string; countryCode: TCountryCode }> {
  return { sellerId: actor.userId, countryCode: countryCode ?? (await currentCountryOf(deps, actor.userId)) };
}

/** GET seller/product/list: one page of the filtered, sorted list and the filter's total. */
export async function listProducts(
  deps: TDeps,
  actor: TUserActor,
  query: z.output<typeof ZProductListQuerySchema>,
): Promise<TProductPage> {
  // The page is kept under the catalogue's version: a repeated call costs this one short read,
  // and any write to the seller's products or brands moves the version on (migration 0007).
  const stamp = await findCatalogueStamp(deps.db, actor.userId);
  const scope = stamp
    ? { sellerId: actor.userId, countryCode: query.countryCode ?? storedCountry(stamp.currentCountry) }
    : await sellerScope(deps, actor, query.countryCode);
  const key = `product-list:${scope.sellerId}:${stamp?.version ?? 0}:${scope.countryCode}:${JSON.stringify(query)}`;
  return deps.answerCache.remember(key, () => readProductPage(deps, scope, query));
}

async function readProductPage(
  deps: TDeps,
  scope: { sellerId: string; countryCode: TCountryCode },
  query: z.output<typeof ZProductListQuerySchema>,
): Promise<TProductPage> {
  const filter = {
    ...scope,
    search: query.search,
    brandId: query.brandId,
    status: query.status,
    commission: query.commission,
  };
  const [rows, total] = await Promise.all([
    listProductRows(deps.db, filter, {
      sortBy: query.sortBy,
      sortOrder: query.sortOrder,
      ...pageWindow(query),
    }),
    countProductRows(deps.db, filter),
  ]);
  return {
    items: rows.map(toProductRow),
    total,
    page: query.page,
    pageSize: query.pageSize,
    countryCode: scope.countryCode,
  };
}

/** GET seller/product/productCount: the marketplace's products by status and commission. */
export async function countProducts(
  deps: TDeps,
  actor: TUserActor,
  query: z.output<typeof ZProductCountQuerySchema>,
): Promise<TProductCount> {
  const scope = await sellerScope(deps, actor, query.countryCode);
  const counts = await countProductsByState(deps.db, scope.sellerId, scope.countryCode);
  return {
    countryCode: scope.countryCode,
    total: counts.total,
    active: counts.active,
    inactive: counts.total - counts.active,
    withCommission: counts.withCommission,
    withoutCommission: counts.total - counts.withCommission,
  };
}

export async function ownProduct(deps: TDeps, actor: TUserActor, id: string): Promise<TProductRowData> {
  const row = await findProductRow(deps.db, actor.userId, id);
  if (!row) {
    throw notFound('Product');
  }
  return row;
}

/** PATCH seller/product/detail/{id}: the product, its marketplace page and variation themes. */
export async function getProductDetail(deps: TDeps, actor: TUserActor, id: string): Promise<TProductDetail> {
  const row = await ownProduct(deps, actor, id);
  const themes = row.variationCount > 0 ? await findVariationThemes(deps.db, actor.userId, row.id) : [];
  return {
    ...toProductRow(row),
    marketplaceUrl: marketplaceProductUrl(row.countryCode, row.asin),
    variationThemes: themes,
  };
}

/** A variation row as the seller's and the publishers' variation lists show it. */
export function toVariation(v: TProductRowRaw): TProductVariation {
  return {
    id: v.id,
    asin: v.asin,
    countryCode: v.countryCode,
    title: v.title,
    imageUrl: v.imageUrl,
    priceMinor: v.priceMinor,
    currency: v.currency,
    availability: v.availability,
    variationAttributes: v.variationAttributes ?? {},
  };
}

/** GET seller/product/{id}/variations/list: a product's variations, a page at a time. */
export async function listProductVariations(
  deps: TDeps,
  actor: TUserActor,
  id: string,
  query: z.output<typeof ZVariationListQuerySchema>,
): Promise<TVariationPage> {
  const parent = await ownProduct(deps, actor, id);
  const { items, total } = await listVariations(deps.db, actor.userId, parent.id, pageWindow(query));
  return {
    items: items.map(toVariation),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** POST seller/product/variation/count: counts for a selection; any id not the seller's is 404. */
export async function countVariations(
  deps: TDeps,
  actor: TUserActor,
  input: TVariationCountRequest,
): Promise<TVariationCountResponse> {
  const counts = await countVariationsOf(deps.db, actor.userId, input.ids);
  if (counts.size !== input.ids.length) {
    throw notFound('Product');
  }
  const items = input.ids.map((id) => ({ id, variationCount: counts.get(id) ?? 0 }));
  return { items, total: items.reduce((sum, item) => sum + item.variationCount, 0) };
}
