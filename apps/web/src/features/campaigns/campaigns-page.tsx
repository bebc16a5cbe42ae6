import { Card, Flex } from 'antd';
import { useCall } from '../../api/calls';
import { campaignCallOptions, campaignReads, type TCampaignSide } from '../../api/campaigns';
import { LoadFailed } from '../../components/load-failed';
import { PageHeader } from '../../components/page-header';
import { applyListChange, type TListChange } from '../../lib/use-list-filters';
import { useSearchParams } from '../../lib/use-search-params';
import { CampaignDrawer } from './campaign-drawer';
import { PublisherEarnings, SellerEarnings } from './campaign-earnings';
import { CampaignFilters, campaignQueryOf } from './campaign-filters';
import { CampaignsTable } from './campaigns-table';

const words: Record<TCampaignSide, string> = {
  seller:
    'Your bookings of publishers’ placements: follow them, suspend, confirm completion and fetch invoices.',
  publisher: 'Sellers’ bookings of your placements: accept or decline, make the links, complete with proof.',
};

/**
 * Campaigns (spec 2.3, 7.6, 7.12) of either side: earnings, the list with its filters and the
 * open campaign (`?campaign=`), all in the address.
 */
function CampaignsPage({ side }: { side: TCampaignSide }) {
  const [params, setParams] = useSearchParams();
  const change = (next: TListChange) => setParams((previous) => applyListChange(previous, next));
  const query = campaignQueryOf(params);
  const list = useCall(campaignReads[side].list, { query }, campaignCallOptions);
  const open = (id: string | undefined) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      if (id) {
        next.set('campaign', id);
      } else {
        next.delete('campaign');
      }
      return next;
    });
  return (
    <Flex vertical gap={16}>
      <PageHeader title="Campaigns" subtitle={words[side]} />
      {side === 'seller' ? <SellerEarnings /> : <PublisherEarnings />}
      <Card variant="borderless">
        <Flex vertical gap={16}>
          <CampaignFilters query={query} onChange={change} />
          {list.error ? (
            <LoadFailed what="campaigns" error={list.error} onRetry={() => void list.refetch()} />
          ) : (
            <CampaignsTable
              side={side}
              page={list.data}
              loading={list.isPending}
              onOpen={open}
              onPage={(page) => change({ page })}
            />
          )}
        </Flex>
      </Card>
      <CampaignDrawer side={side} id={params.get('campaign')} onClose={() => open(undefined)} />
    </Flex>
  );
}

export const SellerCampaignsPage = () => <CampaignsPage side="seller" />;
export const PublisherCampaignsPage = () => <CampaignsPage side="publisher" />;
