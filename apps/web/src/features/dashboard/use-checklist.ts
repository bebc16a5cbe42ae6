import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { errorText } from '../../components/server-error';
import { refreshQueries } from '../../lib/refresh-queries';
import type { TChecklist } from './checklist-types';

/**
 * A role's checklist: read afresh whenever the Dashboard opens (steps tick themselves from what
 * was done elsewhere), dismissed once, and a step the account marks itself.
 */
export function useChecklist<K extends string>(checklist: TChecklist<K>) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const nextSteps = useQuery({ queryKey: checklist.queryKey, queryFn: checklist.load });
  const refresh = () => refreshQueries(queryClient, checklist.queryKey);
  const onError = (error: unknown) => void message.error(errorText(error));

  const complete = useMutation({ mutationFn: checklist.complete, onSuccess: refresh, onError });
  const markDone = useMutation({
    mutationFn: (key: K) => checklist.steps[key].markDone?.() ?? Promise.resolve(),
    onSuccess: refresh,
    onError,
  });
  return { nextSteps, complete, markDone };
}
