import { Skeleton } from 'antd';
import { type Ref, useEffect, useImperativeHandle, useRef, useState } from 'react';
import type { echarts, TChartOption } from './echarts';

type TChart = ReturnType<typeof echarts.init>;

/** What a screen may do with a drawn chart. */
export type TChartHandle = {
  /** The chart as a PNG data URL (white background, twice the pixels); null before it is drawn. */
  toPng: () => string | null;
};

export type EChartProps = {
  option: TChartOption;
  /** What the chart shows, read by screen readers in place of the canvas. */
  label: string;
  height?: number;
  ref?: Ref<TChartHandle>;
};

/**
 * An ECharts canvas sized to its box. ECharts arrives in a chunk of its own the first time a
 * chart is shown (`./echarts`, only the pieces used), so a page's figures never wait for it; the
 * option is replaced whole when it changes.
 */
export function EChart({ option, label, height = 280, ref }: EChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const [chart, setChart] = useState<TChart | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let disposed = false;
    let instance: TChart | null = null;
    let observer: ResizeObserver | null = null;
    import('./echarts')
      .then(({ echarts }) => {
        if (disposed || !box.current) {
          return;
        }
        instance = echarts.init(box.current, undefined, { renderer: 'canvas' });
        observer = new ResizeObserver(() => instance?.resize());
        observer.observe(box.current);
        setChart(instance);
      })
      // A browser without canvas, or a chunk that failed to load: the figures beside it remain.
      .catch(() => setFailed(true));
    return () => {
      disposed = true;
      observer?.disconnect();
      instance?.dispose();
    };
  }, []);

  useEffect(() => {
    chart?.setOption(option, { notMerge: true });
  }, [chart, option]);

  useImperativeHandle(
    ref,
    () => ({
      toPng: () => chart?.getDataURL({ type: 'png', pixelRatio: 2, backgroundColor: '#fff' }) ?? null,
    }),
    [chart],
  );

  return (
    <div role="img" aria-label={label} style={{ position: 'relative', height }}>
      {!chart && !failed ? <Skeleton.Node active style={{ width: '100%', height }} /> : null}
      <div ref={box} style={{ position: 'absolute', inset: 0 }} />
    </div>
  );
}
