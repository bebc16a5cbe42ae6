import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

export type TListFilters<S extends string> = { state?: S; search: string; page: number };

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
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        const set = (key: string, value: string | number | undefined) => {
          if (value === undefined || value === '' || (key === 'page' && value === 1)) {
            next.delete(key);
          } else {
            next.set(key, String(value));
          }
        };
        if ('state' in change) {
          set('state', change.state);
        }
        if ('search' in change) {
          set('search', change.search);
        }
        set('page', 'page' in change ? change.page : 1);
        return next;
      });
    },
    [setParams],
  );
  return [filters, update];
}
