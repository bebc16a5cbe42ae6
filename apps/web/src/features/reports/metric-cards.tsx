import type { TReportAggAnswer } from '@atlas/shared';
import { Card, Flex, Skeleton, Typography } from 'antd';
import type { TReportRole } from '../../api/reports';
import { MetricChange } from '../../components/metrics/metric-change';
import { cardMetrics, formatMetric, metricLabels } from './report-metrics';
import { displayRange } from './report-range';

export type MetricCardsProps = { portal: TReportRole; agg?: TReportAggAnswer; loading: boolean };

/** The range's totals, each against the range of equal length before it; the cards wrap on a phone. */
export function MetricCards({ portal, agg, loading }: MetricCardsProps) {
  const against = agg ? displayRange(agg.previous) : 'the previous period';
  return (
    <Flex wrap gap={12} component="section" aria-label="Totals of the range">
      {cardMetrics[portal].map((key) => (
        <Card
          key={key}
          size="small"
          style={{ flex: '1 1 130px', minWidth: 130 }}
          data-testid={`metric-${key}`}
        >
          <Typography.Text type="secondary">{metricLabels[key]}</Typography.Text>
          {loading || !agg ? (
            <Skeleton active title={false} paragraph={{ rows: 2, width: ['70%', '40%'] }} />
          ) : (
            <>
              <div style={{ fontSize: 24, fontWeight: 600, margin: '4px 0' }}>
                {formatMetric(key, agg.totals[key], agg.countryCode)}
              </div>
              <MetricChange current={agg.totals[key]} previous={agg.previous.totals[key]} against={against} />
            </>
          )}
        </Card>
      ))}
    </Flex>
  );
}
