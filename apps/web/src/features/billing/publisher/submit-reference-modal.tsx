import {
  publisherBillingCalls,
  statementPaymentMethodLabels,
  statementPaymentMethods,
  type TPublisherBillingRow,
  type TStatementPaymentMethod,
  ZSubmitStatementPaymentSchema,
} from '@atlas/shared';
import { Alert, App, Form, Input, Modal, Select, Typography } from 'antd';
import { useCallMutation } from '../../../api/calls';
import { callApi } from '../../../api/http';
import { errorText } from '../../../components/server-error';
import { zodRule } from '../../../components/zod-rule';
import { formatMoney } from '../../../lib/format';
import { billingCallOptions, publisherBillingReads } from '../billing-reads';

type TValues = { method: TStatementPaymentMethod; paymentReference: string };

export type SubmitReferenceModalProps = { billing: TPublisherBillingRow; open: boolean; onClose: () => void };

/** "I have paid": how the statement was paid and the payment's reference, for an operator to confirm. */
export function SubmitReferenceModal({ billing, open, onClose }: SubmitReferenceModalProps) {
  const [form] = Form.useForm<TValues>();
  const { message } = App.useApp();
  const submit = useCallMutation(
    (values: TValues) =>
      callApi(
        publisherBillingCalls.submitPublisherBilling,
        { body: { billingId: billing.id, ...values } },
        billingCallOptions,
      ),
    {
      refreshes: publisherBillingReads,
      onSuccess: () => {
        void message.success(
          `Payment reference sent for ${billing.invoiceNo}: we confirm it once the payment arrives`,
        );
        onClose();
      },
    },
  );
  return (
    <Modal
      title={`I have paid ${billing.invoiceNo}`}
      open={open}
      onCancel={onClose}
      okText="Submit reference"
      confirmLoading={submit.isPending}
      onOk={() => void form.validateFields().then((values) => submit.mutate(values))}
      destroyOnHidden
    >
      <Typography.Paragraph>
        Amount: <strong>{formatMoney(billing.amountMinor, billing.countryCode)}</strong>. Say how you paid and
        the reference of the payment (the invoice number should be in it).
      </Typography.Paragraph>
      {submit.error ? (
        <Alert type="error" showIcon title={errorText(submit.error)} style={{ marginBottom: 16 }} />
      ) : null}
      <Form form={form} layout="vertical" disabled={submit.isPending} preserve={false}>
        <Form.Item
          name="method"
          label="Payment method"
          rules={[{ required: true, message: 'Choose how you paid' }]}
        >
          <Select
            options={statementPaymentMethods.map((m) => ({
              value: m,
              label: statementPaymentMethodLabels[m],
            }))}
          />
        </Form.Item>
        <Form.Item
          name="paymentReference"
          label="Payment reference"
          rules={[
            { required: true, whitespace: true, message: 'Enter the payment reference' },
            zodRule(ZSubmitStatementPaymentSchema.shape.paymentReference),
          ]}
        >
          <Input maxLength={100} placeholder="e.g. the transfer's reference or the check number" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
