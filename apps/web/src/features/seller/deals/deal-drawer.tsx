import { dealCalls, marketplaceOf, type TCountryCode, type TDeal, todayIn } from '@atlas/shared';
import { Alert, App, Button, DatePicker, Drawer, Flex, Form, Input, Radio } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useCallMutation } from '../../../api/calls';
import { saveDeal } from '../../../api/deals';
import { errorText } from '../../../components/server-error';
import { formatMoney } from '../../../lib/format';
import { useCommissionConfig } from '../commissions/use-commission-config';
import { dealRules, formValuesOf, requestOf, serverFieldErrors, type TDealForm } from './deal-form-fields';
import { ProductPicker, type TPickedProduct } from './product-picker';

export type DealDrawerProps = {
  open: boolean;
  /** The deal to edit; null creates one. */
  deal: TDeal | null;
  countryCode: TCountryCode;
  onClose: () => void;
};

/** Create or edit a deal. A running deal can only move its end; the server says so too. */
export function DealDrawer({ open, deal, countryCode, onClose }: DealDrawerProps) {
  const { message } = App.useApp();
  const { config } = useCommissionConfig();
  const [form] = Form.useForm<TDealForm>();
  const [picked, setPicked] = useState<TPickedProduct | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const offer = Form.useWatch('offer', form);
  const running = deal?.state === 'running';
  const country = (deal?.countryCode ?? countryCode) as TCountryCode;
  const market = marketplaceOf(country);
  const today = todayIn(market.timeZone);
  // Fill the form as the drawer opens (not after its animation, when the seller may be typing).
  useEffect(() => {
    if (open) {
      form.resetFields();
      form.setFieldsValue(formValuesOf(deal));
      setPicked(null);
      setAlert(null);
    }
  }, [open, deal, form]);
  const save = useCallMutation(saveDeal, { refreshes: [dealCalls.listDeals] });

  const submit = async (values: TDealForm) => {
    setAlert(null);
    try {
      await save.mutateAsync(requestOf(values, deal?.id));
      void message.success(deal ? 'Deal saved' : 'Deal created');
      onClose();
    } catch (error) {
      const { fields, rest } = serverFieldErrors(error);
      form.setFields(fields);
      setAlert(fields.length > 0 && rest.length === 0 ? null : (rest[0] ?? errorText(error)));
    }
  };

  const initial = deal
    ? {
        id: deal.productId,
        asin: deal.asin,
        title: deal.title,
        priceMinor: deal.priceMinor,
        countryCode: deal.countryCode,
      }
    : null;
  const price = (picked ?? initial)?.priceMinor;

  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={520}
      title={deal ? 'Edit deal' : 'New deal'}
      destroyOnHidden
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
            {deal ? 'Save deal' : 'Create deal'}
          </Button>
        </Flex>
      }
    >
      {running ? (
        <Alert
          type="info"
          showIcon
          title="This deal is running: only its end date can change."
          style={{ marginBottom: 16 }}
        />
      ) : null}
      {alert ? <Alert type="error" showIcon title={alert} style={{ marginBottom: 16 }} role="alert" /> : null}
      <Form<TDealForm>
        form={form}
        layout="vertical"
        requiredMark="optional"
        disabled={save.isPending}
        initialValues={formValuesOf(deal)}
        onFinish={(values) => void submit(values)}
      >
        <Form.Item name="productId" label="Product" rules={[{ required: true, message: 'Choose a product' }]}>
          <ProductPicker
            countryCode={country}
            initial={initial}
            disabled={running}
            onChange={(_, product) => setPicked(product)}
          />
        </Form.Item>
        <Form.Item name="offer" label="Offer" required>
          <Radio.Group
            disabled={running}
            optionType="button"
            options={[
              { value: 'discount', label: 'Discount' },
              { value: 'price', label: 'Deal price' },
            ]}
          />
        </Form.Item>
        {offer === 'price' ? (
          <Form.Item
            name="price"
            label={`Deal price (${market.currency})`}
            required
            rules={[{ validator: dealRules.price }]}
            extra={
              price
                ? `The product costs ${formatMoney(price, country)}; the deal price must be lower.`
                : undefined
            }
          >
            <Input
              prefix={market.symbol}
              placeholder="19.99"
              disabled={running}
              inputMode="decimal"
              style={{ width: 180 }}
            />
          </Form.Item>
        ) : (
          <Form.Item name="discount" label="Discount" required rules={[{ validator: dealRules.discount }]}>
            <Input
              suffix="%"
              placeholder="15"
              disabled={running}
              inputMode="decimal"
              style={{ width: 140 }}
            />
          </Form.Item>
        )}
        <Form.Item
          name="extra"
          label="Extra commission"
          rules={[{ validator: dealRules.extra(config) }]}
          extra="Paid to publishers on top of the product's commission while the deal runs."
        >
          <Input suffix="%" placeholder="2.5" disabled={running} inputMode="decimal" style={{ width: 140 }} />
        </Form.Item>
        <Form.Item
          name="dates"
          label={`Days (${market.label}, first and last day included)`}
          rules={[{ required: true, message: 'Choose the first and last day' }]}
        >
          <DatePicker.RangePicker
            format="YYYY.MM.DD"
            disabled={running ? [true, false] : false}
            disabledDate={(day: Dayjs) => day.format('YYYY-MM-DD') < today}
            style={{ width: '100%' }}
          />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
