import {
  commissionCalls,
  type TApplyCommissionCsvResponse,
  type TCommissionCsvRowsQuery,
  type TCommissionHistoryExportQuery,
  type TCommissionHistoryQuery,
} from '@atlas/shared';
import { downloadCall } from './download';
import { ApiError, callApi, uploadFile } from './http';

// Screens show these calls' errors inline (drawers, modals, the commission cell), so they are silent.

export const getCommissionConfig = () => callApi(commissionCalls.getCommissionConfig, {});

// One rate for one product or a selection
export const setCommission = (ids: string[], commissionBp: number) =>
  callApi(commissionCalls.setCommission, { body: { ids, commissionBp } }, { silent: true });

// POST seller/product/active or POST seller/product/inactive
export const setProductStatus = (ids: string[], status: 'active' | 'inactive') =>
  callApi(
    status === 'active' ? commissionCalls.activateProducts : commissionCalls.deactivateProducts,
    { body: { ids } },
    { silent: true },
  );

// All, or ?id= one product
export const listCommissionHistory = (query: TCommissionHistoryQuery) =>
  callApi(commissionCalls.listCommissionHistory, { query }, { silent: true });

export const exportCommissionHistory = (query: TCommissionHistoryExportQuery) =>
  downloadCall(commissionCalls.exportCommissionHistory, { query }, { platform: 'seller', silent: true });

export const previewCommissionCsv = (file: File) =>
  uploadFile(commissionCalls.previewCommissionCsv, file, { silent: true });

// Another page of a preview
export const getCommissionCsvPreview = (query: TCommissionCsvRowsQuery) =>
  callApi(commissionCalls.getCommissionCsvPreview, { query }, { silent: true });

/**
 * A very large file may take the server longer than the 10 s time-out of spec 9; applying a
 * preview twice is harmless (the second call waits for the first and answers its counts), so a
 * time-out is simply asked again.
 */
export async function applyCommissionCsv(id: string, attempts = 3): Promise<TApplyCommissionCsvResponse> {
  try {
    return await callApi(commissionCalls.applyCommissionCsv, { body: { id } }, { silent: true });
  } catch (error) {
    if (error instanceof ApiError && error.code === 'timeout' && attempts > 1) {
      return applyCommissionCsv(id, attempts - 1);
    }
    throw error;
  }
}
