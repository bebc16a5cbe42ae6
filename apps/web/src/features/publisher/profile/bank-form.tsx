import {
  accountTypes,
  bankCountries,
  bankFieldsFor,
  publisherPaymentCalls,
  type TBankField,
  type TPublisherBank,
  ZPublisherBankRequestSchema,
} from '@atlas/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Col, Form, Input, Row, Select } from 'antd';
import { useState } from 'react';
import { callApi } from '../../../api/http';
import type { TBankBody } from '../../../api/publisher-profile';
import { FormSubmit } from '../../../components/form-submit';
import {
  bankBodyOf,
  bankFieldSchema,
  bankFieldText,
  currencyFor,
  fixedCurrency,
  sealedFields,
  type TBankValues,
} from './bank-fields';
import { countryName, countryOptions } from './country-names';
import { issueErrors, schemaRules, showFieldErrors, showSaveError, type TInputKind } from './form-errors';
import { publisherBankKey } from './use-publisher-profile';

const bankCountryOptions = countryOptions(bankCountries);
const accountTypeOptions = accountTypes.map((type) => ({
  value: type,
  label: type === 'checking' ? 'Checking' : 'Savings',
}));

const rulesFor = (country: string, field: string, input: TInputKind = 'text') => {
  const schema = bankFieldSchema(country, field);
  return schema ? schemaRules(schema, input) : [];
};

export type BankFormProps = {
  initialValues: TBankValues;
  /** Shown when an account is saved: the way back to it without changing anything. */
  onCancel?: () => void;
  onSaved: (bank: TPublisherBank) => void;
};

/**
 * The bank account (POST publisher/profile/saveOrUpdate): the country first, then exactly the
 * fields its banks route by, each checked by the shared schema's branch for that country.
 */
export function BankForm({ initialValues, onCancel, onSaved }: BankFormProps) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<TBankValues>();
  const [alert, setAlert] = useState<string | null>(null);
  const country: string | undefined = Form.useWatch('bankCountry', form) ?? initialValues.bankCountry;
  const save = useMutation({
    mutationFn: (body: TBankBody) =>
      callApi(publisherPaymentCalls.saveBankInformation, { body }, { silent: true }),
    onMutate: () => setAlert(null),
    onSuccess: (saved) => {
      queryClient.setQueryData(publisherBankKey, saved);
      void message.success('Bank account saved: it is waiting for review');
      onSaved(saved);
    },
    onError: (failure) => setAlert(showSaveError(form, failure)),
  });

  const submit = (values: TBankValues) => {
    const body = bankBodyOf(values);
    const checked = ZPublisherBankRequestSchema.safeParse(body);
    if (!checked.success) {
      setAlert(showFieldErrors(form, issueErrors(checked.error.issues)));
      return;
    }
    save.mutate(body);
  };

  const chooseCountry = (next: string) => {
    form.setFieldValue('currency', currencyFor(next));
    setAlert(null);
  };

  const fixed = fixedCurrency(country);
  const fields = country ? bankFieldsFor(country) : [];
  const field = (name: TBankField) => {
    const text = bankFieldText[name];
    if (name === 'accountType') {
      return (
        <Form.Item label={text.label} name={name} rules={rulesFor(country ?? '', name, 'choice')}>
          <Select
            aria-label={text.label}
            options={accountTypeOptions}
            placeholder="Checking or savings"
            allowClear
          />
        </Form.Item>
      );
    }
    const retype = sealedFields.includes(name) && initialValues.bankCountry !== undefined;
    return (
      <Form.Item
        label={text.label}
        name={name}
        rules={rulesFor(country ?? '', name)}
        extra={retype ? 'Enter it in full again: once saved, only its last 4 characters show.' : undefined}
      >
        <Input placeholder={text.placeholder} autoComplete="off" spellCheck={false} />
      </Form.Item>
    );
  };

  return (
    <Form<TBankValues>
      form={form}
      layout="vertical"
      requiredMark="optional"
      initialValues={initialValues}
      disabled={save.isPending}
      onFinish={submit}
    >
      {alert ? <Alert type="error" showIcon title={alert} role="alert" style={{ marginBottom: 16 }} /> : null}
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            label="Bank country"
            name="bankCountry"
            rules={[{ required: true, message: 'Choose the country of your bank' }]}
            extra="Where your bank is, which decides the numbers it needs."
          >
            <Select
              aria-label="Bank country"
              placeholder="Choose a country"
              options={bankCountryOptions}
              showSearch={{ optionFilterProp: 'label' }}
              onChange={chooseCountry}
            />
          </Form.Item>
        </Col>
      </Row>
      {country ? (
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item
              label="Account holder"
              name="accountHolderName"
              rules={rulesFor(country, 'accountHolderName')}
            >
              <Input autoComplete="name" placeholder="As the bank writes it" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Bank name" name="bankName" rules={rulesFor(country, 'bankName')}>
              <Input autoComplete="off" />
            </Form.Item>
          </Col>
          {fields.map((name) => (
            <Col xs={24} md={12} key={name}>
              {field(name)}
            </Col>
          ))}
          <Col xs={24} md={12}>
            <Form.Item
              label="Currency"
              name="currency"
              rules={rulesFor(country, 'currency')}
              extra={
                fixed
                  ? `Payouts to a bank in ${countryName(country)} are in ${fixed}.`
                  : '3-letter code, as CHF'
              }
            >
              <Input readOnly={Boolean(fixed)} maxLength={3} autoComplete="off" style={{ maxWidth: 160 }} />
            </Form.Item>
          </Col>
        </Row>
      ) : null}
      <FormSubmit loading={save.isPending} onCancel={onCancel}>
        Save bank account
      </FormSubmit>
    </Form>
  );
}
