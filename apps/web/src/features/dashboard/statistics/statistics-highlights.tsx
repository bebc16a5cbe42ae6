import type { TPublisherDashboardStatistics, TSellerDashboardStatistics } from '@atlas/shared';
import { Col, List, Row, Statistic, Typography } from 'antd';
import { formatNumber } from '../../../lib/format';
import { formatMetric } from '../../reports/report-metrics';

export type StatisticsHighlightsProps = {
  data: TSellerDashboardStatistics | TPublisherDashboardStatistics;
  /** Nothing happened in either period: only the counts are worth showing. */
  quiet: boolean;
};

type TTopRow = { key: string; name: string; detail: string; figure: string };

function highlightsOf(data: StatisticsHighlightsProps['data']) {
  const money = (value: number | null) => formatMetric('salesMinor', value, data.countryCode);
  if ('topProducts' in data) {
    return {
      counts: [
        { title: 'Live links', value: data.counts.liveLinks },
        { title: 'Links clicked in the period', value: data.counts.clickedLinks },
      ],
      topTitle: 'Top products by commission',
      top: data.topProducts.map<TTopRow>((p) => ({
        key: p.asin,
        name: p.title ?? p.asin,
        detail: `${p.brandName} · ${p.asin} · ${formatNumber(p.clicks)} clicks · ${formatNumber(p.orders)} orders`,
        figure: money(p.commissionMinor),
      })),
    };
  }
  return {
    counts: [
      { title: 'Products publishers can promote', value: data.counts.activeProducts },
      { title: 'Publishers who drove clicks', value: data.counts.clickingPublishers },
    ],
    topTitle: 'Top publishers by sales',
    top: data.topPublishers.map<TTopRow>((p) => ({
      key: p.publisherId,
      name: p.publisherName,
      detail: `${formatNumber(p.clicks)} clicks · ${formatNumber(p.orders)} orders · cost ${money(p.costMinor ?? null)}`,
      figure: money(p.salesMinor),
    })),
  };
}

/** The counts a dashboard wants at a glance, and the period's top five. */
export function StatisticsHighlights({ data, quiet }: StatisticsHighlightsProps) {
  const { counts, topTitle, top } = highlightsOf(data);
  return (
    <Row gutter={[24, 16]}>
      <Col xs={24} lg={8}>
        <Row gutter={[16, 16]}>
          {counts.map(({ title, value }) => (
            <Col key={title} xs={12} lg={24}>
              <Statistic title={title} value={value} formatter={(v) => formatNumber(Number(v))} />
            </Col>
          ))}
        </Row>
      </Col>
      {quiet ? null : (
        <Col xs={24} lg={16}>
          <Typography.Title level={3} style={{ fontSize: 16, marginTop: 0 }}>
            {topTitle}
          </Typography.Title>
          <List
            size="small"
            dataSource={top}
            locale={{ emptyText: 'Nothing to rank in this period' }}
            renderItem={(row) => (
              <List.Item key={row.key} extra={<Typography.Text strong>{row.figure}</Typography.Text>}>
                <List.Item.Meta title={row.name} description={row.detail} />
              </List.Item>
            )}
          />
        </Col>
      )}
    </Row>
  );
}
