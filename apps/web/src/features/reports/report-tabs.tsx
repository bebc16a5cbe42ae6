import type { TCountryCode } from '@atlas/shared';
import { Card, Grid, Tabs } from 'antd';
import { reportTabsOf, type TReportRole, type TReportRow, type TReportTab } from '../../api/reports';
import { freshTable, type TReportParams } from './report-params';
import { ReportTabPanel } from './report-tab-panel';

const tabLabels: Record<TReportTab, { label: string; short: string }> = {
  performance: { label: 'Performance', short: 'By day' },
  brand: { label: 'Brands', short: 'Brands' },
  product: { label: 'Products', short: 'Products' },
  publisher: { label: 'Publishers', short: 'Publishers' },
  'tracking-id': { label: 'Tracking ids', short: 'Tracking ids' },
};

export type ReportTabsProps = {
  portal: TReportRole;
  params: TReportParams;
  countryCode: TCountryCode;
  set: (change: Partial<TReportParams>) => void;
  onOpenTrackingId: (row: Extract<TReportRow, { trackingId: string }>) => void;
};

/** A tab per grouping of the set; another tab keeps the drill-down filters, not the sort. */
export function ReportTabs({ portal, params, countryCode, set, onOpenTrackingId }: ReportTabsProps) {
  const narrow = !Grid.useBreakpoint().sm;
  return (
    <Card variant="borderless">
      <Tabs
        activeKey={params.tab}
        onChange={(tab) => set({ tab: tab as TReportTab, ...freshTable })}
        destroyOnHidden
        tabBarGutter={narrow ? 16 : undefined}
        items={reportTabsOf(portal, params.variant).map((tab) => ({
          key: tab,
          label: narrow ? tabLabels[tab].short : tabLabels[tab].label,
          children: (
            <ReportTabPanel
              portal={portal}
              variant={params.variant}
              tab={tab}
              params={params}
              countryCode={countryCode}
              set={set}
              onOpenTrackingId={onOpenTrackingId}
            />
          ),
        }))}
      />
    </Card>
  );
}
