import { Form, Input, Modal } from 'antd';
import { zodRule } from '../../../components/zod-rule';

export type PayoutReasonModalProps = {
  /** e.g. "Hold the payout to Ivy Ramirez"; null when closed. */
  title: string | null;
  /** Who reads the reason. */
  label: string;
  okText: string;
  /** The contract's `reason` (hold or return), for its limits and messages. */
  reasonRule: Parameters<typeof zodRule>[0];
  loading: boolean;
  onCancel: () => void;
  onSubmit: (reason: string) => void;
};

/**
 * A payout write that needs a reason (a hold, a bank return). The console's reject dialog says
 * "Reject"; these say what they do, so the operator never holds a payout thinking it is refused.
 */
export function PayoutReasonModal(props: PayoutReasonModalProps) {
  const { title, label, okText, reasonRule, loading, onCancel, onSubmit } = props;
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <Modal
      title={title ?? ''}
      open={title !== null}
      onCancel={onCancel}
      okText={okText}
      confirmLoading={loading}
      // a refused reason shows its own message; the rejection needs no other answer
      onOk={() =>
        void form
          .validateFields()
          .then((v) => onSubmit(v.reason.trim()))
          .catch(() => undefined)
      }
      destroyOnHidden
    >
      <Form form={form} layout="vertical" disabled={loading} preserve={false}>
        <Form.Item
          name="reason"
          label={label}
          rules={[{ required: true, whitespace: true, message: 'Give the reason' }, zodRule(reasonRule)]}
        >
          <Input.TextArea rows={3} showCount maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
