import {
  delegationCalls as calls,
  type TDelegate,
  type TDelegationAccess,
  type TDelegationStatusAction,
} from '@atlas/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { callKey, useCall, useRefresh } from '../../api/calls';
import { callApi } from '../../api/http';

const delegatesKey = callKey(calls.listDelegates, {});

export type TDelegateChange =
  | { kind: 'access'; id: string; access: TDelegationAccess }
  | { kind: 'status'; id: string; status: TDelegationStatusAction }
  | { kind: 'resend'; id: string; email: string; access: TDelegationAccess }
  | { kind: 'delete'; id: string };

function apply(change: TDelegateChange): Promise<unknown> {
  if (change.kind === 'access') {
    return callApi(calls.updateDelegate, { params: { id: change.id }, body: { access: change.access } });
  }
  if (change.kind === 'status') {
    return callApi(calls.setDelegateStatus, { params: { id: change.id, status: change.status } });
  }
  if (change.kind === 'resend') {
    // Inviting a pending e-mail again sends a fresh link (docs/domain.md).
    return callApi(
      calls.addDelegate,
      { body: { email: change.email, access: change.access } },
      { silent: true },
    );
  }
  return callApi(calls.deleteDelegate, { params: { id: change.id } });
}

const done: Record<TDelegateChange['kind'], string> = {
  access: 'Access level changed',
  status: 'Delegate updated',
  resend: 'Invitation sent again',
  delete: 'Delegate removed',
};

/** The owner's delegates and the changes made from the table (errors toast from the http layer). */
export function useDelegates(enabled: boolean) {
  const refresh = useRefresh();
  const { message } = App.useApp();
  const query = useCall(calls.listDelegates, {}, { enabled });
  const change = useMutation({
    mutationFn: apply,
    onSuccess: (_result, variables) => {
      void message.success(done[variables.kind]);
    },
    onSettled: () => refresh(calls.listDelegates),
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
