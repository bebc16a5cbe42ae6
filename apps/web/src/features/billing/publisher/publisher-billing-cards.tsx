import { publisherBillingCalls } from '@atlas/shared';
import { Alert, Card, Col, Row, Skeleton, Statistic, Typography } from 'antd';
import { useCall } from '../../../api/calls';
import { errorText } from '../../../components/server-error';
import { billingCallOptions } from '../billing-reads';
import { formatCurrencyMoney } from '../currency-money';

const cards = [
  ['unpaid', 'Unpaid', 'not due yet'],
  ['overdue', 'Overdue', 'past their due date'],
  ['processing', 'Processing', 'reference submitted'],
  ['paid', 'Paid', 'confirmed'],
] as const;

const plural = (n: number) => `${n} statement${n === 1 ? '' : 's'}`;

/** The cards above the table: per currency, what is unpaid, overdue, processing and paid. */
export function PublisherBillingCards() {
  const agg = useCall(publisherBillingCalls.getPublisherBillingAgg, { query: {} }, billingCallOptions);
  if (agg.error) {
    return <Alert type="warning" showIcon title={`Totals could not be loaded: ${errorText(agg.error)}`} />;
  }
  if (!agg.data) {
    return <Skeleton active paragraph={{ rows: 2 }} />;
  }
  return (
    <Row gutter={[16, 16]}>
      {agg.data.currencies.flatMap((c) =>
        cards.map(([key, title, hint]) => (
          <Col key={`${c.currency}-${key}`} xs={12} md={6}>
            <Card variant="borderless" size="small">
              <Statistic
                title={`${title} · ${c.currency}`}
                value={formatCurrencyMoney(c[key].amountMinor, c.currency)}
              />
              <Typography.Text type="secondary">
                {plural(c[key].count)}, {hint}
              </Typography.Text>
            </Card>
          </Col>
        )),
      )}
    </Row>
  );
}
