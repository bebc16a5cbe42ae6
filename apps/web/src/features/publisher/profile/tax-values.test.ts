import { describe, expect, it } from 'vitest';
import { checkTaxValues, formOf, type TTaxValues, taxFieldOf } from './tax-values';

const w8ben: TTaxValues = {
  kind: 'individual',
  residenceCountry: 'DE',
  name: 'Jana Müller',
  citizenshipCountry: 'DE',
  residenceAddress: { street: 'Hauptstraße 1', city: 'Berlin', region: '', postalCode: '10115' },
  foreignTin: '12 345 678 901',
  foreignTinNotIssued: false,
  birthDate: '1990-05-04',
  signatureName: 'jana  müller',
  signedOn: '2026-03-10',
};

describe('the tax form', () => {
  it('is chosen by who files it and where they reside, the US territories counting as the US', () => {
    expect(formOf({ kind: 'individual', residenceCountry: 'PR' })).toBe('W9');
    expect(formOf({ kind: 'entity', residenceCountry: 'US' })).toBe('W9');
    expect(formOf({ kind: 'individual', residenceCountry: 'DE' })).toBe('W8BEN');
    expect(formOf({ kind: 'entity', residenceCountry: 'FR' })).toBe('W8BENE');
    expect(formOf({ kind: 'entity' })).toBeNull();
  });

  it('sends the residence country asked on top as the address country, and no treaty unless claimed', () => {
    const checked = checkTaxValues('W8BEN', w8ben, '2026-03-10');
    expect(checked).toMatchObject({
      ok: true,
      body: { form: 'W8BEN', residenceAddress: { country: 'DE', postalCode: '10115' }, treaty: undefined },
    });
  });

  it('puts cross-field refusals on the field they name, in the schema’s words', () => {
    const checked = checkTaxValues('W8BEN', { ...w8ben, signatureName: 'Someone Else' }, '2026-03-10');
    expect(checked).toEqual({
      ok: false,
      errors: [{ name: ['signatureName'], errors: ['Sign with the name you entered above'] }],
    });
  });

  it('refuses a signature more than 30 days old, as the server does', () => {
    expect(checkTaxValues('W8BEN', w8ben, '2026-04-20')).toEqual({
      ok: false,
      errors: [{ name: ['signedOn'], errors: ['Sign again: the signature is more than 30 days old'] }],
    });
  });

  it('shows an error about the address or treaty country on the residence country asked on top', () => {
    expect(taxFieldOf('residenceAddress.country')).toBe('residenceCountry');
    expect(taxFieldOf('permanentAddress.country')).toBe('residenceCountry');
    expect(taxFieldOf('mailingAddress.country')).toBe('mailingAddress.country');
  });
});
