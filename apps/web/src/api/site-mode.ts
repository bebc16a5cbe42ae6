import { siteModeCalls } from '@atlas/shared';
import { useQuery } from '@tanstack/react-query';
import { callApi } from './http';

export const siteModeKey = ['site-mode'] as const;

/** GET common/site-mode: whether sign-in and payments go to the built-in demo ones; read once per page. */
export function useSiteMode() {
  return useQuery({
    queryKey: siteModeKey,
    queryFn: () => callApi(siteModeCalls.getSiteMode, {}, { silent: true }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
