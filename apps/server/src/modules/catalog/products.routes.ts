import { productCalls } from '@atlas/shared';
import { sendCsv } from '../../platform/export';
import { defineRoute } from '../../platform/route';
import { exportProducts, exportProductVariations, productTemplate } from './product-export.service';
import {
  countProducts,
  countVariations,
  getProductDetail,
  listProducts,
  listProductVariations,
} from './products.service';

export const productRoutes = [
  // GET seller/product/list: the filtered, sorted product list, one server page at a time
  defineRoute(productCalls.listProducts, {
    preconditions: ['sellerNotice'],
    handler: ({ deps, actor, query }) => listProducts(deps, actor, query),
  }),
  // GET seller/product/productCount: totals of the marketplace by status and commission
  defineRoute(productCalls.countProducts, {
    preconditions: ['sellerNotice'],
    handler: ({ deps, actor, query }) => countProducts(deps, actor, query),
  }),
  // PATCH seller/product/detail/{id}: fetches the product's detail (PATCH, as the spec has it)
  defineRoute(productCalls.getProductDetail, {
    preconditions: ['sellerNotice'],
    readOnlySafe: true,
    handler: ({ deps, actor, params }) => getProductDetail(deps, actor, params.id),
  }),
  // GET seller/product/{id}/variations/list: spec 7.10's {role}/product/{id}/variations/list as seller
  defineRoute(productCalls.listProductVariations, {
    preconditions: ['sellerNotice'],
    handler: ({ deps, actor, params, query }) => listProductVariations(deps, actor, params.id, query),
  }),
  // EXPORT seller/product/{id}/variations/export: the product's variations as CSV
  defineRoute(productCalls.exportProductVariations, {
    preconditions: ['sellerNotice'],
    handler: async ({ deps, actor, params, reply }) =>
      sendCsv(reply, await exportProductVariations(deps, actor, params.id)),
  }),
  // POST seller/product/variation/count: variation counts of a selection of products
  defineRoute(productCalls.countVariations, {
    preconditions: ['sellerNotice'],
    readOnlySafe: true,
    handler: ({ deps, actor, body }) => countVariations(deps, actor, body),
  }),
  // EXPORT seller/product/export: the list's filters (or a selection) as CSV
  defineRoute(productCalls.exportProducts, {
    preconditions: ['sellerNotice'],
    handler: async ({ deps, actor, query, reply }) =>
      sendCsv(reply, await exportProducts(deps, actor, query)),
  }),
  // EXPORT seller/product/downloadProductTemplate: the commission/status CSV, filled with the products
  defineRoute(productCalls.downloadProductTemplate, {
    preconditions: ['sellerNotice'],
    handler: async ({ deps, actor, query, reply }) =>
      sendCsv(reply, await productTemplate(deps, actor, query)),
  }),
];
