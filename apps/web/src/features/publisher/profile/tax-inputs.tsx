import { isoCountryCodes, usStateCodes } from '@atlas/shared';
import { Col, DatePicker, Form, Input, Row, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import { countryOptions } from './country-names';
import { schemaRules, type TSchema } from './form-errors';

// The inputs the three tax forms share: countries, dates as YYYY-MM-DD, addresses, two-column rows.

const isoOptions = countryOptions(isoCountryCodes);
const stateOptions = usStateCodes.map((code) => ({ value: code, label: code }));

/** Two fields side by side from `md` up, one above the other on a phone. */
export function Pair({ children }: { children: ReactNode[] }) {
  return (
    <Row gutter={16}>
      {children.map((child, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed pair of slots
        <Col xs={24} md={12} key={index}>
          {child}
        </Col>
      ))}
    </Row>
  );
}

export type CountrySelectProps = {
  label: string;
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
};

/** Any ISO country by its name or code (Form.Item passes `id`, `value` and `onChange`). */
export function CountrySelect({ label, id, value, onChange }: CountrySelectProps) {
  return (
    <Select
      id={id}
      aria-label={label}
      placeholder="Choose a country"
      options={isoOptions}
      showSearch={{ optionFilterProp: 'label' }}
      value={value}
      onChange={onChange}
    />
  );
}

export type DateFieldProps = {
  label: string;
  name: string;
  schema: TSchema;
  extra?: string;
  /** The last day that may be chosen; later ones are greyed out. */
  latest?: string;
};

/** A calendar day kept as YYYY-MM-DD, the schemas' form, while the picker works with dates. */
export function DateField({ label, name, schema, extra, latest }: DateFieldProps) {
  return (
    <Form.Item
      label={label}
      name={name}
      rules={schemaRules(schema)}
      extra={extra}
      getValueProps={(value?: string) => ({ value: value ? dayjs(value) : undefined })}
      normalize={(value: Dayjs | null) => value?.format('YYYY-MM-DD') ?? ''}
    >
      <DatePicker
        format="YYYY-MM-DD"
        placeholder="YYYY-MM-DD"
        style={{ width: '100%' }}
        disabledDate={latest ? (day) => day.format('YYYY-MM-DD') > latest : undefined}
      />
    </Form.Item>
  );
}

type TAddressShape = Record<string, TSchema>;

export type AddressFieldsProps = {
  name: string;
  shape: TAddressShape;
  /** A W-9 address: state and ZIP code; otherwise region and postal code. */
  us?: boolean;
  /** The country is asked here (a mailing address), not taken from the residence on top. */
  withCountry?: boolean;
};

export function AddressFields({ name, shape, us = false, withCountry = false }: AddressFieldsProps) {
  const rules = (field: string) => (shape[field] ? schemaRules(shape[field]) : []);
  return (
    <>
      <Form.Item label="Street address" name={[name, 'street']} rules={rules('street')}>
        <Input autoComplete="street-address" />
      </Form.Item>
      <Pair>
        <Form.Item label="City or town" name={[name, 'city']} rules={rules('city')}>
          <Input autoComplete="address-level2" />
        </Form.Item>
        {us ? (
          <Form.Item label="State" name={[name, 'state']} rules={rules('state')}>
            <Select
              aria-label="State"
              placeholder="As CA"
              options={stateOptions}
              showSearch={{ optionFilterProp: 'label' }}
            />
          </Form.Item>
        ) : (
          <Form.Item label="Region or province" name={[name, 'region']} rules={rules('region')}>
            <Input autoComplete="address-level1" />
          </Form.Item>
        )}
      </Pair>
      <Pair>
        {us ? (
          <Form.Item label="ZIP code" name={[name, 'zip']} rules={rules('zip')}>
            <Input autoComplete="postal-code" inputMode="numeric" placeholder="12345" />
          </Form.Item>
        ) : (
          <Form.Item label="Postal code" name={[name, 'postalCode']} rules={rules('postalCode')}>
            <Input autoComplete="postal-code" />
          </Form.Item>
        )}
        {withCountry ? (
          <Form.Item label="Country" name={[name, 'country']} rules={rules('country')}>
            <CountrySelect label="Country" />
          </Form.Item>
        ) : null}
      </Pair>
    </>
  );
}
