import type { TCountryCode, TReportAggAnswer, TReportMetricAnswer } from '@atlas/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Empty, Flex, Skeleton, Typography } from 'antd';
import {
  reportRead,
  type TReportPage,
  type TReportRole,
  type TReportRow,
  type TReportTab,
  type TReportVariant,
  tabCalls,
} from '../../api/reports';
import { LoadFailed } from '../../components/load-failed';
import { formatNumber } from '../../lib/format';
import { ExportReportButton } from './export-report-button';
import { drillOf } from './report-drill';
import {
  exportQueryOf,
  filterQueryOf,
  listQueryOf,
  reportPageSize,
  type TReportParams,
} from './report-params';
import type { TRowAction } from './report-table';
import { ReportTable } from './report-table';

export type ReportTabPanelProps = {
  portal: TReportRole;
  variant: TReportVariant;
  tab: TReportTab;
  params: TReportParams;
  countryCode: TCountryCode;
  set: (change: Partial<TReportParams>) => void;
  onOpenTrackingId: (row: Extract<TReportRow, { trackingId: string }>) => void;
};

/** One grouping: its count and export, then its sorted, paged rows with the filters' totals. */
export function ReportTabPanel({
  portal,
  variant,
  tab,
  params,
  countryCode,
  set,
  onOpenTrackingId,
}: ReportTabPanelProps) {
  const query = listQueryOf(params, countryCode);
  const filters = filterQueryOf(params, countryCode);
  const calls = tabCalls(portal, variant, tab);
  const rows = useQuery({ ...reportRead<TReportPage>(calls.list, query), placeholderData: keepPreviousData });
  const metric = useQuery(reportRead<TReportMetricAnswer | TReportAggAnswer>(calls.metric, filters));
  const total = rows.data?.total ?? 0;
  const actionOf = (row: TReportRow): TRowAction | null => {
    if ('trackingId' in row) {
      return {
        label: `Open ${row.trackingIdName ?? 'links without a tracking id'}`,
        run: () => onOpenTrackingId(row),
      };
    }
    const drill = drillOf(portal, variant, tab, row);
    return drill ? { label: drill.label, run: () => set(drill.change) } : null;
  };
  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Typography.Text type="secondary" aria-live="polite">
          {rows.data ? `${formatNumber(total)} row${total === 1 ? '' : 's'}` : ' '}
        </Typography.Text>
        <ExportReportButton
          portal={portal}
          variant={variant}
          tab={tab}
          query={exportQueryOf(params, countryCode)}
          disabled={total === 0}
        />
      </Flex>
      {rows.error && !rows.data ? (
        <LoadFailed what="this report" error={rows.error} onRetry={() => void rows.refetch()} />
      ) : rows.isLoading ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : (
        <div data-testid="report-table">
          <ReportTable
            portal={portal}
            tab={tab}
            countryCode={countryCode}
            rows={rows.data?.items ?? []}
            totals={metric.data?.totals}
            total={total}
            page={params.page}
            pageSize={reportPageSize}
            sortField={params.sortField}
            sortOrder={params.sortOrder}
            loading={rows.isFetching}
            empty={
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description="No rows for this range and these filters."
              />
            }
            actionOf={actionOf}
            onPage={(page) => set({ page })}
            onSort={(sortField, sortOrder) => set({ sortField, sortOrder })}
          />
        </div>
      )}
    </Flex>
  );
}
