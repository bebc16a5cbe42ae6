import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { metricChangeBp } from '@atlas/shared';
import { Typography } from 'antd';
import { formatPercentFromBasisPoints } from '../../lib/format';

// The darker shades of green and red: 4.5:1 or more on white (WCAG AA), as the theme's tags.
const colours = { up: '#237804', down: '#a8071a' } as const;

export type MetricChangeProps = {
  current: number | null | undefined;
  previous: number | null | undefined;
  /** What the change is against, for screen readers and the tooltip: "the previous 30 days". */
  against: string;
};

/** A figure's change against the previous period: an arrow and a percentage, '--' when none. */
export function MetricChange({ current, previous, against }: MetricChangeProps) {
  const change = metricChangeBp(current, previous);
  if (change === null) {
    return (
      <Typography.Text type="secondary" title={`Nothing to compare with in ${against}`} data-change="none">
        --
      </Typography.Text>
    );
  }
  if (change === 0) {
    return (
      <Typography.Text type="secondary" title={`The same as ${against}`} data-change="flat">
        0%
      </Typography.Text>
    );
  }
  const direction = change > 0 ? 'up' : 'down';
  const Arrow = direction === 'up' ? ArrowUpOutlined : ArrowDownOutlined;
  const percent = formatPercentFromBasisPoints(Math.abs(change));
  return (
    <Typography.Text
      style={{ color: colours[direction] }}
      title={`${direction === 'up' ? 'Up' : 'Down'} ${percent} against ${against}`}
      data-change={direction}
    >
      <Arrow aria-label={direction === 'up' ? 'up' : 'down'} /> {percent}
    </Typography.Text>
  );
}
