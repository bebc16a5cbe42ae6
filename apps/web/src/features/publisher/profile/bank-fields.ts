import {
  bankFieldsFor,
  sepaCountries,
  type TBankField,
  type TPublisherBank,
  ZPublisherBankRequestSchema,
} from '@atlas/shared';
import type { TBankBody } from '../../../api/publisher-profile';
import type { TSchema } from './form-errors';

// What the bank form shows for a country, read from the shared schema's branch for it.

export type TBankValues = {
  bankCountry?: string;
  accountHolderName?: string;
  bankName?: string;
  currency?: string;
} & Partial<Record<TBankField, string>>;

export const bankFieldText: Record<TBankField, { label: string; placeholder?: string }> = {
  routingNumber: { label: 'Routing number (ABA)', placeholder: '9 digits, as 021000021' },
  institutionNumber: { label: 'Institution number', placeholder: '3 digits, as 001' },
  transitNumber: { label: 'Transit number', placeholder: '5 digits, as 12345' },
  sortCode: { label: 'Sort code', placeholder: '12-34-56' },
  iban: { label: 'IBAN', placeholder: 'As DE89 3704 0044 0532 0130 00' },
  accountNumber: { label: 'Account number', placeholder: 'Digits as on your statement' },
  bic: { label: 'BIC (SWIFT code)', placeholder: 'As DEUTDEFF' },
  accountType: { label: 'Account type' },
};

/** The numbers the server keeps sealed and shows back masked: typed again on every change. */
export const sealedFields: readonly TBankField[] = ['accountNumber', 'iban'];

/** The currency a bank country's payouts must be in, where the schema fixes it. */
export function fixedCurrency(country: string | undefined): string | null {
  if (country === 'US') {
    return 'USD';
  }
  if (country === 'CA') {
    return 'CAD';
  }
  if (country === 'GB') {
    return 'GBP';
  }
  return (sepaCountries as readonly string[]).includes(country ?? '') ? 'EUR' : null;
}

// Elsewhere any currency goes; these are only the likely ones, prefilled for the publisher to check.
// biome-ignore format: a table of codes
const usualCurrency: Readonly<Record<string, string>> = {
  AD: 'EUR', AE: 'AED', AU: 'AUD', BR: 'BRL', CH: 'CHF', CN: 'CNY', CZ: 'CZK', DK: 'DKK', HK: 'HKD',
  HU: 'HUF', IL: 'ILS', IN: 'INR', IS: 'ISK', JP: 'JPY', KR: 'KRW', LI: 'CHF', MC: 'EUR', ME: 'EUR',
  MX: 'MXN', NO: 'NOK', NZ: 'NZD', PL: 'PLN', RO: 'RON', SE: 'SEK', SG: 'SGD', SM: 'EUR', TR: 'TRY',
  VA: 'EUR', XK: 'EUR', ZA: 'ZAR',
};

export const currencyFor = (country: string | undefined): string =>
  fixedCurrency(country) ?? usualCurrency[country ?? ''] ?? '';

type TBranch = { shape: Record<string, TSchema> & { bankCountry: { options: readonly string[] } } };

/** The schema of one field for a bank country (its branch of the union), for the field's rules. */
export function bankFieldSchema(country: string, field: string): TSchema | undefined {
  const branches = ZPublisherBankRequestSchema.options as unknown as readonly TBranch[];
  const branch = branches.find((b) => b.shape.bankCountry.options.includes(country));
  return branch?.shape[field];
}

/** The request: the shared fields and exactly the country's own; an empty optional one is left out. */
export function bankBodyOf(values: TBankValues): TBankBody {
  const country = values.bankCountry ?? '';
  const own = bankFieldsFor(country).flatMap((field) => {
    const value = values[field];
    return value === undefined || value === '' ? [] : [[field, value] as const];
  });
  // The server checks the shape again; this only names the country's fields.
  return {
    bankCountry: country,
    accountHolderName: values.accountHolderName ?? '',
    bankName: values.bankName ?? '',
    currency: values.currency ?? '',
    ...Object.fromEntries(own),
  } as TBankBody;
}

/** The saved account as the form's starting values; the sealed number is typed again. */
export function bankValuesOf(bank: TPublisherBank | undefined): TBankValues {
  if (!bank?.bankCountry) {
    return {};
  }
  const clear = (value: string | null) => value ?? undefined;
  return {
    bankCountry: bank.bankCountry,
    accountHolderName: clear(bank.accountHolderName),
    bankName: clear(bank.bankName),
    currency: clear(bank.currency),
    accountType: clear(bank.accountType),
    routingNumber: clear(bank.routingNumber),
    institutionNumber: clear(bank.institutionNumber),
    transitNumber: clear(bank.transitNumber),
    sortCode: clear(bank.sortCode),
    bic: clear(bank.bic),
  };
}
