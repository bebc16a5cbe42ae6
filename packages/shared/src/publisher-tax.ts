import { z } from 'zod';
import { specDayInput } from './calendar-day';
import { ZEinSchema, ZMaskedTinSchema, ZSsnOrItinSchema, ZSsnSchema } from './tax-ids';

// The tax details a publisher gives before being paid (POST publisher/profile/taxSaveOrUpdate):
// a W-9 from a US person, a W-8BEN from a non-US individual, a W-8BEN-E from a non-US entity.
// The schemas check all that needs no clock; the server adds `taxSignatureProblem` with its own.

export const publisherTaxForms = ['W9', 'W8BEN', 'W8BENE'] as const;
export type TPublisherTaxForm = (typeof publisherTaxForms)[number];

/** Every officially assigned ISO 3166-1 alpha-2 code. */
// biome-ignore format: one row per initial letter keeps the list readable
export const isoCountryCodes = [
  'AD', 'AE', 'AF', 'AG', 'AI', 'AL', 'AM', 'AO', 'AQ', 'AR', 'AS', 'AT', 'AU', 'AW', 'AX', 'AZ',
  'BA', 'BB', 'BD', 'BE', 'BF', 'BG', 'BH', 'BI', 'BJ', 'BL', 'BM', 'BN', 'BO', 'BQ', 'BR', 'BS', 'BT', 'BV', 'BW', 'BY', 'BZ',
  'CA', 'CC', 'CD', 'CF', 'CG', 'CH', 'CI', 'CK', 'CL', 'CM', 'CN', 'CO', 'CR', 'CU', 'CV', 'CW', 'CX', 'CY', 'CZ',
  'DE', 'DJ', 'DK', 'DM', 'DO', 'DZ',
  'EC', 'EE', 'EG', 'EH', 'ER', 'ES', 'ET',
  'FI', 'FJ', 'FK', 'FM', 'FO', 'FR',
  'GA', 'GB', 'GD', 'GE', 'GF', 'GG', 'GH', 'GI', 'GL', 'GM', 'GN', 'GP', 'GQ', 'GR', 'GS', 'GT', 'GU', 'GW', 'GY',
  'HK', 'HM', 'HN', 'HR', 'HT', 'HU',
  'ID', 'IE', 'IL', 'IM', 'IN', 'IO', 'IQ', 'IR', 'IS', 'IT',
  'JE', 'JM', 'JO', 'JP',
  'KE', 'KG', 'KH', 'KI', 'KM', 'KN', 'KP', 'KR', 'KW', 'KY', 'KZ',
  'LA', 'LB', 'LC', 'LI', 'LK', 'LR', 'LS', 'LT', 'LU', 'LV', 'LY',
  'MA', 'MC', 'MD', 'ME', 'MF', 'MG', 'MH', 'MK', 'ML', 'MM', 'MN', 'MO', 'MP', 'MQ', 'MR', 'MS', 'MT', 'MU', 'MV', 'MW', 'MX', 'MY', 'MZ',
  'NA', 'NC', 'NE', 'NF', 'NG', 'NI', 'NL', 'NO', 'NP', 'NR', 'NU', 'NZ',
  'OM',
  'PA', 'PE', 'PF', 'PG', 'PH', 'PK', 'PL', 'PM', 'PN', 'PR', 'PS', 'PT', 'PW', 'PY',
  'QA',
  'RE', 'RO', 'RS', 'RU', 'RW',
  'SA', 'SB', 'SC', 'SD', 'SE', 'SG', 'SH', 'SI', 'SJ', 'SK', 'SL', 'SM', 'SN', 'SO', 'SR', 'SS', 'ST', 'SV', 'SX', 'SY', 'SZ',
  'TC', 'TD', 'TF', 'TG', 'TH', 'TJ', 'TK', 'TL', 'TM', 'TN', 'TO', 'TR', 'TT', 'TV', 'TW', 'TZ',
  'UA', 'UG', 'UM', 'US', 'UY', 'UZ',
  'VA', 'VC', 'VE', 'VG', 'VI', 'VN', 'VU',
  'WF', 'WS',
  'YE', 'YT',
  'ZA', 'ZM', 'ZW',
] as const;
export type TIsoCountryCode = (typeof isoCountryCodes)[number];

