import { ZReviewPublisherRequestSchema } from '@atlas/shared';
import { Alert, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { applyServerError } from '../../../components/server-error';
import { zodRule } from '../../../components/zod-rule';

export type TDecision = { status: 'approved' | 'rejected'; subject: 'profile' | 'bank' };

export type ReviewDecisionModalProps = {
  decision: TDecision | null;
  publisherName: string;
  onDecide: (decision: TDecision, reason: string | undefined) => Promise<void>;
  onClose: () => void;
};

const reasonRule = zodRule(ZReviewPublisherRequestSchema.shape.reason);

const titles = {
  profile: { approved: 'Approve the publisher', rejected: 'Reject the publisher' },
  bank: { approved: 'Approve the bank details', rejected: 'Reject the bank details' },
};

/** Confirms a decision; a rejection asks for the reason the publisher will read. */
export function ReviewDecisionModal({
  decision,
  publisherName,
  onDecide,
  onClose,
}: ReviewDecisionModalProps) {
  const [form] = Form.useForm<{ reason?: string }>();
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const rejecting = decision?.status === 'rejected';

  const submit = async () => {
    if (!decision) {
      return;
    }
    const { reason } = await form.validateFields();
    setSaving(true);
    setProblem(null);
    try {
      await onDecide(decision, reason);
      form.resetFields();
    } catch (error) {
      setProblem(applyServerError(form, error, ['reason']));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={decision !== null}
      title={decision ? titles[decision.subject][decision.status] : ''}
      okText={rejecting ? 'Reject' : 'Approve'}
      okButtonProps={{ danger: rejecting, loading: saving }}
      onOk={() => void submit()}
      onCancel={() => {
        form.resetFields();
        setProblem(null);
        onClose();
      }}
      destroyOnHidden
    >
      <p>
        {rejecting
          ? `${publisherName} reads this reason in an e-mail and on the profile screen.`
          : `${publisherName} is told by e-mail.`}
      </p>
      {problem ? <Alert type="error" showIcon message={problem} style={{ marginBottom: 16 }} /> : null}
      {rejecting ? (
        <Form form={form} layout="vertical" requiredMark={false}>
          <Form.Item
            name="reason"
            label="Reason"
            rules={[
              { required: true, whitespace: true, message: 'Say why, so the publisher knows what to fix' },
              reasonRule,
            ]}
          >
            <Input.TextArea
              rows={4}
              maxLength={1000}
              showCount
              placeholder="What to fix, in words the publisher understands"
            />
          </Form.Item>
        </Form>
      ) : null}
    </Modal>
  );
}
