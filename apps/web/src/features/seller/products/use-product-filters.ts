import { productPageSizes, productSorts, type TProductListQuery, type TProductSort } from '@atlas/shared';
import { useCallback, useMemo } from 'react';
import { useMarketplace } from '../../../components/marketplace/use-marketplace';
import { useSearchParams } from '../../../lib/use-search-params';

/** The product list's filters, sort and page: kept in the URL, so a view is shared and survives reload. */
export type TProductFilters = {
  search: string;
  brandId: string;
  status: '' | 'active' | 'inactive';
  commission: '' | 'set' | 'unset';
  sortBy: TProductSort;
  sortOrder: 'asc' | 'desc';
  page: number;
  pageSize: number;
};

export const defaultProductFilters: TProductFilters = {
  search: '',
  brandId: '',
  status: '',
  commission: '',
  sortBy: 'newest',
  sortOrder: 'desc',
  page: 1,
  pageSize: 20,
};

const oneOf = <T extends string>(value: string | null, allowed: readonly T[], fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;

/** Reads the filters from a query string; anything unknown falls back to its default. */
export function filtersFromParams(params: URLSearchParams): TProductFilters {
  const page = Number(params.get('page'));
  const pageSize = Number(params.get('pageSize'));
  return {
    search: params.get('search')?.trim() ?? '',
    brandId: params.get('brandId') ?? '',
    status: oneOf(params.get('status'), ['active', 'inactive'] as const, ''),
    commission: oneOf(params.get('commission'), ['set', 'unset'] as const, ''),
    sortBy: oneOf(params.get('sortBy'), productSorts, defaultProductFilters.sortBy),
    sortOrder: oneOf(params.get('sortOrder'), ['asc', 'desc'] as const, defaultProductFilters.sortOrder),
    page: Number.isInteger(page) && page > 0 ? page : 1,
    pageSize: (productPageSizes as readonly number[]).includes(pageSize)
      ? pageSize
      : defaultProductFilters.pageSize,
  };
}

/**
 * The query string after a change: defaults are left out, other parameters (the marketplace)
 * kept, and any change but the page itself goes back to page 1.
 */
export function applyFilters(params: URLSearchParams, change: Partial<TProductFilters>): URLSearchParams {
  const next = new URLSearchParams(params);
  const merged = { ...filtersFromParams(params), ...change };
  if (!('page' in change)) {
    merged.page = 1;
  }
  for (const key of Object.keys(defaultProductFilters) as (keyof TProductFilters)[]) {
    const value = merged[key];
    if (value === defaultProductFilters[key] || value === '') {
      next.delete(key);
    } else {
      next.set(key, String(value));
    }
  }
  return next;
}

export function useProductFilters() {
  const [params, setParams] = useSearchParams();
  const [countryCode] = useMarketplace();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const set = useCallback(
    (change: Partial<TProductFilters>) => setParams((previous) => applyFilters(previous, change)),
    [setParams],
  );
  const query: TProductListQuery = { ...filters, countryCode };
  const filtered = Boolean(filters.search || filters.brandId || filters.status || filters.commission);
  const clear = () => set({ search: '', brandId: '', status: '', commission: '' });
  return { filters, countryCode, query, set, filtered, clear };
}
