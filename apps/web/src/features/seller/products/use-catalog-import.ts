import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { getLatestUpdateTime, refetchProducts } from '../../../api/catalog';
import { refreshQueries } from '../../../lib/refresh-queries';

export const catalogImportKey = ['seller', 'catalog-import'] as const;
/** What an import changes: the product lists and counts, and the brands. */
const importedRoots = [
  ['seller', 'products'],
  ['seller', 'brands'],
] as const;

/**
 * The marketplace import: when it last finished, the newest run (polled every second while it
 * is queued or running), and `start` for refetch. When a run ends, the lists refresh.
 */
export function useCatalogImport() {
  const queryClient = useQueryClient();
  const latest = useQuery({
    queryKey: catalogImportKey,
    queryFn: getLatestUpdateTime,
    refetchInterval: (query) => {
      const status = query.state.data?.lastRun?.status;
      return status === 'queued' || status === 'running' ? 1000 : false;
    },
  });
  const run = latest.data?.lastRun ?? null;
  const running = run?.status === 'queued' || run?.status === 'running';

  const wasRunning = useRef(false);
  useEffect(() => {
    if (wasRunning.current && !running) {
      void refreshQueries(queryClient, ...importedRoots);
    }
    wasRunning.current = running;
  }, [running, queryClient]);

  const start = useMutation({
    mutationFn: refetchProducts,
    onSuccess: (started) =>
      queryClient.setQueryData(catalogImportKey, {
        latestUpdateTime: latest.data?.latestUpdateTime ?? null,
        lastRun: started,
      }),
  });
  return { latest, run, running, start };
}
