import { BarChart } from 'echarts/charts';
import { LegendComponent } from 'echarts/components';
import { use } from 'echarts/core';
import { echarts } from './echarts-line';

// ECharts piece by piece: only the charts, components and renderer the screens use, and of its
// core only `init` and `use` (a namespace import kept the whole core: maps, graphics, every
// helper). This kit is the line kit (`./echarts-line`: line, grid, tooltip, canvas) with the
// bar chart and the legend the dashboards' statistics draw; a screen that draws only lines asks
// for the line kit (`<EChart kit="line">`). Each loads with the first chart drawn that needs it,
// never with the portal's shell. A chart that needs another piece registers it here.
use([BarChart, LegendComponent]);

export type { TChartOption } from './echarts-line';
export { echarts };
