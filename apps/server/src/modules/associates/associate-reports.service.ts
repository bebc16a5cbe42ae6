import {
  formatBasisPoints,
  marketplaceOf,
  type TAssociateBatchPage,
  type TAssociateBrandCommission,
  type TAssociateBrandPage,
  type TAssociateRowPage,
  type TCountryCode,
} from '@atlas/shared';
import type { TUserActor } from '../../platform/actor';
import type { TDeps } from '../../platform/deps';
import { notFound } from '../../platform/errors';
import { type TCsvColumn, toCsv } from '../../platform/export';
import { pageWindow } from '../../platform/paging';
import type { TCsvFile } from '../catalog/csv-values';
import { findAssociateProducts, listBrandTotals } from './associate-brands.repository';
import { findBrand, findRateHistory, findRatesForPublisher } from './associate-commissions.repository';
import { listBatches, listReportRows, type TRowFilter } from './associate-reports.repository';
import { toBatch, toRow } from './associate-views';
import { toRateChange } from './rate-change';

// The publisher's associate reports: its uploads, their lines, the brands it earns on and the
// rates that apply to it. Every read is the publisher's own (its id in each query).

type TPage = { page: number; pageSize: number };

/** GET publisher/associate/report/batch/list: newest first, with their problems. */
export async function listAssociateBatches(
  deps: TDeps,
  actor: TUserActor,
  query: TPage & { countryCode?: TCountryCode },
): Promise<TAssociateBatchPage> {
  const { items, total } = await listBatches(
    deps.db,
    { publisherId: actor.userId, countryCode: query.countryCode },
    pageWindow(query),
  );
  return { items: items.map(toBatch), total, page: query.page, pageSize: query.pageSize };
}

/** GET publisher/associate/report/list: the lines still counted, newest day first. */
export async function listAssociateRows(
  deps: TDeps,
  actor: TUserActor,
  query: TPage & Omit<TRowFilter, 'publisherId'>,
): Promise<TAssociateRowPage> {
  const { page, pageSize, ...filter } = query;
  const { items, total } = await listReportRows(
    deps.db,
    { ...filter, publisherId: actor.userId },
    pageWindow(query),
  );
  return { items: items.map(toRow), total, page, pageSize };
}

/** The rate applying to the publisher per brand: its own, else the brand's. */
async function ratesApplying(deps: TDeps, publisherId: string, brandIds: string[]) {
  const rates = await findRatesForPublisher(deps.db, publisherId, brandIds);
  const applying = new Map<string, { bp: number; scope: 'brand' | 'publisher' }>();
  for (const rate of rates) {
    if (rate.publisherId || !applying.has(rate.brandId)) {
      applying.set(rate.brandId, { bp: rate.commissionBp, scope: rate.publisherId ? 'publisher' : 'brand' });
    }
  }
  return applying;
}

/** GET publisher/associate/brand: brands of my matched lines, highest commission first. */
export async function listAssociateBrands(
  deps: TDeps,
  actor: TUserActor,
  query: TPage & { countryCode: TCountryCode; search?: string },
): Promise<TAssociateBrandPage> {
  const { items, total } = await listBrandTotals(
    deps.db,
    { publisherId: actor.userId, countryCode: query.countryCode, search: query.search },
    pageWindow(query),
  );
  const rates = await ratesApplying(
    deps,
    actor.userId,
    items.map((i) => i.brandId),
  );
  const currency = marketplaceOf(query.countryCode).currency;
  return {
    items: items.map((i) => ({
      ...i,
      countryCode: query.countryCode,
      currency,
      commissionBp: rates.get(i.brandId)?.bp ?? null,
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/**
 * GET publisher/associate/brand/commission/detail: the rate applying to me on a brand and the
 * history of the brand's rate and of my own; other publishers' rates are never shown.
 */
export async function getAssociateBrandCommission(
  deps: TDeps,
  actor: TUserActor,
  brandId: string,
): Promise<TAssociateBrandCommission> {
  const brand = await findBrand(deps.db, brandId);
  if (!brand) {
    throw notFound('Brand');
  }
  const [rates, history] = await Promise.all([
    ratesApplying(deps, actor.userId, [brand.id]),
    findRateHistory(deps.db, {
      sellerId: brand.sellerId,
      brandId: brand.id,
      publisherId: actor.userId,
      alsoBrand: true,
    }),
  ]);
  const rate = rates.get(brand.id);
  return {
    brandId: brand.id,
    brandName: brand.name,
    commissionBp: rate?.bp ?? null,
    appliesAs: rate?.scope ?? null,
    history: history.map(toRateChange),
  };
}

/** An export holds at most this many products (brand, then ASIN order). */
export const associateProductExportLimit = 50_000;

type TProductLine = Awaited<ReturnType<typeof findAssociateProducts>>[number];
const productColumns: TCsvColumn<TProductLine>[] = [
  { header: 'Brand', value: (p) => p.brandName },
  { header: 'ASIN', value: (p) => p.asin },
  { header: 'Title', value: (p) => p.title },
  { header: 'Marketplace', value: (p) => p.countryCode },
  { header: 'Associate commission (%)', value: (p) => formatBasisPoints(p.commissionBp) },
];

/** EXPORT publisher/product/associate/export: the products I can earn an associate commission on. */
export async function exportAssociateProducts(
  deps: TDeps,
  actor: TUserActor,
  query: { countryCode: TCountryCode },
): Promise<TCsvFile> {
  const rows = await findAssociateProducts(
    deps.db,
    actor.userId,
    query.countryCode,
    associateProductExportLimit,
  );
  return {
    fileName: `associate-products-${query.countryCode}-${deps.now().toISOString().slice(0, 10)}.csv`,
    body: toCsv(productColumns, rows),
  };
}
