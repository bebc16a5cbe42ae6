import { displayDay, type TReportDayRow } from '@atlas/shared';
import { theme } from 'antd';
import { useMemo } from 'react';
import { EChart } from '../../../components/charts/echart';
import type { TChartOption } from '../../../components/charts/echarts';
import { formatMetric } from '../../reports/report-metrics';

export type StatisticsChartProps = { days: TReportDayRow[]; countryCode: string; label: string };

/** Clicks as bars and commission as a line, each on its own axis, day by day. */
export function StatisticsChart({ days, countryCode, label }: StatisticsChartProps) {
  const { token } = theme.useToken();
  const option = useMemo<TChartOption>(() => {
    const money = (value: number) => formatMetric('commissionMinor', value, countryCode);
    const count = (value: number) => formatMetric('clicks', value, countryCode);
    return {
      color: [token.colorPrimaryBorder, token.colorPrimary],
      grid: { left: 8, right: 8, top: 36, bottom: 8, containLabel: true },
      legend: { top: 0, data: ['Clicks', 'Commission'] },
      tooltip: { trigger: 'axis' },
      xAxis: { type: 'category', data: days.map((d) => displayDay(d.day).slice(5)) },
      yAxis: [
        { type: 'value', minInterval: 1, axisLabel: { formatter: count } },
        { type: 'value', position: 'right', splitLine: { show: false }, axisLabel: { formatter: money } },
      ],
      series: [
        {
          name: 'Clicks',
          type: 'bar',
          data: days.map((d) => d.clicks ?? 0),
          tooltip: { valueFormatter: (value: unknown) => count(Number(value)) },
        },
        {
          name: 'Commission',
          type: 'line',
          yAxisIndex: 1,
          data: days.map((d) => d.commissionMinor),
          showSymbol: days.length <= 31,
          lineStyle: { width: 2 },
          tooltip: { valueFormatter: (value: unknown) => money(Number(value)) },
        },
      ],
    };
  }, [days, countryCode, token.colorPrimary, token.colorPrimaryBorder]);
  return <EChart option={option} label={label} height={220} />;
}
