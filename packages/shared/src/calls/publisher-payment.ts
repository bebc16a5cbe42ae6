import { defineCall } from '../call';
import { ZPublisherBankRequestSchema, ZPublisherBankSchema } from '../publisher-bank';
import { ZPublisherCountrySchema } from '../publisher-profile';
import { ZPublisherTaxRequestSchema, ZPublisherTaxSchema } from '../publisher-tax';

export const publisherPaymentCalls = {
  // GET publisher/profile/bankInformation: the account paid to, its number masked, and its review
  getBankInformation: defineCall({
    api: 'user',
    method: 'GET',
    path: 'publisher/profile/bankInformation',
    roles: ['publisher'],
    summary: "The publisher's bank account (number masked) and its review",
    response: ZPublisherBankSchema,
  }),
  // POST publisher/profile/saveOrUpdate: the bank account; a change goes to review again
  saveBankInformation: defineCall({
    api: 'user',
    method: 'POST',
    path: 'publisher/profile/saveOrUpdate',
    roles: ['publisher'],
    summary: 'Save the bank account with the routing fields of its country; a change goes to review again',
    body: ZPublisherBankRequestSchema,
    response: ZPublisherBankSchema,
  }),
  // GET publisher/profile/getCountry: where the publisher resides for tax, and the form that asks
  getPublisherCountry: defineCall({
    api: 'user',
    method: 'GET',
    path: 'publisher/profile/getCountry',
    roles: ['publisher'],
    summary: "The publisher's country of tax residence and its tax form",
    response: ZPublisherCountrySchema,
  }),
  // POST publisher/profile/taxSaveOrUpdate: a W-9, W-8BEN or W-8BEN-E in place of the last one
  saveTaxDetails: defineCall({
    api: 'user',
    method: 'POST',
    path: 'publisher/profile/taxSaveOrUpdate',
    roles: ['publisher'],
    summary: 'Save the tax details (W-9, W-8BEN or W-8BEN-E); answered with the tax numbers masked',
    body: ZPublisherTaxRequestSchema,
    response: ZPublisherTaxSchema,
  }),
  // POST publisher/profile/uploadPDF: the signed tax form (multipart `file`, a PDF up to 10 MB)
  uploadTaxPdf: defineCall({
    api: 'user',
    method: 'POST',
    path: 'publisher/profile/uploadPDF',
    roles: ['publisher'],
    summary: 'Upload the signed tax form as a PDF (up to 10 MB), for the tax details saved last',
    response: ZPublisherTaxSchema,
    upload: true,
  }),
};
