import { Form, Input, Modal } from 'antd';
import { zodRule } from '../../components/zod-rule';

export type RejectReasonModalProps = {
  /** The modal's title, e.g. "Reject the payment of AA-P-000012"; null when closed. */
  title: string | null;
  /** The field's label: who reads the reason. */
  label: string;
  /** The shared contract's `reason`, for its limits and messages. */
  reasonRule: Parameters<typeof zodRule>[0];
  maxLength: number;
  loading: boolean;
  onCancel: () => void;
  onSubmit: (reason: string) => void;
};

/** A console rejection (a statement's payment, a bank transfer) says why, in a form disabled while it runs. */
export function RejectReasonModal(props: RejectReasonModalProps) {
  const { title, label, reasonRule, maxLength, loading, onCancel, onSubmit } = props;
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <Modal
      title={title ?? ''}
      open={title !== null}
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
          label={label}
          rules={[
            { required: true, whitespace: true, message: 'Say why it is rejected' },
            zodRule(reasonRule),
          ]}
        >
          <Input.TextArea rows={3} showCount maxLength={maxLength} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
