import { payoutCalls, type TPayoutSettings, ZPayoutSettingsSchema } from '@atlas/shared';
import { Alert, App, Drawer, Form, Input, InputNumber, Skeleton, Switch, Typography } from 'antd';
import { useCall, useCallMutation } from '../../../api/calls';
import { fieldErrors } from '../../../api/http';
import { FormSubmit } from '../../../components/form-submit';
import { LoadFailed } from '../../../components/load-failed';
import { zodRule } from '../../../components/zod-rule';
import { supportReadOnlyHint, useCanWrite } from '../operator-role';
import { writeFailureText } from '../use-write-failure';
import {
  centsOf,
  minimumCurrencies,
  moneyFormatMessage,
  settingsFromForm,
  settingsToForm,
  type TFieldIssue,
  type TSettingsForm,
} from './payout-settings-values';

export type PayoutSettingsDrawerProps = { open: boolean; onClose: () => void };

const ach = ZPayoutSettingsSchema.shape.ach.unwrap().shape;
const sepa = ZPayoutSettingsSchema.shape.sepa.unwrap().shape;
/** A minimum typed as money: its form, then the contract's limits on its cents, at once. */
const money = (currency: string) => ({
  validator: async (_: unknown, value: string | undefined) => {
    if (!value) {
      return;
    }
    const cents = centsOf(value);
    if (cents === null) {
      throw new Error(moneyFormatMessage);
    }
    const checked = ZPayoutSettingsSchema.shape.minimums.safeParse({ [currency]: cents });
    if (!checked.success) {
      throw new Error(checked.error.issues[0]?.message);
    }
  },
});

/** The payout settings: the rules every run follows and the accounts the bank files pay from. */
export function PayoutSettingsDrawer({ open, onClose }: PayoutSettingsDrawerProps) {
  const settings = useCall(
    payoutCalls.getPayoutSettings,
    {},
    { silent: true, keepPage: true, enabled: open },
  );
  return (
    <Drawer open={open} onClose={onClose} title="Payout settings" width="min(560px, 100vw)" destroyOnHidden>
      {settings.error && !settings.data ? (
        <LoadFailed
          what="the payout settings"
          error={settings.error}
          onRetry={() => void settings.refetch()}
        />
      ) : !settings.data ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <PayoutSettingsForm saved={settings.data} onSaved={onClose} />
      )}
    </Drawer>
  );
}

function PayoutSettingsForm({ saved, onSaved }: { saved: TPayoutSettings; onSaved: () => void }) {
  const { message } = App.useApp();
  const canWrite = useCanWrite();
  const [form] = Form.useForm<TSettingsForm>();
  const achOn = Form.useWatch('achOn', form) ?? saved.ach !== null;
  const sepaOn = Form.useWatch('sepaOn', form) ?? saved.sepa !== null;
  // zod's and the server's paths are the form's names (minimums.USD, ach.companyName), untyped
  const showIssues = (issues: TFieldIssue[]) =>
    form.setFields(issues as Parameters<typeof form.setFields>[0]);
  const save = useCallMutation(payoutCalls.savePayoutSettings, {
    silent: true,
    refreshes: [payoutCalls.getPayoutSettings, payoutCalls.getPayoutRun],
    onSuccess: () => {
      void message.success('Payout settings saved');
      onSaved();
    },
    onError: (error) => showIssues(fieldErrors(error)),
  });
  const submit = (values: TSettingsForm) => {
    const { body, issues } = settingsFromForm(values, saved);
    if (!body) {
      showIssues(issues);
      return;
    }
    save.mutate({ body });
  };
  const failure = save.error && fieldErrors(save.error).length === 0 ? writeFailureText(save.error) : null;
  const text = (rule: Parameters<typeof zodRule>[0], label: string, extra?: string) => ({
    rules: [{ required: true, message: `Enter the ${label.toLowerCase()}` }, zodRule(rule)],
    label,
    extra,
  });

  return (
    <Form<TSettingsForm>
      form={form}
      layout="vertical"
      initialValues={settingsToForm(saved)}
      onFinish={submit}
      disabled={save.isPending || !canWrite}
    >
      <Form.Item
        name="holdDays"
        label="Holding period (days after the month's close)"
        extra="Applies to payments captured from now on."
        rules={[
          { required: true, message: 'Enter the holding period in days' },
          zodRule(ZPayoutSettingsSchema.shape.holdDays),
        ]}
      >
        {/* no min/max: the contract's message says the range, where a clamp would change the value unseen */}
        <InputNumber style={{ width: 160 }} />
      </Form.Item>
      <Typography.Title level={5}>Minimum payout</Typography.Title>
      <Typography.Paragraph type="secondary">
        A smaller payable balance carries over to the next run.
      </Typography.Paragraph>
      {minimumCurrencies.map((currency) => (
        <Form.Item
          key={currency}
          name={['minimums', currency]}
          label={`Minimum in ${currency}`}
          rules={[{ required: true, message: `Enter the minimum in ${currency}` }, money(currency)]}
        >
          <Input inputMode="decimal" suffix={currency} style={{ width: 200 }} />
        </Form.Item>
      ))}
      <Form.Item
        name="achOn"
        label="ACH originator (pays US publishers)"
        valuePropName="checked"
        extra={achOn ? undefined : 'Not set: US payouts cannot be approved.'}
      >
        <Switch aria-label="ACH originator set" />
      </Form.Item>
      {achOn ? (
        <>
          <Form.Item name={['ach', 'companyName']} {...text(ach.companyName, 'Company name')}>
            <Input maxLength={16} />
          </Form.Item>
          <Form.Item
            name={['ach', 'companyId']}
            {...text(
              ach.companyId,
              'Company id',
              'The Company Identification your bank gave (often 1 + the EIN).',
            )}
          >
            <Input maxLength={10} />
          </Form.Item>
          <Form.Item name={['ach', 'bankRouting']} {...text(ach.bankRouting, 'Bank routing number')}>
            <Input inputMode="numeric" maxLength={9} />
          </Form.Item>
          <Form.Item name={['ach', 'bankName']} {...text(ach.bankName, 'Bank name')}>
            <Input maxLength={23} />
          </Form.Item>
        </>
      ) : null}
      <Form.Item
        name="sepaOn"
        label="SEPA debtor account (pays euro publishers)"
        valuePropName="checked"
        extra={sepaOn ? undefined : 'Not set: euro bank payouts cannot be approved.'}
      >
        <Switch aria-label="SEPA debtor account set" />
      </Form.Item>
      {sepaOn ? (
        <>
          <Form.Item name={['sepa', 'debtorName']} {...text(sepa.debtorName, 'Account name')}>
            <Input maxLength={70} />
          </Form.Item>
          <Form.Item name={['sepa', 'iban']} {...text(sepa.iban, 'IBAN')}>
            <Input />
          </Form.Item>
          <Form.Item name={['sepa', 'bic']} {...text(sepa.bic, 'BIC')}>
            <Input maxLength={11} />
          </Form.Item>
        </>
      ) : null}
      {failure ? <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} /> : null}
      {canWrite ? (
        <FormSubmit loading={save.isPending}>Save settings</FormSubmit>
      ) : (
        <Typography.Text type="secondary">{supportReadOnlyHint}.</Typography.Text>
      )}
    </Form>
  );
}
