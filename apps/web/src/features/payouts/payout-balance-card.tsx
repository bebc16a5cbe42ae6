import { marketplaceOf, type TPayoutBalance } from '@atlas/shared';
import { Card, Col, Row, Statistic, Typography } from 'antd';
import { formatDate, formatMoney } from '../../lib/format';

export type PayoutBalanceCardProps = { balance: TPayoutBalance };

/**
 * One marketplace's balance: what the next payout run may pay, and what is not payable yet
 * (held for returns until a day, or billed to a seller who has not paid), and paid so far.
 */
export function PayoutBalanceCard({ balance }: PayoutBalanceCardProps) {
  const { countryCode, currency } = balance;
  const money = (minor: number) => formatMoney(minor, countryCode);
  // ready, or why the next payout run leaves it (under the minimum, a paper missing, negative)
  const payableNote = balance.next.reason ?? (balance.next.paid ? 'Ready to be paid out.' : null);
  return (
    <Card
      variant="borderless"
      title={`${countryCode} · ${marketplaceOf(countryCode).site} · ${currency}`}
      data-testid={`payout-balance-${countryCode}`}
    >
      <Row gutter={[24, 16]}>
        <Col xs={24} md={6}>
          <Statistic
            title="Payable"
            value={money(balance.payableMinor)}
            styles={balance.payableMinor < 0 ? { content: { color: '#b42318' } } : undefined}
          />
          <Typography.Text type="secondary" style={{ display: 'block' }}>
            {payableNote}
          </Typography.Text>
          {/* each currency has its own minimum (the operator's settings) */}
          <Typography.Text type="secondary">Minimum payout: {money(balance.minimumMinor)}</Typography.Text>
        </Col>
        <Col xs={12} md={6}>
          <Statistic title="Held for returns" value={money(balance.heldMinor)} />
          <Typography.Text type="secondary">
            {balance.heldUntil ? `Payable from ${formatDate(balance.heldUntil)}` : 'Nothing held'}
          </Typography.Text>
        </Col>
        <Col xs={12} md={6}>
          <Statistic title="Waiting for the seller" value={money(balance.awaitingSellerMinor)} />
          <Typography.Text type="secondary">Billed, not paid by the seller yet</Typography.Text>
        </Col>
        <Col xs={12} md={6}>
          <Statistic title="Paid to you" value={money(balance.paidMinor)} />
        </Col>
      </Row>
    </Card>
  );
}
