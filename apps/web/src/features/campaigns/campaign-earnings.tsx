import { Alert, Card, Col, Empty, Row, Skeleton, Statistic, Typography } from 'antd';
import { useCall } from '../../api/calls';
import { campaignCallOptions, campaignReads } from '../../api/campaigns';
import { ListTable } from '../../components/list-table';
import { errorText } from '../../components/server-error';
import { formatMoney, formatPercentFromBasisPoints } from '../../lib/format';

const plural = (n: number) => `${n} campaign${n === 1 ? '' : 's'}`;

/** The seller's spend per marketplace: committed, confirmed this month, confirmed in all. */
export function SellerEarnings() {
  const earnings = useCall(
    campaignReads.seller.earnings,
    { query: {} },
    {
      ...campaignCallOptions,
    },
  );
  if (earnings.error) {
    return (
      <Alert type="warning" showIcon title={`Spend could not be loaded: ${errorText(earnings.error)}`} />
    );
  }
  if (!earnings.data) {
    return <Skeleton active paragraph={{ rows: 2 }} />;
  }
  if (earnings.data.marketplaces.length === 0) {
    return null;
  }
  return (
    <Row gutter={[16, 16]}>
      {earnings.data.marketplaces.flatMap((m) =>
        (
          [
            ['Committed', m.committed, 'accepted, in progress or completed'],
            [`Confirmed in ${m.month}`, m.confirmedThisMonth, 'invoiced this month'],
            ['Confirmed in all', m.confirmedAllTime, 'every invoice'],
          ] as const
        ).map(([title, sum, hint]) => (
          <Col key={`${m.countryCode}-${title}`} xs={24} sm={8}>
            <Card variant="borderless">
              <Statistic
                title={`${title} · ${m.countryCode}`}
                value={formatMoney(sum.amountMinor, m.countryCode)}
              />
              <Typography.Text type="secondary">
                {plural(sum.count)}, {hint}
              </Typography.Text>
            </Card>
          </Col>
        )),
      )}
    </Row>
  );
}

/** The publisher's confirmed campaigns per month and marketplace, the platform commission, and what is pending. */
export function PublisherEarnings() {
  const earnings = useCall(
    campaignReads.publisher.earnings,
    { query: {} },
    {
      ...campaignCallOptions,
    },
  );
  if (earnings.error) {
    return (
      <Alert type="warning" showIcon title={`Earnings could not be loaded: ${errorText(earnings.error)}`} />
    );
  }
  if (!earnings.data) {
    return <Skeleton active paragraph={{ rows: 3 }} />;
  }
  const { months, pending, commissionBp } = earnings.data;
  return (
    <Row gutter={[16, 16]}>
      {pending.map((p) => (
        <Col key={p.countryCode} xs={24} md={8}>
          <Card variant="borderless" title={`Pending · ${p.countryCode}`} size="small">
            <Statistic
              value={formatMoney(
                p.accepted.amountMinor + p.inProgress.amountMinor + p.completed.amountMinor,
                p.countryCode,
              )}
            />
            <Typography.Text type="secondary">
              {p.accepted.count} accepted, {p.inProgress.count} in progress, {p.completed.count} awaiting
              confirmation
            </Typography.Text>
          </Card>
        </Col>
      ))}
      <Col xs={24} md={pending.length > 0 ? 16 : 24}>
        <Card variant="borderless" size="small" title="Confirmed campaigns per month">
          {months.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No campaign confirmed yet" />
          ) : (
            <ListTable
              size="small"
              rowKey={(r) => `${r.month}-${r.countryCode}`}
              pagination={false}
              scroll={{ x: 520 }}
              dataSource={months}
              columns={[
                { title: 'Month', dataIndex: 'month' },
                { title: 'Marketplace', dataIndex: 'countryCode' },
                { title: 'Campaigns', dataIndex: 'campaigns', align: 'right' },
                {
                  title: 'Gross',
                  key: 'g',
                  align: 'right',
                  render: (_, r) => formatMoney(r.grossMinor, r.countryCode),
                },
                {
                  title: `Commission (${formatPercentFromBasisPoints(commissionBp)})`,
                  key: 'c',
                  align: 'right',
                  render: (_, r) => formatMoney(r.commissionMinor, r.countryCode),
                },
                {
                  title: 'Net',
                  key: 'n',
                  align: 'right',
                  render: (_, r) => formatMoney(r.netMinor, r.countryCode),
                },
              ]}
            />
          )}
        </Card>
      </Col>
    </Row>
  );
}
