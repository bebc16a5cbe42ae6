import {
  associateTagSuffix,
  marketplaceOf,
  publisherProfileCalls,
  type TCountryCode,
  type TPublisherProfileDetail,
  ZTrackingTagsRequestSchema,
  ZTrackingTagsSchema,
} from '@atlas/shared';
import { useMutation } from '@tanstack/react-query';
import { Alert, App, Card, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { callApi } from '../../../api/http';
import type { TTrackingTagsBody } from '../../../api/publisher-profile';
import { FormSubmit } from '../../../components/form-submit';
import { zodRule } from '../../../components/zod-rule';
import { issueErrors, showFieldErrors, showSaveError } from './form-errors';
import { useSetPublisherProfile } from './use-publisher-profile';

/** North America's marketplaces (-20), then Europe's (-21). */
const tagCountries: TCountryCode[] = ['US', 'CA', 'UK', 'DE', 'FR'];

type TTagValues = { trackingTags: Partial<Record<TCountryCode, string>> };

// One marketplace's tag checked by the shared schema, with its messages and its trimming.
const tagRule = (country: TCountryCode) =>
  zodRule({ safeParse: (tag: unknown) => ZTrackingTagsSchema.safeParse({ [country]: tag }) });

/** The call replaces every tag: a marketplace left empty is sent as none. */
const bodyOf = ({ trackingTags }: TTagValues) => ({
  trackingTags: Object.fromEntries(
    tagCountries.flatMap((country) => {
      const tag = trackingTags[country]?.trim();
      return tag ? [[country, tag]] : [];
    }),
  ),
});

export type TrackingTagsCardProps = { profile: TPublisherProfileDetail };

/** The publisher's own marketplace associates tag per marketplace (PUT publisher/tracking-tags). */
export function TrackingTagsCard({ profile }: TrackingTagsCardProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<TTagValues>();
  const [alert, setAlert] = useState<string | null>(null);
  const setProfile = useSetPublisherProfile();
  const save = useMutation({
    mutationFn: (body: TTrackingTagsBody) =>
      callApi(publisherProfileCalls.updateTrackingTags, { body }, { silent: true }),
    onMutate: () => setAlert(null),
    onSuccess: (saved) => {
      setProfile.profile(saved);
      form.setFieldsValue({ trackingTags: saved.trackingTags });
      void message.success('Associates tags saved');
    },
    onError: (failure) => setAlert(showSaveError(form, failure)),
  });

  const submit = (values: TTagValues) => {
    const body = bodyOf(values);
    const checked = ZTrackingTagsRequestSchema.safeParse(body);
    if (!checked.success) {
      setAlert(showFieldErrors(form, issueErrors(checked.error.issues)));
      return;
    }
    save.mutate(body);
  };

  const none = Object.keys(profile.trackingTags).length === 0;
  return (
    <Card title="Associates tags" data-testid="tracking-tags-card">
      <Typography.Paragraph type="secondary">
        {none
          ? 'No tags yet. If you are an Amazon Associate, enter your store id for each marketplace you promote in, and your links carry it; leave the others empty.'
          : 'Your Amazon Associates store id per marketplace; a marketplace left empty has none.'}
      </Typography.Paragraph>
      <Form<TTagValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ trackingTags: profile.trackingTags }}
        disabled={save.isPending}
        onFinish={submit}
      >
        {alert ? (
          <Alert type="error" showIcon title={alert} role="alert" style={{ marginBottom: 16 }} />
        ) : null}
        {tagCountries.map((country) => {
          const suffix = associateTagSuffix[country];
          return (
            <Form.Item
              key={country}
              label={`Tag for ${marketplaceOf(country).site}`}
              name={['trackingTags', country]}
              rules={[tagRule(country)]}
              extra={`The ${country} marketplace's tag ends in ${suffix}`}
            >
              <Input
                placeholder={`yourname${suffix}`}
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
              />
            </Form.Item>
          );
        })}
        <FormSubmit loading={save.isPending}>Save tags</FormSubmit>
      </Form>
    </Card>
  );
}