/** The 50 states, DC, the inhabited territories, and the APO/FPO codes a service member abroad writes on a W-9. */
// biome-ignore format: a block of two-letter codes reads better than one per line
export const usStateCodes = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY',
  'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND',
  'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
  'DC', 'AS', 'GU', 'MP', 'PR', 'VI', 'AA', 'AE', 'AP',
] as const;

/**
 * The US and its territories: a W-9 address may be in Puerto Rico or Guam, so a residence there
 * is a US residence, and the W-8 forms refuse those codes as they refuse US.
 */
const usCountryCodes: readonly string[] = ['US', 'AS', 'GU', 'MP', 'PR', 'UM', 'VI'];

export const isUsCountry = (code: string): boolean => usCountryCodes.includes(code.trim().toUpperCase());

/** Which form a publisher gives: any US resident a W-9, others a W-8BEN (a person) or W-8BEN-E (an entity). */
export function taxFormFor(residenceCountry: string, kind: 'individual' | 'entity'): TPublisherTaxForm {
  if (isUsCountry(residenceCountry)) {
    return 'W9';
  }
  return kind === 'individual' ? 'W8BEN' : 'W8BENE';
}

// Dates

const msPerDay = 86_400_000;
export const maxSignatureAgeDays = 30;

/** Days since 1970-01-01 of a YYYY-MM-DD that the calendar has, else null (2026-02-30 is null). */
function dayNumber(isoDay: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay);
  if (!match) {
    return null;
  }
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const date = new Date(0);
  date.setUTCFullYear(year, month, day);
  const exists = date.getUTCFullYear() === year && date.getUTCMonth() === month && date.getUTCDate() === day;
  return exists ? date.getTime() / msPerDay : null;
}

/**
 * Why a signature date cannot be accepted on `today` (YYYY-MM-DD), or null: it must not be in the
 * future nor more than 30 days old. The server passes its own day; it should take the latest day
 * on earth (UTC+14) so that a signer east of UTC is not refused on their own today.
 */
export function taxSignatureProblem(signedOn: string, today: string): string | null {
  const now = dayNumber(today);
  if (now === null) {
    throw new Error(`today must be a calendar day written YYYY-MM-DD, not ${today}`);
  }
  const signed = dayNumber(signedOn);
  if (signed === null) {
    return 'Enter the signature date as YYYY-MM-DD';
  }
  if (signed > now) {
    return 'The signature date cannot be in the future';
  }
  if (now - signed > maxSignatureAgeDays) {
    return `Sign again: the signature is more than ${maxSignatureAgeDays} days old`;
  }
  return null;
}

/**
 * Why someone born on `birthDate` cannot sign on `signedOn`, or null when they are 18 or older
 * that day. Someone born on 29 February turns 18 on 1 March of a common year.
 */
export function adultOnProblem(birthDate: string, signedOn: string): string | null {
  if (dayNumber(birthDate) === null || dayNumber(signedOn) === null) {
    return 'Enter the dates as YYYY-MM-DD';
  }
  const eighteenthBirthday = `${String(Number(birthDate.slice(0, 4)) + 18).padStart(4, '0')}${birthDate.slice(4)}`;
  return signedOn >= eighteenthBirthday ? null : 'You must be 18 or older on the signature date';
}

// Field schemas

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `Enter ${label}` })
    .trim()
    .min(1, `Enter ${label}`)
    .max(max, `Keep it under ${max} characters`);

/** A field the publisher may leave out or blank; blank reads as left out. */
const optionalOf = <T extends z.ZodType<unknown, string>>(schema: T) =>
  z
    .string()
    .optional()
    .transform((value) => value?.trim() || undefined)
    .pipe(schema.optional());

const optionalText = (max: number) => optionalOf(z.string().max(max, `Keep it under ${max} characters`));

const isoDay = (label: string) =>
  z.preprocess(
    specDayInput,
    z
      .string({ error: `Enter ${label} as YYYY-MM-DD` })
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `Enter ${label} as YYYY-MM-DD, as 2026-03-31`, abort: true })
      .refine((value) => dayNumber(value) !== null, 'That day does not exist in the calendar'),
  );

