import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

// uPlot for one figure over days (the commission reports' "Day by day"): 20 KB where ECharts'
// smallest line is 138 KB, which took the reports screen over its budget (bench/README.md). A
// chunk of its own, fetched when the first such chart is drawn.

export type TDayLine = {
  /** The days as shown (YYYY.MM.DD), one per value. */
  days: string[];
  values: (number | null)[];
  /** The figure's name, in the legend beside the value under the pointer. */
  name: string;
  format: (value: number) => string;
  color: string;
};

const axisColor = '#5c6570';
const gridColor = '#eef0f2';
/** Day steps for the x axis: whole days, then weeks and months of them. */
const dayIncrements = [1, 2, 3, 7, 14, 30, 61, 91, 182];

/** The widest of an axis's labels, in pixels, with room for its ticks. */
const labelRoom = (labels: string[] | undefined) =>
  Math.max(40, ...(labels ?? []).map((label) => label.length * 7 + 18));

/** Draws the line into `box`, `width` × `height` CSS pixels; the caller destroys the answer. */
export function drawDayLine(box: HTMLElement, line: TDayLine, width: number, height: number): uPlot {
  const fill = `${line.color}1f`;
  const options: uPlot.Options = {
    width,
    height,
    scales: { x: { time: false } },
    legend: { live: true },
    cursor: { drag: { x: false, y: false } },
    series: [
      { label: 'Day', value: (_u, index) => (index === null ? '--' : (line.days[index] ?? '--')) },
      {
        label: line.name,
        stroke: line.color,
        fill,
        width: 2,
        points: { show: line.days.length <= 31 },
        value: (_u, value) => (value === null ? '--' : line.format(value)),
      },
    ],
    axes: [
      {
        stroke: axisColor,
        grid: { show: false },
        incrs: dayIncrements,
        space: 90,
        values: (_u, splits) => splits.map((index) => line.days[index] ?? ''),
      },
      {
        stroke: axisColor,
        grid: { stroke: gridColor, width: 1 },
        values: (_u, splits) => splits.map((value) => line.format(value)),
        size: (_u, labels) => labelRoom(labels),
      },
    ],
  };
  return new uPlot(options, [line.days.map((_, index) => index), line.values], box);
}

/** The drawn chart as a PNG data URL on white, its pixels as drawn (twice on a sharp screen). */
export function dayLinePng(chart: uPlot): string {
  const drawn = chart.ctx.canvas;
  const canvas = document.createElement('canvas');
  canvas.width = drawn.width;
  canvas.height = drawn.height;
  const context = canvas.getContext('2d');
  if (!context) {
    return drawn.toDataURL('image/png');
  }
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(drawn, 0, 0);
  return canvas.toDataURL('image/png');
}
