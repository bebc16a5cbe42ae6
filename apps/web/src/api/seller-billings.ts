import {
  billingCloseCalls,
  sellerBillingCalls as calls,
  type TBillingCloseListQuery,
  type TBillingCloseRequest,
  type TSellerBillingDetailQuery,
  type TSellerBillingListQuery,
  type TSellerBillingReportExportQuery,
} from '@atlas/shared';
import { downloadCall, type TDownloadProgress } from './download';
import { callApi } from './http';

// The seller's billings (spec 7.7) and the console's month close. The Billings page shows its
// failures itself.

const quiet = { keepPage: true, silent: true };

export const listSellerBillings = (query: TSellerBillingListQuery) =>
  callApi(calls.listSellerBillings, { query }, quiet);

export const getSellerBillingDetail = (query: TSellerBillingDetailQuery) =>
  callApi(calls.getSellerBillingDetail, { query }, quiet);

export const getSellerPaymentPending = () => callApi(calls.getSellerPaymentPending, { query: {} }, quiet);

export const downloadSellerInvoice = (billingId: string, onProgress?: TDownloadProgress) =>
  downloadCall(calls.downloadSellerBillingInvoice, { query: { billingId } }, { silent: true, onProgress });

export const exportSellerBillingDetail = (billingId: string, onProgress?: TDownloadProgress) =>
  downloadCall(
    calls.exportSellerBillingDetail,
    { query: { billingId } },
    { platform: 'seller', silent: true, onProgress },
  );

export const exportSellerBillingReport = (
  query: TSellerBillingReportExportQuery,
  onProgress?: TDownloadProgress,
) =>
  downloadCall(calls.exportSellerBillingReport, { query }, { platform: 'seller', silent: true, onProgress });

// ---- Operator console

export const closeBillingMonth = (body: TBillingCloseRequest) =>
  callApi(billingCloseCalls.closeBillingMonth, { body }, quiet);

export const listBillingCloses = (query: TBillingCloseListQuery) =>
  callApi(billingCloseCalls.listBillingCloses, { query }, quiet);
