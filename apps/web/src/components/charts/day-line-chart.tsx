import { Skeleton } from 'antd';
import { type Ref, useEffect, useImperativeHandle, useRef, useState } from 'react';
import type { TChartHandle } from './echart';
import type { TDayLine } from './uplot-day-line';

type TDrawn = { png: () => string };

export type DayLineChartProps = TDayLine & {
  /** What the chart shows, read by screen readers in place of the canvas. */
  label: string;
  height?: number;
  ref?: Ref<TChartHandle>;
};

/**
 * One figure day by day, sized to its box, with the value under the pointer in its legend. The
 * drawing code (uPlot) arrives in a chunk of its own the first time such a chart is shown; the
 * chart is drawn again whole when its days, values or format change.
 */
export function DayLineChart({ label, height = 280, ref, ...line }: DayLineChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const [drawn, setDrawn] = useState<TDrawn | null>(null);
  const [failed, setFailed] = useState(false);
  const { days, values, name, format, color } = line;

  useEffect(() => {
    let disposed = false;
    let destroy = () => {};
    let observer: ResizeObserver | null = null;
    import('./uplot-day-line')
      .then(({ drawDayLine, dayLinePng }) => {
        const element = box.current;
        if (disposed || !element) {
          return;
        }
        const chart = drawDayLine(
          element,
          { days, values, name, format, color },
          element.clientWidth,
          height,
        );
        destroy = () => chart.destroy();
        observer = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height }));
        observer.observe(element);
        setDrawn({ png: () => dayLinePng(chart) });
      })
      // A browser without canvas, or a chunk that failed to load: the figures beside it remain.
      .catch(() => setFailed(true));
    return () => {
      disposed = true;
      observer?.disconnect();
      destroy();
      setDrawn(null);
    };
  }, [days, values, name, format, color, height]);

  useImperativeHandle(ref, () => ({ toPng: () => drawn?.png() ?? null }), [drawn]);

  return (
    <div role="img" aria-label={label} style={{ position: 'relative', minHeight: height }}>
      {!drawn && !failed ? <Skeleton.Node active style={{ width: '100%', height }} /> : null}
      <div ref={box} style={drawn ? undefined : { position: 'absolute', inset: 0 }} />
    </div>
  );
}
