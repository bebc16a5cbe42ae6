import { reportSearchCalls as calls } from '@atlas/shared';
import { defineRoute } from '../../platform/route';
import { searchCatalogueProducts, searchSellerBrands, searchSellerProducts } from './report-search.service';

// The report filters' pickers: a seller's brands and products, the catalogue for publishers.
export const reportSearchRoutes = [
  // GET seller/brands/search
  defineRoute(calls.sellerBrands, {
    preconditions: ['sellerNotice'],
    handler: ({ deps, actor, query }) => searchSellerBrands(deps, actor, query),
  }),
  // GET seller/product/searchAsin
  defineRoute(calls.sellerProducts, {
    preconditions: ['sellerNotice'],
    handler: ({ deps, actor, query }) => searchSellerProducts(deps, actor, query),
  }),
  // GET publisher/product/searchAsin
  defineRoute(calls.publisherProducts, {
    handler: ({ deps, query }) => searchCatalogueProducts(deps, query),
  }),
];
