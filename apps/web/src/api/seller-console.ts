import {
  sellerConsoleCalls as calls,
  operatorSellerBillingCalls,
  type TAllBillingItemsExportQuery,
  type TBrandSearchQuery,
  type TCampaignAggExportQuery,
  type TCampaignAggQuery,
  type TEditableUserType,
  type TOperatorSellerBillingQuery,
  type TSellerExportQuery,
  type TSellerListQuery,
  type TUserDetailsRequest,
} from '@atlas/shared';
import { downloadCall, type TDownloadProgress } from './download';
import { callApi } from './http';

// The console's sellers, brands, billing items and account details (spec 7.15). The pages show
// their failures themselves; the edit form shows its own.

const quiet = { keepPage: true, silent: true };

export const listConsoleSellers = (query: TSellerListQuery) =>
  callApi(calls.listConsoleSellers, { query }, quiet);

export const searchSellersByAsin = (asin: string) =>
  callApi(calls.searchSellersByAsin, { query: { asin } }, quiet);

export const getConsoleSellerDetails = (sellerId: string) =>
  callApi(calls.getConsoleSellerDetails, { query: { sellerId } }, quiet);

export const listOperatorSellerBillings = (query: TOperatorSellerBillingQuery) =>
  callApi(operatorSellerBillingCalls.listOperatorSellerBillings, { query }, quiet);

export const getCampaignAgg30d = (query: TCampaignAggQuery) =>
  callApi(calls.getCampaignAgg30d, { query }, quiet);

export const searchConsoleBrands = (query: TBrandSearchQuery) =>
  callApi(calls.searchConsoleBrands, { query }, quiet);

export const updateUserDetails = (userType: TEditableUserType, id: string, body: TUserDetailsRequest) =>
  callApi(calls.updateUserDetails, { params: { userType, id }, body }, quiet);

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
