import {
  type chapter3EntityTypes,
  type chapter4Statuses,
  ZW8BenRequestSchema as ZW8Ben,
  ZW8BenERequestSchema as ZW8BenE,
} from '@atlas/shared';
import { Checkbox, Form, Input, InputNumber, Select, Typography } from 'antd';
import { schemaRules } from './form-errors';
import { AddressFields, CountrySelect, DateField, Pair } from './tax-inputs';

// Forms W-8BEN (an individual outside the US) and W-8BEN-E (an organization outside the US).

const ben = ZW8Ben.shape;
const bene = ZW8BenE.shape;

const entityTypeLabels: Record<(typeof chapter3EntityTypes)[number], string> = {
  corporation: 'Corporation',
  partnership: 'Partnership',
  simple_trust: 'Simple trust',
  grantor_trust: 'Grantor trust',
  complex_trust: 'Complex trust',
  estate: 'Estate',
  government: 'Government',
  central_bank_of_issue: 'Central bank of issue',
  tax_exempt_organization: 'Tax-exempt organization',
  private_foundation: 'Private foundation',
  international_organization: 'International organization',
};
const fatcaLabels: Record<(typeof chapter4Statuses)[number], string> = {
  active_nffe: 'Active NFFE (most trading companies)',
  passive_nffe: 'Passive NFFE',
  nonreporting_iga_ffi: 'Nonreporting IGA FFI',
  participating_ffi: 'Participating FFI',
  registered_deemed_compliant_ffi: 'Registered deemed-compliant FFI',
  exempt_beneficial_owner: 'Exempt beneficial owner',
};
const options = <K extends string>(labels: Record<K, string>) =>
  (Object.keys(labels) as K[]).map((value) => ({ value, label: labels[value] }));

/** The mailing address, asked only when it differs from the permanent one. */
function MailingAddress() {
  const differs = Form.useWatch('hasMailingAddress');
  return (
    <>
      <Form.Item name="hasMailingAddress" valuePropName="checked" style={{ marginBottom: differs ? 16 : 24 }}>
        <Checkbox>My mailing address is different</Checkbox>
      </Form.Item>
      {differs ? (
        <AddressFields name="mailingAddress" shape={ben.mailingAddress.unwrap().shape} withCountry />
      ) : null}
    </>
  );
}

/** The tax numbers: the country of residence's, or that it issues none, and a US one if any. */
function TaxNumbers({
  usLabel,
  usSchema,
}: {
  usLabel: string;
  usSchema: typeof ben.usTin | typeof bene.usTin;
}) {
  const notIssued = Form.useWatch('foreignTinNotIssued');
  return (
    <Pair>
      <div>
        <Form.Item
          label="Tax number in the country of residence"
          name="foreignTin"
          // Required unless the box below is ticked: the whole-form check says so in the schema's words.
          required={!notIssued}
          rules={notIssued ? [] : schemaRules(ben.foreignTin)}
          style={{ marginBottom: 8 }}
        >
          <Input autoComplete="off" spellCheck={false} disabled={notIssued} />
        </Form.Item>
        <Form.Item name="foreignTinNotIssued" valuePropName="checked">
          <Checkbox>The country does not issue tax numbers</Checkbox>
        </Form.Item>
      </div>
      <Form.Item label={usLabel} name="usTin" rules={schemaRules(usSchema)} extra="Only if you have one">
        <Input autoComplete="off" inputMode="numeric" spellCheck={false} />
      </Form.Item>
    </Pair>
  );
}

