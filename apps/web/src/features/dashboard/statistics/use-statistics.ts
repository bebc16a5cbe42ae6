import {
  dashboardPeriods,
  defaultDashboardPeriod,
  type TDashboardPeriod,
  type TDashboardStatistics,
} from '@atlas/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { getPublisherDashboardStatistics, getSellerDashboardStatistics } from '../../../api/dashboards';
import { useMarketplace } from '../../../components/marketplace/use-marketplace';
import { useSearchParams } from '../../../lib/use-search-params';

export type TStatisticsRole = 'seller' | 'publisher';

const periodParam = 'period';

const load: Record<
  TStatisticsRole,
  (countryCode: string, period: TDashboardPeriod) => Promise<TDashboardStatistics>
> = {
  seller: getSellerDashboardStatistics,
  publisher: getPublisherDashboardStatistics,
};

/**
 * The Dashboard's statistics for the marketplace and period in the address (`?marketplace=`,
 * `?period=`), so a reload or a shared link shows the same figures. While another marketplace
 * or period loads, the last figures stay on screen.
 */
export function useStatistics(role: TStatisticsRole) {
  const [countryCode, setCountryCode] = useMarketplace();
  const [params, setParams] = useSearchParams();
  const asked = params.get(periodParam);
  const period = dashboardPeriods.find((p) => p === asked) ?? defaultDashboardPeriod;
  const setPeriod = useCallback(
    (next: TDashboardPeriod) =>
      setParams((previous) => {
        const changed = new URLSearchParams(previous);
        changed.set(periodParam, next);
        return changed;
      }),
    [setParams],
  );
  const statistics = useQuery({
    queryKey: [role, 'dashboard-statistics', countryCode, period],
    queryFn: () => load[role](countryCode, period),
    placeholderData: keepPreviousData,
  });
  return { statistics, countryCode, setCountryCode, period, setPeriod };
}
