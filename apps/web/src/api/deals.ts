import { dealCalls, type TDealListQuery, type TSaveDealRequest } from '@atlas/shared';
import { downloadCall } from './download';
import { callApi, uploadFile } from './http';

// The Deals page shows these calls' errors inline (drawer, modal), so they are silent.

// The seller's deals (the list the Deals page needs; not in spec 7.3)
export const listDeals = (query: TDealListQuery) => callApi(dealCalls.listDeals, { query });

// PUT seller/product/deal/edit when an id is present, POST seller/product/deal when absent (spec 7.3)
export function saveDeal(body: TSaveDealRequest) {
  const { id } = body;
  return id
    ? callApi(dealCalls.editDeal, { body: { ...body, id } }, { silent: true })
    : callApi(dealCalls.createDeal, { body }, { silent: true });
}

export const deleteDeal = (id: string) => callApi(dealCalls.deleteDeal, { params: { id } }, { silent: true });

export const uploadDeals = (file: File) => uploadFile(dealCalls.uploadDeals, file, { silent: true });

// Product_deal_template.csv
export const downloadDealTemplate = () =>
  downloadCall(dealCalls.downloadDealTemplate, {}, { platform: 'seller', silent: true });
