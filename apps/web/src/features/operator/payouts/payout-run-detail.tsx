import { ArrowLeftOutlined } from '@ant-design/icons';
import { payoutCalls, type TPayoutRunDetail } from '@atlas/shared';
import { Alert, Button, Card, Descriptions, Flex, Skeleton, Tag } from 'antd';
import { useCall } from '../../../api/calls';
import { LoadFailed } from '../../../components/load-failed';
import { formatDateTime } from '../../../lib/format';
import { payoutMoney } from '../../payouts/payout-labels';
import { PayoutFilesTable } from './payout-files-table';
import { PayoutItemsCard } from './payout-items-card';
import { PayoutRunActions } from './payout-run-actions';
import { runCounts, runKind, runMarketplace, runStatusTags } from './payout-run-labels';
import type { TPayoutNav } from './use-payout-params';

// the server answers 'schedule' or the operator's name
const who = (by: string | null) => (by === 'schedule' ? 'the schedule' : (by ?? 'an operator'));

/** One run: its totals and state, what stops its approval, its bank files and its payouts. */
export function PayoutRunDetail({ nav }: { nav: TPayoutNav }) {
  const runId = nav.runId ?? '';
  const run = useCall(payoutCalls.getPayoutRun, { params: { runId } }, { silent: true, keepPage: true });
  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={nav.closeRun}>
      All runs
    </Button>
  );
  if (run.error && !run.data) {
    return (
      <Flex vertical gap={16} align="flex-start">
        {back}
        <LoadFailed what="the payout run" error={run.error} onRetry={() => void run.refetch()} />
      </Flex>
    );
  }
  if (!run.data) {
    return (
      <Card variant="borderless">
        <Skeleton active paragraph={{ rows: 5 }} />
      </Card>
    );
  }
  const data = run.data;
  return (
    <Flex vertical gap={16}>
      <Card
        variant="borderless"
        title={
          <Flex gap={8} align="center" wrap>
            {runMarketplace(data.countryCode)} · {runKind(data)}
            <Tag color={runStatusTags[data.status].color}>{runStatusTags[data.status].label}</Tag>
          </Flex>
        }
        extra={back}
      >
        <Flex vertical gap={16}>
          <RunFacts run={data} />
          {data.status === 'review' && data.approvalProblems.length > 0 ? (
            <Alert
              type="warning"
              showIcon
              title="This run cannot be approved yet"
              description={
                <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                  {data.approvalProblems.map((problem) => (
                    <li key={problem}>{problem}</li>
                  ))}
                </ul>
              }
            />
          ) : null}
          <PayoutRunActions run={data} />
          {data.status === 'approved' ? (
            <PayoutFilesTable runId={data.id} currency={data.currency} files={data.files} />
          ) : null}
        </Flex>
      </Card>
      <PayoutItemsCard run={data} nav={nav} />
    </Flex>
  );
}

function RunFacts({ run }: { run: TPayoutRunDetail }) {
  return (
    <Descriptions size="small" column={{ xs: 1, md: 2 }}>
      <Descriptions.Item label="Total">
        <strong>{payoutMoney(run.totalMinor, run.currency)}</strong>
      </Descriptions.Item>
      <Descriptions.Item label="Payouts">{runCounts(run.counts)}</Descriptions.Item>
      <Descriptions.Item label="Created">
        {formatDateTime(run.createdAt)} by {who(run.createdBy)}
      </Descriptions.Item>
      {run.approvedAt ? (
        <Descriptions.Item label="Approved">
          {formatDateTime(run.approvedAt)} by {who(run.approvedBy)}
        </Descriptions.Item>
      ) : null}
    </Descriptions>
  );
}
