import {
  associateReportCalls as publisherCalls,
  associatedPublisherCalls as sellerCalls,
  type TAssociateCommissionSave,
  type TCountryCode,
} from '@atlas/shared';
import { callApi, uploadFile } from './http';

// Associate reports (spec 7.11) and associated publishers (spec 7.5). The screens show every
// failure themselves (an inline alert, a form field, what to finish when not approved: 3008).
export const associateCallOptions = { keepPage: true, silent: true };
const quiet = associateCallOptions;

/** What shows a publisher's associate reports: an applied upload refreshes them. */
export const associateReportReads = [
  publisherCalls.listAssociateBatches,
  publisherCalls.listAssociateRows,
  publisherCalls.listAssociateBrands,
  publisherCalls.getAssociateBrandCommission,
];

/** What shows a seller's associated publishers and their rates: a saved rate refreshes them. */
export const associatedPublisherReads = [
  sellerCalls.listAssociatedPublishers,
  sellerCalls.listAssociatedPublishersByBrand,
  sellerCalls.listAssociatedBrandsByPublisher,
  sellerCalls.listAssociateCommissions,
  sellerCalls.listAssociateBrandRates,
  sellerCalls.getAssociateCommissionDetail,
];

/** POST publisher/associate/report/upload: `dryRun` answers the preview and saves nothing. */
export const uploadAssociateReport = (file: File, countryCode: TCountryCode, dryRun: boolean) =>
  uploadFile(publisherCalls.uploadAssociateReport, file, {
    ...quiet,
    query: { countryCode, dryRun: dryRun ? 'true' : 'false' },
  });

/** One rate is saved by the single call, several in one batch. */
export const saveAssociateCommissions = (items: TAssociateCommissionSave[]) =>
  items.length === 1 && items[0]
    ? callApi(sellerCalls.saveAssociateCommission, { body: items[0] }, quiet)
    : callApi(sellerCalls.saveAssociateCommissions, { body: { items } }, quiet);
