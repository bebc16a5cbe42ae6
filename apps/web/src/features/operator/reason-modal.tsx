import { Form, Input, Modal } from 'antd';
import { zodRule } from '../../components/zod-rule';

export type ReasonModalProps = {
  /** The modal's title, e.g. "Reject the payment of AA-P-000012"; null when closed. */
  title: string | null;
  /** The field's label: who reads the reason. */
  label: string;
  /** What the button does ("Reject", "Hold the payout"): the operator never reads one as another. */
  okText: string;
  /** A refusal's button is red. */
  danger?: boolean;
  /** The message when the reason is left empty. */
  missing: string;
  /** The shared contract's `reason`, for its limits and messages. */
  reasonRule: Parameters<typeof zodRule>[0];
  maxLength: number;
  loading: boolean;
  onCancel: () => void;
  onSubmit: (reason: string) => void;
};

/**
 * A console write that says why (a rejected payment or transfer, a held or returned payout), in a
 * form disabled while it runs.
 */
export function ReasonModal(props: ReasonModalProps) {
  const { title, label, okText, danger, missing, reasonRule, maxLength, loading, onCancel, onSubmit } = props;
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <Modal
      title={title ?? ''}
      open={title !== null}
      onCancel={onCancel}
      okText={okText}
      okButtonProps={{ danger }}
      confirmLoading={loading}
      // a refused reason shows its own message under the field; nothing else to answer
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
          rules={[{ required: true, whitespace: true, message: missing }, zodRule(reasonRule)]}
        >
          <Input.TextArea rows={3} showCount maxLength={maxLength} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
