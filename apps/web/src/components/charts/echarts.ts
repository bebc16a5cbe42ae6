import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { init, use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

// ECharts piece by piece: only the charts, components and renderer the screens use, and of its
// core only `init` and `use` (a namespace import kept the whole core: maps, graphics, every
// helper). Its chunk loads with the first screen that draws a chart, never with the portal's
// shell. A chart that needs another piece registers it here.
use([LineChart, BarChart, GridComponent, TooltipComponent, LegendComponent, CanvasRenderer]);

export type { EChartsCoreOption as TChartOption } from 'echarts/core';
export const echarts = { init };
