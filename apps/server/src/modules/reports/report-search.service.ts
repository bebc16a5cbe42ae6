import type { TReportSearchQuery } from '@atlas/shared';
import type { TUserActor } from '../../platform/actor';
import type { TDeps } from '../../platform/deps';
import * as search from './report-labels.repository';

// The filter pickers of the reports: at most 20 options each, the seller's own or the catalogue's.

/** A brand record carries its marketplace name nested, as spec 3 names it: `brand.amazonBrandName`. */
export async function searchSellerBrands(deps: TDeps, actor: TUserActor, query: TReportSearchQuery) {
  const rows = await search.searchSellerBrands(deps.db, actor.userId, query.countryCode, query.searchText);
  return rows.map((row) => ({ ...row, brand: { amazonBrandName: row.brandName } }));
}

export function searchSellerProducts(deps: TDeps, actor: TUserActor, query: TReportSearchQuery) {
  return search.searchSellerProducts(deps.db, actor.userId, query.countryCode, query.searchText);
}

export function searchCatalogueProducts(deps: TDeps, query: TReportSearchQuery) {
  return search.searchCatalogueProducts(deps.db, query.countryCode, query.searchText);
}
