import { bankTransferCalls, type TBankTransfer, ZRejectTransferSchema } from '@atlas/shared';
import { useMutation } from '@tanstack/react-query';
import { App, Button, Card, Flex, Popconfirm, Typography } from 'antd';
import { useState } from 'react';
import { useCall, useRefresh } from '../../../api/calls';
import { callApi } from '../../../api/http';
import { ListTable } from '../../../components/list-table';
import { LoadFailed } from '../../../components/load-failed';
import { PageHeader } from '../../../components/page-header';
import { formatDateTime } from '../../../lib/format';
import { formatCurrencyMoney } from '../../billing/currency-money';
import { ReasonModal } from '../reason-modal';
import { useWriteFailure } from '../use-write-failure';

/**
 * Bank transfers: the transfers sellers declared for their billings, oldest first. Confirm once
 * the money arrived (the billings are paid), or reject with a reason (payable again).
 */
export function BankTransfersPage() {
  const { message } = App.useApp();
  const showFailure = useWriteFailure();
  const refresh = useRefresh();
  const [rejecting, setRejecting] = useState<TBankTransfer | null>(null);
  const list = useCall(bankTransferCalls.listBankTransfers, {});
  const done = (text: string) => {
    void message.success(text);
    void refresh(bankTransferCalls.listBankTransfers);
  };
  const confirm = useMutation({
    // Silent: a refused write is told by `showFailure`.
    mutationFn: (row: TBankTransfer) =>
      callApi(bankTransferCalls.confirmBankTransfer, { params: { paymentId: row.id } }, { silent: true }),
    onSuccess: (_p, row) => done(`${row.invoices.join(', ')} paid`),
    onError: showFailure,
  });
  const reject = useMutation({
    mutationFn: ({ row, reason }: { row: TBankTransfer; reason: string }) =>
      callApi(
        bankTransferCalls.rejectBankTransfer,
        { params: { paymentId: row.id }, body: { reason } },
        { silent: true },
      ),
    onSuccess: (_p, { row }) => {
      setRejecting(null);
      done(`${row.invoices.join(', ')} payable again`);
    },
    onError: showFailure,
  });
  return (
    <>
      <PageHeader
        title="Bank transfers"
        subtitle="Sellers who paid their billings by bank transfer submitted its reference: confirm it once the money arrived, or reject it with a reason."
      />
      <Card variant="borderless">
        {list.error ? (
          <LoadFailed what="the bank transfers" error={list.error} onRetry={() => void list.refetch()} />
        ) : (
          <ListTable<TBankTransfer>
            rowKey="id"
            size="middle"
            loading={list.isPending}
            dataSource={list.data?.items ?? []}
            scroll={{ x: 900 }}
            pagination={false}
            locale={{
              emptyText: (
                <Typography.Text type="secondary">No bank transfer waits for a confirmation</Typography.Text>
              ),
            }}
            columns={[
              { title: 'Submitted', key: 'at', render: (_, r) => formatDateTime(r.createdAt) },
              { title: 'Seller', dataIndex: 'sellerEmail' },
              { title: 'Billings', key: 'invoices', render: (_, r) => r.invoices.join(', ') },
              {
                title: 'Amount',
                key: 'amount',
                align: 'right',
                render: (_, r) => <strong>{formatCurrencyMoney(r.amountMinor, r.currency)}</strong>,
              },
              { title: 'Reference', dataIndex: 'reference' },
              {
                title: 'Action',
                key: 'action',
                render: (_, r) => (
                  <Flex gap={8}>
                    <Popconfirm
                      title={`Confirm the transfer for ${r.invoices.join(', ')}?`}
                      okText="Confirm"
                      onConfirm={() => confirm.mutate(r)}
                    >
                      <Button
                        size="small"
                        type="primary"
                        loading={confirm.isPending && confirm.variables?.id === r.id}
                      >
                        Confirm
                      </Button>
                    </Popconfirm>
                    <Button size="small" danger onClick={() => setRejecting(r)}>
                      Reject
                    </Button>
                  </Flex>
                ),
              },
            ]}
          />
        )}
      </Card>
      <ReasonModal
        okText="Reject"
        danger
        missing="Say why it is rejected"
        title={rejecting ? `Reject the transfer for ${rejecting.invoices.join(', ')}` : null}
        label="Reason (kept with the payment)"
        reasonRule={ZRejectTransferSchema.shape.reason}
        maxLength={500}
        loading={reject.isPending}
        onCancel={() => setRejecting(null)}
        onSubmit={(reason) => rejecting && reject.mutate({ row: rejecting, reason })}
      />
    </>
  );
}
