import { marketplaces, payoutCalls, type TCountryCode, ZPayoutRunRequestSchema } from '@atlas/shared';
import { Alert, App, Form, Modal, Select, Typography } from 'antd';
import { useCallMutation } from '../../../api/calls';
import { zodRule } from '../../../components/zod-rule';
import { writeFailureText } from '../use-write-failure';

export type RunNowModalProps = { open: boolean; onClose: () => void; onCreated: (runId: string) => void };

const options = marketplaces.map((m) => ({ value: m.code, label: `${m.code} · ${m.site} · ${m.currency}` }));

/**
 * "Run now": a run of one marketplace's payable balances, for review. Nothing is paid until it is
 * approved; a run already in review is answered instead of a second one, and opened all the same.
 */
export function RunNowModal({ open, onClose, onCreated }: RunNowModalProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ countryCode: TCountryCode }>();
  const create = useCallMutation(payoutCalls.createPayoutRun, {
    silent: true,
    refreshes: [payoutCalls.listPayoutRuns],
    onSuccess: (run) => {
      void message.success(`The ${run.countryCode} run is ready for review`);
      onCreated(run.id);
    },
  });
  const failure = create.error ? writeFailureText(create.error) : null;
  return (
    <Modal
      title="Run now"
      open={open}
      okText="Make the run"
      confirmLoading={create.isPending}
      onCancel={onClose}
      afterOpenChange={(visible) => (visible ? undefined : create.reset())}
      // a refused field shows its own message; the rejection needs no other answer
      onOk={() =>
        void form
          .validateFields()
          .then((body) => create.mutate({ body }))
          .catch(() => undefined)
      }
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        Takes every publisher the next run would pay in this marketplace. You review it before anyone is paid.
      </Typography.Paragraph>
      <Form form={form} layout="vertical" disabled={create.isPending} preserve={false}>
        <Form.Item
          name="countryCode"
          label="Marketplace"
          rules={[
            { required: true, message: 'Choose a marketplace' },
            zodRule(ZPayoutRunRequestSchema.shape.countryCode),
          ]}
        >
          <Select options={options} placeholder="Choose a marketplace" />
        </Form.Item>
      </Form>
      {failure ? <Alert type="error" showIcon title={failure} /> : null}
    </Modal>
  );
}
