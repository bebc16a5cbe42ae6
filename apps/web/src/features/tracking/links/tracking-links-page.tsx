import { Card, Tabs } from 'antd';
import { PageHeader } from '../../../components/page-header';
import { TrafficSourcesTab } from '../sources/traffic-sources-tab';
import type { TLinkTab } from './links-params';
import { LinksTab } from './links-tab';
import { useLinksParams } from './use-links-params';

const linkTabLabels = [
  { key: 'product', label: 'Product links' },
  { key: 'brand', label: 'Brand links' },
  { key: 'associate', label: 'Associate links' },
] as const;

/**
 * The publisher's Tracking links (spec 2.3): product, brand and associate links with their
 * clicks, filters and export, and the traffic sources links are made for. The tab, filters and
 * page are in the URL, so a view can be shared.
 */
export function TrackingLinksPage() {
  const links = useLinksParams();
  const { params, setTab } = links;
  return (
    <>
      <PageHeader
        title="Tracking links"
        subtitle="Your links to products and brands, how often each is clicked, and where you share them."
      />
      <Card variant="borderless">
        <Tabs
          activeKey={params.tab}
          onChange={(tab) => setTab(tab as TLinkTab)}
          destroyOnHidden
          items={[
            ...linkTabLabels.map(({ key, label }) => ({
              key,
              label,
              children: <LinksTab {...links} kind={key} />,
            })),
            { key: 'sources', label: 'Traffic sources', children: <TrafficSourcesTab /> },
          ]}
        />
      </Card>
    </>
  );
}
