import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

// ECharts piece by piece: only the charts, components and renderer the screens use. Its chunk
// (about 180 KB gzipped, 2026-11-26) loads with the first screen that draws a chart, never with
// the portal's shell. A chart that needs another piece registers it here.
echarts.use([LineChart, BarChart, GridComponent, TooltipComponent, LegendComponent, CanvasRenderer]);

export type { EChartsCoreOption as TChartOption } from 'echarts/core';
export { echarts };
