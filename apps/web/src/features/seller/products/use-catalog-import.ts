import { brandCalls } from '@atlas/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { callKey, useCall, useCallMutation, useRefresh } from '../../../api/calls';
import { callApi } from '../../../api/http';
import { productReads } from '../commissions/use-commission-config';

/** What an import (or a brand's activation) changes: the product lists and counts, and the brands. */
export const catalogReads = [...productReads, brandCalls.listAllBrands];

/**
 * The marketplace import: when it last finished, the newest run (polled every second while it
 * is queued or running), and `start` for refetch. When a run ends, the lists refresh.
 */
export function useCatalogImport() {
  const queryClient = useQueryClient();
  const refresh = useRefresh();
  const latest = useCall(
    brandCalls.getLatestUpdateTime,
    {},
    {
      refetchInterval: (query) => {
        const status = query.state.data?.lastRun?.status;
        return status === 'queued' || status === 'running' ? 1000 : false;
      },
    },
  );
  const run = latest.data?.lastRun ?? null;
  const running = run?.status === 'queued' || run?.status === 'running';

  const wasRunning = useRef(false);
  useEffect(() => {
    if (wasRunning.current && !running) {
      void refresh(...catalogReads);
    }
    wasRunning.current = running;
  }, [running, refresh]);

  // Silent: the screens tell a refused start inline.
  const start = useCallMutation(() => callApi(brandCalls.refetchProducts, { body: {} }, { silent: true }), {
    onSuccess: (started) =>
      queryClient.setQueryData(callKey(brandCalls.getLatestUpdateTime, {}), {
        latestUpdateTime: latest.data?.latestUpdateTime ?? null,
        lastRun: started,
      }),
  });
  return { latest, run, running, start };
}
