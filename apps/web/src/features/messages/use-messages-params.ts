import { useCallback } from 'react';
import { applyListChange, type TListChange } from '../../lib/use-list-filters';
import { useSearchParams } from '../../lib/use-search-params';

/** `?conversation=` (an id, or `new` in the portal) and the list's page live in the URL. */
export function useMessagesParams() {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (change: TListChange) =>
      setParams((previous) => {
        // Opening a conversation keeps the list where it was.
        const keepPage = 'conversation' in change && !('page' in change);
        const next = applyListChange(
          previous,
          keepPage ? { ...change, page: previous.get('page') ?? 1 } : change,
        );
        return next;
      }),
    [setParams],
  );
  return {
    params,
    conversation: params.get('conversation'),
    page: Math.max(1, Number(params.get('page')) || 1),
    update,
  };
}
