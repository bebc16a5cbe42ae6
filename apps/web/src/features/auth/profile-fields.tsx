import {
  marketplaces,
  type TUserRole,
  ZPartnerProfileSchema,
  ZPublisherProfileSchema,
  ZSellerProfileSchema,
  ZWebsiteSchema,
} from '@atlas/shared';
import { Form, Input, Select } from 'antd';
import type { ReactNode } from 'react';
import { zodRule } from '../../components/zod-rule';

/** The fields each role's profile form names, for mapping server field errors back. */
export const profileFieldNames: Record<TUserRole, readonly string[]> = {
  seller: Object.keys(ZSellerProfileSchema.shape),
  publisher: Object.keys(ZPublisherProfileSchema.shape),
  partner: Object.keys(ZPartnerProfileSchema.shape),
};

const countryOptions = marketplaces.map((m) => ({ value: m.code, label: `${m.code} · ${m.site}` }));

function CountryField({ name, label, help }: { name: string; label: string; help: string }) {
  return (
    <Form.Item
      label={label}
      name={name}
      extra={help}
      rules={[{ required: true, message: 'Choose a country' }]}
    >
      <Select options={countryOptions} placeholder="Choose a country" aria-label={label} />
    </Form.Item>
  );
}

function CompanyField({ rule }: { rule: Parameters<typeof zodRule>[0] }) {
  return (
    <Form.Item
      label="Company name"
      name="companyName"
      rules={[{ required: true, message: 'Enter your company name' }, zodRule(rule)]}
    >
      <Input autoComplete="organization" placeholder="Your company's legal name" />
    </Form.Item>
  );
}

function WebsiteField({ label, placeholder, help }: { label: string; placeholder: string; help?: string }) {
  return (
    <Form.Item
      label={label}
      name="website"
      extra={help}
      rules={[{ required: true, message: 'Enter a web address' }, zodRule(ZWebsiteSchema)]}
    >
      <Input autoComplete="url" inputMode="url" placeholder={placeholder} />
    </Form.Item>
  );
}

/** The form items of one role's profile, with the shared schema's rules and messages. */
export const profileFields: Record<TUserRole, () => ReactNode> = {
  seller: () => (
    <>
      <CompanyField rule={ZSellerProfileSchema.shape.companyName} />
      <CountryField
        name="mainMarketplace"
        label="Main marketplace"
        help="The Amazon marketplace where most of your sales happen."
      />
      <WebsiteField label="Website" placeholder="https://yourbrand.com" />
    </>
  ),
  publisher: () => (
    <>
      <WebsiteField
        label="Website or channel"
        placeholder="https://youtube.com/@yourchannel"
        help="Where you promote products: a site, a blog, a channel or a social profile."
      />
      <CountryField
        name="promotionCountry"
        label="Main promotion country"
        help="The country most of your audience buys in."
      />
      <Form.Item
        label="Your audience"
        name="audience"
        rules={[
          { required: true, message: 'Enter a description of your audience' },
          zodRule(ZPublisherProfileSchema.shape.audience),
        ]}
      >
        <Input.TextArea
          rows={3}
          showCount
          maxLength={500}
          placeholder="Who follows you and what they buy, e.g. home cooks looking for kitchen gadgets"
        />
      </Form.Item>
    </>
  ),
  partner: () => (
    <>
      <CompanyField rule={ZPartnerProfileSchema.shape.companyName} />
      <WebsiteField label="Website" placeholder="https://yourcompany.com" />
    </>
  ),
};
