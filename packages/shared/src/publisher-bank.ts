import { z } from 'zod';
import {
  abaRoutingProblem,
  bicCountryProblem,
  bicProblem,
  compactBankId,
  ibanCountryProblem,
  ibanProblem,
  usesIban,
} from './bank-ids';

// The bank account a publisher's earnings are paid to (spec 7.9: GET publisher/profile/bankInformation
// reads it, POST publisher/profile/saveOrUpdate saves it; an operator approves it before any payout).
// Each bank country asks for the numbers its banks route by, so the body is a union on `bankCountry`.

/**
 * Every ISO 3166-1 alpha-2 code, and XK (Kosovo), which the IBAN registry lists. The United Kingdom
 * is GB here, although the product writes its marketplace as UK: a bank country must equal the
 * country letters of the account's IBAN and BIC, which are GB, and payment providers take ISO codes.
 */
// biome-ignore format: a table of codes, 16 to a row
export const bankCountries = [
  'AD', 'AE', 'AF', 'AG', 'AI', 'AL', 'AM', 'AO', 'AQ', 'AR', 'AS', 'AT', 'AU', 'AW', 'AX', 'AZ',
  'BA', 'BB', 'BD', 'BE', 'BF', 'BG', 'BH', 'BI', 'BJ', 'BL', 'BM', 'BN', 'BO', 'BQ', 'BR', 'BS',
  'BT', 'BV', 'BW', 'BY', 'BZ', 'CA', 'CC', 'CD', 'CF', 'CG', 'CH', 'CI', 'CK', 'CL', 'CM', 'CN',
  'CO', 'CR', 'CU', 'CV', 'CW', 'CX', 'CY', 'CZ', 'DE', 'DJ', 'DK', 'DM', 'DO', 'DZ', 'EC', 'EE',
  'EG', 'EH', 'ER', 'ES', 'ET', 'FI', 'FJ', 'FK', 'FM', 'FO', 'FR', 'GA', 'GB', 'GD', 'GE', 'GF',
  'GG', 'GH', 'GI', 'GL', 'GM', 'GN', 'GP', 'GQ', 'GR', 'GS', 'GT', 'GU', 'GW', 'GY', 'HK', 'HM',
  'HN', 'HR', 'HT', 'HU', 'ID', 'IE', 'IL', 'IM', 'IN', 'IO', 'IQ', 'IR', 'IS', 'IT', 'JE', 'JM',
  'JO', 'JP', 'KE', 'KG', 'KH', 'KI', 'KM', 'KN', 'KP', 'KR', 'KW', 'KY', 'KZ', 'LA', 'LB', 'LC',
  'LI', 'LK', 'LR', 'LS', 'LT', 'LU', 'LV', 'LY', 'MA', 'MC', 'MD', 'ME', 'MF', 'MG', 'MH', 'MK',
  'ML', 'MM', 'MN', 'MO', 'MP', 'MQ', 'MR', 'MS', 'MT', 'MU', 'MV', 'MW', 'MX', 'MY', 'MZ', 'NA',
  'NC', 'NE', 'NF', 'NG', 'NI', 'NL', 'NO', 'NP', 'NR', 'NU', 'NZ', 'OM', 'PA', 'PE', 'PF', 'PG',
  'PH', 'PK', 'PL', 'PM', 'PN', 'PR', 'PS', 'PT', 'PW', 'PY', 'QA', 'RE', 'RO', 'RS', 'RU', 'RW',
  'SA', 'SB', 'SC', 'SD', 'SE', 'SG', 'SH', 'SI', 'SJ', 'SK', 'SL', 'SM', 'SN', 'SO', 'SR', 'SS',
  'ST', 'SV', 'SX', 'SY', 'SZ', 'TC', 'TD', 'TF', 'TG', 'TH', 'TJ', 'TK', 'TL', 'TM', 'TN', 'TO',
  'TR', 'TT', 'TV', 'TW', 'TZ', 'UA', 'UG', 'UM', 'US', 'UY', 'UZ', 'VA', 'VC', 'VE', 'VG', 'VI',
  'VN', 'VU', 'WF', 'WS', 'XK', 'YE', 'YT', 'ZA', 'ZM', 'ZW',
] as const;
export type TBankCountry = (typeof bankCountries)[number];

