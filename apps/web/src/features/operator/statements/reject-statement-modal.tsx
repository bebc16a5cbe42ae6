import { ZRejectStatementSchema } from '@atlas/shared';
import { Form, Input, Modal } from 'antd';
import { zodRule } from '../../../components/zod-rule';

export type RejectStatementModalProps = {
  invoiceNo: string | null;
  loading: boolean;
  onCancel: () => void;
  onSubmit: (reason: string) => void;
};

/** Rejecting a submitted reference says why: the publisher reads it in the e-mail. */
export function RejectStatementModal({ invoiceNo, loading, onCancel, onSubmit }: RejectStatementModalProps) {
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <Modal
      title={`Reject the payment of ${invoiceNo ?? ''}`}
      open={invoiceNo !== null}
      onCancel={onCancel}
      okText="Reject"
      okButtonProps={{ danger: true }}
      confirmLoading={loading}
      onOk={() => void form.validateFields().then((v) => onSubmit(v.reason.trim()))}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" disabled={loading} preserve={false}>
        <Form.Item
          name="reason"
          label="Reason (the publisher reads it)"
          rules={[
            { required: true, whitespace: true, message: 'Say why the payment is rejected' },
            zodRule(ZRejectStatementSchema.shape.reason),
          ]}
        >
          <Input.TextArea rows={3} showCount maxLength={1000} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
