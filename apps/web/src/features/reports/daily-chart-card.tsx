import { PictureOutlined } from '@ant-design/icons';
import { displayDay, type TReportDailyAnswer, type TReportDayRow } from '@atlas/shared';
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
import { EChart, type TChartHandle } from '../../components/charts/echart';
import type { TChartOption } from '../../components/charts/echarts-line';
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

function chartOption(days: TReportDayRow[], metric: TChartMetric, countryCode: string): TChartOption {
  const format = (value: number) => formatMetric(metric, value, countryCode);
  return {
    grid: { left: 8, right: 16, top: 16, bottom: 8, containLabel: true },
    tooltip: { trigger: 'axis', valueFormatter: (value: unknown) => format(Number(value)) },
    xAxis: { type: 'category', data: days.map((d) => displayDay(d.day)), boundaryGap: false },
    yAxis: { type: 'value', minInterval: 1, axisLabel: { formatter: format } },
    series: [
      {
        name: metricLabels[metric],
        type: 'line',
        data: days.map((d) => d[metric]),
        showSymbol: days.length <= 31,
        areaStyle: { opacity: 0.12 },
        lineStyle: { width: 2 },
        itemStyle: { color: accentColor },
      },
    ],
  };
}

/** The range day by day for one figure (the tab's filters applied), savable as a PNG. */
export function DailyChartCard({ portal, variant, tab, filters, metric, onMetric }: DailyChartCardProps) {
  const { message } = App.useApp();
  const chart = useRef<TChartHandle>(null);
  const daily = useQuery(reportRead<TReportDailyAnswer>(tabCalls(portal, variant, tab).daily, filters));
  const shown = variant === 'associate' && trafficMetrics.has(metric) ? 'commissionMinor' : metric;
  const days = daily.data?.days;
  const option = useMemo(
    () => (days ? chartOption(days, shown, filters.countryCode) : null),
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
        <Button icon={<PictureOutlined />} onClick={save} disabled={!option}>
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
        ) : option ? (
          <EChart
            ref={chart}
            kit="line"
            option={option}
            label={`${metricLabels[shown]} per day, ${displayRange(filters)}`}
          />
        ) : (
          <Skeleton.Node active style={{ width: '100%', height: 280 }} />
        )}
      </Flex>
    </Card>
  );
}
