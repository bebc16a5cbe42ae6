import { maxCampaignReason } from '@atlas/shared';
import { Form, Input, Modal } from 'antd';

export type ReasonModalProps = {
  title: string;
  okText: string;
  open: boolean;
  loading: boolean;
  /** Declining needs a reason; suspending takes one if given. */
  required: boolean;
  danger?: boolean;
  onCancel: () => void;
  onSubmit: (reason: string) => void;
};

/** A move that asks why: decline (a reason required) or suspend (optional, with the confirmation). */
export function ReasonModal({
  title,
  okText,
  open,
  loading,
  required,
  danger,
  onCancel,
  onSubmit,
}: ReasonModalProps) {
  const [form] = Form.useForm<{ reason?: string }>();
  return (
    <Modal
      title={title}
      open={open}
      onCancel={onCancel}
      okText={okText}
      okButtonProps={{ danger }}
      confirmLoading={loading}
      onOk={() => void form.validateFields().then((v) => onSubmit((v.reason ?? '').trim()))}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" disabled={loading} preserve={false}>
        <Form.Item
          name="reason"
          label={required ? 'Reason (the seller reads it)' : 'Reason (optional, the publisher reads it)'}
          rules={required ? [{ required: true, whitespace: true, message: 'Say why you decline' }] : []}
        >
          <Input.TextArea rows={3} showCount maxLength={maxCampaignReason} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
