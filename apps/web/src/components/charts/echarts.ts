import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { init, use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

// ECharts piece by piece, for the dashboards' statistics (clicks as bars, commission as a line,
// two axes, a legend and an axis tooltip): only those charts, components and the canvas, and of
// its core only `init` and `use` (a namespace import kept the whole core: maps, graphics, every
// helper). It loads with the first chart drawn, never with the portal's shell. A chart that
// needs another piece registers it here; a single figure over days is `DayLineChart` (uPlot).
use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export type { EChartsCoreOption as TChartOption } from 'echarts/core';
export const echarts = { init };
