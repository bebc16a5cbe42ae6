import { siteModeCalls } from '@atlas/shared';
import { callKey, useCall } from './calls';

export const siteModeKey = callKey(siteModeCalls.getSiteMode, {});

/** GET common/site-mode: whether sign-in and payments go to the built-in demo ones; read once per page. */
export function useSiteMode() {
  return useCall(siteModeCalls.getSiteMode, {}, { silent: true, staleTime: Number.POSITIVE_INFINITY });
}
