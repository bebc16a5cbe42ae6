import { sellerBillingCalls } from '@atlas/shared';
import { Alert, Card, Col, Row, Skeleton, Statistic, Typography } from 'antd';
import { useCall } from '../../../api/calls';
import { errorText } from '../../../components/server-error';
import { billingCallOptions } from '../billing-reads';
import { formatCurrencyMoney } from '../currency-money';

const plural = (n: number) => `${n} billing${n === 1 ? '' : 's'}`;

/** The total payment pending per currency, and the overdue part of it. */
export function SellerBillingCards() {
  const pending = useCall(sellerBillingCalls.getSellerPaymentPending, { query: {} }, billingCallOptions);
  if (pending.error) {
    return (
      <Alert type="warning" showIcon title={`Totals could not be loaded: ${errorText(pending.error)}`} />
    );
  }
  if (!pending.data) {
    return <Skeleton active paragraph={{ rows: 2 }} />;
  }
  if (pending.data.currencies.length === 0) {
    return <Alert type="success" showIcon title="Nothing to pay: every billing is paid." />;
  }
  return (
    <Row gutter={[16, 16]}>
      {pending.data.currencies.flatMap((c) => {
        return [
          <Col key={`${c.currency}-pending`} xs={12} md={6}>
            <Card variant="borderless" size="small">
              <Statistic
                title={`Payment pending · ${c.currency}`}
                value={formatCurrencyMoney(c.totalMinor, c.currency)}
              />
              <Typography.Text type="secondary">{plural(c.count)} unpaid or processing</Typography.Text>
            </Card>
          </Col>,
          <Col key={`${c.currency}-overdue`} xs={12} md={6}>
            <Card variant="borderless" size="small">
              <Statistic
                title={`Overdue · ${c.currency}`}
                value={formatCurrencyMoney(c.overdueMinor, c.currency)}
              />
              <Typography.Text type="secondary">{plural(c.overdueCount)} past their due date</Typography.Text>
            </Card>
          </Col>,
        ];
      })}
    </Row>
  );
}
