import {
  billingStatuses,
  statementReviewCalls,
  type TBillingStatus,
  type TStatementQueueRow,
  ZRejectStatementSchema,
} from '@atlas/shared';
import { keepPreviousData, useMutation } from '@tanstack/react-query';
import { App, Card, Segmented } from 'antd';
import { useState } from 'react';
import { useCall, useRefresh } from '../../../api/calls';
import { callApi } from '../../../api/http';
import { LoadFailed } from '../../../components/load-failed';
import { PageHeader } from '../../../components/page-header';
import { useListFilters } from '../../../lib/use-list-filters';
import { billingStatusLabels } from '../../billing/billing-status-tag';
import { ReasonModal } from '../reason-modal';
import { useWriteFailure } from '../use-write-failure';
import { StatementsTable } from './statements-table';

const pageSize = 20;
// The queue shows its failures itself (a retry, `showFailure`).
const quiet = { keepPage: true, silent: true };

/**
 * Statements: the payment references publishers submitted for their monthly statements, oldest
 * first. Confirming marks the statement paid; rejecting sends it back to unpaid with a reason.
 */
export function StatementsPage() {
  const { message } = App.useApp();
  const showFailure = useWriteFailure();
  const refresh = useRefresh();
  // the status and page live in the address (`?state=&page=`); the queue opens on what waits
  const [filters, setFilters] = useListFilters(billingStatuses);
  const status: TBillingStatus = filters.state ?? 'processing';
  const { page } = filters;
  const [rejecting, setRejecting] = useState<TStatementQueueRow | null>(null);
  const list = useCall(
    statementReviewCalls.listStatements,
    { query: { status, page, pageSize } },
    {
      ...quiet,
      placeholderData: keepPreviousData,
    },
  );
  const done = (text: string) => {
    void message.success(text);
    void refresh(statementReviewCalls.listStatements);
  };
  const confirm = useMutation({
    mutationFn: (row: TStatementQueueRow) =>
      callApi(statementReviewCalls.confirmStatement, { params: { billingId: row.id }, body: {} }, quiet),
    onSuccess: (row) => done(`${row.invoiceNo} is paid`),
    onError: showFailure,
  });
  const reject = useMutation({
    mutationFn: ({ row, reason }: { row: TStatementQueueRow; reason: string }) =>
      callApi(
        statementReviewCalls.rejectStatement,
        { params: { billingId: row.id }, body: { reason } },
        quiet,
      ),
    onSuccess: (row) => {
      setRejecting(null);
      done(`${row.invoiceNo} is unpaid again; the publisher was e-mailed the reason`);
    },
    onError: showFailure,
  });
  return (
    <>
      <PageHeader
        title="Statements"
        subtitle="Publishers pay their monthly Campaign Commissions statements and submit the payment reference: confirm it once the money arrived, or reject it with a reason."
      />
      <Card variant="borderless">
        <Segmented<TBillingStatus>
          aria-label="Statement status"
          style={{ marginBottom: 16 }}
          value={status}
          onChange={(next) => setFilters({ state: next })}
          options={billingStatuses.map((s) => ({ value: s, label: billingStatusLabels[s] }))}
        />
        {list.error ? (
          <LoadFailed what="the statements" error={list.error} onRetry={() => void list.refetch()} />
        ) : (
          <StatementsTable
            rows={list.data?.items ?? []}
            total={list.data?.total ?? 0}
            page={page}
            pageSize={pageSize}
            loading={list.isFetching && !list.data}
            busyId={confirm.isPending ? (confirm.variables?.id ?? null) : null}
            onPage={(next) => setFilters({ page: next })}
            onConfirm={(row) => confirm.mutate(row)}
            onReject={setRejecting}
          />
        )}
      </Card>
      <ReasonModal
        okText="Reject"
        danger
        missing="Say why it is rejected"
        title={rejecting ? `Reject the payment of ${rejecting.invoiceNo}` : null}
        label="Reason (the publisher reads it)"
        reasonRule={ZRejectStatementSchema.shape.reason}
        maxLength={1000}
        loading={reject.isPending}
        onCancel={() => setRejecting(null)}
        onSubmit={(reason) => rejecting && reject.mutate({ row: rejecting, reason })}
      />
    </>
  );
}