const countryMessage = 'Choose a country by its two-letter code, as FR';

// The marketplaces call the United Kingdom UK; ISO calls it GB.
const ZIsoCountrySchema = z
  .string({ error: countryMessage })
  .trim()
  .toUpperCase()
  .transform((code) => (code === 'UK' ? 'GB' : code))
  .pipe(z.enum(isoCountryCodes, { error: countryMessage }));

const nonUsCountry = (usMessage: string) => ZIsoCountrySchema.refine((code) => !isUsCountry(code), usMessage);

const stateMessage = 'Choose a US state or territory by its two-letter code, as CA';
const zipMessage = 'A ZIP code has 5 or 9 digits, as 12345 or 12345-6789';

const ZUsAddressSchema = z.object({
  street: requiredText('the street address', 200),
  city: requiredText('the city', 100),
  state: z
    .string({ error: stateMessage })
    .trim()
    .toUpperCase()
    .pipe(z.enum(usStateCodes, { error: stateMessage })),
  zip: z
    .string({ error: zipMessage })
    .transform((zip) => zip.replace(/\s/g, '').replace(/^(\d{5})(\d{4})$/, '$1-$2'))
    .pipe(z.string().regex(/^\d{5}(-\d{4})?$/, zipMessage)),
});

const foreignAddress = <S extends z.ZodType<string, string>, C extends z.ZodType<string, string>>(
  street: S,
  country: C,
) =>
  z.object({
    street,
    city: requiredText('the city or town', 100),
    region: optionalText(100),
    postalCode: optionalText(20),
    country,
  });

const poBox = /\b(p\.?\s*o\.?\s*box|post\s+office\s+box)\b/i;

/** Where the publisher lives or the entity resides for tax; the forms forbid a P.O. box there. */
const permanentAddress = (usMessage: string) =>
  foreignAddress(
    requiredText('the street address', 200).refine(
      (street) => !poBox.test(street),
      'Give the street address, not a P.O. box',
    ),
    nonUsCountry(usMessage),
  );

const ZMailingAddressSchema = foreignAddress(requiredText('the street address', 200), ZIsoCountrySchema);

const foreignTinMessage = 'A tax number has 1 to 30 letters, digits, spaces, dashes, dots or slashes';

const ZForeignTinSchema = z
  .string()
  .transform((tin) => tin.replace(/\s+/g, ' ').toUpperCase())
  .pipe(z.string().regex(/^[0-9A-Z ./-]{1,30}$/, foreignTinMessage));

const ZGiinSchema = z
  .string()
  .toUpperCase()
  .regex(
    /^[0-9A-Z]{6}\.[0-9A-Z]{5}\.[A-Z]{2}\.\d{3}$/,
    'A GIIN reads XXXXXX.XXXXX.XX.XXX, as 98Q96B.00000.LE.250',
  );

const rateMessage = 'A treaty rate is from 0% to 30%, that is 0 to 3000 basis points';

const ZTreatyClaimSchema = z.object({
  country: nonUsCountry('A tax treaty is with a country other than the US'),
  article: requiredText('the treaty article, as 12(1)', 30),
  rateBasisPoints: z
    .number({ error: rateMessage })
    .int('Enter the rate in whole basis points')
    .min(0, rateMessage)
    .max(3000, rateMessage),
  incomeType: requiredText('the type of income, as royalties', 100),
});

// Cross-field checks

type TIssueContext = z.RefinementCtx;

const nameKey = (name: string) => name.normalize('NFKC').replace(/\s+/g, '').toLowerCase();

function checkSignatureName(signatureName: string, name: string, ctx: TIssueContext) {
  if (nameKey(signatureName) !== nameKey(name)) {
    ctx.addIssue({
      code: 'custom',
      path: ['signatureName'],
      message: 'Sign with the name you entered above',
    });
  }
}

function checkForeignTin(value: { foreignTin?: string; foreignTinNotIssued: boolean }, ctx: TIssueContext) {
  if (value.foreignTinNotIssued && value.foreignTin) {
    ctx.addIssue({
      code: 'custom',
      path: ['foreignTin'],
      message: 'Leave the tax number empty, or untick that the country does not issue one',
    });
  }
  if (!value.foreignTinNotIssued && !value.foreignTin) {
    ctx.addIssue({
      code: 'custom',
      path: ['foreignTin'],
      message: 'Enter the tax number of the country of residence, or tick that it does not issue one',
    });
  }
}

