import { dealStates, type TDealState } from '@atlas/shared';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

export type TDealFilters = { state?: TDealState; search: string; page: number };

/** The Deals page's filters and page live in the URL, so a view survives a reload and can be shared. */
export function useDealFilters(): [TDealFilters, (change: Partial<TDealFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const state = dealStates.find((s) => s === params.get('state'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const filters: TDealFilters = { state, search: params.get('search') ?? '', page };

  const update = useCallback(
    (change: Partial<TDealFilters>) => {
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
        // A new filter starts again on the first page.
        set('page', 'page' in change ? change.page : 1);
        return next;
      });
    },
    [setParams],
  );
  return [filters, update];
}
