import { useCallback, useMemo } from 'react';
import { marketplaceParam } from '../../../components/marketplace/use-marketplace';
import { applyListChange } from '../../../lib/use-list-filters';
import { useSearchParams } from '../../../lib/use-search-params';
import {
  isFiltered,
  linkFilterFields,
  linksChange,
  readLinksParams,
  type TLinksParams,
  type TLinkTab,
} from './links-params';

/** The Tracking links page's tab, filters, sort and page, read from and written to the URL. */
export function useLinksParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => readLinksParams(searchParams), [searchParams]);

  const set = useCallback(
    (change: Partial<TLinksParams>) =>
      setSearchParams((previous) => applyListChange(previous, linksChange(change))),
    [setSearchParams],
  );
  // Another tab lists other things: it starts without the last one's filters, keeping the marketplace.
  const setTab = useCallback(
    (tab: TLinkTab) =>
      setSearchParams((previous) => {
        const kept = new URLSearchParams();
        const marketplace = previous.get(marketplaceParam);
        if (marketplace) {
          kept.set(marketplaceParam, marketplace);
        }
        return applyListChange(kept, linksChange({ tab }));
      }),
    [setSearchParams],
  );
  const clearFilters = useCallback(
    () => set(Object.fromEntries(linkFilterFields.map((field) => [field, undefined]))),
    [set],
  );
  return { params, filtered: isFiltered(params), set, setTab, clearFilters };
}
