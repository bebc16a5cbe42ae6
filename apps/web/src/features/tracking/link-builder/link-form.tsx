import { type TLinkInit, ZAssociateTagSchema, ZSubIdSchema } from '@atlas/shared';
import { Form, type FormInstance, Input, Select, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { zodRule } from '../../../components/zod-rule';
import type { TLinkBuilderMode, TLinkFormValues } from './link-builder-calls';

export type LinkFormProps = {
  form: FormInstance<TLinkFormValues>;
  init: TLinkInit;
  mode: TLinkBuilderMode;
  disabled: boolean;
  onFinish: (values: TLinkFormValues) => void;
};

/** The builder's field names, for the server's field errors. */
export const linkFormFields = ['trackingId', 'sourceId', 'subId', 'associateTag'] as const;

const partnerTrackingIdText = 'Choose a tracking id: it carries the cooperation name';
const associateTagMissing =
  ZAssociateTagSchema.safeParse('').error?.issues[0]?.message ?? 'Give your associates tag';

/** Tracking id, traffic source, sub-id and (associate links) the associates tag a link is built from. */
export function LinkForm({ form, init, mode, disabled, onFinish }: LinkFormProps) {
  const partner = mode === 'partner';
  const trackingIds = init.trackingIds.map((t) => ({
    value: t.id,
    label: t.cooperationName ? `${t.name} · ${t.cooperationName}` : t.name,
  }));
  return (
    <Form<TLinkFormValues>
      form={form}
      layout="vertical"
      requiredMark={partner || (init.linkType === 'associate' && init.associateTag === null)}
      disabled={disabled}
      initialValues={{ associateTag: init.associateTag ?? undefined }}
      onFinish={onFinish}
    >
      <Form.Item
        name="trackingId"
        label="Tracking id"
        rules={partner ? [{ required: true, message: partnerTrackingIdText }] : []}
        extra={
          trackingIds.length === 0 ? (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              No tracking id yet: create one on <Link to={`/${mode}/tracking-ids`}>Tracking ids</Link>
              {partner ? ' under the cooperation name.' : '.'}
            </Typography.Text>
          ) : null
        }
      >
        <Select
          allowClear={!partner}
          placeholder={partner ? 'Choose a tracking id' : 'None'}
          options={trackingIds}
        />
      </Form.Item>
      {partner ? null : (
        <Form.Item
          name="sourceId"
          label="Traffic source"
          extra={
            init.sources.length === 0 ? (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                No traffic source yet: add your website or channels under{' '}
                <Link to="/publisher/tracking-links?tab=sources">Traffic sources</Link>.
              </Typography.Text>
            ) : null
          }
        >
          <Select
            allowClear
            placeholder="None"
            options={init.sources.map((s) => ({ value: s.id, label: s.name }))}
          />
        </Form.Item>
      )}
      <Form.Item
        name="subId"
        label="Sub-id"
        rules={[zodRule(ZSubIdSchema)]}
        extra="Optional: tells apart the places you post the link, e.g. spring-newsletter."
      >
        <Input placeholder="e.g. spring-newsletter" autoComplete="off" />
      </Form.Item>
      {init.linkType === 'associate' ? (
        <Form.Item
          name="associateTag"
          label="Associates tag"
          // Left empty, the server takes the profile's tag for the marketplace: needed only without one.
          rules={[
            { required: init.associateTag === null, message: associateTagMissing },
            zodRule(ZAssociateTagSchema),
          ]}
          extra="Your marketplace associates tag, e.g. mysite-20; left empty, your profile's tag is used."
        >
          <Input autoComplete="off" />
        </Form.Item>
      ) : null}
    </Form>
  );
}
