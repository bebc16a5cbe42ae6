import {
  type TPublisherTax,
  type TPublisherTaxForm,
  taxFormFor,
  taxSignatureProblem,
  ZPublisherTaxRequestSchema,
} from '@atlas/shared';
import dayjs from 'dayjs';
import type { TTaxBody } from '../../../api/publisher-profile';
import { issueErrors } from './form-errors';

// The tax form's values (named as the request, so every error lands on its field) and the
// request built from them for the form that applies.

export type TTaxKind = 'individual' | 'entity';

type TAddressValues = {
  street?: string;
  city?: string;
  state?: string;
  zip?: string;
  region?: string;
  postalCode?: string;
  country?: string;
};

export type TTaxValues = {
  kind?: TTaxKind;
  residenceCountry?: string;
  // W-9
  name?: string;
  businessName?: string;
  classification?: { type?: string; llcTaxClass?: string; description?: string };
  exemptPayeeCode?: string;
  fatcaExemptionCode?: string;
  address?: TAddressValues;
  tin?: { type?: 'SSN' | 'EIN'; number?: string };
  signatureName?: string;
  signedOn?: string;
  // W-8BEN and W-8BEN-E
  citizenshipCountry?: string;
  residenceAddress?: TAddressValues;
  hasMailingAddress?: boolean;
  mailingAddress?: TAddressValues;
  usTin?: string;
  foreignTin?: string;
  foreignTinNotIssued?: boolean;
  birthDate?: string;
  claimsTreaty?: boolean;
  treaty?: { article?: string; rateBasisPoints?: number; incomeType?: string };
  organizationName?: string;
  incorporationCountry?: string;
  entityType?: string;
  fatcaStatus?: string;
  giin?: string;
  permanentAddress?: TAddressValues;
  signerName?: string;
  signerCapacity?: string;
  authorizedToSign?: boolean;
};

export const formTitles: Record<TPublisherTaxForm, string> = {
  W9: 'Form W-9',
  W8BEN: 'Form W-8BEN',
  W8BENE: 'Form W-8BEN-E',
};

export const formWhy: Record<TPublisherTaxForm, string> = {
  W9: 'For US persons: residents of the US or its territories, and US companies.',
  W8BEN: 'For individuals who are not US persons for tax.',
  W8BENE: 'For companies and other organizations outside the US.',
};

/** Where the form and its instructions are, to print, sign and upload. */
export const irsFormPage: Record<TPublisherTaxForm, string> = {
  W9: 'https://www.irs.gov/forms-pubs/about-form-w-9',
  W8BEN: 'https://www.irs.gov/forms-pubs/about-form-w-8-ben',
  W8BENE: 'https://www.irs.gov/forms-pubs/about-form-w-8-ben-e',
};

/** The form that applies, once both questions are answered. */
export const formOf = (values: Pick<TTaxValues, 'kind' | 'residenceCountry'>): TPublisherTaxForm | null =>
  values.kind && values.residenceCountry ? taxFormFor(values.residenceCountry, values.kind) : null;

export const today = () => dayjs().format('YYYY-MM-DD');

/** A new form, or a new one in place of the saved one: only what is shown back in clear is kept. */
export function taxValuesOf(tax: TPublisherTax): TTaxValues {
  const base: TTaxValues = { signedOn: today(), foreignTinNotIssued: false };
  if (!tax.form) {
    return base;
  }
  // A W-9 does not say who filed it; a business name is the best hint of an organization.
  const entity = tax.form === 'W8BENE' || (tax.form === 'W9' && tax.businessName !== null);
  const name = tax.name ?? undefined;
  return {
    ...base,
    kind: entity ? 'entity' : 'individual',
    residenceCountry: tax.residenceCountry ?? undefined,
    ...(tax.form === 'W8BENE'
      ? { organizationName: name, incorporationCountry: tax.incorporationCountry ?? undefined }
      : { name, citizenshipCountry: tax.citizenshipCountry ?? undefined }),
    businessName: tax.businessName ?? undefined,
  };
}

const blankToUndefined = (value: string | undefined) => (value?.trim() ? value : undefined);

