import { Flex, Typography } from 'antd';
import { formatDate, formatNumber } from '../../../lib/format';

export type ClickDaysProps = { daily: { day: string; clicks: number }[] };

/** A link's last 30 days of clicks as small bars, a day without clicks as an empty one. */
export function ClickDays({ daily }: ClickDaysProps) {
  const most = Math.max(1, ...daily.map((d) => d.clicks));
  const total = daily.reduce((sum, d) => sum + d.clicks, 0);
  return (
    <Flex vertical gap={6}>
      <Typography.Text type="secondary">
        {formatNumber(total)} click{total === 1 ? '' : 's'} in the last {daily.length} days
      </Typography.Text>
      <ol
        aria-label="Clicks per day"
        style={{
          display: 'flex',
          alignItems: 'flex-end',
          gap: 2,
          height: 72,
          margin: 0,
          padding: 0,
          listStyle: 'none',
        }}
      >
        {daily.map((d) => (
          <li
            key={d.day}
            title={`${formatDate(d.day)}: ${formatNumber(d.clicks)}`}
            aria-label={`${formatDate(d.day)}: ${formatNumber(d.clicks)} clicks`}
            style={{
              flex: 1,
              minWidth: 2,
              height: `${Math.max(2, (d.clicks / most) * 100)}%`,
              background: d.clicks > 0 ? '#0e7c86' : '#e6e9ec',
              borderRadius: 2,
            }}
          />
        ))}
      </ol>
      {daily.length > 0 ? (
        <Flex justify="space-between">
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {formatDate(daily[0]?.day)}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {formatDate(daily.at(-1)?.day)}
          </Typography.Text>
        </Flex>
      ) : null}
    </Flex>
  );
}
