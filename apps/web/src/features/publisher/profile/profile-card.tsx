import {
  publisherProfileCalls,
  type TCountryCode,
  type TPublisherProfileDetail,
  ZUpdatePublisherProfileRequestSchema as ZProfile,
} from '@atlas/shared';
import { useMutation } from '@tanstack/react-query';
import {
  Alert,
  App,
  Card,
  Checkbox,
  Col,
  Form,
  type GetProps,
  Input,
  InputNumber,
  Row,
  Select,
  Typography,
} from 'antd';
import { useState } from 'react';
import { callApi } from '../../../api/http';
import type { TPublisherProfileBody } from '../../../api/publisher-profile';
import { FormSubmit } from '../../../components/form-submit';
import { formatDateTime } from '../../../lib/format';
import { issueErrors, schemaRules, showFieldErrors, showSaveError } from './form-errors';
import { useProfileLookups, useSetPublisherProfile } from './use-publisher-profile';

type TProfileValues = {
  website: string;
  promotionCountry?: TCountryCode;
  promotionCountries: TCountryCode[];
  categories: string[];
  promotionMethods: string[];
  audience: string;
  audienceSize: number | null;
};

const valuesOf = (profile: TPublisherProfileDetail): TProfileValues => ({
  website: profile.website ?? '',
  promotionCountry: profile.promotionCountry ?? undefined,
  promotionCountries: profile.promotionCountries,
  categories: profile.categories,
  promotionMethods: profile.promotionMethods,
  audience: profile.audience ?? '',
  audienceSize: profile.audienceSize,
});

const bodyOf = (values: TProfileValues) =>
  ({ ...values, audienceSize: values.audienceSize ?? null }) as TPublisherProfileBody;

const rules = {
  website: schemaRules(ZProfile.shape.website),
  promotionCountry: schemaRules(ZProfile.shape.promotionCountry),
  promotionCountries: schemaRules(ZProfile.shape.promotionCountries, 'list'),
  categories: schemaRules(ZProfile.shape.categories, 'list'),
  promotionMethods: schemaRules(ZProfile.shape.promotionMethods, 'list'),
  audience: schemaRules(ZProfile.shape.audience),
  audienceSize: schemaRules(ZProfile.shape.audienceSize, 'number'),
};

/**
 * The marketplaces as tick boxes. A group cannot carry `aria-required` (axe: aria-allowed-attr),
 * which Form.Item gives every required control; the label says it instead.
 */
function MarketplaceChecks({
  'aria-required': _required,
  ...props
}: GetProps<typeof Checkbox.Group<TCountryCode>> & { 'aria-required'?: string }) {
  return <Checkbox.Group<TCountryCode> {...props} />;
}

export type ProfileCardProps = { profile: TPublisherProfileDetail };

/**
 * What the publisher promotes, where and how (PUT publisher/profile). Saving a refused profile
 * sends it back for review, so the banner above follows the answer.
 */
export function ProfileCard({ profile }: ProfileCardProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<TProfileValues>();
  const [alert, setAlert] = useState<string | null>(null);
  const { categories, methods, countries } = useProfileLookups();
  const setProfile = useSetPublisherProfile();
  const save = useMutation({
    mutationFn: (body: TPublisherProfileBody) =>
      callApi(publisherProfileCalls.updatePublisherProfile, { body }, { silent: true }),
    onMutate: () => setAlert(null),
    onSuccess: (saved) => {
      setProfile.profile(saved);
      form.setFieldsValue(valuesOf(saved));
      void message.success(
        profile.review.status === 'rejected' ? 'Profile saved and sent back for review' : 'Profile saved',
      );
    },
    onError: (failure) => setAlert(showSaveError(form, failure)),
  });

  const submit = (values: TProfileValues) => {
    const body = bodyOf(values);
    const checked = ZProfile.safeParse(body);
    if (!checked.success) {
      setAlert(showFieldErrors(form, issueErrors(checked.error.issues)));
      return;
    }
    save.mutate(body);
  };

  // The main country is one of the marketplaces promoted in: tick it when it is chosen.
  const chooseMain = (country: TCountryCode) => {
    const chosen: TCountryCode[] = form.getFieldValue('promotionCountries') ?? [];
    if (!chosen.includes(country)) {
      form.setFieldValue('promotionCountries', [...chosen, country]);
    }
  };

  const countryItems = (countries.data ?? []).map(({ code, site }) => ({
    value: code,
    label: `${code} · ${site}`,
  }));
  const lookupOptions = (items: { key: string; name: string }[] | undefined) =>
    (items ?? []).map(({ key, name }) => ({ value: key, label: name }));

  return (
    <Card title="What you promote" data-testid="profile-card">
      <Typography.Paragraph type="secondary">
        Where and how you promote products: the review reads it, and so do the sellers.
      </Typography.Paragraph>
      <Form<TProfileValues>
        form={form}
        layout="vertical"
        requiredMark="optional"
        initialValues={valuesOf(profile)}
        disabled={save.isPending}
        onFinish={submit}
      >
        {alert ? (
          <Alert type="error" showIcon title={alert} role="alert" style={{ marginBottom: 16 }} />
        ) : null}
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item label="Website or channel" name="website" rules={rules.website}>
              <Input autoComplete="url" inputMode="url" placeholder="https://yourblog.com" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Main promotion country" name="promotionCountry" rules={rules.promotionCountry}>
              <Select
                aria-label="Main promotion country"
                placeholder="Choose a country"
                options={countryItems}
                onChange={chooseMain}
              />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          label="Marketplaces you promote in"
          name="promotionCountries"
          rules={rules.promotionCountries}
          extra="Your main promotion country is one of them."
        >
          <MarketplaceChecks options={countryItems} aria-label="Marketplaces you promote in" />
        </Form.Item>
        <Form.Item
          label="Product categories"
          name="categories"
          rules={rules.categories}
          extra="Up to 8 categories you write about."
        >
          <Select
            mode="multiple"
            aria-label="Product categories"
            placeholder="Choose categories"
            options={lookupOptions(categories.data)}
            maxCount={8}
            showSearch={{ optionFilterProp: 'label' }}
          />
        </Form.Item>
        <Form.Item
          label="Promotion methods"
          name="promotionMethods"
          rules={rules.promotionMethods}
          extra="Up to 6 ways you reach your audience."
        >
          <Select
            mode="multiple"
            aria-label="Promotion methods"
            placeholder="Choose how you promote"
            options={lookupOptions(methods.data)}
            maxCount={6}
            showSearch={{ optionFilterProp: 'label' }}
          />
        </Form.Item>
        <Form.Item label="Your audience" name="audience" rules={rules.audience}>
          <Input.TextArea
            rows={3}
            showCount
            maxLength={500}
            placeholder="Who follows you and what they buy, e.g. home cooks looking for kitchen gadgets"
          />
        </Form.Item>
        <Form.Item
          label="Monthly audience"
          name="audienceSize"
          rules={rules.audienceSize}
          extra="Visitors, followers or subscribers a month; leave it empty if you do not know."
        >
          <InputNumber
            min={0}
            precision={0}
            style={{ width: '100%', maxWidth: 260 }}
            placeholder="e.g. 25000"
            formatter={(value) =>
              value === undefined ? '' : String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
            }
          />
        </Form.Item>
        <FormSubmit loading={save.isPending}>Save profile</FormSubmit>
        {profile.updatedAt ? (
          <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8 }}>
            Last saved {formatDateTime(profile.updatedAt)}
          </Typography.Text>
        ) : null}
      </Form>
    </Card>
  );
}
