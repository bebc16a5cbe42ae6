import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useMarketplace } from '../../../components/marketplace/use-marketplace';
import { applyListChange } from '../../../lib/use-list-filters';
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

  const set = useCallback(
    (change: Partial<TCatalogueParams>) =>
      setSearchParams((previous) => applyListChange(previous, catalogueChange(change))),
    [setSearchParams],
  );
  const openProduct = useCallback(
    (productId?: string) => setSearchParams((previous) => withProduct(previous, productId)),
    [setSearchParams],
  );

  // A marketplace's own categories are not another's: switching drops the one chosen, and the
  // page (the new marketplace may hold fewer). Replaced, so Back returns to the old view whole.
  const shownCountry = useRef(countryCode);
  useEffect(() => {
    if (shownCountry.current === countryCode) {
      return;
    }
    shownCountry.current = countryCode;
    setSearchParams((previous) => applyListChange(previous, catalogueChange({ categoryId: undefined })), {
      replace: true,
    });
  }, [countryCode, setSearchParams]);

  return {
    params,
    countryCode,
    filtered: isFiltered(params),
    set,
    clearFilters: useCallback(() => set(clearedFilters), [set]),
    openProduct,
    openBrand: useCallback(
      (brandId?: string) => setSearchParams((previous) => withBrand(previous, brandId)),
      [setSearchParams],
    ),
    /** Real links for what opens, so a card opens in a new tab too. */
    productHref: (productId: string) => `?${withProduct(searchParams, productId)}`,
    brandHref: (brandId: string) => `?${withBrand(searchParams, brandId)}`,
  };
}
