import { brandCalls, maxCampaignMessage, sellerCampaignCalls, type TSellerPlacement } from '@atlas/shared';
import { useMutation } from '@tanstack/react-query';
import { Alert, App, Form, Input, Modal, Select, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCall, useRefresh } from '../../api/calls';
import { campaignCallOptions, campaignReads } from '../../api/campaigns';
import { callApi } from '../../api/http';
import { applyServerError } from '../../components/server-error';
import { formatMoney } from '../../lib/format';
import { applyRequestOf, checkApply, type TApplyForm } from './apply-form';
import { AssetUpload } from './asset-upload';
import { ProductPicker } from './product-picker';

export type ApplyModalProps = { placement: TSellerPlacement; open: boolean; onClose: () => void };

const fieldNames = ['countryCode', 'brandId', 'products', 'message', 'assets'] as const;

/** Apply to a placement: marketplace (of its prices), brand, products, a message and files. */
export function ApplyModal({ placement, open, onClose }: ApplyModalProps) {
  const [form] = Form.useForm<TApplyForm>();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const refresh = useRefresh();
  const [problem, setProblem] = useState<string | null>(null);
  const countryCode = Form.useWatch('countryCode', form);
  const brandId = Form.useWatch('brandId', form);
  const brands = useCall(
    brandCalls.listBrandsWithProducts,
    { query: { countryCode: countryCode as string } },
    { enabled: Boolean(countryCode) },
  );
  const apply = useMutation({
    mutationFn: (values: TApplyForm) =>
      callApi(
        sellerCampaignCalls.applyCampaign,
        { params: { placementId: placement.id }, body: applyRequestOf(placement.id, values) },
        campaignCallOptions,
      ),
    onSuccess: (campaign) => {
      void refresh(...Object.values(campaignReads.seller));
      void message.success('Application sent: the publisher has been told');
      onClose();
      form.resetFields();
      navigate(`/seller/campaigns?campaign=${encodeURIComponent(campaign.id)}`);
    },
    onError: (error) => setProblem(applyServerError(form, error, [...fieldNames])),
  });
  const submit = async () => {
    setProblem(null);
    const values = form.getFieldsValue(true) as TApplyForm;
    const errors = checkApply(placement, values);
    form.setFields(
      fieldNames.map((name) => ({ name, errors: errors.find((e) => e.name[0] === name)?.errors ?? [] })),
    );
    if (errors.length === 0) {
      apply.mutate(values);
    }
  };
  return (
    <Modal
      title={`Apply to "${placement.title}"`}
      open={open}
      onCancel={onClose}
      okText="Send application"
      onOk={() => void submit()}
      confirmLoading={apply.isPending}
      okButtonProps={{ disabled: apply.isPending }}
      destroyOnHidden
      width={600}
    >
      <Typography.Paragraph type="secondary">
        You book the placement at its price in the marketplace you choose. {placement.publisher.name} accepts
        or declines; you pay nothing until you confirm the work is done.
      </Typography.Paragraph>
      {problem ? <Alert type="error" showIcon title={problem} style={{ marginBottom: 16 }} /> : null}
      <Form form={form} layout="vertical" disabled={apply.isPending} requiredMark={false}>
        <Form.Item name="countryCode" label="Marketplace">
          <Select
            placeholder="Choose a marketplace"
            onChange={() => form.setFieldsValue({ brandId: undefined, products: [] })}
            options={placement.prices.map((p) => ({
              value: p.countryCode,
              label: `${p.countryCode} · ${formatMoney(p.priceMinor, p.countryCode)}`,
            }))}
          />
        </Form.Item>
        <Form.Item name="brandId" label="Brand">
          <Select
            placeholder={countryCode ? 'Choose one of your brands' : 'Choose the marketplace first'}
            disabled={!countryCode}
            loading={brands.isFetching}
            showSearch={{ optionFilterProp: 'label' }}
            onChange={() => form.setFieldsValue({ products: [] })}
            notFoundContent="No active brand with products in this marketplace"
            options={(brands.data ?? []).map((b) => ({ value: b.brandId, label: b.brand.amazonBrandName }))}
          />
        </Form.Item>
        <Form.Item name="products" label="Products to promote (1 to 20)">
          <ProductPicker countryCode={countryCode} brandId={brandId} />
        </Form.Item>
        <Form.Item name="message" label="Message to the publisher">
          <Input.TextArea
            rows={4}
            showCount
            maxLength={maxCampaignMessage}
            placeholder="What you would like promoted, and how"
          />
        </Form.Item>
        <Form.Item name="assets" label="Files (optional)" style={{ marginBottom: 0 }}>
          <AssetUpload />
        </Form.Item>
      </Form>
    </Modal>
  );
}
