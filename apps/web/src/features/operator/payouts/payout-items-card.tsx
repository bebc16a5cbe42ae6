import {
  payoutCalls,
  payoutItemStatuses,
  type TPayoutItem,
  type TPayoutItemStatus,
  type TPayoutRunDetail,
  ZPayoutHoldRequestSchema,
  ZPayoutReturnRequestSchema,
} from '@atlas/shared';
import { keepPreviousData } from '@tanstack/react-query';
import { App, Card, Flex, Input, Select } from 'antd';
import { useState } from 'react';
import { useCall, useCallMutation } from '../../../api/calls';
import { callApi } from '../../../api/http';
import { LoadFailed } from '../../../components/load-failed';
import { tablePageSize } from '../../../lib/table-paging';
import { payoutStatusTags } from '../../payouts/payout-labels';
import { supportReadOnlyHint, useCanWrite } from '../operator-role';
import { ReasonModal } from '../reason-modal';
import { useWriteFailure } from '../use-write-failure';
import { PayoutItemsTable, type TItemAction } from './payout-items-table';
import { payoutRunReads } from './payout-reads';
import type { TPayoutNav } from './use-payout-params';

const statusOptions = payoutItemStatuses.map((status) => ({
  value: status,
  label: payoutStatusTags[status].label,
}));

type TWrite = { action: TItemAction; item: TPayoutItem; reason?: string };

/** A run's payouts with their filters, and the writes on one payout (hold, include, return). */
export function PayoutItemsCard({ run, nav }: { run: TPayoutRunDetail; nav: TPayoutNav }) {
  const { message } = App.useApp();
  const canWrite = useCanWrite();
  const showFailure = useWriteFailure();
  const [asking, setAsking] = useState<{ action: 'hold' | 'return'; item: TPayoutItem } | null>(null);
  const query = { page: nav.itemsPage, pageSize: tablePageSize, status: nav.status, q: nav.q || undefined };
  const items = useCall(
    payoutCalls.listPayoutItems,
    { params: { runId: run.id }, query },
    { silent: true, keepPage: true, placeholderData: keepPreviousData },
  );
  const write = useCallMutation(
    ({ action, item, reason = '' }: TWrite) => {
      const params = { runId: run.id, itemId: item.id };
      const quiet = { silent: true };
      if (action === 'include') {
        return callApi(payoutCalls.includePayout, { params }, quiet);
      }
      const call = action === 'hold' ? payoutCalls.holdPayout : payoutCalls.returnPayout;
      return callApi(call, { params, body: { reason } }, quiet);
    },
    {
      refreshes: payoutRunReads,
      onSuccess: (answer, { action }) => {
        setAsking(null);
        const words = {
          hold: 'is held; the balance rolls over',
          include: 'is back in the run',
          return: 'is recorded as returned; the amount is payable again',
        };
        void message.success(`The payout to ${answer.publisherName} ${words[action]}`);
      },
      onError: showFailure,
    },
  );
  const onAction = (action: TItemAction, item: TPayoutItem) =>
    action === 'include' ? write.mutate({ action, item }) : setAsking({ action, item });
  const name = asking?.item.publisherName;

  return (
    <Card
      variant="borderless"
      title="Payouts"
      extra={
        <Flex gap={8} wrap>
          <Select<TPayoutItemStatus>
            aria-label="Status"
            allowClear
            placeholder="Every status"
            value={nav.status}
            options={statusOptions}
            onChange={(status) => nav.setItems({ status })}
            style={{ minWidth: 140 }}
          />
          <Input.Search
            aria-label="Search publishers"
            placeholder="Name or e-mail"
            allowClear
            defaultValue={nav.q}
            onSearch={(q) => nav.setItems({ q: q.trim() })}
            style={{ width: 220 }}
          />
        </Flex>
      }
    >
      {items.error && !items.data ? (
        <LoadFailed what="the payouts" error={items.error} onRetry={() => void items.refetch()} />
      ) : (
        <PayoutItemsTable
          runStatus={run.status}
          items={items.data?.items ?? []}
          total={items.data?.total ?? 0}
          page={nav.itemsPage}
          loading={items.isFetching}
          filtered={Boolean(nav.status || nav.q)}
          readOnly={canWrite ? null : supportReadOnlyHint}
          busyId={write.isPending ? (write.variables?.item.id ?? null) : null}
          onPage={(page) => nav.setItems({ items: page })}
          onAction={onAction}
        />
      )}
      <ReasonModal
        missing="Give the reason"
        maxLength={500}
        title={
          asking === null
            ? null
            : asking.action === 'hold'
              ? `Hold the payout to ${name}`
              : `Record a return of the payout to ${name}`
        }
        label={
          asking?.action === 'hold' ? 'Reason (shown to the publisher)' : "The bank's reason for the return"
        }
        okText={asking?.action === 'hold' ? 'Hold the payout' : 'Record the return'}
        reasonRule={
          asking?.action === 'return'
            ? ZPayoutReturnRequestSchema.shape.reason
            : ZPayoutHoldRequestSchema.shape.reason
        }
        loading={write.isPending}
        onCancel={() => setAsking(null)}
        onSubmit={(reason) => asking && write.mutate({ ...asking, reason })}
      />
    </Card>
  );
}