function TreatyClaim() {
  const claims = Form.useWatch('claimsTreaty');
  const treaty = ben.treaty.unwrap().shape;
  return (
    <>
      <Form.Item name="claimsTreaty" valuePropName="checked" style={{ marginBottom: claims ? 16 : 24 }}>
        <Checkbox>I claim a reduced rate under a tax treaty with the US</Checkbox>
      </Form.Item>
      {claims ? (
        <Pair>
          <Form.Item label="Treaty article" name={['treaty', 'article']} rules={schemaRules(treaty.article)}>
            <Input placeholder="As 12(1)" />
          </Form.Item>
          <Form.Item
            label="Withholding rate"
            name={['treaty', 'rateBasisPoints']}
            rules={schemaRules(treaty.rateBasisPoints, 'number')}
            // The schema counts basis points; people write percents.
            getValueProps={(bp?: number) => ({
              value: bp === undefined || bp === null ? undefined : bp / 100,
            })}
            normalize={(percent: number | null) => (percent === null ? undefined : Math.round(percent * 100))}
          >
            <InputNumber suffix="%" step={0.5} style={{ width: 160 }} placeholder="0 to 30" />
          </Form.Item>
          <Form.Item
            label="Type of income"
            name={['treaty', 'incomeType']}
            rules={schemaRules(treaty.incomeType)}
          >
            <Input placeholder="As royalties" />
          </Form.Item>
        </Pair>
      ) : null}
    </>
  );
}

export function W8BenFields() {
  return (
    <>
      <Pair>
        <Form.Item label="Full legal name" name="name" rules={schemaRules(ben.name)}>
          <Input autoComplete="name" />
        </Form.Item>
        <Form.Item
          label="Country of citizenship"
          name="citizenshipCountry"
          rules={schemaRules(ben.citizenshipCountry)}
        >
          <CountrySelect label="Country of citizenship" />
        </Form.Item>
      </Pair>
      <Typography.Title level={2} style={{ fontSize: 15, marginTop: 0 }}>
        Permanent residence address
      </Typography.Title>
      <AddressFields name="residenceAddress" shape={ben.residenceAddress.shape} />
      <MailingAddress />
      <TaxNumbers usLabel="US SSN or ITIN" usSchema={ben.usTin} />
      <Pair>
        <DateField label="Date of birth" name="birthDate" schema={ben.birthDate} />
        {null}
      </Pair>
      <TreatyClaim />
    </>
  );
}

export function W8BenEFields() {
  const status = Form.useWatch('fatcaStatus');
  return (
    <>
      <Pair>
        <Form.Item
          label="Legal name of the organization"
          name="organizationName"
          rules={schemaRules(bene.organizationName)}
        >
          <Input autoComplete="organization" />
        </Form.Item>
        <Form.Item
          label="Country of incorporation"
          name="incorporationCountry"
          rules={schemaRules(bene.incorporationCountry)}
        >
          <CountrySelect label="Country of incorporation" />
        </Form.Item>
      </Pair>
      <Pair>
        <Form.Item
          label="Type of entity (chapter 3)"
          name="entityType"
          rules={schemaRules(bene.entityType, 'choice')}
        >
          <Select
            aria-label="Type of entity (chapter 3)"
            placeholder="Choose one"
            options={options(entityTypeLabels)}
          />
        </Form.Item>
        <Form.Item
          label="FATCA status (chapter 4)"
          name="fatcaStatus"
          rules={schemaRules(bene.fatcaStatus, 'choice')}
        >
          <Select
            aria-label="FATCA status (chapter 4)"
            placeholder="Choose one"
            options={options(fatcaLabels)}
          />
        </Form.Item>
      </Pair>
      {status === 'participating_ffi' || status === 'registered_deemed_compliant_ffi' ? (
        <Pair>
          {/* Required for these statuses: the whole-form check says so in the schema's words. */}
          <Form.Item label="GIIN" name="giin" required rules={schemaRules(bene.giin)}>
            <Input placeholder="98Q96B.00000.LE.250" autoComplete="off" spellCheck={false} />
          </Form.Item>
          {null}
        </Pair>
      ) : null}
      <Typography.Title level={2} style={{ fontSize: 15, marginTop: 0 }}>
        Permanent residence address
      </Typography.Title>
      <AddressFields name="permanentAddress" shape={bene.permanentAddress.shape} />
      <MailingAddress />
      <TaxNumbers usLabel="US EIN" usSchema={bene.usTin} />
    </>
  );
}
