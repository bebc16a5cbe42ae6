import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ErrorCode, publisherPaymentCalls, publisherProfileCalls, type TCallAnswer } from '@atlas/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callOf } from '../../../test/support/call';
import { createUser } from '../../../test/support/factories';
import { createTestApp, type TTestApp } from '../../../test/support/test-app';
import { uploadFile } from '../../../test/support/upload';
import { publisherTaxForms } from '../../db/schema';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const today = () => t.clock.now.toISOString().slice(0, 10);
const daysAgo = (days: number) =>
  new Date(t.clock.now.getTime() - days * 86_400_000).toISOString().slice(0, 10);

const w9 = () => ({
  form: 'W9',
  name: 'Ivy Ramirez',
  classification: { type: 'individual' },
  address: { street: '12 Elm Street', city: 'Portland', state: 'or', zip: '97201' },
  tin: { type: 'SSN', number: '123-45-6789' },
  signatureName: 'ivy ramirez',
  signedOn: today(),
});

const w8ben = () => ({
  form: 'W8BEN',
  name: 'Jonas Weber',
  citizenshipCountry: 'DE',
  residenceAddress: { street: 'Lindenstraße 5', city: 'Berlin', postalCode: '10115', country: 'de' },
  foreignTin: '12 345 678 901',
  birthDate: '1990-04-12',
  signatureName: 'Jonas Weber',
  signedOn: today(),
});

const saveTax = (token: string, body: unknown) =>
  callOf(t.app, publisherPaymentCalls.saveTaxDetails, { token, body });
const uploadPdf = (token: string, bytes: Uint8Array, fileName = 'signed-w9.pdf') =>
  uploadFile<TCallAnswer<typeof publisherPaymentCalls.uploadTaxPdf>>(t, {
    path: publisherPaymentCalls.uploadTaxPdf.path,
    token,
    bytes,
    fileName,
    contentType: 'application/pdf',
  });
const taxRow = async (userId: string) =>
  (await t.database.db.select().from(publisherTaxForms).where(eq(publisherTaxForms.userId, userId)))[0];
const stored = (key: string) => existsSync(join(t.config.DATA_DIR, 'uploads', key));

const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe('tax details', () => {
  it('are missing at first, with no country', async () => {
    const { token } = await createUser(t, 'publisher');
    const profile = await callOf(t.app, publisherProfileCalls.getPublisherProfile, { token });
    expect(profile.body.data?.tax).toMatchObject({ status: 'missing', form: null, pdfUploaded: false });
    const country = await callOf(t.app, publisherPaymentCalls.getPublisherCountry, { token });
    expect(country.body.data).toEqual({ countryCode: null, taxForm: null });
  });

  it('keep a W-9 with the SSN masked, sealed at rest, and make the US the country', async () => {
    const { token, user } = await createUser(t, 'publisher');
    const saved = await saveTax(token, w9());
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({
      status: 'submitted',
      form: 'W9',
      name: 'Ivy Ramirez',
      businessName: null,
      citizenshipCountry: null,
      incorporationCountry: null,
      residenceCountry: 'US',
      maskedUsTin: '***-**-6789',
      maskedForeignTin: null,
      signatureName: 'ivy ramirez',
      signedOn: today(),
      pdfUploaded: false,
      updatedAt: t.clock.now.toISOString(),
    });
    const row = await taxRow(user.id);
    expect(JSON.stringify(row)).not.toMatch(/123-?45-?6789|12 Elm/);
    const country = await callOf(t.app, publisherPaymentCalls.getPublisherCountry, { token });
    expect(country.body.data).toEqual({ countryCode: 'US', taxForm: 'W9' });
    const profile = await callOf(t.app, publisherProfileCalls.getPublisherProfile, { token });
    expect(profile.body.data?.tax).toEqual(saved.body.data);
  });

  it('keep a W-8BEN in place of the W-9, with the foreign number masked and its country', async () => {
    const { token } = await createUser(t, 'publisher');
    await saveTax(token, w9());
    const saved = await saveTax(token, w8ben());
    expect(saved.body.data).toMatchObject({
      form: 'W8BEN',
      citizenshipCountry: 'DE',
      residenceCountry: 'DE',
      maskedUsTin: null,
      maskedForeignTin: expect.stringMatching(/^\*+8901$/),
    });
    const country = await callOf(t.app, publisherPaymentCalls.getPublisherCountry, { token });
    expect(country.body.data).toEqual({ countryCode: 'DE', taxForm: 'W8BEN' });
  });

  it.each([
    ['a signature dated tomorrow', () => ({ ...w9(), signedOn: daysAgo(-2) }), 'signedOn'],
    ['a signature older than 30 days', () => ({ ...w9(), signedOn: daysAgo(31) }), 'signedOn'],
    ['a missing signature', () => ({ ...w9(), signatureName: '' }), 'signatureName'],
    ['a signature of another name', () => ({ ...w9(), signatureName: 'Someone Else' }), 'signatureName'],
    [
      'an SSN of the 900 area',
      () => ({ ...w9(), tin: { type: 'SSN', number: '900-12-3456' } }),
      'tin.number',
    ],
    [
      'an EIN prefix never assigned',
      () => ({ ...w9(), tin: { type: 'EIN', number: '07-1234567' } }),
      'tin.number',
    ],
    [
      'a W-8BEN for a US resident',
      () => ({ ...w8ben(), residenceAddress: { ...w8ben().residenceAddress, country: 'US' } }),
      'residenceAddress.country',
    ],
    ['a W-8BEN signed by a 17-year-old', () => ({ ...w8ben(), birthDate: daysAgo(17 * 365) }), 'birthDate'],
    ['an unknown form', () => ({ ...w9(), form: '1099' }), 'form'],
  ])('refuse %s with the reason, and keep the saved form', async (_case, body, path) => {
    const { token, user } = await createUser(t, 'publisher');
    await saveTax(token, w9());
    const before = await taxRow(user.id);
    const refused = await saveTax(token, body());
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe(ErrorCode.validation);
    expect(refused.body.data).toMatchObject({
      fields: expect.arrayContaining([expect.objectContaining({ path })]),
    });
    expect(await taxRow(user.id)).toEqual(before);
  });

  it('say when the signature is older than 30 days', async () => {
    const { token } = await createUser(t, 'publisher');
    const refused = await saveTax(token, { ...w9(), signedOn: daysAgo(31) });
    expect(refused.body.error).toMatch(/^signedOn: /);
  });
});