const foreignAddress = (address: TAddressValues | undefined, country?: string) => ({
  street: address?.street ?? '',
  city: address?.city ?? '',
  region: blankToUndefined(address?.region),
  postalCode: blankToUndefined(address?.postalCode),
  country: country ?? address?.country ?? '',
});

function w9Body(values: TTaxValues) {
  const type = values.classification?.type;
  return {
    form: 'W9',
    name: values.name ?? '',
    businessName: blankToUndefined(values.businessName),
    classification: {
      type,
      ...(type === 'llc' ? { llcTaxClass: values.classification?.llcTaxClass } : {}),
      ...(type === 'other' ? { description: values.classification?.description ?? '' } : {}),
    },
    exemptPayeeCode: blankToUndefined(values.exemptPayeeCode),
    fatcaExemptionCode: blankToUndefined(values.fatcaExemptionCode),
    address: {
      street: values.address?.street ?? '',
      city: values.address?.city ?? '',
      state: values.address?.state ?? '',
      zip: values.address?.zip ?? '',
    },
    tin: { type: values.tin?.type, number: values.tin?.number ?? '' },
    signatureName: values.signatureName ?? '',
    signedOn: values.signedOn ?? '',
  };
}

function w8Parts(values: TTaxValues) {
  return {
    mailingAddress: values.hasMailingAddress ? foreignAddress(values.mailingAddress) : undefined,
    usTin: blankToUndefined(values.usTin),
    foreignTin: blankToUndefined(values.foreignTin),
    foreignTinNotIssued: values.foreignTinNotIssued === true,
    signedOn: values.signedOn ?? '',
  };
}

function w8BenBody(values: TTaxValues) {
  return {
    form: 'W8BEN',
    name: values.name ?? '',
    citizenshipCountry: values.citizenshipCountry ?? '',
    residenceAddress: foreignAddress(values.residenceAddress, values.residenceCountry),
    ...w8Parts(values),
    birthDate: values.birthDate ?? '',
    // A treaty benefit is claimed as a resident of the country of residence (W-8BEN, line 9).
    treaty: values.claimsTreaty
      ? {
          country: values.residenceCountry ?? '',
          article: values.treaty?.article ?? '',
          rateBasisPoints: values.treaty?.rateBasisPoints,
          incomeType: values.treaty?.incomeType ?? '',
        }
      : undefined,
    signatureName: values.signatureName ?? '',
  };
}

function w8BenEBody(values: TTaxValues) {
  return {
    form: 'W8BENE',
    organizationName: values.organizationName ?? '',
    incorporationCountry: values.incorporationCountry ?? '',
    entityType: values.entityType,
    fatcaStatus: values.fatcaStatus,
    giin: blankToUndefined(values.giin),
    permanentAddress: foreignAddress(values.permanentAddress, values.residenceCountry),
    ...w8Parts(values),
    signerName: values.signerName ?? '',
    signerCapacity: values.signerCapacity ?? '',
    authorizedToSign: values.authorizedToSign === true,
  };
}

const bodies: Record<TPublisherTaxForm, (values: TTaxValues) => unknown> = {
  W9: w9Body,
  W8BEN: w8BenBody,
  W8BENE: w8BenEBody,
};

/** Request paths the form shows elsewhere: the residence country is asked once, on top. */
export function taxFieldOf(path: string): string {
  return /^(residenceAddress|permanentAddress|treaty)\.country$/.test(path) ? 'residenceCountry' : path;
}

export type TTaxCheck = { ok: true; body: TTaxBody } | { ok: false; errors: ReturnType<typeof issueErrors> };

/**
 * The request for the form that applies, checked as the server checks it: the shared schema,
 * then the signature date against the publisher's own today.
 */
export function checkTaxValues(form: TPublisherTaxForm, values: TTaxValues, on = today()): TTaxCheck {
  const body = bodies[form](values);
  const checked = ZPublisherTaxRequestSchema.safeParse(body);
  if (!checked.success) {
    return { ok: false, errors: issueErrors(checked.error.issues) };
  }
  const late = taxSignatureProblem(checked.data.signedOn, on);
  if (late) {
    return { ok: false, errors: [{ name: ['signedOn'], errors: [late] }] };
  }
  // The schema accepted it, so it is the call's body.
  return { ok: true, body: body as TTaxBody };
}
