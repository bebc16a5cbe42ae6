import {
  sellerConsoleCalls as calls,
  operatorSellerBillingCalls,
  type TAllBillingItemsExportQuery,
  type TCampaignAggExportQuery,
  type TSellerExportQuery,
} from '@atlas/shared';
import { downloadCall, type TDownloadProgress } from './download';

// The console's sellers, brands, billing items and account details (spec 7.15). The pages show
// their failures themselves; the edit form shows its own.
export const consoleCallOptions = { keepPage: true, silent: true };

/** What shows the console's sellers: an edit of a seller's details refreshes them. */
export const consoleSellerReads = [
  calls.listConsoleSellers,
  calls.searchSellersByAsin,
  calls.getConsoleSellerDetails,
  calls.getCampaignAgg30d,
  operatorSellerBillingCalls.listOperatorSellerBillings,
];

// The sellers' exports carry the seller platform, in the query as spec 7.1 has it.

export const exportConsoleSellers = (
  query: Omit<TSellerExportQuery, 'platform'>,
  onProgress?: TDownloadProgress,
) =>
  downloadCall(
    calls.exportConsoleSellers,
    { query: { ...query, platform: 'seller' } },
    { platform: 'seller', silent: true, onProgress },
  );

export const exportCampaignAgg30d = (
  query: Omit<TCampaignAggExportQuery, 'platform'>,
  onProgress?: TDownloadProgress,
) =>
  downloadCall(
    calls.exportCampaignAgg30d,
    { query: { ...query, platform: 'seller' } },
    { platform: 'seller', silent: true, onProgress },
  );

export const exportAllBillingItems = (
  query: Omit<TAllBillingItemsExportQuery, 'platform'>,
  onProgress?: TDownloadProgress,
) =>
  downloadCall(
    operatorSellerBillingCalls.exportAllSellerBillingItems,
    { query: { ...query, platform: 'seller' } },
    { platform: 'seller', silent: true, onProgress },
  );
