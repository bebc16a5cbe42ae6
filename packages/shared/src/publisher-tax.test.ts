import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  adultOnProblem,
  isoCountryCodes,
  publisherTaxForms,
  taxFormFor,
  taxSignatureProblem,
  ZPublisherTaxRequestSchema,
  ZPublisherTaxSchema,
} from './publisher-tax';

const issuesOf = (schema: z.ZodType, input: unknown) =>
  schema.safeParse(input).error?.issues.map(({ path, message }) => ({ path, message }));

const w9 = (overrides: Record<string, unknown> = {}) => ({
  form: 'W9',
  name: 'Jane Q. Doe',
  classification: { type: 'individual' },
  address: { street: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' },
  tin: { type: 'SSN', number: '123-45-6789' },
  signatureName: 'Jane Q. Doe',
  signedOn: '2026-03-02',
  ...overrides,
});

const w8ben = (overrides: Record<string, unknown> = {}) => ({
  form: 'W8BEN',
  name: 'Amélie Martin',
  citizenshipCountry: 'FR',
  residenceAddress: { street: '12 rue de la Paix', city: 'Paris', postalCode: '75002', country: 'FR' },
  foreignTin: '1234567890123',
  birthDate: '1990-05-17',
  signatureName: 'Amélie Martin',
  signedOn: '2026-03-02',
  ...overrides,
});

const w8bene = (overrides: Record<string, unknown> = {}) => ({
  form: 'W8BENE',
  organizationName: 'Nordlicht Media GmbH',
  incorporationCountry: 'DE',
  entityType: 'corporation',
  fatcaStatus: 'active_nffe',
  permanentAddress: { street: 'Torstraße 1', city: 'Berlin', postalCode: '10119', country: 'DE' },
  foreignTin: 'DE123456789',
  signerName: 'Jonas Weber',
  signerCapacity: 'Managing Director',
  signedOn: '2026-03-02',
  authorizedToSign: true,
  ...overrides,
});

describe('isoCountryCodes', () => {
  it('holds the 249 assigned alpha-2 codes once each, in order', () => {
    expect(isoCountryCodes).toHaveLength(249);
    expect(new Set(isoCountryCodes).size).toBe(249);
    expect([...isoCountryCodes].sort()).toEqual([...isoCountryCodes]);
    expect(isoCountryCodes).toEqual(expect.arrayContaining(['GB', 'US', 'FR', 'SS', 'ZW']));
    for (const unassigned of ['UK', 'EU', 'XK', 'AN']) {
      expect(isoCountryCodes).not.toContain(unassigned);
    }
  });
});

describe('taxFormFor', () => {
  it.each([
    ['US', 'individual', 'W9'],
    ['US', 'entity', 'W9'],
    [' us ', 'entity', 'W9'],
    ['PR', 'individual', 'W9'],
    ['FR', 'individual', 'W8BEN'],
    ['DE', 'entity', 'W8BENE'],
  ] as const)('answers for a resident of %j (%s): %s', (country, kind, form) => {
    expect(taxFormFor(country, kind)).toBe(form);
  });

  it.each(['AS', 'GU', 'MP', 'PR', 'UM', 'VI'])('counts the US territory %s as the US', (territory) => {
    expect(taxFormFor(territory, 'entity')).toBe('W9');
  });

  it('only answers the known forms', () => {
    expect(publisherTaxForms).toEqual(['W9', 'W8BEN', 'W8BENE']);
  });
});

describe('taxSignatureProblem', () => {
  it.each([
    ['2026-03-02', '2026-03-02'],
    ['2026-01-31', '2026-03-02'],
    ['2024-01-31', '2024-03-01'],
  ])('accepts a signature of %s on %s', (signedOn, today) => {
    expect(taxSignatureProblem(signedOn, today)).toBeNull();
  });

  it('refuses a signature from tomorrow', () => {
    expect(taxSignatureProblem('2026-03-03', '2026-03-02')).toBe(
      'The signature date cannot be in the future',
    );
  });

  it('refuses a signature 31 days old, counting 29 February', () => {
    expect(taxSignatureProblem('2026-01-30', '2026-03-02')).toBe(
      'Sign again: the signature is more than 30 days old',
    );
    expect(taxSignatureProblem('2024-01-30', '2024-03-01')).toBe(
      'Sign again: the signature is more than 30 days old',
    );
  });

  it('refuses a date that is not a day', () => {
    expect(taxSignatureProblem('2026-02-29', '2026-03-02')).toBe('Enter the signature date as YYYY-MM-DD');
    expect(taxSignatureProblem('02/03/2026', '2026-03-02')).toBe('Enter the signature date as YYYY-MM-DD');
  });

  it("throws when the server's own day is malformed", () => {
    expect(() => taxSignatureProblem('2026-03-02', '2026-03-02T10:00:00Z')).toThrow(/YYYY-MM-DD/);
  });
});

describe('adultOnProblem', () => {
  it('accepts a signer on their 18th birthday and refuses them the day before', () => {
    expect(adultOnProblem('2008-03-02', '2026-03-02')).toBeNull();
    expect(adultOnProblem('2008-03-03', '2026-03-02')).toBe('You must be 18 or older on the signature date');
  });

  it('lets someone born on 29 February sign from 1 March', () => {
    expect(adultOnProblem('2008-02-29', '2026-02-28')).toBe('You must be 18 or older on the signature date');
    expect(adultOnProblem('2008-02-29', '2026-03-01')).toBeNull();
  });

  it('refuses dates that are not days', () => {
    expect(adultOnProblem('2008-13-01', '2026-03-02')).toBe('Enter the dates as YYYY-MM-DD');
  });
});

describe('ZPublisherTaxRequestSchema: W-9', () => {
  it('normalises the form and drops unknown fields', () => {
    const parsed = ZPublisherTaxRequestSchema.parse(
      w9({
        name: '  Jane Q. Doe ',
        businessName: '  ',
        exemptPayeeCode: '5',
        fatcaExemptionCode: ' c ',
        address: { street: ' 1 Main St ', city: 'Austin ', state: ' tx', zip: '78701 1234' },
        tin: { type: 'SSN', number: '123 45 6789' },
        signatureName: 'jane q.  DOE',
        citizenshipCountry: 'FR',
        role: 'admin',
      }),
    );
    expect(parsed).toEqual({
      form: 'W9',
      name: 'Jane Q. Doe',
      classification: { type: 'individual' },
      exemptPayeeCode: '5',
      fatcaExemptionCode: 'C',
      address: { street: '1 Main St', city: 'Austin', state: 'TX', zip: '78701-1234' },
      tin: { type: 'SSN', number: '123-45-6789' },
      signatureName: 'jane q.  DOE',
      signedOn: '2026-03-02',
    });
    expect(parsed.form === 'W9' && parsed.businessName).toBeUndefined();
    expect(parsed).not.toHaveProperty('role');
  });

  it('writes an EIN as 12-3456789 and keeps an LLC tax class', () => {
    const parsed = ZPublisherTaxRequestSchema.parse(
      w9({
        businessName: 'Doe Deals LLC',
        classification: { type: 'llc', llcTaxClass: 'S', description: 'ignored' },
        tin: { type: 'EIN', number: '123456789' },
      }),
    );
    expect(parsed).toMatchObject({
      businessName: 'Doe Deals LLC',
      classification: { type: 'llc', llcTaxClass: 'S' },
      tin: { type: 'EIN', number: '12-3456789' },
    });
    expect(parsed.form === 'W9' && parsed.classification).toEqual({ type: 'llc', llcTaxClass: 'S' });
  });

  it('asks for the name and the address', () => {
    expect(issuesOf(ZPublisherTaxRequestSchema, w9({ name: ' ', address: { street: '1 Main St' } }))).toEqual(
      [
        { path: ['name'], message: 'Enter your name as shown on your income tax return' },
        { path: ['address', 'city'], message: 'Enter the city' },
        {
          path: ['address', 'state'],
          message: 'Choose a US state or territory by its two-letter code, as CA',
        },
        { path: ['address', 'zip'], message: 'A ZIP code has 5 or 9 digits, as 12345 or 12345-6789' },
      ],
    );
  });

  it.each(['ZZ', 'UK', 'Texas'])('refuses the state %j', (state) => {
    const address = { street: '1 Main St', city: 'Austin', state, zip: '78701' };
    expect(issuesOf(ZPublisherTaxRequestSchema, w9({ address }))).toEqual([
      {
        path: ['address', 'state'],
        message: 'Choose a US state or territory by its two-letter code, as CA',
      },
    ]);
  });

  it.each(['PR', 'dc', 'AE'])('accepts the state or territory %j', (state) => {
    const address = { street: '1 Main St', city: 'San Juan', state, zip: '00901' };
    expect(ZPublisherTaxRequestSchema.safeParse(w9({ address })).success).toBe(true);
  });

  it.each(['7870', '787011', '78701-123', '78701-12345', 'ABCDE'])('refuses the ZIP code %j', (zip) => {
    const address = { street: '1 Main St', city: 'Austin', state: 'TX', zip };
    expect(issuesOf(ZPublisherTaxRequestSchema, w9({ address }))).toEqual([
      { path: ['address', 'zip'], message: 'A ZIP code has 5 or 9 digits, as 12345 or 12345-6789' },
    ]);
  });

  it('refuses an SSN the SSA never issues, under the TIN field', () => {
    expect(issuesOf(ZPublisherTaxRequestSchema, w9({ tin: { type: 'SSN', number: '666-12-3456' } }))).toEqual(
      [{ path: ['tin', 'number'], message: 'An SSN never starts with 666' }],
    );
  });

  it('refuses an EIN with a never-assigned prefix', () => {
    const tin = { type: 'EIN', number: '07-1234567' };
    expect(issuesOf(ZPublisherTaxRequestSchema, w9({ tin }))).toEqual([
      { path: ['tin', 'number'], message: 'No EIN starts with 07: check the first two digits' },
    ]);
  });

  it('asks which kind of TIN it is', () => {
    expect(
      issuesOf(ZPublisherTaxRequestSchema, w9({ tin: { type: 'ITIN', number: '912-70-1234' } })),
    ).toEqual([{ path: ['tin', 'type'], message: 'Choose SSN or EIN' }]);
  });

  it.each(['c_corporation', 's_corporation', 'partnership'])('wants the EIN of a %s', (type) => {
    expect(issuesOf(ZPublisherTaxRequestSchema, w9({ classification: { type } }))).toEqual([
      { path: ['tin', 'type'], message: 'A corporation, partnership or LLC gives its EIN' },
    ]);
  });

  it('lets a trust or estate give an SSN', () => {
    expect(
      ZPublisherTaxRequestSchema.safeParse(w9({ classification: { type: 'trust_estate' } })).success,
    ).toBe(true);
  });

  it('asks how an LLC is taxed and what "other" means', () => {
    expect(
      issuesOf(ZPublisherTaxRequestSchema, w9({ classification: { type: 'llc', llcTaxClass: 'D' } })),
    ).toEqual([
      {
        path: ['classification', 'llcTaxClass'],
        message: 'Choose how the LLC is taxed: C corporation, S corporation or partnership',
      },
    ]);
    expect(issuesOf(ZPublisherTaxRequestSchema, w9({ classification: { type: 'other' } }))).toEqual([
      { path: ['classification', 'description'], message: 'Enter your tax classification' },
    ]);
    expect(issuesOf(ZPublisherTaxRequestSchema, w9({ classification: { type: 'cooperative' } }))).toEqual([
      { path: ['classification', 'type'], message: 'Choose your federal tax classification' },
    ]);
  });

  it('refuses exemption codes the W-9 does not list', () => {
    expect(
      issuesOf(ZPublisherTaxRequestSchema, w9({ exemptPayeeCode: '14', fatcaExemptionCode: 'N' })),
    ).toEqual([
      { path: ['exemptPayeeCode'], message: 'An exempt payee code is a number from 1 to 13' },
      { path: ['fatcaExemptionCode'], message: 'A FATCA exemption code is a letter from A to M' },
    ]);
  });

  it('wants the signature to be the name given', () => {
    expect(issuesOf(ZPublisherTaxRequestSchema, w9({ signatureName: 'John Doe' }))).toEqual([
      { path: ['signatureName'], message: 'Sign with the name you entered above' },
    ]);
    expect(ZPublisherTaxRequestSchema.safeParse(w9({ signatureName: ' JANE q.doe ' })).success).toBe(true);
  });

  it('checks the shape of the signature date, with one message each', () => {
    expect(issuesOf(ZPublisherTaxRequestSchema, w9({ signedOn: '02/03/2026' }))).toEqual([
      { path: ['signedOn'], message: 'Enter the signature date as YYYY-MM-DD, as 2026-03-31' },
    ]);
    expect(issuesOf(ZPublisherTaxRequestSchema, w9({ signedOn: '2026-02-30' }))).toEqual([
      { path: ['signedOn'], message: 'That day does not exist in the calendar' },
    ]);
    expect(ZPublisherTaxRequestSchema.safeParse(w9({ signedOn: '2028-02-29' })).success).toBe(true);
  });
});

describe('ZPublisherTaxRequestSchema: W-8BEN', () => {
  it('normalises the form', () => {
    const parsed = ZPublisherTaxRequestSchema.parse(
      w8ben({
        citizenshipCountry: ' uk ',
        residenceAddress: { street: ' 12 rue de la Paix', city: 'Paris', country: 'fr' },
        mailingAddress: { street: 'PO Box 12', city: 'New York', region: 'NY', country: 'us' },
        usTin: '912 70 1234',
        foreignTin: ' 12 345  678 ab ',
        treaty: { country: 'fr', article: '12(1)', rateBasisPoints: 0, incomeType: 'Royalties' },
      }),
    );
    expect(parsed).toEqual({
      form: 'W8BEN',
      name: 'Amélie Martin',
      citizenshipCountry: 'GB',
      residenceAddress: { street: '12 rue de la Paix', city: 'Paris', country: 'FR' },
      mailingAddress: { street: 'PO Box 12', city: 'New York', region: 'NY', country: 'US' },
      usTin: '912-70-1234',
      foreignTin: '12 345 678 AB',
      foreignTinNotIssued: false,
      birthDate: '1990-05-17',
      treaty: { country: 'FR', article: '12(1)', rateBasisPoints: 0, incomeType: 'Royalties' },
      signatureName: 'Amélie Martin',
      signedOn: '2026-03-02',
      signerCapacity: 'self',
    });
  });

  it('reads a blank US TIN as none', () => {
    const parsed = ZPublisherTaxRequestSchema.parse(w8ben({ usTin: '  ' }));
    expect(parsed.form === 'W8BEN' && parsed.usTin).toBeUndefined();
  });

  it.each([
    ['666-12-3456', 'An SSN never starts with 666'],
    ['912-93-1234', 'The 4th and 5th digits of an ITIN are 50–65, 70–88, 90–92 or 94–99'],
    ['12345', 'A US SSN or ITIN has 9 digits, as 123-45-6789'],
  ])('refuses the US TIN %s', (usTin, message) => {
    expect(issuesOf(ZPublisherTaxRequestSchema, w8ben({ usTin }))).toEqual([{ path: ['usTin'], message }]);
  });

  it('sends US citizens and residents, territories included, to the W-9', () => {
    const address = { street: '1 Calle Luna', city: 'San Juan', country: 'pr' };
    expect(
      issuesOf(ZPublisherTaxRequestSchema, w8ben({ citizenshipCountry: 'US', residenceAddress: address })),
    ).toEqual([
      { path: ['citizenshipCountry'], message: 'A US citizen gives a W-9 instead of a W-8BEN' },
      { path: ['residenceAddress', 'country'], message: 'A US resident gives a W-9 instead of a W-8BEN' },
    ]);
  });

  it.each(['XX', 'FRA', ''])('refuses the country %j', (country) => {
    expect(issuesOf(ZPublisherTaxRequestSchema, w8ben({ citizenshipCountry: country }))).toEqual([
      { path: ['citizenshipCountry'], message: 'Choose a country by its two-letter code, as FR' },
    ]);
  });

  it.each(['P.O. Box 42', 'PO BOX 42', 'Post Office Box 42'])(
    'refuses %j as a permanent address',
    (street) => {
      const residenceAddress = { street, city: 'Paris', country: 'FR' };
      expect(issuesOf(ZPublisherTaxRequestSchema, w8ben({ residenceAddress }))).toEqual([
        { path: ['residenceAddress', 'street'], message: 'Give the street address, not a P.O. box' },
      ]);
    },
  );

  it('wants a foreign TIN unless the country issues none, and not both', () => {
    expect(issuesOf(ZPublisherTaxRequestSchema, w8ben({ foreignTin: '' }))).toEqual([
      {
        path: ['foreignTin'],
        message: 'Enter the tax number of the country of residence, or tick that it does not issue one',
      },
    ]);
    expect(
      ZPublisherTaxRequestSchema.safeParse(w8ben({ foreignTin: '', foreignTinNotIssued: true })).success,
    ).toBe(true);
    expect(issuesOf(ZPublisherTaxRequestSchema, w8ben({ foreignTinNotIssued: true }))).toEqual([
      {
        path: ['foreignTin'],
        message: 'Leave the tax number empty, or untick that the country does not issue one',
      },
    ]);
  });

  it.each(['12#34', 'A'.repeat(31), 'Nº 123'])('refuses the foreign TIN %j', (foreignTin) => {
    expect(issuesOf(ZPublisherTaxRequestSchema, w8ben({ foreignTin }))).toEqual([
      {
        path: ['foreignTin'],
        message: 'A tax number has 1 to 30 letters, digits, spaces, dashes, dots or slashes',
      },
    ]);
  });

  it('accepts a foreign TIN of 30 characters with dots and slashes', () => {
    const foreignTin = '12/345.678-90 ABCDEFGHIJKLMNOP';
    expect(foreignTin).toHaveLength(30);
    expect(ZPublisherTaxRequestSchema.safeParse(w8ben({ foreignTin })).success).toBe(true);
  });

  it('refuses a signer who is 17 on the signature date', () => {
    expect(issuesOf(ZPublisherTaxRequestSchema, w8ben({ birthDate: '2008-03-03' }))).toEqual([
      { path: ['birthDate'], message: 'You must be 18 or older on the signature date' },
    ]);
    expect(ZPublisherTaxRequestSchema.safeParse(w8ben({ birthDate: '2008-03-02' })).success).toBe(true);
  });

  it.each([-1, 3001, 10_000])('refuses a treaty rate of %d basis points', (rateBasisPoints) => {
    const treaty = { country: 'FR', article: '12', rateBasisPoints, incomeType: 'Royalties' };
    expect(issuesOf(ZPublisherTaxRequestSchema, w8ben({ treaty }))).toEqual([
      {
        path: ['treaty', 'rateBasisPoints'],
        message: 'A treaty rate is from 0% to 30%, that is 0 to 3000 basis points',
      },
    ]);
  });

  it('accepts 30% and refuses fractions of a basis point and a US treaty', () => {
    const treaty = { country: 'FR', article: '12', rateBasisPoints: 3000, incomeType: 'Royalties' };
    expect(ZPublisherTaxRequestSchema.safeParse(w8ben({ treaty })).success).toBe(true);
    expect(
      issuesOf(
        ZPublisherTaxRequestSchema,
        w8ben({ treaty: { ...treaty, country: 'US', rateBasisPoints: 2.5 } }),
      ),
    ).toEqual([
      { path: ['treaty', 'country'], message: 'A tax treaty is with a country other than the US' },
      { path: ['treaty', 'rateBasisPoints'], message: 'Enter the rate in whole basis points' },
    ]);
  });

  it('wants the signature to be the name given, signed by the publisher', () => {
    expect(
      issuesOf(
        ZPublisherTaxRequestSchema,
        w8ben({ signatureName: 'Amelie Martin', signerCapacity: 'agent' }),
      ),
    ).toEqual([{ path: ['signerCapacity'], message: 'Only you can sign your own W-8BEN' }]);
    expect(issuesOf(ZPublisherTaxRequestSchema, w8ben({ signatureName: 'Amelie Martin' }))).toEqual([
      { path: ['signatureName'], message: 'Sign with the name you entered above' },
    ]);
    expect(ZPublisherTaxRequestSchema.safeParse(w8ben({ signatureName: 'AMÉLIE MARTIN' })).success).toBe(
      true,
    );
  });
});

describe('ZPublisherTaxRequestSchema: W-8BEN-E', () => {
  it('normalises the form', () => {
    const parsed = ZPublisherTaxRequestSchema.parse(
      w8bene({
        fatcaStatus: 'participating_ffi',
        giin: ' 98q96b.00000.le.250 ',
        incorporationCountry: 'de',
        usTin: '98 7654321',
        website: 'example.com',
      }),
    );
    expect(parsed).toEqual({
      form: 'W8BENE',
      organizationName: 'Nordlicht Media GmbH',
      incorporationCountry: 'DE',
      entityType: 'corporation',
      fatcaStatus: 'participating_ffi',
      giin: '98Q96B.00000.LE.250',
      permanentAddress: { street: 'Torstraße 1', city: 'Berlin', postalCode: '10119', country: 'DE' },
      usTin: '98-7654321',
      foreignTin: 'DE123456789',
      foreignTinNotIssued: false,
      signerName: 'Jonas Weber',
      signerCapacity: 'Managing Director',
      signedOn: '2026-03-02',
      authorizedToSign: true,
    });
  });

  it.each(['participating_ffi', 'registered_deemed_compliant_ffi'])(
    'wants the GIIN of a %s',
    (fatcaStatus) => {
      expect(issuesOf(ZPublisherTaxRequestSchema, w8bene({ fatcaStatus, giin: '' }))).toEqual([
        { path: ['giin'], message: 'Enter the GIIN the IRS gave this entity' },
      ]);
    },
  );

  it.each(['active_nffe', 'passive_nffe', 'nonreporting_iga_ffi', 'exempt_beneficial_owner'])(
    'needs no GIIN from a %s',
    (fatcaStatus) => {
      expect(ZPublisherTaxRequestSchema.safeParse(w8bene({ fatcaStatus })).success).toBe(true);
    },
  );

  it.each(['98Q96B.00000.LE.25', '98Q96B00000LE250', '98Q96B.00000.L1.250', '98Q96B.0000.LE.250'])(
    'refuses the GIIN %j',
    (giin) => {
      expect(issuesOf(ZPublisherTaxRequestSchema, w8bene({ giin }))).toEqual([
        { path: ['giin'], message: 'A GIIN reads XXXXXX.XXXXX.XX.XXX, as 98Q96B.00000.LE.250' },
      ]);
    },
  );

  it('sends a US entity to the W-9 and wants its tax address outside the US', () => {
    const permanentAddress = { street: '1 Main St', city: 'Austin', country: 'US' };
    expect(
      issuesOf(ZPublisherTaxRequestSchema, w8bene({ incorporationCountry: 'us', permanentAddress })),
    ).toEqual([
      { path: ['incorporationCountry'], message: 'A US entity gives a W-9 instead of a W-8BEN-E' },
      {
        path: ['permanentAddress', 'country'],
        message: 'Give the address where the entity resides for tax, outside the US',
      },
    ]);
  });

  it('wants the statuses, the signer and the authority to sign', () => {
    const body = w8bene({
      entityType: 'llc',
      fatcaStatus: 'nffe',
      signerCapacity: ' ',
      authorizedToSign: false,
    });
    expect(issuesOf(ZPublisherTaxRequestSchema, body)).toEqual([
      { path: ['entityType'], message: 'Choose the type of entity (chapter 3 status)' },
      { path: ['fatcaStatus'], message: 'Choose the FATCA status (chapter 4 status)' },
      { path: ['signerCapacity'], message: 'Enter the title of the person signing, as Director' },
      { path: ['authorizedToSign'], message: 'Confirm that you are authorized to sign for this entity' },
    ]);
  });

  it('applies the foreign TIN rule and the EIN checks', () => {
    expect(
      issuesOf(ZPublisherTaxRequestSchema, w8bene({ foreignTin: undefined, usTin: '96-1234567' })),
    ).toEqual([{ path: ['usTin'], message: 'No EIN starts with 96: check the first two digits' }]);
    expect(issuesOf(ZPublisherTaxRequestSchema, w8bene({ foreignTin: undefined }))).toEqual([
      {
        path: ['foreignTin'],
        message: 'Enter the tax number of the country of residence, or tick that it does not issue one',
      },
    ]);
  });
});

describe('ZPublisherTaxRequestSchema: the form', () => {
  it('names the forms it takes', () => {
    expect(issuesOf(ZPublisherTaxRequestSchema, { form: 'W8ECI' })).toEqual([
      { path: ['form'], message: 'Choose the form: W-9, W-8BEN or W-8BEN-E' },
    ]);
  });

  it("checks the fields of the body's form only", () => {
    const parsed = ZPublisherTaxRequestSchema.parse(w9({ giin: 'bad', birthDate: 'bad', foreignTin: '#' }));
    expect(parsed).not.toHaveProperty('giin');
    expect(parsed).not.toHaveProperty('birthDate');
    expect(parsed).not.toHaveProperty('foreignTin');
  });
});

describe('ZPublisherTaxSchema', () => {
  const submitted = {
    status: 'submitted',
    form: 'W8BEN',
    name: 'Amélie Martin',
    businessName: null,
    citizenshipCountry: 'FR',
    incorporationCountry: null,
    residenceCountry: 'FR',
    maskedUsTin: '***-**-1234',
    maskedForeignTin: '*****0123',
    signatureName: 'Amélie Martin',
    signedOn: '2026-03-02',
    pdfUploaded: false,
    updatedAt: '2026-03-02T09:15:00.000Z',
  };
  const missing = {
    ...submitted,
    status: 'missing',
    form: null,
    name: null,
    citizenshipCountry: null,
    residenceCountry: null,
    maskedUsTin: null,
    maskedForeignTin: null,
    signatureName: null,
    signedOn: null,
    updatedAt: null,
  };

  it('answers saved details and missing ones', () => {
    expect(ZPublisherTaxSchema.parse(submitted)).toEqual(submitted);
    expect(ZPublisherTaxSchema.parse(missing)).toEqual(missing);
  });

  it('never lets a whole TIN out', () => {
    expect(issuesOf(ZPublisherTaxSchema, { ...submitted, maskedUsTin: '912-70-1234' })).toEqual([
      { path: ['maskedUsTin'], message: 'Only a masked TIN may be answered' },
    ]);
    expect(issuesOf(ZPublisherTaxSchema, { ...submitted, maskedForeignTin: '1234567890123' })).toEqual([
      { path: ['maskedForeignTin'], message: 'Only a masked TIN may be answered' },
    ]);
  });

  it('ties the status to the saved form', () => {
    expect(issuesOf(ZPublisherTaxSchema, { ...submitted, form: null })).toEqual([
      { path: ['form'], message: 'Tax details are missing exactly when no form is saved' },
    ]);
    expect(ZPublisherTaxSchema.safeParse({ ...missing, form: 'W9' }).success).toBe(false);
  });

  it('refuses an update time that is not an ISO moment', () => {
    expect(ZPublisherTaxSchema.safeParse({ ...submitted, updatedAt: '2026-03-02' }).success).toBe(false);
  });
});
