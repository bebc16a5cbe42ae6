import type { TDeal, TDealListQuery, TDealPage, TDealUploadResponse, TSaveDealRequest } from '@atlas/shared';
import { download } from './download';
import { api } from './http';

// The Deals page shows these calls' errors inline (drawer, modal), so they are silent.

// GET seller/product/deal: the seller's deals (the list the Deals page needs; not in spec 7.3)
export function listDeals(query: TDealListQuery): Promise<TDealPage> {
  return api.get<TDealPage>('seller/product/deal', query);
}

// PUT seller/product/deal/edit when an id is present, POST seller/product/deal when absent (spec 7.3)
export function saveDeal(body: TSaveDealRequest): Promise<TDeal> {
  return body.id
    ? api.put<TDeal>('seller/product/deal/edit', body, { silent: true })
    : api.post<TDeal>('seller/product/deal', body, { silent: true });
}

// DELETE seller/product/deal/{id}
export function deleteDeal(id: string): Promise<{ id: string; deleted: true }> {
  return api.delete<{ id: string; deleted: true }>(
    `seller/product/deal/${encodeURIComponent(id)}`,
    undefined,
    {
      silent: true,
    },
  );
}

// POST seller/product/deal/upload (multipart `file`)
export function uploadDeals(file: File): Promise<TDealUploadResponse> {
  const form = new FormData();
  form.append('file', file);
  return api.upload<TDealUploadResponse>('seller/product/deal/upload', form, { silent: true });
}

// EXPORT seller/product/deal/template/download: Product_deal_template.csv
export function downloadDealTemplate(): Promise<string> {
  return download({ path: 'seller/product/deal/template/download', platform: 'seller', silent: true });
}