/**
 * The euro area (Bulgaria since January 2026): paid in EUR by SEPA transfer, where the IBAN alone
 * routes the payment. The other SEPA members (CH, NO, PL, SE, the microstates…) follow the rules
 * of any other country: they pay in their own currency, or sit outside the EEA where a transfer
 * needs the BIC.
 */
// biome-ignore format: a table of codes
export const sepaCountries = [
  'AT', 'BE', 'BG', 'CY', 'DE', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR',
  'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PT', 'SI', 'SK',
] as const;
export type TSepaCountry = (typeof sepaCountries)[number];

// Any other country gives its IBAN where its banks use IBANs, else its account number, and the BIC.
type TOtherCountry = Exclude<TBankCountry, 'US' | 'CA' | 'GB' | TSepaCountry>;
type TOtherCountries = [TOtherCountry, ...TOtherCountry[]];
const ownRuleCountries = new Set<string>(['US', 'CA', 'GB', ...sepaCountries]);
const otherCountries = bankCountries.filter(
  (country): country is TOtherCountry => !ownRuleCountries.has(country),
);
const otherIbanCountries = otherCountries.filter(usesIban) as TOtherCountries;
const otherAccountCountries = otherCountries.filter((country) => !usesIban(country)) as TOtherCountries;

export const accountTypes = ['checking', 'savings'] as const;
export type TAccountType = (typeof accountTypes)[number];

/**
 * A text field with one message: the value `normalise` makes of the input, or the first problem
 * `problemOf` finds with it (a value left empty reads as missing).
 */
const text = (
  missing: string,
  normalise: (value: string) => string,
  problemOf: (value: string) => string | null,
) =>
  z.string({ error: missing }).transform((input, ctx) => {
    const value = normalise(input);
    const problem = value === '' ? missing : problemOf(value);
    if (problem !== null) {
      ctx.issues.push({ code: 'custom', message: problem, input });
      return z.NEVER;
    }
    return value;
  });

/** A bank number of `min` to `max` digits, typed with or without spaces and hyphens. */
const digits = (
  missing: string,
  min: number,
  max: number,
  lengthMessage: string,
  letterMessage = lengthMessage,
) =>
  text(missing, compactBankId, (value) => {
    if (!/^\d+$/.test(value)) {
      return letterMessage;
    }
    return value.length < min || value.length > max ? lengthMessage : null;
  });

/** An account number of `min` to `max` digits: a letter in it gets its own message. */
const accountDigits = (min: number, max: number, lengthMessage: string) =>
  digits('Enter your account number', min, max, lengthMessage, 'A bank account number has digits only');

