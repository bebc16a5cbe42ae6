import { dealCalls, maxDealCsvBytes } from '@atlas/shared';
import { csvContentType, sendFile } from '../../platform/export';
import { readUploadedFile } from '../../platform/multipart';
import { defineRoute } from '../../platform/route';
import { uploadDeals } from './deal-csv.service';
import { dealTemplate, deleteDeal, listDeals, saveDeal } from './deals.service';

// Spec 3: "Deal: id. Present means edit; absent means create." Both POST forms follow that
// rule; PUT …/edit always edits.
const saveRoute = (call: typeof dealCalls.createDeal) =>
  defineRoute(call, {
    preconditions: ['sellerNotice'],
    handler: ({ deps, actor, body }) => saveDeal(deps, actor, body),
  });

export const dealRoutes = [
  // GET seller/product/deal: the seller's deals, filtered and paged (the Deals page; not in spec 7.3)
  defineRoute(dealCalls.listDeals, {
    preconditions: ['sellerNotice'],
    handler: ({ deps, actor, query }) => listDeals(deps, actor, query),
  }),
  // POST seller/product/deal: create a deal (an id in the body edits it instead)
  saveRoute(dealCalls.createDeal),
  // POST seller/product/deal/edit: create when the body has no id, edit when it has one
  saveRoute(dealCalls.saveDeal),
  // PUT seller/product/deal/edit: edit the deal of the body's id
  defineRoute(dealCalls.editDeal, {
    preconditions: ['sellerNotice'],
    handler: ({ deps, actor, body }) => saveDeal(deps, actor, body),
  }),
  // DELETE seller/product/deal/{id}: delete a deal that has not started
  defineRoute(dealCalls.deleteDeal, {
    preconditions: ['sellerNotice'],
    handler: ({ deps, actor, params }) => deleteDeal(deps, actor, params.id),
  }),
  // POST seller/product/deal/upload: create deals from a CSV (multipart `file`), all lines or none
  defineRoute(dealCalls.uploadDeals, {
    preconditions: ['sellerNotice'],
    handler: async ({ deps, actor, request }) =>
      uploadDeals(deps, actor, await readUploadedFile(request, { maxBytes: maxDealCsvBytes })),
  }),
  // EXPORT seller/product/deal/template/download: Product_deal_template.csv
  defineRoute(dealCalls.downloadDealTemplate, {
    preconditions: ['sellerNotice'],
    handler: async ({ deps, actor, reply }) => {
      const { fileName, csv } = await dealTemplate(deps, actor);
      return sendFile(reply, fileName, csvContentType, csv);
    },
  }),
];