// W-9

export const w9TaxClassifications = [
  'individual',
  'c_corporation',
  's_corporation',
  'partnership',
  'trust_estate',
  'llc',
  'other',
] as const;

/** Classifications whose holder is never an individual, so the W-9 carries an EIN. */
const einOnlyClassifications: readonly string[] = ['c_corporation', 's_corporation', 'partnership', 'llc'];

const ZW9ClassificationSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.enum(w9TaxClassifications).exclude(['llc', 'other']) }),
    z.object({
      type: z.literal('llc'),
      llcTaxClass: z.enum(['C', 'S', 'P'], {
        error: 'Choose how the LLC is taxed: C corporation, S corporation or partnership',
      }),
    }),
    z.object({ type: z.literal('other'), description: requiredText('your tax classification', 100) }),
  ],
  { error: 'Choose your federal tax classification' },
);

const ZW9TinSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('SSN'), number: ZSsnSchema }),
    z.object({ type: z.literal('EIN'), number: ZEinSchema }),
  ],
  { error: 'Choose SSN or EIN' },
);

const exemptPayeeCodes = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '13'] as const;
const fatcaExemptionCodes = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L', 'M'] as const;

export const ZW9RequestSchema = z
  .object({
    form: z.literal('W9'),
    name: requiredText('your name as shown on your income tax return', 120),
    businessName: optionalText(120),
    classification: ZW9ClassificationSchema,
    exemptPayeeCode: optionalOf(
      z.enum(exemptPayeeCodes, { error: 'An exempt payee code is a number from 1 to 13' }),
    ),
    fatcaExemptionCode: optionalOf(
      z
        .string()
        .toUpperCase()
        .pipe(z.enum(fatcaExemptionCodes, { error: 'A FATCA exemption code is a letter from A to M' })),
    ),
    address: ZUsAddressSchema,
    tin: ZW9TinSchema,
    signatureName: requiredText('your name as your signature', 120),
    signedOn: isoDay('the signature date'),
  })
  .superRefine((value, ctx) => {
    checkSignatureName(value.signatureName, value.name, ctx);
    if (einOnlyClassifications.includes(value.classification.type) && value.tin.type !== 'EIN') {
      ctx.addIssue({
        code: 'custom',
        path: ['tin', 'type'],
        message: 'A corporation, partnership or LLC gives its EIN',
      });
    }
  });
export type TW9Request = z.infer<typeof ZW9RequestSchema>;

// W-8BEN

export const ZW8BenRequestSchema = z
  .object({
    form: z.literal('W8BEN'),
    name: requiredText('your full legal name', 120),
    citizenshipCountry: nonUsCountry('A US citizen gives a W-9 instead of a W-8BEN'),
    residenceAddress: permanentAddress('A US resident gives a W-9 instead of a W-8BEN'),
    mailingAddress: ZMailingAddressSchema.optional(),
    usTin: optionalOf(ZSsnOrItinSchema),
    foreignTin: optionalOf(ZForeignTinSchema),
    foreignTinNotIssued: z
      .boolean({ error: 'Tick or untick that your country issues no tax number' })
      .default(false),
    birthDate: isoDay('your date of birth'),
    treaty: ZTreatyClaimSchema.optional(),
    signatureName: requiredText('your name as your signature', 120),
    signedOn: isoDay('the signature date'),
    signerCapacity: z.literal('self', { error: 'Only you can sign your own W-8BEN' }).default('self'),
  })
  .superRefine((value, ctx) => {
    checkSignatureName(value.signatureName, value.name, ctx);
    checkForeignTin(value, ctx);
    const underage = adultOnProblem(value.birthDate, value.signedOn);
    if (underage) {
      ctx.addIssue({ code: 'custom', path: ['birthDate'], message: underage });
    }
  });
export type TW8BenRequest = z.infer<typeof ZW8BenRequestSchema>;

// W-8BEN-E

