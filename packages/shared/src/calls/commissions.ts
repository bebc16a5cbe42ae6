import { defineCall } from '../call';
import {
  ZApplyCommissionCsvRequestSchema,
  ZApplyCommissionCsvResponseSchema,
  ZCommissionConfigSchema,
  ZCommissionCsvPreviewSchema,
  ZCommissionCsvRowsQuerySchema,
  ZCommissionHistoryExportQuerySchema,
  ZCommissionHistoryPageSchema,
  ZCommissionHistoryQuerySchema,
  ZSetCommissionRequestSchema,
  ZSetProductStatusRequestSchema,
  ZSetProductsResponseSchema,
} from '../commissions';

const statusCall = (status: 'active' | 'inactive') =>
  defineCall({
    api: 'user',
    method: 'POST',
    path: `seller/product/${status}`,
    roles: ['seller'],
    summary: `Make the selected products ${status} (one or many; active needs a commission within the bounds)`,
    body: ZSetProductStatusRequestSchema,
    response: ZSetProductsResponseSchema,
  });

export const commissionCalls = {
  // POST seller/product/active: activate a selection of products
  activateProducts: statusCall('active'),
  // POST seller/product/inactive: deactivate a selection of products
  deactivateProducts: statusCall('inactive'),
  // GET commission/config: commission bounds, step and platform fee (DOMAIN.md defaults or the seller's own)
  getCommissionConfig: defineCall({
    api: 'user',
    method: 'GET',
    path: 'commission/config',
    roles: ['seller'],
    summary: 'Commission bounds, step and platform fee',
    response: ZCommissionConfigSchema,
  }),
  // POST seller/product/commission: set one commission on a selection of products
  setCommission: defineCall({
    api: 'user',
    method: 'POST',
    path: 'seller/product/commission',
    roles: ['seller'],
    summary: 'Set the commission of one product or a selection',
    body: ZSetCommissionRequestSchema,
    response: ZSetProductsResponseSchema,
  }),
  // GET seller/product/commissionHistory: every commission/status change, or one product's (?id=), paged
  listCommissionHistory: defineCall({
    api: 'user',
    method: 'GET',
    path: 'seller/product/commissionHistory',
    roles: ['seller'],
    summary: 'Commission and status history of all products, or of one with ?id=',
    query: ZCommissionHistoryQuerySchema,
    response: ZCommissionHistoryPageSchema,
  }),
  // EXPORT seller/product/exportCommissionHistory: the history as CSV, same filters as the list
  exportCommissionHistory: defineCall({
    api: 'user',
    method: 'GET',
    path: 'seller/product/exportCommissionHistory',
    roles: ['seller'],
    summary: 'Download the commission history as CSV',
    query: ZCommissionHistoryExportQuerySchema,
    download: true,
  }),
  // POST seller/product/preCommissionCsv: preview a commission/status CSV (multipart `file`); changes nothing
  previewCommissionCsv: defineCall({
    api: 'user',
    method: 'POST',
    path: 'seller/product/preCommissionCsv',
    roles: ['seller'],
    summary: 'Preview a commission/status CSV: every row with its outcome, old → new, and errors by line',
    response: ZCommissionCsvPreviewSchema,
    upload: true,
  }),
  // GET seller/product/commissionCsv/rows: another page of a preview (not in spec 7.3; the preview's table pages)
  getCommissionCsvPreview: defineCall({
    api: 'user',
    method: 'GET',
    path: 'seller/product/commissionCsv/rows',
    roles: ['seller'],
    summary: "A page of a commission CSV preview's rows, optionally of one outcome",
    query: ZCommissionCsvRowsQuerySchema,
    response: ZCommissionCsvPreviewSchema,
  }),
  // POST seller/product/doUpdateCommissionOrStatusCsv: apply a preview's valid rows, in one transaction
  applyCommissionCsv: defineCall({
    api: 'user',
    method: 'POST',
    path: 'seller/product/doUpdateCommissionOrStatusCsv',
    roles: ['seller'],
    summary: 'Apply a previewed commission/status CSV (by preview id); a second apply changes nothing',
    body: ZApplyCommissionCsvRequestSchema,
    response: ZApplyCommissionCsvResponseSchema,
  }),
};
