import { defineCall } from '../call';
import {
  ZDealIdParamsSchema,
  ZDealListQuerySchema,
  ZDealPageSchema,
  ZDealSchema,
  ZDealUploadResponseSchema,
  ZDeleteDealResponseSchema,
  ZEditDealRequestSchema,
  ZSaveDealRequestSchema,
} from '../deals';

// Spec 3: "Deal: id. Present means edit; absent means create." Both POST forms listed in spec
// 7.3 follow that rule; PUT …/edit always edits.
const saveCall = (path: string, summary: string) =>
  defineCall({
    api: 'user',
    method: 'POST',
    path,
    roles: ['seller'],
    summary,
    body: ZSaveDealRequestSchema,
    response: ZDealSchema,
  });

export const dealCalls = {
  // GET seller/product/deal: the seller's deals, filtered and paged (the Deals page; not in spec 7.3)
  listDeals: defineCall({
    api: 'user',
    method: 'GET',
    path: 'seller/product/deal',
    roles: ['seller'],
    summary: "The seller's deals, by marketplace, state and search, paged",
    query: ZDealListQuerySchema,
    response: ZDealPageSchema,
  }),
  // POST seller/product/deal: create a deal (an id in the body edits it instead)
  createDeal: saveCall('seller/product/deal', 'Create a deal (with an id: edit it)'),
  // POST seller/product/deal/edit: create when the body has no id, edit when it has one
  saveDeal: saveCall('seller/product/deal/edit', 'Create a deal without an id, edit it with one'),
  // PUT seller/product/deal/edit: edit the deal of the body's id
  editDeal: defineCall({
    api: 'user',
    method: 'PUT',
    path: 'seller/product/deal/edit',
    roles: ['seller'],
    summary: 'Edit a deal',
    body: ZEditDealRequestSchema,
    response: ZDealSchema,
  }),
  // DELETE seller/product/deal/{id}: delete a deal that has not started
  deleteDeal: defineCall({
    api: 'user',
    method: 'DELETE',
    path: 'seller/product/deal/{id}',
    roles: ['seller'],
    summary: 'Delete a deal that has not started',
    params: ZDealIdParamsSchema,
    response: ZDeleteDealResponseSchema,
  }),
  // POST seller/product/deal/upload: create deals from a CSV (multipart `file`), all lines or none
  uploadDeals: defineCall({
    api: 'user',
    method: 'POST',
    path: 'seller/product/deal/upload',
    roles: ['seller'],
    summary: 'Create deals from a CSV of the deal template; any wrong line creates nothing',
    response: ZDealUploadResponseSchema,
    upload: true,
  }),
  // EXPORT seller/product/deal/template/download: Product_deal_template.csv
  downloadDealTemplate: defineCall({
    api: 'user',
    method: 'GET',
    path: 'seller/product/deal/template/download',
    roles: ['seller'],
    summary: 'Download the deal CSV template',
    download: true,
  }),
};
