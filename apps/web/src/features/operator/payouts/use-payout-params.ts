import { countryCodes, payoutItemStatuses, type TCountryCode, type TPayoutItemStatus } from '@atlas/shared';
import { useCallback } from 'react';
import { applyListChange, type TListChange } from '../../../lib/use-list-filters';
import { useSearchParams } from '../../../lib/use-search-params';

export type TPayoutParams = {
  /** The open run (`?run=`), or null for the list of runs. */
  runId: string | null;
  /** The runs list: marketplace filter and page. */
  market?: TCountryCode;
  page: number;
  /** The open run's payouts: status filter, search and their own page. */
  status?: TPayoutItemStatus;
  q: string;
  itemsPage: number;
};

const pageOf = (value: string | null) => Math.max(1, Number(value) || 1);

/**
 * The payouts section's place in the address, so a run can be shared and survives a reload
 * (`?run=pr_1&status=held`), the way the inbox opens a conversation. The runs list keeps its page
 * while a run is open, so "All runs" goes back where the operator was.
 */
export function usePayoutParams() {
  const [params, setParams] = useSearchParams();
  const value: TPayoutParams = {
    runId: params.get('run') || null,
    market: countryCodes.find((code) => code === params.get('market')),
    page: pageOf(params.get('page')),
    status: payoutItemStatuses.find((status) => status === params.get('status')),
    q: params.get('q') ?? '',
    itemsPage: pageOf(params.get('items')),
  };
  // applyListChange goes back to page 1 unless `page` is named: a list page is kept by naming it
  const change = useCallback(
    (next: TListChange) => setParams((previous) => applyListChange(previous, next)),
    [setParams],
  );
  const keepPage = { page: value.page };
  return {
    ...value,
    openRun: (runId: string) =>
      change({ ...keepPage, run: runId, status: undefined, q: undefined, items: undefined }),
    closeRun: () =>
      change({ ...keepPage, run: undefined, status: undefined, q: undefined, items: undefined }),
    setMarket: (market: TCountryCode | undefined) => change({ market }),
    setPage: (page: number) => change({ page }),
    setItems: (next: { status?: TPayoutItemStatus; q?: string; items?: number }) =>
      change({ ...keepPage, status: value.status, q: value.q, items: undefined, ...next }),
  };
}

export type TPayoutNav = ReturnType<typeof usePayoutParams>;
