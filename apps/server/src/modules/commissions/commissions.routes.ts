import {
  maxCommissionCsvBytes,
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
} from '@atlas/shared';
import { csvContentType, sendFile } from '../../platform/export';
import { readUploadedFile } from '../../platform/multipart';
import { defineRoute } from '../../platform/route';
import { applyCommissionCsv, getCommissionCsvPreview, previewCommissionCsv } from './commission-csv.service';
import {
  exportCommissionHistory,
  getCommissionConfig,
  listCommissionHistory,
  setCommission,
  setProductStatus,
} from './commissions.service';

const statusRoute = (status: 'active' | 'inactive') =>
  defineRoute({
    api: 'user',
    method: 'POST',
    path: `seller/product/${status}`,
    roles: ['seller'],
    summary: `Make the selected products ${status} (one or many; active needs a commission within the bounds)`,
    body: ZSetProductStatusRequestSchema,
    response: ZSetProductsResponseSchema,
    handler: ({ deps, actor, body }) => setProductStatus(deps, actor, body, status),
  });

export const commissionRoutes = [
  // GET commission/config: commission bounds, step and platform fee (DOMAIN.md defaults or the seller's own)
  defineRoute({
    api: 'user',
    method: 'GET',
    path: 'commission/config',
    roles: ['seller'],
    summary: 'Commission bounds, step and platform fee',
    response: ZCommissionConfigSchema,
    handler: ({ deps, actor }) => getCommissionConfig(deps, actor),
  }),
  // POST seller/product/active: activate a selection of products
  statusRoute('active'),
  // POST seller/product/inactive: deactivate a selection of products
  statusRoute('inactive'),
  // POST seller/product/commission: set one commission on a selection of products
  defineRoute({
    api: 'user',
    method: 'POST',
    path: 'seller/product/commission',
    roles: ['seller'],
    summary: 'Set the commission of one product or a selection',
    body: ZSetCommissionRequestSchema,
    response: ZSetProductsResponseSchema,
    handler: ({ deps, actor, body }) => setCommission(deps, actor, body),
  }),
  // GET seller/product/commissionHistory: every commission/status change, or one product's (?id=), paged
  defineRoute({
    api: 'user',
    method: 'GET',
    path: 'seller/product/commissionHistory',
    roles: ['seller'],
    summary: 'Commission and status history of all products, or of one with ?id=',
    query: ZCommissionHistoryQuerySchema,
    response: ZCommissionHistoryPageSchema,
    handler: ({ deps, actor, query }) => listCommissionHistory(deps, actor, query),
  }),
  // EXPORT seller/product/exportCommissionHistory: the history as CSV, same filters as the list
  defineRoute({
    api: 'user',
    method: 'GET',
    path: 'seller/product/exportCommissionHistory',
    roles: ['seller'],
    summary: 'Download the commission history as CSV',
    query: ZCommissionHistoryExportQuerySchema,
    download: true,
    handler: async ({ deps, actor, query, reply }) => {
      const { fileName, csv } = await exportCommissionHistory(deps, actor, query);
      return sendFile(reply, fileName, csvContentType, csv);
    },
  }),
  // POST seller/product/preCommissionCsv: preview a commission/status CSV (multipart `file`); changes nothing
  defineRoute({
    api: 'user',
    method: 'POST',
    path: 'seller/product/preCommissionCsv',
    roles: ['seller'],
    summary: 'Preview a commission/status CSV: every row with its outcome, old → new, and errors by line',
    response: ZCommissionCsvPreviewSchema,
    readOnlySafe: true,
    handler: async ({ deps, actor, request }) =>
      previewCommissionCsv(deps, actor, await readUploadedFile(request, { maxBytes: maxCommissionCsvBytes })),
  }),
  // GET seller/product/commissionCsv/rows: another page of a preview (not in spec 7.3; the preview's table pages)
  defineRoute({
    api: 'user',
    method: 'GET',
    path: 'seller/product/commissionCsv/rows',
    roles: ['seller'],
    summary: "A page of a commission CSV preview's rows, optionally of one outcome",
    query: ZCommissionCsvRowsQuerySchema,
    response: ZCommissionCsvPreviewSchema,
    handler: ({ deps, actor, query }) => getCommissionCsvPreview(deps, actor, query),
  }),
  // POST seller/product/doUpdateCommissionOrStatusCsv: apply a preview's valid rows, in one transaction
  defineRoute({
    api: 'user',
    method: 'POST',
    path: 'seller/product/doUpdateCommissionOrStatusCsv',
    roles: ['seller'],
    summary: 'Apply a previewed commission/status CSV (by preview id); a second apply changes nothing',
    body: ZApplyCommissionCsvRequestSchema,
    response: ZApplyCommissionCsvResponseSchema,
    handler: ({ deps, actor, body }) => applyCommissionCsv(deps, actor, body),
  }),
];
