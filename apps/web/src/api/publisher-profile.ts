import { publisherPaymentCalls, publisherProfileCalls, type TCallInput } from '@atlas/shared';
import { callApi, uploadFile } from './http';

// The publisher's Profile screen. Reads toast their failures (the screen also offers a retry);
// saves are silent because the forms show field errors and the rest inline.

export type TPublisherProfileBody = TCallInput<typeof publisherProfileCalls.updatePublisherProfile>['body'];
export type TTrackingTagsBody = TCallInput<typeof publisherProfileCalls.updateTrackingTags>['body'];
export type TBankBody = TCallInput<typeof publisherPaymentCalls.saveBankInformation>['body'];
export type TTaxBody = TCallInput<typeof publisherPaymentCalls.saveTaxDetails>['body'];

export const listProductCategories = () => callApi(publisherProfileCalls.listProductCategories, {});

export const listPromotionMethods = () => callApi(publisherProfileCalls.listPromotionMethods, {});

export const listPromotionCountries = () => callApi(publisherProfileCalls.listPromotionCountries, {});

// The profile, the associates tags, the review and the tax details (masked)
export const getPublisherProfile = () => callApi(publisherProfileCalls.getPublisherProfile, {});

export const updatePublisherProfile = (body: TPublisherProfileBody) =>
  callApi(publisherProfileCalls.updatePublisherProfile, { body }, { silent: true });

export const updateTrackingTags = (body: TTrackingTagsBody) =>
  callApi(publisherProfileCalls.updateTrackingTags, { body }, { silent: true });

// The bank account, its number masked, and its own review
export const getBankInformation = () => callApi(publisherPaymentCalls.getBankInformation, {});

export const saveBankInformation = (body: TBankBody) =>
  callApi(publisherPaymentCalls.saveBankInformation, { body }, { silent: true });

export const saveTaxDetails = (body: TTaxBody) =>
  callApi(publisherPaymentCalls.saveTaxDetails, { body }, { silent: true });

// POST publisher/profile/uploadPDF: multipart `file`, a PDF up to 10 MB
export const uploadTaxPdf = (file: File) =>
  uploadFile(publisherPaymentCalls.uploadTaxPdf, file, { silent: true });
