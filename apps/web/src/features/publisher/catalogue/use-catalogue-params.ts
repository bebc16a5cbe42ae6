import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { NavigateOptions } from 'react-router-dom';
import { useMarketplace } from '../../../components/marketplace/use-marketplace';
import { applyListChange } from '../../../lib/use-list-filters';
import { useSearchParams } from '../../../lib/use-search-params';
import {
  catalogueChange,
  clearedFilters,
  isFiltered,
  readCatalogueParams,
  type TCatalogueParams,
} from './catalogue-params';

/** Opening or closing the product drawer keeps the page the list behind it is on. */
const withProduct = (params: URLSearchParams, productId?: string) =>
  applyListChange(params, { ...catalogueChange({ productId }), page: params.get('page') ?? undefined });

/** A brand page lists its own products from their first page. */
const withBrand = (params: URLSearchParams, brandId?: string) =>
  applyListChange(params, catalogueChange({ brandId, productId: undefined }));

/**
 * The Catalogue's view, filters, page and what is open, read from and written to the URL; the
 * marketplace is the portal's (`?marketplace=`).
 */
export function useCatalogueParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [countryCode] = useMarketplace();
  const params = useMemo(() => readCatalogueParams(searchParams), [searchParams]);

  // React Router hands a setter's `previous` the params of the last render, and the page renders
  // a navigation a moment after the address changes (later on a busy phone): a second change in
  // that moment (a sort chosen just after a category) would write over the first. Changes start
  // from the last one written instead, until the page renders a newer address (Back included).
  const written = useRef(searchParams);
  const rendered = useRef(searchParams);
  if (rendered.current !== searchParams) {
    rendered.current = searchParams;
    written.current = searchParams;
  }
  const write = useCallback(
    (next: (previous: URLSearchParams) => URLSearchParams, options?: NavigateOptions) => {
      const after = next(written.current);
      // The same address again (a field committed on Enter, then on leaving it) adds no Back step.
      if (after.toString() === written.current.toString()) {
        return;
      }
      written.current = after;
      setSearchParams(after, options);
    },
    [setSearchParams],
  );

  const set = useCallback(
    (change: Partial<TCatalogueParams>) =>
      write((previous) => applyListChange(previous, catalogueChange(change))),
    [write],
  );
  const openProduct = useCallback(
    (productId?: string) => write((previous) => withProduct(previous, productId)),
    [write],
  );

  // A marketplace's own categories are not another's: switching drops the one chosen, and the
  // page (the new marketplace may hold fewer). Replaced, so Back returns to the old view whole.
  const shownCountry = useRef(countryCode);
  useEffect(() => {
    if (shownCountry.current === countryCode) {
      return;
    }
    shownCountry.current = countryCode;
    write((previous) => applyListChange(previous, catalogueChange({ categoryId: undefined })), {
      replace: true,
    });
  }, [countryCode, write]);

  return {
    params,
    countryCode,
    filtered: isFiltered(params),
    set,
    clearFilters: useCallback(() => set(clearedFilters), [set]),
    openProduct,
    openBrand: useCallback((brandId?: string) => write((previous) => withBrand(previous, brandId)), [write]),
    /** Real links for what opens, so a card opens in a new tab too. */
    productHref: (productId: string) => `?${withProduct(searchParams, productId)}`,
    brandHref: (brandId: string) => `?${withBrand(searchParams, brandId)}`,
  };
}
