import { dashboardPeriods, type TDashboardPeriod, type TReportMetrics } from '@atlas/shared';
import { Card, Empty, Flex, Select, Skeleton, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { LoadFailed } from '../../../components/load-failed';
import { MarketplaceSwitcher } from '../../../components/marketplace/marketplace-switcher';
import { MetricCards } from '../../reports/metric-cards';
import { displayRange } from '../../reports/report-range';
import { StatisticsChart } from './statistics-chart';
import { StatisticsHighlights } from './statistics-highlights';
import { type TStatisticsRole, useStatistics } from './use-statistics';

const periodLabels: Record<TDashboardPeriod, string> = {
  '7d': 'Last 7 days',
  '30d': 'Last 30 days',
  '90d': 'Last 90 days',
  month: 'This month',
};
const periodOptions = dashboardPeriods.map((value) => ({ value, label: periodLabels[value] }));

const emptyWords: Record<TStatisticsRole, { text: string; to: string; action: string }> = {
  publisher: {
    text: 'Share your links: clicks show here as they happen, orders and commission once the marketplace reports them.',
    to: '/publisher/catalogue',
    action: 'Find products to promote',
  },
  seller: {
    text: "Clicks show here as publishers' links bring shoppers to your products, orders once the marketplace reports them.",
    to: '/seller/products',
    action: 'Set commissions on your products',
  },
};

/** Nothing at all in either period: a new account, or a marketplace it does not work in. */
const isQuiet = (a: TReportMetrics, b: TReportMetrics) =>
  [a, b].every((t) => !t.clicks && !t.orders && !t.units && !t.salesMinor && !t.commissionMinor);

export type StatisticsSectionProps = { portal: TStatisticsRole };

/** The Dashboard's figures: a period of the marketplace against the one before, day by day. */
export function StatisticsSection({ portal }: StatisticsSectionProps) {
  const { statistics, countryCode, period, setPeriod } = useStatistics(portal);
  const data = statistics.data;
  const quiet = data ? isQuiet(data.totals, data.previous.totals) : false;
  const against = data ? displayRange(data.previous) : 'the previous period';

  let body = null;
  if (statistics.isLoading) {
    body = <Skeleton active paragraph={{ rows: 6 }} data-testid="statistics-loading" />;
  } else if (!data) {
    body = (
      <LoadFailed what="your statistics" error={statistics.error} onRetry={() => void statistics.refetch()} />
    );
  } else {
    body = (
      <Flex vertical gap={24} data-testid="statistics-figures">
        {quiet ? (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={emptyWords[portal].text}
            data-testid="statistics-empty"
          >
            <Link to={emptyWords[portal].to}>{emptyWords[portal].action}</Link>
          </Empty>
        ) : (
          <>
            <MetricCards portal={portal} agg={data} loading={false} />
            <StatisticsChart
              days={data.days}
              countryCode={data.countryCode}
              label={`Clicks and commission per day, ${displayRange(data)}`}
            />
          </>
        )}
        <StatisticsHighlights data={data} quiet={quiet} />
      </Flex>
    );
  }

  return (
    <Card title="Statistics" data-testid="statistics" aria-busy={statistics.isFetching}>
      <Flex wrap gap={8} align="center" style={{ marginBottom: 16 }}>
        <MarketplaceSwitcher />
        <Select<TDashboardPeriod>
          aria-label="Period"
          value={period}
          options={periodOptions}
          onChange={setPeriod}
          style={{ minWidth: 140 }}
        />
        <Typography.Text type="secondary" data-testid="statistics-range">
          {data
            ? `${displayRange(data)} against ${against}, ${data.timeZoneLabel}, in ${data.currency}`
            : `Marketplace ${countryCode}`}
        </Typography.Text>
      </Flex>
      {body}
    </Card>
  );
}