export const chapter3EntityTypes = [
  'corporation',
  'partnership',
  'simple_trust',
  'grantor_trust',
  'complex_trust',
  'estate',
  'government',
  'central_bank_of_issue',
  'tax_exempt_organization',
  'private_foundation',
  'international_organization',
] as const;

export const chapter4Statuses = [
  'active_nffe',
  'passive_nffe',
  'nonreporting_iga_ffi',
  'participating_ffi',
  'registered_deemed_compliant_ffi',
  'exempt_beneficial_owner',
] as const;

/** The FATCA statuses under which the IRS has registered the entity, so it has a GIIN. */
const giinStatuses: readonly string[] = ['participating_ffi', 'registered_deemed_compliant_ffi'];

export const ZW8BenERequestSchema = z
  .object({
    form: z.literal('W8BENE'),
    organizationName: requiredText('the legal name of the organization', 200),
    incorporationCountry: nonUsCountry('A US entity gives a W-9 instead of a W-8BEN-E'),
    entityType: z.enum(chapter3EntityTypes, { error: 'Choose the type of entity (chapter 3 status)' }),
    fatcaStatus: z.enum(chapter4Statuses, { error: 'Choose the FATCA status (chapter 4 status)' }),
    giin: optionalOf(ZGiinSchema),
    permanentAddress: permanentAddress('Give the address where the entity resides for tax, outside the US'),
    mailingAddress: ZMailingAddressSchema.optional(),
    usTin: optionalOf(ZEinSchema),
    foreignTin: optionalOf(ZForeignTinSchema),
    foreignTinNotIssued: z
      .boolean({ error: 'Tick or untick that the country issues no tax number' })
      .default(false),
    signerName: requiredText('the name of the person signing', 120),
    signerCapacity: requiredText('the title of the person signing, as Director', 80),
    signedOn: isoDay('the signature date'),
    authorizedToSign: z.literal(true, { error: 'Confirm that you are authorized to sign for this entity' }),
  })
  .superRefine((value, ctx) => {
    checkForeignTin(value, ctx);
    if (giinStatuses.includes(value.fatcaStatus) && !value.giin) {
      ctx.addIssue({ code: 'custom', path: ['giin'], message: 'Enter the GIIN the IRS gave this entity' });
    }
  });
export type TW8BenERequest = z.infer<typeof ZW8BenERequestSchema>;

/** The body of POST publisher/profile/taxSaveOrUpdate; the server also calls `taxSignatureProblem`. */
export const ZPublisherTaxRequestSchema = z.discriminatedUnion(
  'form',
  [ZW9RequestSchema, ZW8BenRequestSchema, ZW8BenERequestSchema],
  { error: 'Choose the form: W-9, W-8BEN or W-8BEN-E' },
);
export type TPublisherTaxRequest = z.infer<typeof ZPublisherTaxRequestSchema>;

/**
 * The tax details as read back. TINs only masked (`maskTin`); the schema refuses a whole one.
 * `name` is the W-9 name, the individual's or the organization's; `signatureName` the signer's.
 * `residenceCountry` is US for a W-9. `form` is null exactly while the status is `missing`.
 */
export const ZPublisherTaxSchema = z
  .object({
    status: z.enum(['missing', 'submitted']),
    form: z.enum(publisherTaxForms).nullable(),
    name: z.string().nullable(),
    businessName: z.string().nullable(),
    citizenshipCountry: z.enum(isoCountryCodes).nullable(),
    incorporationCountry: z.enum(isoCountryCodes).nullable(),
    residenceCountry: z.enum(isoCountryCodes).nullable(),
    maskedUsTin: ZMaskedTinSchema.nullable(),
    maskedForeignTin: ZMaskedTinSchema.nullable(),
    signatureName: z.string().nullable(),
    signedOn: z.iso.date().nullable(),
    pdfUploaded: z.boolean(),
    updatedAt: z.iso.datetime({ offset: true }).nullable(),
  })
  .refine((value) => (value.status === 'missing') === (value.form === null), {
    path: ['form'],
    message: 'Tax details are missing exactly when no form is saved',
  });
export type TPublisherTax = z.infer<typeof ZPublisherTaxSchema>;
