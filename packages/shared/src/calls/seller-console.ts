import { defineCall } from '../call';
import {
  ZBrandSearchPageSchema,
  ZBrandSearchQuerySchema,
  ZCampaignAggExportQuerySchema,
  ZCampaignAggPageSchema,
  ZCampaignAggQuerySchema,
  ZSellerAsinQuerySchema,
  ZSellerAsinResultSchema,
  ZSellerDetailsQuerySchema,
  ZSellerDetailsSchema,
  ZSellerExportQuerySchema,
  ZSellerListPageSchema,
  ZSellerListQuerySchema,
  ZSellerSearchQuerySchema,
  ZSellerSearchResultSchema,
  ZUserDetailsParamsSchema,
  ZUserDetailsRequestSchema,
  ZUserDetailsSchema,
} from '../seller-console';

// Spec 7.15: the console's sellers, brands and the edit of an account's details.
const get = { api: 'admin', method: 'GET', roles: ['operator'] } as const;

export const sellerConsoleCalls = {
  // GET seller/list
  listConsoleSellers: defineCall({
    ...get,
    path: 'seller/list',
    summary: 'Sellers with their marketplaces, brands, products and unpaid billings, filtered and paged',
    query: ZSellerListQuerySchema,
    response: ZSellerListPageSchema,
  }),
  // GET seller/search
  searchConsoleSellers: defineCall({
    ...get,
    path: 'seller/search',
    summary: 'At most 20 sellers by name, e-mail or id, for a picker',
    query: ZSellerSearchQuerySchema,
    response: ZSellerSearchResultSchema,
  }),
  // GET seller/searchAsin?asin=
  searchSellersByAsin: defineCall({
    ...get,
    path: 'seller/searchAsin',
    summary: 'The sellers offering an ASIN in any marketplace, with each product',
    query: ZSellerAsinQuerySchema,
    response: ZSellerAsinResultSchema,
  }),
  // GET seller/details?sellerId=
  getConsoleSellerDetails: defineCall({
    ...get,
    path: 'seller/details',
    summary: "A seller's account, settings, marketplace identities, catalogue counts and billing totals",
    query: ZSellerDetailsQuerySchema,
    response: ZSellerDetailsSchema,
  }),
  // GET seller/report/campaign-agg-30d
  getCampaignAgg30d: defineCall({
    ...get,
    path: 'seller/report/campaign-agg-30d',
    summary:
      'Per seller and marketplace, the last 30 complete days: traffic, sales, cost and confirmed campaigns',
    query: ZCampaignAggQuerySchema,
    response: ZCampaignAggPageSchema,
  }),
  // EXPORT seller/report/campaign-agg-30d/export
  exportCampaignAgg30d: defineCall({
    ...get,
    path: 'seller/report/campaign-agg-30d/export',
    summary: 'The 30-day seller report as CSV',
    query: ZCampaignAggExportQuerySchema,
    download: true,
  }),
  // EXPORT seller/export
  exportConsoleSellers: defineCall({
    ...get,
    path: 'seller/export',
    summary: 'The sellers under the list filters as CSV',
    query: ZSellerExportQuerySchema,
    download: true,
  }),
  // GET brand/search
  searchConsoleBrands: defineCall({
    ...get,
    path: 'brand/search',
    summary: 'Brands of every seller by name, with the seller, marketplaces and products',
    query: ZBrandSearchQuerySchema,
    response: ZBrandSearchPageSchema,
  }),
  // PUT {userType}/details/{id}
  updateUserDetails: defineCall({
    api: 'admin',
    method: 'PUT',
    path: '{userType}/details/{id}',
    roles: ['operator'],
    summary: "Change an account's name, e-mail or status; disabling ends its sessions",
    params: ZUserDetailsParamsSchema,
    body: ZUserDetailsRequestSchema,
    response: ZUserDetailsSchema,
  }),
};
