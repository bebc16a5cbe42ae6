import type { TSetProductsResponse } from '@atlas/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setCommission, setProductStatus } from '../../../api/commissions';
import { refreshQueries } from '../../../lib/refresh-queries';
import { productQueryRoots } from './use-commission-config';

type TChange = { ids: string[]; commissionBp: number } | { ids: string[]; status: 'active' | 'inactive' };

/**
 * Sets a rate or a status on products and refreshes every list and history that shows them.
 * The server answers a repeated change as unchanged, so a retry is harmless.
 */
export function useProductChange(onDone?: (result: TSetProductsResponse) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: TChange) =>
      'commissionBp' in change
        ? setCommission(change.ids, change.commissionBp)
        : setProductStatus(change.ids, change.status),
    onSuccess: async (result) => {
      await refreshQueries(queryClient, ...productQueryRoots);
      onDone?.(result);
    },
  });
}

/** "3 products updated, 1 already was" for a toast. */
export function changeSummary(result: TSetProductsResponse, verb: string): string {
  const products = (n: number) => `${n} product${n === 1 ? '' : 's'}`;
  const was = (n: number) => (n === 1 ? 'was' : 'were');
  if (result.changed === 0) {
    return `${products(result.unchanged)} ${was(result.unchanged)} already ${verb}`;
  }
  const done = `${products(result.changed)} ${verb}`;
  return result.unchanged > 0 ? `${done}, ${result.unchanged} already ${was(result.unchanged)}` : done;
}
