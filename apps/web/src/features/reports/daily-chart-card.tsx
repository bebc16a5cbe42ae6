import { PictureOutlined } from '@ant-design/icons';
import { displayDay, type TReportDailyAnswer } from '@atlas/shared';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Flex, Segmented, Skeleton } from 'antd';
import { useMemo, useRef } from 'react';
import {
  reportRead,
  type TReportQuery,
  type TReportRole,
  type TReportTab,
  type TReportVariant,
  tabCalls,
} from '../../api/reports';
import { DayLineChart } from '../../components/charts/day-line-chart';
import type { TChartHandle } from '../../components/charts/echart';
import { saveChartPng } from '../../components/charts/save-chart';
import { LoadFailed } from '../../components/load-failed';
import { accentColor } from '../../theme';
import { formatMetric, metricLabels } from './report-metrics';
import { chartMetrics, type TChartMetric } from './report-params';
import { displayRange } from './report-range';

export type DailyChartCardProps = {
  portal: TReportRole;
  variant: TReportVariant;
  tab: TReportTab;
  filters: TReportQuery & { countryCode: string; startDate: string; endDate: string };
  metric: TChartMetric;
  onMetric: (metric: TChartMetric) => void;
};

// The associates files carry no clicks or orders: those lines would be empty.
const trafficMetrics = new Set<TChartMetric>(['clicks', 'orders']);

/** The range day by day for one figure (the tab's filters applied), savable as a PNG. */
export function DailyChartCard({ portal, variant, tab, filters, metric, onMetric }: DailyChartCardProps) {
  const { message } = App.useApp();
  const chart = useRef<TChartHandle>(null);
  const daily = useQuery(reportRead<TReportDailyAnswer>(tabCalls(portal, variant, tab).daily, filters));
  const shown = variant === 'associate' && trafficMetrics.has(metric) ? 'commissionMinor' : metric;
  const days = daily.data?.days;
  const line = useMemo(
    () =>
      days
        ? {
            days: days.map((d) => displayDay(d.day)),
            values: days.map((d) => d[shown]),
            name: metricLabels[shown],
            format: (value: number) => formatMetric(shown, value, filters.countryCode),
            color: accentColor,
          }
        : null,
    [days, shown, filters.countryCode],
  );
  const save = () => {
    const name = `Commission_report_${metricLabels[shown]}_${filters.startDate}_${filters.endDate}.png`;
    if (saveChartPng(chart.current, name)) {
      void message.success(`Saved ${name}`);
    }
  };
  const options = chartMetrics.map((value) => ({
    value,
    label: metricLabels[value],
    disabled: variant === 'associate' && trafficMetrics.has(value),
  }));
  return (
    <Card
      variant="borderless"
      title="Day by day"
      extra={
        <Button icon={<PictureOutlined />} onClick={save} disabled={!line}>
          Save image
        </Button>
      }
    >
      <Flex vertical gap={12}>
        <Segmented<TChartMetric>
          aria-label="Chart figure"
          value={shown}
          options={options}
          onChange={onMetric}
        />
        {daily.error ? (
          <LoadFailed what="the daily figures" error={daily.error} onRetry={() => void daily.refetch()} />
        ) : line ? (
          <DayLineChart
            ref={chart}
            {...line}
            label={`${metricLabels[shown]} per day, ${displayRange(filters)}`}
          />
        ) : (
          <Skeleton.Node active style={{ width: '100%', height: 280 }} />
        )}
      </Flex>
    </Card>
  );
}
