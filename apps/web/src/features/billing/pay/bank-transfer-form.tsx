import { sellerPaymentCalls, type TSellerBilling, ZBankTransferSubmitSchema } from '@atlas/shared';
import { Alert, App, Button, Descriptions, Form, Input, Skeleton, Typography } from 'antd';
import { useCall, useCallMutation } from '../../../api/calls';
import { callApi } from '../../../api/http';
import { paymentCallOptions } from '../../../api/payments';
import { errorText } from '../../../components/server-error';
import { zodRule } from '../../../components/zod-rule';
import { formatMoney } from '../../../lib/format';
import { paymentReads, sellerBillingReads } from '../billing-reads';

export type BankTransferFormProps = {
  billings: TSellerBilling[];
  requestId: string;
  onDone: () => void;
};

/**
 * A bank transfer: the company's bank details (the statement's methods), the amount and the
 * invoices to quote, and the transfer's reference; an operator confirms it once it arrives.
 */
export function BankTransferForm({ billings, requestId, onDone }: BankTransferFormProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reference: string }>();
  const details = useCall(sellerPaymentCalls.getBankDetails, {}, paymentCallOptions);
  const countryCode = billings[0]?.countryCode ?? 'US';
  const total = billings.reduce((sum, b) => sum + b.totalMinor, 0);
  const submit = useCallMutation(
    (reference: string) =>
      callApi(
        sellerPaymentCalls.submitBankTransfer,
        { body: { billingIds: billings.map((b) => b.id), reference, requestId } },
        paymentCallOptions,
      ),
    {
      refreshes: [...sellerBillingReads, ...paymentReads],
      onSuccess: () => {
        void message.success(
          'Transfer submitted: the billings are processing until we confirm the money arrived',
        );
        onDone();
      },
    },
  );
  if (details.error) {
    return (
      <Alert
        type="error"
        showIcon
        title="The bank details could not be loaded"
        description={errorText(details.error)}
      />
    );
  }
  const d = details.data;
  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={(v) => submit.mutate(v.reference.trim())}
      disabled={submit.isPending}
    >
      {d ? (
        <Descriptions
          size="small"
          column={1}
          bordered
          items={[
            { key: 'amount', label: 'Amount', children: <strong>{formatMoney(total, countryCode)}</strong> },
            {
              key: 'invoices',
              label: 'Quote the invoices',
              children: billings.map((b) => b.invoiceLabel).join(', '),
            },
            {
              key: 'ach',
              label: 'US ACH',
              children: `${d.ach.bankName}, routing ${d.ach.routingNumber}, account ${d.ach.accountNumber} (${d.ach.accountName})`,
            },
            {
              key: 'wire',
              label: 'International wire',
              children: `${d.wire.bankName}, SWIFT ${d.wire.swift}, account ${d.wire.account}, ${d.wire.bankAddress}`,
            },
          ]}
        />
      ) : (
        <Skeleton active paragraph={{ rows: 3 }} title={false} />
      )}
      <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
        Please cover the bank transfer service charge. Once you have sent the transfer, enter its reference.
      </Typography.Paragraph>
      <Form.Item
        name="reference"
        label="Transfer reference"
        rules={[
          { required: true, whitespace: true, message: 'Enter the reference of your transfer' },
          zodRule(ZBankTransferSubmitSchema.shape.reference),
        ]}
      >
        <Input maxLength={120} placeholder="e.g. ACH 2026-11-04 #8812" />
      </Form.Item>
      {submit.error && (
        <Alert type="error" showIcon title={errorText(submit.error)} style={{ marginBottom: 12 }} />
      )}
      <Button type="primary" htmlType="submit" loading={submit.isPending}>
        Submit transfer
      </Button>
    </Form>
  );
}
