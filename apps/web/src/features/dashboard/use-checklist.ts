import { useMutation, useQuery } from '@tanstack/react-query';
import { App } from 'antd';
import { useRefresh } from '../../api/calls';
import { errorText } from '../../components/server-error';
import type { TChecklist } from './checklist-types';

/**
 * A role's checklist: read afresh whenever the Dashboard opens (steps tick themselves from what
 * was done elsewhere), dismissed once, and a step the account marks itself.
 */
export function useChecklist<K extends string>(checklist: TChecklist<K>) {
  const { message } = App.useApp();
  const refreshReads = useRefresh();
  const nextSteps = useQuery(checklist.nextSteps);
  const refresh = () => refreshReads(checklist.nextSteps.queryKey);
  const onError = (error: unknown) => void message.error(errorText(error));

  const complete = useMutation({ mutationFn: checklist.complete, onSuccess: refresh, onError });
  const markDone = useMutation({
    mutationFn: (key: K) => checklist.steps[key].markDone?.() ?? Promise.resolve(),
    onSuccess: refresh,
    onError,
  });
  return { nextSteps, complete, markDone };
}
