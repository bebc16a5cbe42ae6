import { w9TaxClassifications, ZW9RequestSchema as ZW9 } from '@atlas/shared';
import { Form, Input, Radio, Select } from 'antd';
import { missingMessage, schemaRules } from './form-errors';
import { AddressFields, Pair } from './tax-inputs';
import type { TTaxKind } from './tax-values';

const classificationLabels: Record<(typeof w9TaxClassifications)[number], string> = {
  individual: 'Individual or sole proprietor',
  c_corporation: 'C corporation',
  s_corporation: 'S corporation',
  partnership: 'Partnership',
  trust_estate: 'Trust or estate',
  llc: 'Limited liability company (LLC)',
  other: 'Other',
};
const classificationOptions = w9TaxClassifications.map((value) => ({
  value,
  label: classificationLabels[value],
}));
const llcOptions = [
  { value: 'C', label: 'C corporation' },
  { value: 'S', label: 'S corporation' },
  { value: 'P', label: 'Partnership' },
];
const exemptPayeeOptions = Array.from({ length: 13 }, (_, i) => ({
  value: String(i + 1),
  label: String(i + 1),
}));
const fatcaOptions = [...'ABCDEFGHIJKLM'].map((letter) => ({ value: letter, label: letter }));

const shape = ZW9.shape;
const classificationRule = {
  required: true,
  message: missingMessage(shape.classification),
};

/** Form W-9: a US person's name, federal tax classification, address and SSN or EIN. */
export function W9Fields({ kind }: { kind: TTaxKind }) {
  const form = Form.useFormInstance();
  const classification: string | undefined = Form.useWatch(['classification', 'type'], form);
  return (
    <>
      <Pair>
        <Form.Item
          label="Name as shown on your income tax return"
          name="name"
          rules={schemaRules(shape.name)}
          extra={
            kind === 'entity' ? 'The owner’s name for a single-member LLC, else the entity’s' : undefined
          }
        >
          <Input autoComplete={kind === 'entity' ? 'organization' : 'name'} />
        </Form.Item>
        <Form.Item
          label="Business name, if different"
          name="businessName"
          rules={schemaRules(shape.businessName)}
        >
          <Input autoComplete="organization" />
        </Form.Item>
      </Pair>
      <Pair>
        <Form.Item
          label="Federal tax classification"
          name={['classification', 'type']}
          rules={[classificationRule]}
        >
          <Select
            aria-label="Federal tax classification"
            placeholder="Choose one"
            options={classificationOptions}
          />
        </Form.Item>
        {classification === 'llc' ? (
          <Form.Item
            label="The LLC is taxed as"
            name={['classification', 'llcTaxClass']}
            rules={schemaRules(shape.classification.options[1].shape.llcTaxClass, 'choice')}
          >
            <Select aria-label="The LLC is taxed as" placeholder="Choose one" options={llcOptions} />
          </Form.Item>
        ) : classification === 'other' ? (
          <Form.Item
            label="Your tax classification"
            name={['classification', 'description']}
            rules={schemaRules(shape.classification.options[2].shape.description)}
          >
            <Input />
          </Form.Item>
        ) : null}
      </Pair>
      {kind === 'entity' ? (
        <Pair>
          <Form.Item
            label="Exempt payee code"
            name="exemptPayeeCode"
            rules={schemaRules(shape.exemptPayeeCode, 'choice')}
            extra="Only if the instructions give you one"
          >
            <Select
              aria-label="Exempt payee code"
              options={exemptPayeeOptions}
              allowClear
              placeholder="None"
            />
          </Form.Item>
          <Form.Item
            label="FATCA exemption code"
            name="fatcaExemptionCode"
            rules={schemaRules(shape.fatcaExemptionCode, 'choice')}
            extra="Only if the instructions give you one"
          >
            <Select aria-label="FATCA exemption code" options={fatcaOptions} allowClear placeholder="None" />
          </Form.Item>
        </Pair>
      ) : null}
      <AddressFields name="address" shape={shape.address.shape} us />
      <Pair>
        <Form.Item
          label="Taxpayer identification number"
          name={['tin', 'type']}
          rules={[{ required: true, message: missingMessage(shape.tin) }]}
        >
          <Radio.Group
            aria-label="Taxpayer identification number"
            optionType="button"
            options={[
              { value: 'SSN', label: 'SSN' },
              { value: 'EIN', label: 'EIN' },
            ]}
          />
        </Form.Item>
        <TinNumber />
      </Pair>
    </>
  );
}

function TinNumber() {
  const type = Form.useWatch(['tin', 'type']) ?? 'SSN';
  const schema = type === 'EIN' ? shape.tin.options[1].shape.number : shape.tin.options[0].shape.number;
  return (
    <Form.Item
      label={type === 'EIN' ? 'Employer identification number' : 'Social security number'}
      name={['tin', 'number']}
      rules={schemaRules(schema)}
    >
      <Input
        autoComplete="off"
        inputMode="numeric"
        placeholder={type === 'EIN' ? '12-3456789' : '123-45-6789'}
        spellCheck={false}
      />
    </Form.Item>
  );
}
