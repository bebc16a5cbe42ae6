import { billingCloseCalls, displayMonth, marketplaceOf, type TCountryCode, todayIn } from '@atlas/shared';
import { Alert, App, Button, DatePicker, Form, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useCallMutation } from '../../../api/calls';
import { fieldErrors } from '../../../api/http';
import { marketplaceZoneOptions } from '../../../components/marketplace/marketplace-options';
import { errorText } from '../../../components/server-error';

type TCloseForm = { countryCode: TCountryCode; month?: Dayjs };

/** "Close now": a marketplace and a month already over in its zone. */
export function BillingCloseForm({ onQueued }: { onQueued: () => void }) {
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<TCloseForm>();
  const [alert, setAlert] = useState<string | null>(null);
  const countryCode = Form.useWatch('countryCode', form) ?? 'US';
  // the zone's current month is not over: the last month to close is the one before
  const thisMonth = todayIn(marketplaceOf(countryCode).timeZone).slice(0, 7);
  // Silent: the form shows the refusal inline.
  const close = useCallMutation(billingCloseCalls.closeBillingMonth, { keepPage: true, silent: true });

  const run = async (values: TCloseForm & { month: Dayjs }) => {
    try {
      const answer = await close.mutateAsync({
        body: {
          countryCode: values.countryCode,
          month: values.month.format('YYYY-MM'),
        },
      });
      const month = displayMonth(answer.month);
      void message.success(
        answer.status === 'finished'
          ? `${answer.countryCode} ${month} was already closed`
          : `Closing ${answer.countryCode} ${month}`,
      );
      onQueued();
    } catch (error) {
      const fields = fieldErrors(error);
      if (fields.length > 0) {
        form.setFields(
          fields.map((f) => ({ name: f.name[0] === 'month' ? 'month' : 'countryCode', errors: f.errors })),
        );
      }
      setAlert(fields.length > 0 ? null : errorText(error));
    }
  };

  // A close writes every seller's billing and publisher's statement: it is asked for once more.
  const submit = (values: TCloseForm) => {
    setAlert(null);
    const { month } = values;
    if (!month) {
      return;
    }
    const shown = displayMonth(month.format('YYYY-MM'));
    const { site } = marketplaceOf(values.countryCode);
    modal.confirm({
      title: `Close ${values.countryCode} ${shown}?`,
      content: `This writes the ${shown} billings of every seller and the statements of every publisher on ${site} (${values.countryCode}). A month closes once.`,
      okText: `Close ${values.countryCode} ${shown}`,
      cancelText: 'Cancel',
      onOk: () => run({ ...values, month }),
    });
  };

  return (
    <Form<TCloseForm>
      form={form}
      layout="inline"
      initialValues={{ countryCode: 'US' }}
      onFinish={submit}
      style={{ rowGap: 12 }}
    >
      <Form.Item
        name="countryCode"
        label="Marketplace"
        rules={[{ required: true, message: 'Choose a marketplace' }]}
      >
        <Select options={marketplaceZoneOptions} style={{ minWidth: 120 }} />
      </Form.Item>
      <Form.Item
        name="month"
        label="Month"
        rules={[{ required: true, message: 'Choose a month' }]}
        extra="A month closes once; closing it again answers its close."
        // the hint wraps on a phone instead of widening the page
        style={{ maxWidth: '100%' }}
      >
        <DatePicker
          picker="month"
          aria-label="Month to close"
          format="YYYY.MM"
          disabledDate={(month: Dayjs) => month.format('YYYY-MM') >= thisMonth}
        />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" loading={close.isPending}>
          Close now
        </Button>
      </Form.Item>
      {alert ? <Alert type="error" showIcon title={alert} style={{ width: '100%' }} /> : null}
    </Form>
  );
}
