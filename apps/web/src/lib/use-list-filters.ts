import { useCallback } from 'react';
import { useSearchParams } from './use-search-params';

export type TListFilters<S extends string> = { state?: S; search: string; page: number };

/** A change to a list's query string; an empty value (undefined, '', false) removes the parameter. */
export type TListChange = Record<string, string | number | boolean | undefined>;

/**
 * The query string after a change: empty values and page 1 are left out, other parameters (the
 * marketplace) are kept, and any change but the page itself goes back to the first page.
 */
export function applyListChange(params: URLSearchParams, change: TListChange): URLSearchParams {
  const next = new URLSearchParams(params);
  const entries = Object.entries('page' in change ? change : { ...change, page: 1 });
  for (const [key, value] of entries) {
    if (value === undefined || value === '' || value === false || (key === 'page' && value === 1)) {
      next.delete(key);
    } else {
      next.set(key, String(value));
    }
  }
  return next;
}

/**
 * A list's state filter, search and page live in the URL (`?state=&search=&page=`), so a view
 * survives a reload and can be shared. A new filter starts again on the first page.
 */
export function useListFilters<S extends string>(
  states: readonly S[],
): [TListFilters<S>, (change: Partial<TListFilters<S>>) => void] {
  const [params, setParams] = useSearchParams();
  const state = states.find((s) => s === params.get('state'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const filters: TListFilters<S> = { state, search: params.get('search') ?? '', page };

  const update = useCallback(
    (change: Partial<TListFilters<S>>) => {
      setParams((previous) => applyListChange(previous, change));
    },
    [setParams],
  );
  return [filters, update];
}
