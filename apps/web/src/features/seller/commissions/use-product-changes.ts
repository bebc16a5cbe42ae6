import { commissionCalls, type TSetProductsResponse } from '@atlas/shared';
import { useMutation } from '@tanstack/react-query';
import { useRefresh } from '../../../api/calls';
import { callApi } from '../../../api/http';
import { productReads } from './use-commission-config';

const silent = { silent: true };

type TChange = { ids: string[]; commissionBp: number } | { ids: string[]; status: 'active' | 'inactive' };

/**
 * Sets a rate or a status on products and refreshes every list and history that shows them.
 * The server answers a repeated change as unchanged, so a retry is harmless.
 */
export function useProductChange(onDone?: (result: TSetProductsResponse) => void) {
  const refresh = useRefresh();
  return useMutation({
    // Silent: the screens (the commission cell, the bulk modals) show the error inline.
    mutationFn: ({ ids, ...change }: TChange) =>
      'commissionBp' in change
        ? callApi(commissionCalls.setCommission, { body: { ids, commissionBp: change.commissionBp } }, silent)
        : callApi(
            change.status === 'active'
              ? commissionCalls.activateProducts
              : commissionCalls.deactivateProducts,
            { body: { ids } },
            silent,
          ),
    // The screen closes after the lists show the change, not before.
    onSuccess: async (result) => {
      await refresh(...productReads);
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
