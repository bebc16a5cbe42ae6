import { type TBankTransfer, ZRejectTransferSchema } from '@atlas/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Flex, Popconfirm, Table, Typography } from 'antd';
import { useState } from 'react';
import { confirmBankTransfer, listBankTransfers, rejectBankTransfer } from '../../../api/payments';
import { LoadFailed } from '../../../components/load-failed';
import { PageHeader } from '../../../components/page-header';
import { formatDateTime } from '../../../lib/format';
import { refreshQueries } from '../../../lib/refresh-queries';
import { formatCurrencyMoney } from '../../billing/currency-money';
import { RejectReasonModal } from '../reject-reason-modal';
import { useWriteFailure } from '../use-write-failure';

const root = ['operator', 'bank-transfers'] as const;

/**
 * Bank transfers: the transfers sellers declared for their billings, oldest first. Confirm once
 * the money arrived (the billings are paid), or reject with a reason (payable again).
 */
export function BankTransfersPage() {
  const { message } = App.useApp();
  const showFailure = useWriteFailure();
  const client = useQueryClient();
  const [rejecting, setRejecting] = useState<TBankTransfer | null>(null);
  const list = useQuery({ queryKey: root, queryFn: listBankTransfers });
  const done = (text: string) => {
    void message.success(text);
    void refreshQueries(client, root);
  };
  const confirm = useMutation({
    mutationFn: (row: TBankTransfer) => confirmBankTransfer(row.id),
    onSuccess: (_p, row) => done(`${row.invoices.join(', ')} paid`),
    onError: showFailure,
  });
  const reject = useMutation({
    mutationFn: ({ row, reason }: { row: TBankTransfer; reason: string }) =>
      rejectBankTransfer(row.id, reason),
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
          <Table<TBankTransfer>
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
      <RejectReasonModal
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
