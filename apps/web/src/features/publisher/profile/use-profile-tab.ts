import { useCallback } from 'react';
import { useSearchParams } from '../../../lib/use-search-params';

export const profileTabs = ['profile', 'payment', 'contact'] as const;
export type TProfileTab = (typeof profileTabs)[number];

/** The open tab lives in the URL (`?tab=payment`), so a link can open it and a reload keeps it. */
export function useProfileTab(): [TProfileTab, (tab: TProfileTab) => void] {
  const [params, setParams] = useSearchParams();
  const tab = profileTabs.find((t) => t === params.get('tab')) ?? 'profile';
  const open = useCallback(
    (next: TProfileTab) =>
      setParams((previous) => {
        const params = new URLSearchParams(previous);
        if (next === 'profile') {
          params.delete('tab');
        } else {
          params.set('tab', next);
        }
        return params;
      }),
    [setParams],
  );
  return [tab, open];
}
