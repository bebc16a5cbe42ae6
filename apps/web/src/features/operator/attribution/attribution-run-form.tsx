import {
  attributionCalls,
  marketplaceOf,
  maxAttributionRunDays,
  type TCountryCode,
  todayIn,
} from '@atlas/shared';
import { Alert, App, Button, DatePicker, Form, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useCallMutation } from '../../../api/calls';
import { fieldErrors } from '../../../api/http';
import { marketplaceZoneOptions } from '../../../components/marketplace/marketplace-options';
import { errorText } from '../../../components/server-error';
import { dayOf, rangeProblem } from './run-range';

type TRunForm = { countryCode: TCountryCode; dates?: [Dayjs, Dayjs] };

/** "Run now": a marketplace and up to 31 of its days, each queued as one run. */
export function AttributionRunForm({ onQueued }: { onQueued: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<TRunForm>();
  const [alert, setAlert] = useState<string | null>(null);
  const countryCode = Form.useWatch('countryCode', form) ?? 'US';
  const market = marketplaceOf(countryCode);
  const today = todayIn(market.timeZone);
  // Silent: the form shows a refusal on its fields.
  const run = useCallMutation(attributionCalls.runAttribution, { silent: true });

  const submit = async (values: TRunForm) => {
    setAlert(null);
    if (!values.dates) {
      return;
    }
    try {
      const answer = await run.mutateAsync({
        body: {
          countryCode: values.countryCode,
          startDate: dayOf(values.dates[0]),
          endDate: dayOf(values.dates[1]),
        },
      });
      const days = answer.runs.length;
      void message.success(`${days} ${days === 1 ? 'day' : 'days'} of ${values.countryCode} queued`);
      onQueued();
    } catch (error) {
      const fields = fieldErrors(error);
      const onDates = fields.filter((f) => f.name[0] === 'startDate' || f.name[0] === 'endDate');
      if (onDates.length > 0) {
        form.setFields([{ name: 'dates', errors: onDates.flatMap((f) => f.errors) }]);
      }
      setAlert(onDates.length === fields.length && fields.length > 0 ? null : errorText(error));
    }
  };

  return (
    <Form<TRunForm>
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
        <Select
          options={marketplaceZoneOptions}
          style={{ minWidth: 120 }}
          onChange={() => form.validateFields(['dates'])}
        />
      </Form.Item>
      <Form.Item
        name="dates"
        label={`Days (${market.label})`}
        style={{ maxWidth: '100%' }}
        rules={[
          { required: true, message: 'Choose the first and last day' },
          {
            validator: async (_rule, value: [Dayjs, Dayjs] | undefined) => {
              const problem = rangeProblem(form.getFieldValue('countryCode') ?? 'US', value);
              if (problem) {
                throw new Error(problem);
              }
            },
          },
        ]}
        extra={`At most ${maxAttributionRunDays} days; each day is imported again as a whole.`}
      >
        <DatePicker.RangePicker
          aria-label="Days to import"
          format="YYYY.MM.DD"
          disabledDate={(day: Dayjs) => dayOf(day) > today}
          // a phone's card is narrower than the two days side by side
          style={{ width: 280, maxWidth: '100%' }}
        />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" loading={run.isPending}>
          Run now
        </Button>
      </Form.Item>
      {alert ? <Alert type="error" showIcon message={alert} style={{ width: '100%' }} /> : null}
    </Form>
  );
}
