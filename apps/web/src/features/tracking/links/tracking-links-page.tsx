import { Card, Grid, Tabs } from 'antd';
import { PageHeader } from '../../../components/page-header';
import { TrafficSourcesTab } from '../sources/traffic-sources-tab';
import type { TLinkTab } from './links-params';
import { LinksTab } from './links-tab';
import { useLinksParams } from './use-links-params';

/** Each tab's name, and the short one a phone shows so all four fit without an overflow menu. */
const linkTabLabels = [
  { key: 'product', label: 'Product links', short: 'Products' },
  { key: 'brand', label: 'Brand links', short: 'Brands' },
  { key: 'associate', label: 'Associate links', short: 'Associate' },
] as const;
const sourcesLabels = { label: 'Traffic sources', short: 'Sources' };

/**
 * The publisher's Tracking links (spec 2.3): product, brand and associate links with their
 * clicks, filters and export, and the traffic sources links are made for. The tab, filters and
 * page are in the URL, so a view can be shared.
 */
export function TrackingLinksPage() {
  const links = useLinksParams();
  const { params, setTab } = links;
  const narrow = !Grid.useBreakpoint().sm;
  const nameOf = (tab: { label: string; short: string }) => (narrow ? tab.short : tab.label);
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
          tabBarGutter={narrow ? 16 : undefined}
          items={[
            ...linkTabLabels.map((tab) => ({
              key: tab.key,
              label: nameOf(tab),
              children: <LinksTab {...links} kind={tab.key} />,
            })),
            { key: 'sources', label: nameOf(sourcesLabels), children: <TrafficSourcesTab /> },
          ]}
        />
      </Card>
    </>
  );
}
