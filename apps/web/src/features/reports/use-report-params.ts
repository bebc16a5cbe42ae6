import { useCallback, useMemo } from 'react';
import type { TReportRole } from '../../api/reports';
import { useMarketplace } from '../../components/marketplace/use-marketplace';
import { applyListChange } from '../../lib/use-list-filters';
import { useSearchParams } from '../../lib/use-search-params';
import { readReportParams, reportChange, type TReportParams } from './report-params';
import { marketplaceToday } from './report-range';

/** A commission report's marketplace, range, set, tab, filters, sort and page, in the address. */
export function useReportParams(role: TReportRole) {
  const [searchParams, setSearchParams] = useSearchParams();
  const [countryCode, setCountryCode] = useMarketplace();
  const today = marketplaceToday(countryCode);
  const params = useMemo(() => readReportParams(searchParams, role, today), [searchParams, role, today]);
  const set = useCallback(
    (change: Partial<TReportParams>) =>
      setSearchParams((previous) => applyListChange(previous, reportChange(change))),
    [setSearchParams],
  );
  return { params, countryCode, setCountryCode, today, set };
}

export type TReportState = ReturnType<typeof useReportParams>;
