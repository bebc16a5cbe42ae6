import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * After a write: the queries under each key read again. Reads still in flight are cancelled
 * first, because TanStack Query joins an invalidation to a query's first read in flight instead
 * of starting another: a list the page was still loading when the write answered (the Billings
 * list on the way back from PayPal) would keep what it read before the write.
 */
export async function refreshQueries(client: QueryClient, ...keys: QueryKey[]): Promise<void> {
  await Promise.all(keys.map((queryKey) => client.cancelQueries({ queryKey })));
  await Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
}
