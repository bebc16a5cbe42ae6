import type { TCampaignDetail } from '@atlas/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import type { TCampaignSide } from '../../api/campaigns';
import { errorText } from '../../components/server-error';
import { refreshQueries } from '../../lib/refresh-queries';

export const campaignKey = (side: TCampaignSide, id: string) => [side, 'campaigns', 'one', id];

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
  const { message } = App.useApp();
  return useMutation({
    mutationFn: run,
    onSuccess: (detail) => {
      client.setQueryData(campaignKey(side, id), detail);
      void refreshQueries(client, [side, 'campaigns']);
      void message.success(done);
    },
    onError: (error) => {
      void message.error(errorText(error));
      void refreshQueries(client, campaignKey(side, id));
    },
  });
}