// Letters of any script with their accents, and the punctuation names carry. A typographic
// apostrophe (what phones type) becomes the plain one banks print.
const holderName = /^(?=.*\p{L})[\p{L}\p{M} .,'-]+$/u;
const readName = (value: string) => value.normalize('NFC').replace(/’/g, "'").replace(/\s+/g, ' ').trim();

const holderShape = {
  accountHolderName: text("Enter the account holder's name", readName, (name) => {
    if (name.length < 2 || name.length > 140) {
      return "The account holder's name has 2 to 140 characters";
    }
    return holderName.test(name) ? null : "Use letters, spaces and . , ' - only in the account holder's name";
  }),
  bankName: text(
    "Enter your bank's name",
    (value) => value.trim(),
    (name) => (name.length < 2 || name.length > 140 ? "The bank's name has 2 to 140 characters" : null),
  ),
};

const currency = <C extends string>(where: string, code: C) =>
  z
    .string({ error: 'Choose the currency of the account' })
    .trim()
    .toUpperCase()
    .pipe(z.literal(code, { error: `Payouts to a bank in ${where} are in ${code}` }));

const anyCurrency = z
  .string({ error: 'Choose the currency of the account' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, 'Enter the currency as its 3-letter code, as CHF');

const accountType = z.enum(accountTypes, { error: 'Choose checking or savings' }).optional();

const ZIbanSchema = text('Enter your IBAN', compactBankId, ibanProblem);

const bicMissing = 'Enter the BIC (SWIFT code) of your bank';
const ZBicSchema = text(bicMissing, compactBankId, bicProblem);

/** A euro-area transfer is routed by the IBAN: a BIC left out or blank is not given. */
const optionalBic = z
  .string({ error: bicMissing })
  .optional()
  .transform((value) => (value?.trim() ? value : undefined))
  .pipe(ZBicSchema.optional());

type TRoutedAccount = { bankCountry: string; iban?: string; bic?: string };

/**
 * The IBAN or BIC must be of a bank in the bank country. Told once the field passed its own
 * checks, even while other fields are wrong, so the form shows every problem at once.
 */
const ofBankCountry = (field: 'iban' | 'bic', problemOf: (value: string, country: string) => string | null) =>
  z.superRefine<TRoutedAccount>(
    (account, ctx) => {
      const value = account[field];
      const problem = value === undefined ? null : problemOf(value, account.bankCountry);
      if (problem !== null) {
        ctx.addIssue({ code: 'custom', path: [field], message: problem });
      }
    },
    {
      when: ({ issues }) => issues.every((issue) => issue.path?.[0] !== field),
    },
  );

const usBranch = z.object({
  bankCountry: z.enum(['US']),
  ...holderShape,
  currency: currency('US', 'USD'),
  routingNumber: text('Enter your routing number', compactBankId, abaRoutingProblem),
  accountNumber: accountDigits(4, 17, 'A US account number has 4 to 17 digits'),
  accountType,
});

const caBranch = z.object({
  bankCountry: z.enum(['CA']),
  ...holderShape,
  currency: currency('CA', 'CAD'),
  institutionNumber: digits('Enter your institution number', 3, 3, 'An institution number has 3 digits'),
  transitNumber: digits('Enter your transit number', 5, 5, 'A transit number has 5 digits'),
  accountNumber: accountDigits(7, 12, 'A Canadian account number has 7 to 12 digits'),
  accountType,
});

// UK banks give 8-digit account numbers; an older 6 or 7-digit one is refused rather than padded,
// since where the zeros go is the bank's to say.
const gbBranch = z.object({
  bankCountry: z.enum(['GB']),
  ...holderShape,
  currency: currency('GB', 'GBP'),
  sortCode: digits('Enter your sort code', 6, 6, 'A sort code has 6 digits, as 12-34-56').transform(
    (code) => `${code.slice(0, 2)}-${code.slice(2, 4)}-${code.slice(4)}`,
  ),
  accountNumber: accountDigits(8, 8, 'A UK account number has 8 digits'),
});

const sepaBranch = z
  .object({
    bankCountry: z.enum(sepaCountries),
    ...holderShape,
    currency: currency('the euro area', 'EUR'),
    iban: ZIbanSchema,
    bic: optionalBic,
  })
  .check(ofBankCountry('iban', ibanCountryProblem), ofBankCountry('bic', bicCountryProblem));

const otherIbanBranch = z
  .object({
    bankCountry: z.enum(otherIbanCountries),
    ...holderShape,
    currency: anyCurrency,
    iban: ZIbanSchema,
    bic: ZBicSchema,
  })
  .check(ofBankCountry('iban', ibanCountryProblem), ofBankCountry('bic', bicCountryProblem));

const otherAccountBranch = z
  .object({
    bankCountry: z.enum(otherAccountCountries),
    ...holderShape,
    currency: anyCurrency,
    accountNumber: text('Enter your account number', compactBankId, (value) =>
      /^[A-Z0-9]{4,34}$/.test(value) ? null : 'An account number has 4 to 34 letters and digits',
    ),
    bic: ZBicSchema,
  })
  .check(ofBankCountry('bic', bicCountryProblem));

const branches = [usBranch, caBranch, gbBranch, sepaBranch, otherIbanBranch, otherAccountBranch] as const;

/** POST publisher/profile/saveOrUpdate: the account's holder, bank and the numbers its country routes by. */
export const ZPublisherBankRequestSchema = z.discriminatedUnion('bankCountry', branches, {
  error: 'Choose the country of your bank',
});
export type TPublisherBankRequest = z.infer<typeof ZPublisherBankRequestSchema>;

type TKeysOf<T> = T extends unknown ? keyof T : never;
/** A field the bank form shows besides the holder's name, the bank's name and the currency. */
export type TBankField = Exclude<
  TKeysOf<TPublisherBankRequest>,
  'bankCountry' | keyof typeof holderShape | 'currency'
>;

const sharedKeys = new Set(['bankCountry', 'currency', ...Object.keys(holderShape)]);
const fieldsByCountry = new Map<string, readonly TBankField[]>(
  branches.flatMap((branch) => {
    const fields = Object.keys(branch.shape).filter((key) => !sharedKeys.has(key)) as TBankField[];
    return branch.shape.bankCountry.options.map((country) => [country, fields] as const);
  }),
);

/** The fields the form shows for a bank country, read from its schema; none for a code that is not one. */
export function bankFieldsFor(country: string): readonly TBankField[] {
  return fieldsByCountry.get(country) ?? [];
}

/** `•` (U+2022), as banking apps show hidden digits: it is in every font and in no account number. */
export const maskCharacter = '•';
const hidden = maskCharacter.repeat(4);

/**
 * An account number or IBAN as it may be shown once saved: the last 4 characters, never more than
 * half of them, so a short number is not shown whole. `DE89 3704 0044 0532 0130 00` → `•••• 3000`.
 */
export function maskAccount(value: string): string {
  const characters = compactBankId(value);
  const shown = Math.min(4, Math.floor(characters.length / 2));
  return shown > 0 ? `${hidden} ${characters.slice(-shown)}` : hidden;
}

/** What `maskAccount` answers; a response built on it can never carry a whole account number. */
export const ZMaskedAccountSchema = z
  .string()
  .regex(/^•{4}( [0-9A-Z]{1,4})?$/, 'Only a masked account number may be answered');

export const publisherBankStatuses = ['missing', 'pending', 'approved', 'rejected'] as const;
export type TPublisherBankStatus = (typeof publisherBankStatuses)[number];

/**
 * GET publisher/profile/bankInformation: the saved account with its routing numbers in clear and
 * the account number or IBAN masked; every field null while `status` is `missing`.
 */
export const ZPublisherBankSchema = z.object({
  status: z.enum(publisherBankStatuses),
  /** Why an operator refused the account, for the publisher to fix; null unless `rejected`. */
  reviewReason: z.string().nullable(),
  updatedAt: z.string().nullable(),
  bankCountry: z.enum(bankCountries).nullable(),
  accountHolderName: z.string().nullable(),
  bankName: z.string().nullable(),
  currency: z.string().nullable(),
  accountType: z.enum(accountTypes).nullable(),
  routingNumber: z.string().nullable(),
  institutionNumber: z.string().nullable(),
  transitNumber: z.string().nullable(),
  sortCode: z.string().nullable(),
  bic: z.string().nullable(),
  accountMasked: ZMaskedAccountSchema.nullable(),
});
export type TPublisherBank = z.infer<typeof ZPublisherBankSchema>;
