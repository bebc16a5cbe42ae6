import type {
  TApplyCommissionCsvResponse,
  TCommissionConfig,
  TCommissionCsvPreview,
  TCommissionCsvRowsQuery,
  TCommissionHistoryPage,
  TCommissionHistoryQuery,
  TSetProductsResponse,
} from '@atlas/shared';
import { download } from './download';
import { ApiError, api } from './http';

// Screens show these calls' errors inline (drawers, modals, the commission cell), so they are silent.

// GET commission/config
export function getCommissionConfig(): Promise<TCommissionConfig> {
  return api.get<TCommissionConfig>('commission/config');
}

// POST seller/product/commission: one rate for one product or a selection
export function setCommission(ids: string[], commissionBp: number): Promise<TSetProductsResponse> {
  return api.post<TSetProductsResponse>('seller/product/commission', { ids, commissionBp }, { silent: true });
}

// POST seller/product/active, POST seller/product/inactive
export function setProductStatus(
  ids: string[],
  status: 'active' | 'inactive',
): Promise<TSetProductsResponse> {
  return api.post<TSetProductsResponse>(`seller/product/${status}`, { ids }, { silent: true });
}

// GET seller/product/commissionHistory (all, or ?id= one product)
export function getCommissionHistory(query: TCommissionHistoryQuery): Promise<TCommissionHistoryPage> {
  return api.get<TCommissionHistoryPage>('seller/product/commissionHistory', query, { silent: true });
}

// EXPORT seller/product/exportCommissionHistory
export function exportCommissionHistory(query: { id?: string; countryCode?: string }): Promise<string> {
  return download({
    path: 'seller/product/exportCommissionHistory',
    query,
    platform: 'seller',
    silent: true,
  });
}

// POST seller/product/preCommissionCsv (multipart `file`)
export function previewCommissionCsv(file: File): Promise<TCommissionCsvPreview> {
  const form = new FormData();
  form.append('file', file);
  return api.upload<TCommissionCsvPreview>('seller/product/preCommissionCsv', form, { silent: true });
}

// GET seller/product/commissionCsv/rows: another page of a preview
export function getCommissionCsvRows(query: TCommissionCsvRowsQuery): Promise<TCommissionCsvPreview> {
  return api.get<TCommissionCsvPreview>('seller/product/commissionCsv/rows', query, { silent: true });
}

/**
 * POST seller/product/doUpdateCommissionOrStatusCsv. A very large file may take the server longer
 * than the 10 s time-out of spec 9; applying a preview twice is harmless (the second call waits
 * for the first and answers its counts), so a time-out is simply asked again.
 */
export async function applyCommissionCsv(id: string, attempts = 3): Promise<TApplyCommissionCsvResponse> {
  try {
    return await api.post<TApplyCommissionCsvResponse>(
      'seller/product/doUpdateCommissionOrStatusCsv',
      { id },
      { silent: true },
    );
  } catch (error) {
    if (error instanceof ApiError && error.code === 'timeout' && attempts > 1) {
      return applyCommissionCsv(id, attempts - 1);
    }
    throw error;
  }
}
