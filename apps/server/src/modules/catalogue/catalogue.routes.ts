import { publisherCatalogueCalls as calls } from '@atlas/shared';
import { sendCsv } from '../../platform/export';
import { defineRoute } from '../../platform/route';
import {
  aggregateCategories,
  findProducts,
  getCategoryTree,
  getCommissionHistory,
  getProduct,
  listCatalogueVariations,
  listFirstLevelCategories,
  listProductsByBrand,
} from './catalogue.service';
import { findBrands, getBrandDetail, listBrandPicks } from './catalogue-brands.service';
import { exportCatalogueProducts, exportCatalogueVariations } from './catalogue-export.service';

// Every catalogue call is for publishers an operator approved (3008 for the others).
const approved = ['publisherApproved'] as const;

export const catalogueRoutes = [
  // GET category/first-level/list
  defineRoute(calls.listFirstLevelCategories, {
    preconditions: approved,
    handler: () => listFirstLevelCategories(),
  }),
  // GET category/aggregation/list
  defineRoute(calls.aggregateCategories, {
    preconditions: approved,
    handler: ({ deps, query }) => aggregateCategories(deps, query.countryCode),
  }),
  // GET category/{id}/tree/list?countryCode=
  defineRoute(calls.getCategoryTree, {
    preconditions: approved,
    handler: ({ deps, params, query }) => getCategoryTree(deps, params.id, query.countryCode),
  }),
  // GET brand/list
  defineRoute(calls.listCatalogueBrands, {
    preconditions: approved,
    handler: ({ deps, query }) => listBrandPicks(deps, query),
  }),
  // GET publisher/brand/find/list
  defineRoute(calls.findBrands, {
    preconditions: approved,
    handler: ({ deps, query }) => findBrands(deps, query),
  }),
  // GET publisher/brand/detail/{brandId}
  defineRoute(calls.getBrandDetail, {
    preconditions: approved,
    handler: ({ deps, params, query }) => getBrandDetail(deps, params.brandId, query.countryCode),
  }),
  // GET publisher/product/find/list
  defineRoute(calls.findProducts, {
    preconditions: approved,
    handler: ({ deps, query }) => findProducts(deps, query),
  }),
  // GET publisher/product/list/by-brand
  defineRoute(calls.listProductsByBrand, {
    preconditions: approved,
    handler: ({ deps, query }) => listProductsByBrand(deps, query),
  }),
  // GET publisher/product/detail/{id}
  defineRoute(calls.getCatalogueProduct, {
    preconditions: approved,
    handler: ({ deps, params }) => getProduct(deps, params.id),
  }),
  // GET publisher/product/commissionHistory?id=
  defineRoute(calls.getCatalogueCommissionHistory, {
    preconditions: approved,
    handler: ({ deps, query }) => getCommissionHistory(deps, query),
  }),
  // GET publisher/product/{id}/variations/list
  defineRoute(calls.listCatalogueVariations, {
    preconditions: approved,
    handler: ({ deps, params, query }) => listCatalogueVariations(deps, params.id, query),
  }),
  // EXPORT publisher/product/{id}/variations/export
  defineRoute(calls.exportCatalogueVariations, {
    preconditions: approved,
    handler: async ({ deps, params, reply }) =>
      sendCsv(reply, await exportCatalogueVariations(deps, params.id)),
  }),
  // EXPORT publisher/product/export (POST, platform seller): a download, so read-only delegates may
  defineRoute(calls.exportCatalogueProducts, {
    preconditions: approved,
    handler: async ({ deps, body, reply }) => sendCsv(reply, await exportCatalogueProducts(deps, body)),
  }),
];
