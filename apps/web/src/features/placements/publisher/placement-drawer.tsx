import {
  marketplaces,
  maxPlacementCategories,
  maxPlacementDescription,
  maxPlacementTitle,
  placementFormats,
  productCategories,
  type TPlacement,
  trackingCalls,
} from '@atlas/shared';
import { useMutation } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Col,
  Drawer,
  Flex,
  Form,
  type FormInstance,
  Input,
  InputNumber,
  Row,
  Select,
  Typography,
} from 'antd';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useCall, useRefresh } from '../../../api/calls';
import { fieldErrors } from '../../../api/http';
import { movePlacement, placementCallOptions, placementReads, savePlacement } from '../../../api/placements';
import { errorText } from '../../../components/server-error';
import { formatName } from '../placement-details';
import { checkPlacement, formFieldOf, formValuesOf, requestOf, type TPlacementForm } from '../placement-form';
import { ImageUpload } from './image-upload';

type TFields = Parameters<FormInstance<TPlacementForm>['setFields']>[0];

export type PlacementDrawerProps = {
  open: boolean;
  /** The placement to change; null creates one. */
  placement: TPlacement | null;
  onClose: () => void;
};

/**
 * Create or change a placement. A new one or a draft can be saved as a draft (a title and a
 * format are enough) or published (checked whole, here and on the server); an online or
 * suspended one is saved whole.
 */
export function PlacementDrawer({ open, placement, onClose }: PlacementDrawerProps) {
  const { message } = App.useApp();
  const refresh = useRefresh();
  const [form] = Form.useForm<TPlacementForm>();
  const [alert, setAlert] = useState<string | null>(null);
  // "Give a price in at least one marketplace" belongs to no one price field.
  const [priceError, setPriceError] = useState<string | null>(null);
  // Silent: the drawer says when there is no source to choose.
  const sources = useCall(trackingCalls.listSources, {}, { ...placementCallOptions, enabled: open });
  const isDraft = !placement || placement.status === 'draft';
  useEffect(() => {
    if (open) {
      form.resetFields();
      form.setFieldsValue(formValuesOf(placement));
      setAlert(null);
      setPriceError(null);
    }
  }, [open, placement, form]);

  const showErrors = (errors: { name: (string | number)[]; errors: string[] }[]) => {
    const whole = errors.find((e) => e.name.length === 1 && e.name[0] === 'prices');
    setPriceError(whole?.errors[0] ?? null);
    form.setFields(errors.filter((e) => e !== whole) as TFields);
  };

  const save = useMutation({
    mutationFn: async ({ values, publish }: { values: TPlacementForm; publish: boolean }) => {
      const saved = await savePlacement(requestOf(values), { id: placement?.id, publish });
      // A draft saved then published: the server checks it whole on submit.
      return publish && placement?.status === 'draft' ? movePlacement(saved.id, 'submit') : saved;
    },
    onSettled: () => refresh(...placementReads),
  });

  const submit = async (publish: boolean) => {
    setAlert(null);
    const values = { ...formValuesOf(placement), ...form.getFieldsValue(true) } as TPlacementForm;
    const problems = checkPlacement(values, publish || !isDraft);
    form.setFields(form.getFieldsError().map(({ name }) => ({ name, errors: [] })) as unknown as TFields);
    showErrors(problems);
    if (problems.length > 0) {
      setAlert('Some fields need attention before this can be saved.');
      return;
    }
    try {
      const saved = await save.mutateAsync({ values, publish });
      void message.success(saved.status === 'online' && publish ? 'Placement published' : 'Placement saved');
      onClose();
    } catch (error) {
      const request = requestOf(values);
      showErrors(fieldErrors(error).map((f) => ({ name: formFieldOf(f.name, request), errors: f.errors })));
      setAlert(errorText(error));
    }
  };

  const noSources = sources.isSuccess && sources.data.length === 0;
  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={640}
      title={placement ? 'Edit placement' : 'New placement'}
      destroyOnHidden
      footer={
        <Flex justify="flex-end" gap={8} wrap>
          <Button onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          {isDraft ? (
            <Button loading={save.isPending && !save.variables?.publish} onClick={() => void submit(false)}>
              Save draft
            </Button>
          ) : null}
          <Button
            type="primary"
            loading={save.isPending && Boolean(save.variables?.publish || !isDraft)}
            disabled={save.isPending}
            onClick={() => void submit(isDraft)}
          >
            {isDraft ? 'Publish' : 'Save'}
          </Button>
        </Flex>
      }
    >
      {alert ? <Alert type="error" showIcon title={alert} style={{ marginBottom: 16 }} role="alert" /> : null}
      <Typography.Paragraph type="secondary">
        A draft needs a title and a format. To publish, also choose a traffic source and categories, give the
        audience size and a price in at least one marketplace.
      </Typography.Paragraph>
      <Form<TPlacementForm> form={form} layout="vertical" requiredMark={false} disabled={save.isPending}>
        <Form.Item name="title" label="Title" required>
          <Input maxLength={maxPlacementTitle} showCount placeholder="Gift guide feature on my blog" />
        </Form.Item>
        <Row gutter={12}>
          <Col xs={24} sm={12}>
            <Form.Item name="format" label="Format" required>
              <Select options={placementFormats.map((f) => ({ value: f, label: formatName(f) }))} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="sourceId"
              label="Traffic source"
              extra={
                noSources ? (
                  <span>
                    Add a source in <Link to="/publisher/tracking-links?tab=sources">Tracking links</Link>{' '}
                    first.
                  </span>
                ) : undefined
              }
            >
              <Select
                allowClear
                placeholder="Where you publish it"
                loading={sources.isFetching}
                options={(sources.data ?? []).map((s) => ({ value: s.id, label: `${s.name} (${s.kind})` }))}
              />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="categoryKeys" label={`Categories (1 to ${maxPlacementCategories})`}>
          <Select
            mode="multiple"
            maxCount={maxPlacementCategories}
            placeholder="What it suits"
            optionFilterProp="label"
            options={productCategories.map((c) => ({ value: c.key, label: c.name }))}
          />
        </Form.Item>
        <Typography.Text strong>Prices</Typography.Text>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
          In each marketplace where you offer it, in its currency. Leave the others empty.
        </Typography.Paragraph>
        {priceError ? (
          <Typography.Text type="danger" role="alert" style={{ display: 'block', marginBottom: 8 }}>
            {priceError}
          </Typography.Text>
        ) : null}
        <Row gutter={12}>
          {marketplaces.map((m) => (
            <Col xs={12} sm={8} key={m.code}>
              <Form.Item name={['prices', m.code]} label={`${m.code} (${m.currency})`}>
                <Input
                  prefix={m.symbol}
                  inputMode="decimal"
                  placeholder="0.00"
                  aria-label={`Price in ${m.code}`}
                />
              </Form.Item>
            </Col>
          ))}
        </Row>
        <Row gutter={12}>
          <Col xs={24} sm={10}>
            <Form.Item name="audienceSize" label="Audience size">
              <InputNumber min={1} precision={0} style={{ width: '100%' }} placeholder="48000" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={14}>
            <Form.Item name="audienceDescription" label="Audience">
              <Input placeholder="Who reads or watches it" maxLength={1000} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="description" label="Description">
          <Input.TextArea
            rows={5}
            maxLength={maxPlacementDescription}
            showCount
            placeholder="What the seller gets, how long it stays up"
          />
        </Form.Item>
        <Form.Item name="images" label="Images (up to 6)" valuePropName="value">
          <ImageUpload />
        </Form.Item>
      </Form>
    </Drawer>
  );
}
