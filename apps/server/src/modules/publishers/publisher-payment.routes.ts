import { publisherPaymentCalls as calls, maxUploadBytes } from '@atlas/shared';
import { ownAccount } from '../../platform/access';
import { readUploadedFile } from '../../platform/multipart';
import { defineRoute } from '../../platform/route';
import { getBankInformation, saveBankInformation } from './publisher-bank.service';
import { getTaxCountry, saveTaxDetails, uploadTaxPdf } from './publisher-tax.service';

// Where the money goes, and the tax form that names the payee, stay with the account's owner:
// a delegate could otherwise redirect the payouts.
const ownerOfBank = [ownAccount('Only the account owner can change where its earnings are paid')];
const ownerOfTaxForm = [ownAccount('Only the account owner can sign and send its tax form')];

export const publisherPaymentRoutes = [
  // GET publisher/profile/bankInformation: the account paid to, its number masked, and its review
  defineRoute(calls.getBankInformation, { handler: ({ deps, actor }) => getBankInformation(deps, actor) }),
  // POST publisher/profile/saveOrUpdate: the bank account; a change goes to review again
  defineRoute(calls.saveBankInformation, {
    preconditions: ownerOfBank,
    handler: ({ deps, actor, body }) => saveBankInformation(deps, actor, body),
  }),
  // GET publisher/profile/getCountry: where the publisher resides for tax, and the form that asks
  defineRoute(calls.getPublisherCountry, { handler: ({ deps, actor }) => getTaxCountry(deps, actor) }),
  // POST publisher/profile/taxSaveOrUpdate: a W-9, W-8BEN or W-8BEN-E in place of the last one
  defineRoute(calls.saveTaxDetails, {
    preconditions: ownerOfTaxForm,
    handler: ({ deps, actor, body }) => saveTaxDetails(deps, actor, body),
  }),
  // POST publisher/profile/uploadPDF: the signed tax form (multipart `file`, a PDF up to 10 MB)
  defineRoute(calls.uploadTaxPdf, {
    preconditions: ownerOfTaxForm,
    handler: async ({ deps, actor, request }) =>
      uploadTaxPdf(deps, actor, await readUploadedFile(request, { maxBytes: maxUploadBytes.file })),
  }),
];
