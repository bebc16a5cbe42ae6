import { commissionCalls, maxCommissionCsvBytes } from '@atlas/shared';
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

const statusRoute = (call: typeof commissionCalls.activateProducts, status: 'active' | 'inactive') =>
  defineRoute(call, {
    preconditions: ['sellerNotice'],
    handler: ({ deps, actor, body }) => setProductStatus(deps, actor, body, status),
  });

export const commissionRoutes = [
  // GET commission/config: commission bounds, step and platform fee (DOMAIN.md defaults or the seller's own)
  defineRoute(commissionCalls.getCommissionConfig, {
    preconditions: ['sellerNotice'],
    handler: ({ deps, actor }) => getCommissionConfig(deps, actor),
  }),
  // POST seller/product/active: activate a selection of products
  statusRoute(commissionCalls.activateProducts, 'active'),
  // POST seller/product/inactive: deactivate a selection of products
  statusRoute(commissionCalls.deactivateProducts, 'inactive'),
  // POST seller/product/commission: set one commission on a selection of products
  defineRoute(commissionCalls.setCommission, {
    preconditions: ['sellerNotice'],
    handler: ({ deps, actor, body }) => setCommission(deps, actor, body),
  }),
  // GET seller/product/commissionHistory: every commission/status change, or one product's (?id=), paged
  defineRoute(commissionCalls.listCommissionHistory, {
    preconditions: ['sellerNotice'],
    handler: ({ deps, actor, query }) => listCommissionHistory(deps, actor, query),
  }),
  // EXPORT seller/product/exportCommissionHistory: the history as CSV, same filters as the list
  defineRoute(commissionCalls.exportCommissionHistory, {
    preconditions: ['sellerNotice'],
    handler: async ({ deps, actor, query, reply }) => {
      const { fileName, csv } = await exportCommissionHistory(deps, actor, query);
      return sendFile(reply, fileName, csvContentType, csv);
    },
  }),
  // POST seller/product/preCommissionCsv: preview a commission/status CSV (multipart `file`); changes nothing
  defineRoute(commissionCalls.previewCommissionCsv, {
    preconditions: ['sellerNotice'],
    readOnlySafe: true,
    handler: async ({ deps, actor, request }) =>
      previewCommissionCsv(deps, actor, await readUploadedFile(request, { maxBytes: maxCommissionCsvBytes })),
  }),
  // GET seller/product/commissionCsv/rows: another page of a preview (not in spec 7.3; the preview's table pages)
  defineRoute(commissionCalls.getCommissionCsvPreview, {
    preconditions: ['sellerNotice'],
    handler: ({ deps, actor, query }) => getCommissionCsvPreview(deps, actor, query),
  }),
  // POST seller/product/doUpdateCommissionOrStatusCsv: apply a preview's valid rows, in one transaction
  defineRoute(commissionCalls.applyCommissionCsv, {
    preconditions: ['sellerNotice'],
    handler: ({ deps, actor, body }) => applyCommissionCsv(deps, actor, body),
  }),
];
