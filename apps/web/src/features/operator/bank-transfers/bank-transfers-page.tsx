import { type TBankTransfer, ZRejectTransferSchema } from '@atlas/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Flex, Form, Input, Modal, Table, Typography } from 'antd';
import { useState } from 'react';
import { confirmBankTransfer, listBankTransfers, rejectBankTransfer } from '../../../api/payments';
import { LoadFailed } from '../../../components/load-failed';
import { PageHeader } from '../../../components/page-header';
import { errorText } from '../../../components/server-error';
import { zodRule } from '../../../components/zod-rule';
import { formatDateTime } from '../../../lib/format';

const root = ['operator', 'bank-transfers'] as const;

/** A payment's amount in its currency (a transfer carries no marketplace). */
const amountOf = (t: TBankTransfer) =>
  `${t.currency} ${Math.floor(t.amountMinor / 100)}.${String(t.amountMinor % 100).padStart(2, '0')}`;

/**
 * Bank transfers: the transfers sellers declared for their billings, oldest first. Confirm once
 * the money arrived (the billings are paid), or reject with a reason (payable again).
 */
export function BankTransfersPage() {
  const { message } = App.useApp();
  const client = useQueryClient();
  const [rejecting, setRejecting] = useState<TBankTransfer | null>(null);
  const [form] = Form.useForm<{ reason: string }>();
  const list = useQuery({ queryKey: root, queryFn: listBankTransfers });
  const done = (text: string) => {
    void message.success(text);
    void client.invalidateQueries({ queryKey: root });
  };
  const confirm = useMutation({
    mutationFn: (row: TBankTransfer) => confirmBankTransfer(row.id),
    onSuccess: (_p, row) => done(`${row.invoices.join(', ')} paid`),
    onError: (error) => void message.error(errorText(error)),
  });
  const reject = useMutation({
    mutationFn: ({ row, reason }: { row: TBankTransfer; reason: string }) =>
      rejectBankTransfer(row.id, reason),
    onSuccess: (_p, { row }) => {
      setRejecting(null);
      done(`${row.invoices.join(', ')} payable again`);
    },
    onError: (error) => void message.error(errorText(error)),
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
                render: (_, r) => <strong>{amountOf(r)}</strong>,
              },
              { title: 'Reference', dataIndex: 'reference' },
              {
                title: 'Action',
                key: 'action',
                render: (_, r) => (
                  <Flex gap={8}>
                    <Button
                      size="small"
                      type="primary"
                      loading={confirm.isPending && confirm.variables?.id === r.id}
                      onClick={() => confirm.mutate(r)}
                    >
                      Confirm
                    </Button>
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
      <Modal
        title={`Reject the transfer for ${rejecting?.invoices.join(', ') ?? ''}`}
        open={rejecting !== null}
        onCancel={() => setRejecting(null)}
        okText="Reject"
        okButtonProps={{ danger: true }}
        confirmLoading={reject.isPending}
        onOk={() =>
          void form
            .validateFields()
            .then((v) => rejecting && reject.mutate({ row: rejecting, reason: v.reason.trim() }))
        }
        destroyOnHidden
      >
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item
            name="reason"
            label="Reason"
            rules={[
              { required: true, whitespace: true, message: 'Say why the transfer is rejected' },
              zodRule(ZRejectTransferSchema.shape.reason),
            ]}
          >
            <Input.TextArea rows={3} maxLength={500} showCount />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
