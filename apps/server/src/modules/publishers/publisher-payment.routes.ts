import { publisherPaymentCalls as calls, maxUploadBytes } from '@atlas/shared';
import { readUploadedFile } from '../../platform/multipart';
import { defineRoute } from '../../platform/route';
import { getBankInformation, saveBankInformation } from './publisher-bank.service';
import { getTaxCountry, saveTaxDetails, uploadTaxPdf } from './publisher-tax.service';

export const publisherPaymentRoutes = [
  // GET publisher/profile/bankInformation: the account paid to, its number masked, and its review
  defineRoute(calls.getBankInformation, { handler: ({ deps, actor }) => getBankInformation(deps, actor) }),
  // POST publisher/profile/saveOrUpdate: the bank account; a change goes to review again
  defineRoute(calls.saveBankInformation, {
    handler: ({ deps, actor, body }) => saveBankInformation(deps, actor, body),
  }),
  // GET publisher/profile/getCountry: where the publisher resides for tax, and the form that asks
  defineRoute(calls.getPublisherCountry, { handler: ({ deps, actor }) => getTaxCountry(deps, actor) }),
  // POST publisher/profile/taxSaveOrUpdate: a W-9, W-8BEN or W-8BEN-E in place of the last one
  defineRoute(calls.saveTaxDetails, {
    handler: ({ deps, actor, body }) => saveTaxDetails(deps, actor, body),
  }),
  // POST publisher/profile/uploadPDF: the signed tax form (multipart `file`, a PDF up to 10 MB)
  defineRoute(calls.uploadTaxPdf, {
    handler: async ({ deps, actor, request }) =>
      uploadTaxPdf(deps, actor, await readUploadedFile(request, { maxBytes: maxUploadBytes.file })),
  }),
];
