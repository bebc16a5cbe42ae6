import type { TDelegate, TDelegationAccess, TDelegationStatusAction } from '@atlas/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import {
  addDelegate,
  deleteDelegate,
  listDelegates,
  setDelegateStatus,
  updateDelegate,
} from '../../api/delegation';
import { refreshQueries } from '../../lib/refresh-queries';

export const delegatesKey = ['delegation', 'delegates'] as const;

export type TDelegateChange =
  | { kind: 'access'; id: string; access: TDelegationAccess }
  | { kind: 'status'; id: string; status: TDelegationStatusAction }
  | { kind: 'resend'; id: string; email: string; access: TDelegationAccess }
  | { kind: 'delete'; id: string };

function apply(change: TDelegateChange): Promise<unknown> {
  if (change.kind === 'access') {
    return updateDelegate(change.id, change.access);
  }
  if (change.kind === 'status') {
    return setDelegateStatus(change.id, change.status);
  }
  if (change.kind === 'resend') {
    // Inviting a pending e-mail again sends a fresh link (docs/domain.md).
    return addDelegate({ email: change.email, access: change.access });
  }
  return deleteDelegate(change.id);
}

const done: Record<TDelegateChange['kind'], string> = {
  access: 'Access level changed',
  status: 'Delegate updated',
  resend: 'Invitation sent again',
  delete: 'Delegate removed',
};

/** The owner's delegates and the changes made from the table (errors toast from the http layer). */
export function useDelegates(enabled: boolean) {
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const query = useQuery({ queryKey: delegatesKey, queryFn: listDelegates, enabled });
  const change = useMutation({
    mutationFn: apply,
    onSuccess: (_result, variables) => {
      void message.success(done[variables.kind]);
    },
    onSettled: () => refreshQueries(queryClient, delegatesKey),
  });
  const pendingId = change.isPending ? change.variables?.id : undefined;
  return { query, change, pendingId };
}

/** Put a row the server just answered into the list without waiting for the refetch. */
export function useUpsertDelegate() {
  const queryClient = useQueryClient();
  return (row: TDelegate) =>
    queryClient.setQueryData<TDelegate[]>(delegatesKey, (rows = []) => [
      row,
      ...rows.filter((r) => r.id !== row.id),
    ]);
}
