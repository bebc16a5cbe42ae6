import {
  associateReportCalls as publisherCalls,
  associatedPublisherCalls as sellerCalls,
  type TAssociateBatchListQuery,
  type TAssociateBrandListQuery,
  type TAssociateBrandRateQuery,
  type TAssociateCommissionBatch,
  type TAssociateCommissionDetailQuery,
  type TAssociateCommissionListQuery,
  type TAssociateCommissionSave,
  type TAssociatedByBrandQuery,
  type TAssociatedByPublisherQuery,
  type TAssociatedPublisherQuery,
  type TAssociateRowListQuery,
  type TCountryCode,
} from '@atlas/shared';
import { downloadCall } from './download';
import { callApi, uploadFile } from './http';

// Associate reports (spec 7.11) and associated publishers (spec 7.5). The screens show every
// failure themselves (an inline alert, a form field, what to finish when not approved: 3008).

const quiet = { keepPage: true, silent: true };

// ---- Publisher: associate reports

/** POST publisher/associate/report/upload: `dryRun` answers the preview and saves nothing. */
export const uploadAssociateReport = (file: File, countryCode: TCountryCode, dryRun: boolean) =>
  uploadFile(publisherCalls.uploadAssociateReport, file, {
    ...quiet,
    query: { countryCode, dryRun: dryRun ? 'true' : 'false' },
  });

export const listAssociateBatches = (query: TAssociateBatchListQuery) =>
  callApi(publisherCalls.listAssociateBatches, { query }, quiet);

export const listAssociateRows = (query: TAssociateRowListQuery) =>
  callApi(publisherCalls.listAssociateRows, { query }, quiet);

export const listAssociateBrands = (query: TAssociateBrandListQuery) =>
  callApi(publisherCalls.listAssociateBrands, { query }, quiet);

export const getAssociateBrandCommission = (brandId: string) =>
  callApi(publisherCalls.getAssociateBrandCommission, { query: { brandId } }, quiet);

export const exportAssociateProducts = (countryCode: TCountryCode) =>
  downloadCall(
    publisherCalls.exportAssociateProducts,
    { query: { countryCode } },
    { platform: 'publisher', silent: true },
  );

// ---- Seller: associated publishers

export const listAssociatedPublishers = (query: TAssociatedPublisherQuery) =>
  callApi(sellerCalls.listAssociatedPublishers, { query }, quiet);

export const listAssociatedPublishersByBrand = (query: TAssociatedByBrandQuery) =>
  callApi(sellerCalls.listAssociatedPublishersByBrand, { query }, quiet);

export const listAssociatedBrandsByPublisher = (query: TAssociatedByPublisherQuery) =>
  callApi(sellerCalls.listAssociatedBrandsByPublisher, { query }, quiet);

export const listAssociateCommissions = (query: TAssociateCommissionListQuery) =>
  callApi(sellerCalls.listAssociateCommissions, { query }, quiet);

export const listAssociateBrandRates = (query: TAssociateBrandRateQuery) =>
  callApi(sellerCalls.listAssociateBrandRates, { query }, quiet);

export const getAssociateCommissionDetail = (query: TAssociateCommissionDetailQuery) =>
  callApi(sellerCalls.getAssociateCommissionDetail, { query }, quiet);

export const saveAssociateCommission = (body: TAssociateCommissionSave) =>
  callApi(sellerCalls.saveAssociateCommission, { body }, quiet);

export const saveAssociateCommissions = (body: TAssociateCommissionBatch) =>
  callApi(sellerCalls.saveAssociateCommissions, { body }, quiet);
