import { Card, Tabs } from 'antd';
import { PageHeader } from '../../../components/page-header';
import { applyListChange, type TListChange } from '../../../lib/use-list-filters';
import { useSearchParams } from '../../../lib/use-search-params';
import { ApplyButton } from '../../campaigns/apply-button';
import { browseQueryOf } from './browse-filters';
import { BrowseTab } from './browse-tab';
import { ConnectionsTab } from './connections-tab';
import { SellerPlacementView } from './seller-placement-view';

/**
 * The seller's Placements (spec 2.3, 7.6): online placements to browse with their filters, one
 * placement opened (`?id=`), and the publishers it works with. All of it is in the address.
 */
export function SellerPlacementsPage() {
  const [params, setParams] = useSearchParams();
  const change = (next: TListChange) => setParams((previous) => applyListChange(previous, next));
  const openId = params.get('id');
  if (openId) {
    return (
      <SellerPlacementView
        id={openId}
        onBack={() => change({ id: undefined })}
        actions={(placement) => <ApplyButton placement={placement} />}
      />
    );
  }
  const tab = params.get('tab') === 'connections' ? 'connections' : 'browse';
  return (
    <>
      <PageHeader
        title="Placements"
        subtitle="Paid promotion slots of publishers: find one that suits your brands and book it."
      />
      <Card variant="borderless">
        <Tabs
          activeKey={tab}
          destroyOnHidden
          onChange={(key) => setParams(key === 'browse' ? {} : { tab: key })}
          items={[
            {
              key: 'browse',
              label: 'Browse',
              children: <BrowseTab query={browseQueryOf(params)} onChange={change} />,
            },
            {
              key: 'connections',
              label: 'Connections',
              children: (
                <ConnectionsTab
                  filters={{
                    search: params.get('search') ?? undefined,
                    page: Math.max(1, Number(params.get('page')) || 1),
                  }}
                  onChange={change}
                />
              ),
            },
          ]}
        />
      </Card>
    </>
  );
}
