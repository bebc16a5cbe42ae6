import {
  maxDealCsvBytes,
  ZDealIdParamsSchema,
  ZDealListQuerySchema,
  ZDealPageSchema,
  ZDealSchema,
  ZDealUploadResponseSchema,
  ZDeleteDealResponseSchema,
  ZEditDealRequestSchema,
  ZSaveDealRequestSchema,
} from '@atlas/shared';
import { csvContentType, sendFile } from '../../platform/export';
import { readUploadedFile } from '../../platform/multipart';
import { defineRoute } from '../../platform/route';
import { uploadDeals } from './deal-csv.service';
import { dealTemplate, deleteDeal, listDeals, saveDeal } from './deals.service';

// Spec 3: "Deal: id. Present means edit; absent means create." Both POST forms listed in spec
// 7.3 follow that rule; PUT …/edit always edits.
const saveRoute = (path: string, summary: string) =>
  defineRoute({
    api: 'user',
    method: 'POST',
    path,
    roles: ['seller'],
    summary,
    body: ZSaveDealRequestSchema,
    response: ZDealSchema,
    handler: ({ deps, actor, body }) => saveDeal(deps, actor, body),
  });

export const dealRoutes = [
  // GET seller/product/deal: the seller's deals, filtered and paged (the Deals page; not in spec 7.3)
  defineRoute({
    api: 'user',
    method: 'GET',
    path: 'seller/product/deal',
    roles: ['seller'],
    summary: "The seller's deals, by marketplace, state and search, paged",
    query: ZDealListQuerySchema,
    response: ZDealPageSchema,
    handler: ({ deps, actor, query }) => listDeals(deps, actor, query),
  }),
  // POST seller/product/deal: create a deal (an id in the body edits it instead)
  saveRoute('seller/product/deal', 'Create a deal (with an id: edit it)'),
  // POST seller/product/deal/edit: create when the body has no id, edit when it has one
  saveRoute('seller/product/deal/edit', 'Create a deal without an id, edit it with one'),
  // PUT seller/product/deal/edit: edit the deal of the body's id
  defineRoute({
    api: 'user',
    method: 'PUT',
    path: 'seller/product/deal/edit',
    roles: ['seller'],
    summary: 'Edit a deal',
    body: ZEditDealRequestSchema,
    response: ZDealSchema,
    handler: ({ deps, actor, body }) => saveDeal(deps, actor, body),
  }),
  // DELETE seller/product/deal/{id}: delete a deal that has not started
  defineRoute({
    api: 'user',
    method: 'DELETE',
    path: 'seller/product/deal/{id}',
    roles: ['seller'],
    summary: 'Delete a deal that has not started',
    params: ZDealIdParamsSchema,
    response: ZDeleteDealResponseSchema,
    handler: ({ deps, actor, params }) => deleteDeal(deps, actor, params.id),
  }),
  // POST seller/product/deal/upload: create deals from a CSV (multipart `file`), all lines or none
  defineRoute({
    api: 'user',
    method: 'POST',
    path: 'seller/product/deal/upload',
    roles: ['seller'],
    summary: 'Create deals from a CSV of the deal template; any wrong line creates nothing',
    response: ZDealUploadResponseSchema,
    handler: async ({ deps, actor, request }) =>
      uploadDeals(deps, actor, await readUploadedFile(request, { maxBytes: maxDealCsvBytes })),
  }),
  // EXPORT seller/product/deal/template/download: Product_deal_template.csv
  defineRoute({
    api: 'user',
    method: 'GET',
    path: 'seller/product/deal/template/download',
    roles: ['seller'],
    summary: 'Download the deal CSV template',
    download: true,
    handler: async ({ deps, actor, reply }) => {
      const { fileName, csv } = await dealTemplate(deps, actor);
      return sendFile(reply, fileName, csvContentType, csv);
    },
  }),
];
