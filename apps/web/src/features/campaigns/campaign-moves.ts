import type { TCampaignDetail } from '@atlas/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { callKey, useRefresh } from '../../api/calls';
import { campaignReads, type TCampaignSide } from '../../api/campaigns';
import { errorText } from '../../components/server-error';

/**
 * One move of a campaign: its answer replaces the open detail, the list and earnings reload. A
 * refused move (409 names the state the campaign is in) says why and reloads the detail.
 */
export function useCampaignMove<V>(
  side: TCampaignSide,
  id: string,
  run: (values: V) => Promise<TCampaignDetail>,
  done: string,
) {
  const client = useQueryClient();
  const refresh = useRefresh();
  const { message } = App.useApp();
  const reads = campaignReads[side];
  const key = callKey(reads.one, { params: { campaignId: id } });
  return useMutation({
    mutationFn: run,
    onSuccess: (detail) => {
      client.setQueryData(key, detail);
      void refresh(reads.list, reads.one, reads.earnings);
      void message.success(done);
    },
    onError: (error) => {
      void message.error(errorText(error));
      void refresh(key);
    },
  });
}
