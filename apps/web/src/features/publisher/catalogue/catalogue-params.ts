import {
  catalogueSorts,
  productCategoryKeys,
  type TCatalogueExportRequest,
  type TCatalogueFindQuery,
  type TCatalogueSort,
  type TProductCategoryKey,
} from '@atlas/shared';
import type { TListChange } from '../../../lib/use-list-filters';

// What the Catalogue shows lives in the URL, each filter under the name the API gives it, so a
// view is shared by its link and survives a reload. Anything unknown reads as its default.

/** Cards per page: fills rows of 2, 3 and 4 columns. */
export const productPageSize = 24;

export const catalogueViews = ['products', 'brands'] as const;
export type TCatalogueView = (typeof catalogueViews)[number];
export const brandSorts = ['products', 'name'] as const;
export type TBrandSort = (typeof brandSorts)[number];
export type TSortOrder = 'asc' | 'desc';

export type TCatalogueParams = {
  view: TCatalogueView;
  search: string;
  /** A first-level category; with `categoryId`, the one that marketplace category is under. */
  categoryKey?: TProductCategoryKey;
  categoryId?: string;
  brandName?: string;
  minCommissionBp?: number;
  maxCommissionBp?: number;
  dealsOnly: boolean;
  sortBy: TCatalogueSort;
  sortOrder: TSortOrder;
  page: number;
  brandSearch: string;
  brandSort: TBrandSort;
  /** The brand page open (`?brand=`), in place of the lists. */
  brandId?: string;
  /** The product open in the drawer (`?product=`). */
  productId?: string;
};

export const defaultCatalogueParams: TCatalogueParams = {
  view: 'products',
  search: '',
  dealsOnly: false,
  sortBy: 'commission',
  sortOrder: 'desc',
  page: 1,
  brandSearch: '',
  brandSort: 'products',
};

/** The URL's name of each field (the API's where it has one). */
const names: Record<keyof TCatalogueParams, string> = {
  view: 'view',
  search: 'search',
  categoryKey: 'categoryKey',
  categoryId: 'categoryId',
  brandName: 'brandName',
  minCommissionBp: 'minCommissionBp',
  maxCommissionBp: 'maxCommissionBp',
  dealsOnly: 'dealsOnly',
  sortBy: 'sortBy',
  sortOrder: 'sortOrder',
  page: 'page',
  brandSearch: 'brandSearch',
  brandSort: 'brandSort',
  brandId: 'brand',
  productId: 'product',
};

/** The filters a "clear filters" empties; the view, sort and what is open stay. */
export const filterFields = [
  'search',
  'categoryKey',
  'categoryId',
  'brandName',
  'minCommissionBp',
  'maxCommissionBp',
  'dealsOnly',
] as const satisfies readonly (keyof TCatalogueParams)[];

const oneOf = <T extends string>(value: string | null, allowed: readonly T[]): T | undefined =>
  allowed.find((item) => item === value);

const text = (value: string | null, max: number): string | undefined => {
  const trimmed = value?.trim();
  return trimmed ? trimmed.slice(0, max) : undefined;
};

function basisPoints(value: string | null): number | undefined {
  if (value === null || value.trim() === '') {
    return undefined;
  }
  const bp = Number(value);
  return Number.isInteger(bp) && bp >= 0 && bp <= 10_000 ? bp : undefined;
}

export function readCatalogueParams(params: URLSearchParams): TCatalogueParams {
  const get = (field: keyof TCatalogueParams) => params.get(names[field]);
  const page = Number(get('page'));
  const minCommissionBp = basisPoints(get('minCommissionBp'));
  const maxCommissionBp = basisPoints(get('maxCommissionBp'));
  // A range the server would refuse (lowest above highest) keeps its lowest bound only.
  const rangeValid =
    minCommissionBp === undefined || maxCommissionBp === undefined || minCommissionBp <= maxCommissionBp;
  const categoryKey = oneOf(get('categoryKey'), productCategoryKeys);
  return {
    view: oneOf(get('view'), catalogueViews) ?? defaultCatalogueParams.view,
    search: text(get('search'), 200) ?? '',
    categoryKey,
    // A marketplace category is only read under its first-level one (the tree opens there).
    categoryId: categoryKey ? text(get('categoryId'), 64) : undefined,
    brandName: text(get('brandName'), 200),
    minCommissionBp,
    maxCommissionBp: rangeValid ? maxCommissionBp : undefined,
    dealsOnly: get('dealsOnly') === 'true',
    sortBy: oneOf(get('sortBy'), catalogueSorts) ?? defaultCatalogueParams.sortBy,
    sortOrder: oneOf(get('sortOrder'), ['asc', 'desc'] as const) ?? defaultCatalogueParams.sortOrder,
    page: Number.isInteger(page) && page > 0 ? page : 1,
    brandSearch: text(get('brandSearch'), 100) ?? '',
    brandSort: oneOf(get('brandSort'), brandSorts) ?? defaultCatalogueParams.brandSort,
    brandId: text(get('brandId'), 64),
    productId: text(get('productId'), 64),
  };
}

/**
 * A change in the URL's names, defaults left out so a plain view has a plain link. Like every
 * list's, a change of anything but the page goes back to the first page (applyListChange).
 */
export function catalogueChange(change: Partial<TCatalogueParams>): TListChange {
  const written: TListChange = {};
  for (const [field, value] of Object.entries(change) as [keyof TCatalogueParams, unknown][]) {
    const isDefault = value === defaultCatalogueParams[field];
    written[names[field]] = isDefault ? undefined : (value as TListChange[string]);
  }
  return written;
}

export const isFiltered = (p: TCatalogueParams) =>
  filterFields.some((field) => p[field] !== undefined && p[field] !== '' && p[field] !== false);

export const clearedFilters: Partial<TCatalogueParams> = Object.fromEntries(
  filterFields.map((field) => [field, undefined]),
);

/** The filters and sort the grid asks for, as the products export takes them. */
export type TCatalogueFilterQuery = Omit<TCatalogueExportRequest, 'platform'> & {
  dealsOnly: true | undefined;
};

/** What the grid asks for; the products export takes the same filters and sort. */
export function exportFiltersOf(p: TCatalogueParams, countryCode: string): TCatalogueFilterQuery {
  return {
    countryCode,
    search: p.search || undefined,
    categoryKey: p.categoryKey,
    categoryId: p.categoryId,
    brandName: p.brandName,
    minCommissionBp: p.minCommissionBp,
    maxCommissionBp: p.maxCommissionBp,
    dealsOnly: p.dealsOnly || undefined,
    sortBy: p.sortBy,
    sortOrder: p.sortOrder,
  };
}

export const findQueryOf = (
  p: TCatalogueParams,
  countryCode: string,
  pageSize: number,
): TCatalogueFilterQuery & TCatalogueFindQuery => ({
  ...exportFiltersOf(p, countryCode),
  page: p.page,
  pageSize,
});
