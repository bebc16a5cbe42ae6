import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { maxCompletionNote, maxProofLinks, ZProofLinkSchema } from '@atlas/shared';
import { Button, Flex, Form, Input, Modal } from 'antd';
import { zodRule } from '../../components/zod-rule';

export type TProofForm = { proofLinks: string[]; note?: string };

export type ProofLinksModalProps = {
  open: boolean;
  loading: boolean;
  onCancel: () => void;
  onSubmit: (values: TProofForm) => void;
};

/** Complete a campaign: where the promotion is live (1 to 10 http(s) addresses) and a note. */
export function ProofLinksModal({ open, loading, onCancel, onSubmit }: ProofLinksModalProps) {
  const [form] = Form.useForm<TProofForm>();
  return (
    <Modal
      title="Complete the campaign"
      open={open}
      onCancel={onCancel}
      okText="Mark completed"
      confirmLoading={loading}
      onOk={() =>
        void form
          .validateFields()
          .then((v) => onSubmit({ ...v, proofLinks: v.proofLinks.map((l) => l.trim()) }))
      }
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        disabled={loading}
        initialValues={{ proofLinks: [''] }}
        preserve={false}
      >
        <Form.List name="proofLinks">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field, i) => (
                <Flex key={field.key} gap={8} align="baseline">
                  <Form.Item
                    name={field.name}
                    label={i === 0 ? 'Proof links: where the promotion is live' : undefined}
                    style={{ flex: 1 }}
                    rules={[
                      { required: true, whitespace: true, message: 'Give the address' },
                      zodRule(ZProofLinkSchema),
                    ]}
                  >
                    <Input placeholder="https://…" aria-label={`Proof link ${i + 1}`} />
                  </Form.Item>
                  {fields.length > 1 ? (
                    <MinusCircleOutlined
                      aria-label={`Remove proof link ${i + 1}`}
                      onClick={() => remove(field.name)}
                    />
                  ) : null}
                </Flex>
              ))}
              {fields.length < maxProofLinks ? (
                <Button
                  type="dashed"
                  icon={<PlusOutlined />}
                  onClick={() => add('')}
                  style={{ marginBottom: 16 }}
                >
                  Add a link
                </Button>
              ) : null}
            </>
          )}
        </Form.List>
        <Form.Item name="note" label="Note for the seller (optional)">
          <Input.TextArea rows={3} showCount maxLength={maxCompletionNote} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
