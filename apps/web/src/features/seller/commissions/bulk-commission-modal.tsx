import { formatBasisPoints } from '@atlas/shared';
import { Alert, App, Form, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { PercentInput, percentRule, percentToBp } from './percent-input';
import { RefusalList } from './refusal-list';
import { useCommissionConfig } from './use-commission-config';
import { changeSummary, useProductChange } from './use-product-changes';

export type BulkCommissionModalProps = { ids: string[]; open: boolean; onClose: (changed: boolean) => void };

type TForm = { commission: string };

/** One commission for every selected product; nothing changes if the server refuses any of them. */
export function BulkCommissionModal({ ids, open, onClose }: BulkCommissionModalProps) {
  const { message } = App.useApp();
  const { config } = useCommissionConfig();
  const [form] = Form.useForm<TForm>();
  const [failure, setFailure] = useState<unknown>(null);
  const change = useProductChange();
  // Reset as the dialog opens (not after its animation, when the seller may already be typing).
  useEffect(() => {
    if (open) {
      form.resetFields();
      setFailure(null);
    }
  }, [open, form]);

  const submit = async ({ commission }: TForm) => {
    setFailure(null);
    try {
      const result = await change.mutateAsync({ ids, commissionBp: percentToBp(commission, config) });
      void message.success(changeSummary(result, 'updated'));
      onClose(true);
    } catch (error) {
      setFailure(error);
    }
  };

  const count = `${ids.length} product${ids.length === 1 ? '' : 's'}`;
  return (
    <Modal
      open={open}
      title={`Set the commission of ${count}`}
      okText="Set commission"
      onOk={() => form.submit()}
      okButtonProps={{ loading: change.isPending }}
      cancelButtonProps={{ disabled: change.isPending }}
      onCancel={() => onClose(false)}
      destroyOnHidden
    >
      {failure ? (
        <Alert
          type="error"
          showIcon
          title="No commission was changed"
          description={<RefusalList error={failure} />}
          style={{ marginBottom: 16 }}
          role="alert"
        />
      ) : null}
      <Form<TForm>
        form={form}
        layout="vertical"
        requiredMark={false}
        disabled={change.isPending}
        onFinish={(v) => void submit(v)}
      >
        <Form.Item
          name="commission"
          label="Commission"
          rules={[percentRule(config)]}
          extra={`Between ${formatBasisPoints(config.minBp)}% and ${formatBasisPoints(config.maxBp)}% in steps of ${formatBasisPoints(config.stepBp)}%. Each product's history keeps its old rate.`}
        >
          <PercentInput bounds={config} autoFocus aria-label="Commission (%)" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
