import {
  dashboardCalls,
  dashboardPeriods,
  defaultDashboardPeriod,
  type TDashboardPeriod,
} from '@atlas/shared';
import { keepPreviousData } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useCall } from '../../../api/calls';
import { useMarketplace } from '../../../components/marketplace/use-marketplace';
import { useSearchParams } from '../../../lib/use-search-params';

export type TStatisticsRole = 'seller' | 'publisher';

const periodParam = 'period';

const statisticsCalls = {
  seller: dashboardCalls.getSellerDashboardStatistics,
  publisher: dashboardCalls.getPublisherDashboardStatistics,
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
  // The section shows its own failure with a retry, so none toasts.
  const statistics = useCall(
    statisticsCalls[role],
    { query: { countryCode, period } },
    {
      keepPage: true,
      silent: true,
      placeholderData: keepPreviousData,
    },
  );
  return { statistics, countryCode, setCountryCode, period, setPeriod };
}
