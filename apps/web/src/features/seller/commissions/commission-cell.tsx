import { EditOutlined } from '@ant-design/icons';
import { formatBasisPoints } from '@atlas/shared';
import { Button, Flex, Form, Popover, Typography } from 'antd';
import { useState } from 'react';
import { errorText } from '../../../components/server-error';
import { formatPercentFromBasisPoints } from '../../../lib/format';
import { PercentInput, percentRule, percentToBp } from './percent-input';
import { useCommissionConfig } from './use-commission-config';
import { useProductChange } from './use-product-changes';

export type CommissionCellProps = { product: { id: string; asin: string; commissionBp: number | null } };

type TForm = { commission: string };

/** A product's commission in the list, edited in place: click, type a percent, Enter. */
export function CommissionCell({ product }: CommissionCellProps) {
  const { config } = useCommissionConfig();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<TForm>();
  const change = useProductChange(() => setOpen(false));
  const shown = product.commissionBp === null ? 'Set' : formatPercentFromBasisPoints(product.commissionBp);

  const submit = async ({ commission }: TForm) => {
    try {
      await change.mutateAsync({ ids: [product.id], commissionBp: percentToBp(commission, config) });
    } catch (error) {
      // The server names `commissionBp`; the message (with the bounds) belongs under the input.
      form.setFields([{ name: 'commission', errors: [errorText(error)] }]);
    }
  };

  const editor = (
    <Form<TForm>
      form={form}
      layout="vertical"
      requiredMark={false}
      disabled={change.isPending}
      initialValues={{
        commission: product.commissionBp === null ? undefined : formatBasisPoints(product.commissionBp),
      }}
      onFinish={(values) => void submit(values)}
      style={{ width: 240 }}
    >
      <Form.Item
        name="commission"
        label={`Commission for ${product.asin}`}
        rules={[percentRule(config)]}
        extra={`${formatBasisPoints(config.minBp)}% to ${formatBasisPoints(config.maxBp)}%, steps of ${formatBasisPoints(config.stepBp)}%`}
      >
        <PercentInput bounds={config} autoFocus aria-label="Commission (%)" />
      </Form.Item>
      <Flex gap={8} justify="flex-end">
        <Button size="small" onClick={() => setOpen(false)}>
          Cancel
        </Button>
        <Button size="small" type="primary" htmlType="submit" loading={change.isPending}>
          Save
        </Button>
      </Flex>
    </Form>
  );

  return (
    <Popover
      content={editor}
      trigger="click"
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          form.resetFields();
        }
      }}
      destroyOnHidden
    >
      <Button
        type="text"
        size="small"
        // The name starts with what the button shows, so speech input ("click 12.5%") finds it.
        aria-label={`${shown}, edit the commission of ${product.asin}`}
        style={{ paddingInline: 4 }}
      >
        <Flex gap={6} align="center">
          {product.commissionBp === null ? (
            <Typography.Text type="secondary">{shown}</Typography.Text>
          ) : (
            <span>{shown}</span>
          )}
          <EditOutlined style={{ opacity: 0.55 }} />
        </Flex>
      </Button>
    </Popover>
  );
}
