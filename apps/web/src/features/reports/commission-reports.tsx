import type { TReportAggAnswer, TReportMetrics } from '@atlas/shared';
import { useQuery } from '@tanstack/react-query';
import { Card, Flex } from 'antd';
import { useState } from 'react';
import { aggCallOf, reportRead, type TReportRole } from '../../api/reports';
import { LoadFailed } from '../../components/load-failed';
import { PageHeader } from '../../components/page-header';
import { DailyChartCard } from './daily-chart-card';
import { FilterChips } from './filter-chips';
import { MetricCards } from './metric-cards';
import { clearDrill, drillFilters, filterQueryOf } from './report-params';
import { presetOf, presetRange } from './report-range';
import { ReportTabs } from './report-tabs';
import { ReportToolbar } from './report-toolbar';
import { ReportsEmpty } from './reports-empty';
import { type TOpenedTrackingId, TrackingIdDrawer } from './tracking-id-drawer';
import { useReportParams } from './use-report-params';

const subtitles: Record<TReportRole, string> = {
  seller:
    'What publishers drove for your brands: clicks, orders, sales, the commission they earned and what it cost you.',
  publisher:
    'What your links earned: clicks, orders, sales and commission, by day, brand, product and tracking id.',
};

const associateSource = {
  text: 'Associate commissions come from the associates earnings reports you upload.',
  action: 'Upload an associate report',
  path: '/publisher/associate-reports',
};

/** A range with no click, order, unit, sale or commission at all. */
const isQuiet = (totals: TReportMetrics) =>
  [totals.clicks, totals.orders, totals.units, totals.salesMinor, totals.commissionMinor].every((v) => !v);

export type CommissionReportsProps = { portal: TReportRole };

/**
 * Commission reports (spec 2.3): the range's totals against the range before, a daily chart, and
 * a tab per grouping to drill through (brand → products → publishers or tracking ids), each
 * exportable. Everything that picks the report is in the address.
 */
export function CommissionReports({ portal }: CommissionReportsProps) {
  const state = useReportParams(portal);
  const { params, countryCode, today, set } = state;
  const [trackingId, setTrackingId] = useState<TOpenedTrackingId | null>(null);
  const range = { startDate: params.startDate, endDate: params.endDate };
  const filters = { ...filterQueryOf(params, countryCode), countryCode, ...range };
  const agg = useQuery(reportRead<TReportAggAnswer>(aggCallOf(portal, params.variant), filters));
  const filtered = drillFilters.some(({ field }) => params[field]);
  const clearFilters = () => set(Object.assign({}, ...drillFilters.map(({ field }) => clearDrill(field))));
  const quiet = agg.data && isQuiet(agg.data.totals);

  return (
    <>
      <PageHeader title="Commission reports" subtitle={subtitles[portal]} />
      <Flex vertical gap={16}>
        <Card variant="borderless">
          <Flex vertical gap={12}>
            <ReportToolbar {...state} />
            <FilterChips params={params} onChange={set} />
          </Flex>
        </Card>
        {agg.error ? (
          <LoadFailed what="your commission report" error={agg.error} onRetry={() => void agg.refetch()} />
        ) : quiet ? (
          <ReportsEmpty
            range={range}
            source={portal === 'publisher' && params.variant === 'associate' ? associateSource : undefined}
            marketplace={countryCode}
            filtered={filtered}
            onLonger={presetOf(range, today) === '90d' ? undefined : () => set(presetRange('90d', today))}
            onClearFilters={clearFilters}
          />
        ) : (
          <>
            <MetricCards portal={portal} agg={agg.data} loading={agg.isLoading} />
            <DailyChartCard
              portal={portal}
              variant={params.variant}
              tab={params.tab}
              filters={filters}
              metric={params.metric}
              onMetric={(metric) => set({ metric, page: params.page })}
            />
            <ReportTabs
              portal={portal}
              params={params}
              countryCode={countryCode}
              set={set}
              onOpenTrackingId={(row) =>
                setTrackingId({ trackingId: row.trackingId, name: row.trackingIdName ?? 'without a name' })
              }
            />
          </>
        )}
      </Flex>
      {portal === 'publisher' ? (
        <TrackingIdDrawer opened={trackingId} filters={filters} onClose={() => setTrackingId(null)} />
      ) : null}
    </>
  );
}
