import type { TAssociateCommissionSave } from '@atlas/shared';
import { Alert, App, Form, Modal, Typography } from 'antd';
import { associatedPublisherReads, saveAssociateCommissions } from '../../../api/associates';
import { useCallMutation } from '../../../api/calls';
import { errorText } from '../../../components/server-error';
import { PercentInput, percentRule, percentToBp } from '../../seller/commissions/percent-input';
import { useCommissionConfig } from '../../seller/commissions/use-commission-config';

/**
 * What a rate is set on: one or several brands, each for every associate or for one publisher;
 * `onSaved` runs once the rate is saved (a batch's ticks are cleared then, never on a cancel).
 */
export type TRateTarget = {
  title: string;
  keys: Omit<TAssociateCommissionSave, 'commissionBp'>[];
  onSaved?: () => void;
};

export type RateModalProps = { target: TRateTarget | null; onClose: () => void };

/** Sets one associate commission, or the same on several at once (all or nothing). */
export function RateModal({ target, onClose }: RateModalProps) {
  const { message } = App.useApp();
  const { config } = useCommissionConfig();
  const [form] = Form.useForm<{ percent: string }>();
  const save = useCallMutation(
    (commissionBp: number) =>
      saveAssociateCommissions((target?.keys ?? []).map((key) => ({ ...key, commissionBp }))),
    {
      refreshes: associatedPublisherReads,
      onSuccess: (saved) => {
        void message.success(
          saved.changed === 0
            ? 'Nothing changed: the rate was already set'
            : `Saved ${saved.changed} associate commission${saved.changed === 1 ? '' : 's'}`,
        );
        target?.onSaved?.();
        onClose();
      },
    },
  );
  return (
    <Modal
      open={target !== null}
      title={target?.title}
      okText="Save"
      onOk={() => form.submit()}
      confirmLoading={save.isPending}
      onCancel={save.isPending ? undefined : onClose}
      afterOpenChange={(visible) => {
        if (!visible) {
          form.resetFields();
          save.reset();
        }
      }}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        disabled={save.isPending}
        onFinish={({ percent }) => save.mutate(percentToBp(percent, config))}
      >
        <Typography.Paragraph type="secondary">
          The rate applies to earnings lines uploaded from now on; lines already uploaded keep the rate they
          were priced at. A publisher's own rate wins over the brand's.
        </Typography.Paragraph>
        <Form.Item name="percent" label="Associate commission" rules={[percentRule(config)]}>
          <PercentInput bounds={config} autoFocus />
        </Form.Item>
        {save.error ? <Alert type="error" showIcon role="alert" title={errorText(save.error)} /> : null}
      </Form>
    </Modal>
  );
}
