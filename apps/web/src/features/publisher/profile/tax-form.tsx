import {
  publisherPaymentCalls,
  type TPublisherTax,
  ZW8BenERequestSchema,
  ZW9RequestSchema,
} from '@atlas/shared';
import { useMutation } from '@tanstack/react-query';
import { Alert, App, Button, Checkbox, Flex, Form, Input, Radio, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { callApi } from '../../../api/http';
import type { TTaxBody } from '../../../api/publisher-profile';
import { FormSubmit } from '../../../components/form-submit';
import { missingMessage, schemaRules, showFieldErrors, showSaveError } from './form-errors';
import { CountrySelect, DateField, Pair } from './tax-inputs';
import {
  checkTaxValues,
  formOf,
  formTitles,
  formWhy,
  type TTaxKind,
  type TTaxValues,
  taxFieldOf,
  taxValuesOf,
  today,
} from './tax-values';
import { useSetPublisherProfile } from './use-publisher-profile';
import { W8BenEFields, W8BenFields } from './w8-fields';
import { W9Fields } from './w9-fields';

const w9 = ZW9RequestSchema.shape;
const bene = ZW8BenERequestSchema.shape;
const authorizedMessage = missingMessage(bene.authorizedToSign, false);

export type TaxFormProps = {
  tax: TPublisherTax;
  onCancel?: () => void;
  onSaved: () => void;
};

/**
 * The tax details (POST publisher/profile/taxSaveOrUpdate): who the publisher is and where it
 * resides for tax choose the form (`taxFormFor`), then that form's fields and the signature.
 */
export function TaxForm({ tax, onCancel, onSaved }: TaxFormProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<TTaxValues>();
  const [alert, setAlert] = useState<string | null>(null);
  const setProfile = useSetPublisherProfile();
  const kind: TTaxKind | undefined = Form.useWatch('kind', form);
  const residenceCountry: string | undefined = Form.useWatch('residenceCountry', form);
  const taxForm = formOf({ kind, residenceCountry });
  const save = useMutation({
    mutationFn: (body: TTaxBody) => callApi(publisherPaymentCalls.saveTaxDetails, { body }, { silent: true }),
    onMutate: () => setAlert(null),
    onSuccess: (saved) => {
      setProfile.tax(saved);
      void message.success('Tax details saved: now upload the form you signed');
      onSaved();
    },
    onError: (failure) => setAlert(showSaveError(form, failure, taxFieldOf)),
  });

  const submit = (values: TTaxValues) => {
    if (!taxForm) {
      return;
    }
    const checked = checkTaxValues(taxForm, values);
    if (!checked.ok) {
      setAlert(showFieldErrors(form, checked.errors, taxFieldOf));
      return;
    }
    save.mutate(checked.body);
  };

  // A person is most often a citizen, and an organization incorporated, where it resides for tax.
  useEffect(() => {
    const field =
      taxForm === 'W8BEN' ? 'citizenshipCountry' : taxForm === 'W8BENE' ? 'incorporationCountry' : null;
    if (field && residenceCountry && !form.getFieldValue(field)) {
      form.setFieldValue(field, residenceCountry);
    }
  }, [taxForm, residenceCountry, form]);

  // Start each form where most people are: an individual's SSN, an organization's EIN.
  const chooseKind = (next: TTaxKind) => {
    form.setFieldsValue({
      tin: { ...form.getFieldValue('tin'), type: next === 'entity' ? 'EIN' : 'SSN' },
      classification: next === 'individual' ? { type: 'individual' } : {},
    });
  };

  return (
    <Form<TTaxValues>
      form={form}
      layout="vertical"
      requiredMark="optional"
      initialValues={taxValuesOf(tax)}
      disabled={save.isPending}
      onFinish={submit}
    >
      {alert ? <Alert type="error" showIcon title={alert} role="alert" style={{ marginBottom: 16 }} /> : null}
      <Pair>
        <Form.Item
          label="You are"
          name="kind"
          rules={[{ required: true, message: 'Choose an individual or an organization' }]}
        >
          <Radio.Group
            aria-label="You are"
            optionType="button"
            onChange={(event) => chooseKind(event.target.value)}
            options={[
              { value: 'individual', label: 'An individual' },
              { value: 'entity', label: 'An organization' },
            ]}
          />
        </Form.Item>
        <Form.Item
          label="Country of tax residence"
          name="residenceCountry"
          rules={[{ required: true, message: 'Choose the country where you reside for tax' }]}
        >
          <CountrySelect label="Country of tax residence" />
        </Form.Item>
      </Pair>
      {taxForm ? (
        <Flex gap={8} align="baseline" wrap style={{ marginBottom: 24 }} data-testid="tax-form-choice">
          <Tag color="cyan" style={{ marginInlineEnd: 0 }}>
            {formTitles[taxForm]} applies
          </Tag>
          <Typography.Text type="secondary">{formWhy[taxForm]}</Typography.Text>
        </Flex>
      ) : (
        <Typography.Paragraph type="secondary">
          Answer both questions: they decide which form the US tax rules ask of you.
        </Typography.Paragraph>
      )}
      {taxForm === 'W9' && kind ? <W9Fields kind={kind} /> : null}
      {taxForm === 'W8BEN' ? <W8BenFields /> : null}
      {taxForm === 'W8BENE' ? <W8BenEFields /> : null}
      {taxForm ? (
        <>
          <Typography.Title level={2} style={{ fontSize: 15, marginTop: 0 }}>
            Signature
          </Typography.Title>
          {taxForm === 'W8BENE' ? (
            <>
              <Pair>
                <Form.Item
                  label="Name of the person signing"
                  name="signerName"
                  rules={schemaRules(bene.signerName)}
                >
                  <Input autoComplete="name" />
                </Form.Item>
                <Form.Item label="Their title" name="signerCapacity" rules={schemaRules(bene.signerCapacity)}>
                  <Input placeholder="As Director" autoComplete="organization-title" />
                </Form.Item>
              </Pair>
              <Form.Item
                name="authorizedToSign"
                valuePropName="checked"
                rules={[
                  {
                    validator: async (_rule, value: unknown) => {
                      if (value !== true) {
                        throw new Error(authorizedMessage);
                      }
                    },
                  },
                ]}
              >
                <Checkbox>I am authorized to sign for this organization</Checkbox>
              </Form.Item>
            </>
          ) : (
            <Pair>
              <Form.Item
                label="Your name, as your signature"
                name="signatureName"
                rules={schemaRules(w9.signatureName)}
                extra="Type the name you gave above."
              >
                <Input autoComplete="name" />
              </Form.Item>
              {null}
            </Pair>
          )}
          <Pair>
            <DateField
              label="Signature date"
              name="signedOn"
              schema={w9.signedOn}
              latest={today()}
              extra="Today, or a day in the last 30."
            />
            {null}
          </Pair>
          <FormSubmit loading={save.isPending} onCancel={onCancel}>
            Save tax details
          </FormSubmit>
        </>
      ) : onCancel ? (
        <Button onClick={onCancel}>Cancel</Button>
      ) : null}
    </Form>
  );
}
