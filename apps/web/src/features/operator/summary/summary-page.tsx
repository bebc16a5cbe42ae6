import { operatorCalls, type TConsoleSummary } from '@atlas/shared';
import { Card, Col, Row, Skeleton, Statistic, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useCall } from '../../../api/calls';
import { LoadFailed } from '../../../components/load-failed';
import { PageHeader } from '../../../components/page-header';
import { capitalize, formatDateTime } from '../../../lib/format';
import { formatCurrencyMoney } from '../../billing/currency-money';

type TTotals = TConsoleSummary['sellerBillingsUnpaid'];
const totalsText = (totals: TTotals) =>
  totals.length === 0
    ? 'None'
    : totals.map((t) => `${t.count} · ${formatCurrencyMoney(t.amount, t.currency)}`).join(', ');
const totalCount = (totals: TTotals) => totals.reduce((sum, t) => sum + t.count, 0);

function SummaryCard(props: { title: string; to: string; value: ReactNode; note?: ReactNode }) {
  return (
    <Col xs={24} sm={12} xl={8}>
      <Link to={`/operator/${props.to}`} style={{ display: 'block', height: '100%' }}>
        <Card hoverable variant="borderless" style={{ height: '100%' }}>
          <Statistic title={props.title} value={props.value as string | number} />
          {props.note ? (
            <Typography.Text type="secondary" style={{ display: 'block', marginTop: 4 }}>
              {props.note}
            </Typography.Text>
          ) : null}
        </Card>
      </Link>
    </Col>
  );
}

const runText = (run: TConsoleSummary['latestMonthClose']) =>
  run ? `${capitalize(run.status)} · ${formatDateTime(run.at)}` : 'None yet';

/** The console's home: what waits for the team, each card opening its section. */
export function SummaryPage() {
  const summary = useCall(
    operatorCalls.consoleSummary,
    {},
    {
      // Paused while nobody uses the console (useIdlePause), refreshed at once on return.
      refetchInterval: 60_000,
      refetchOnWindowFocus: true,
    },
  );
  const data = summary.data;
  return (
    <>
      <PageHeader title="Summary" subtitle="What waits for the team; each card opens its section." />
      {summary.error ? (
        <LoadFailed what="the summary" error={summary.error} onRetry={() => void summary.refetch()} />
      ) : !data ? (
        <Card variant="borderless">
          <Skeleton active />
        </Card>
      ) : (
        <Row gutter={[16, 16]}>
          <SummaryCard title="Publishers to review" to="publishers" value={data.publishersToReview} />
          <SummaryCard
            title="Bank accounts to review"
            to="publishers?state=all&bank=pending"
            value={data.banksToReview}
          />
          <SummaryCard
            title="Bank transfers to confirm"
            to="bank-transfers"
            value={data.transfersToConfirm}
          />
          <SummaryCard title="Statements to confirm" to="statements" value={data.statementsToConfirm} />
          <SummaryCard title="Unread conversations" to="messages" value={data.unreadConversations} />
          <SummaryCard
            title="Seller billings overdue"
            to="month-close"
            value={totalCount(data.sellerBillingsOverdue)}
            note={totalsText(data.sellerBillingsOverdue)}
          />
          <SummaryCard
            title="Seller billings unpaid, not yet due"
            to="month-close"
            value={totalCount(data.sellerBillingsUnpaid)}
            note={totalsText(data.sellerBillingsUnpaid)}
          />
          <SummaryCard title="Latest month close" to="month-close" value={runText(data.latestMonthClose)} />
          <SummaryCard
            title="Latest attribution run"
            to="attribution"
            value={runText(data.latestAttributionRun)}
          />
        </Row>
      )}
    </>
  );
}
