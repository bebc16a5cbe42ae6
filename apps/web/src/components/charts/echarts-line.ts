import { LineChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import { init, use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

// ECharts for a line over days on one grid with an axis tooltip (the commission reports' "Day
// by day"): its core's `init` and `use`, the line chart, grid, tooltip and canvas, and nothing
// else, so the reports never download the bar chart and legend the dashboards draw
// (`./echarts`, which adds them to these). A chart that needs another piece registers it there.
use([LineChart, GridComponent, TooltipComponent, CanvasRenderer]);

export type { EChartsCoreOption as TChartOption } from 'echarts/core';
export const echarts = { init };