describe('the signed tax form', () => {
  it('waits for the tax details', async () => {
    const { token } = await createUser(t, 'publisher');
    const refused = await uploadPdf(token, pdf);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('Save your tax details first, then upload the form you signed');
  });

  it('is a PDF by its bytes: an image renamed .pdf is refused', async () => {
    const { token, user } = await createUser(t, 'publisher');
    await saveTax(token, w9());
    const refused = await uploadPdf(token, png, 'scan.pdf');
    expect(refused.status).toBe(400);
    expect(refused.body.data).toMatchObject({
      fields: [{ path: 'file', message: 'Upload the signed tax form as a PDF file' }],
    });
    expect((await taxRow(user.id))?.pdfStorageKey).toBeNull();
  });

  it('is at most 10 MB', async () => {
    const { token, user } = await createUser(t, 'publisher');
    await saveTax(token, w9());
    const big = Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024)]);
    const refused = await uploadPdf(token, big);
    expect(refused.status).toBe(413);
    expect(refused.body.code).toBe(ErrorCode.tooLarge);
    expect((await taxRow(user.id))?.pdfStorageKey).toBeNull();
  });

  it('replaces the one before, and goes when new tax details are saved', async () => {
    const { token, user } = await createUser(t, 'publisher');
    await saveTax(token, w9());
    const first = await uploadPdf(token, pdf, 'w9\u0000 signed.pdf');
    expect(first.status).toBe(200);
    expect(first.body.data?.pdfUploaded).toBe(true);
    const firstRow = await taxRow(user.id);
    expect(firstRow).toMatchObject({ pdfFileName: 'w9 signed.pdf', pdfSizeBytes: pdf.length });
    const firstKey = firstRow?.pdfStorageKey as string;
    expect(stored(firstKey)).toBe(true);

    await uploadPdf(token, pdf);
    const secondKey = (await taxRow(user.id))?.pdfStorageKey as string;
    expect(secondKey).not.toBe(firstKey);
    expect(stored(firstKey)).toBe(false);
    expect(stored(secondKey)).toBe(true);

    const resaved = await saveTax(token, w9());
    expect(resaved.body.data?.pdfUploaded).toBe(false);
    expect(stored(secondKey)).toBe(false);
  });
});
