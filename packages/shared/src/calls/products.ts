import { z } from 'zod';
import { defineCall } from '../call';
import {
  ZProductCountQuerySchema,
  ZProductCountSchema,
  ZProductDetailSchema,
  ZProductExportQuerySchema,
  ZProductIdParamsSchema,
  ZProductListQuerySchema,
  ZProductPageSchema,
  ZProductTemplateQuerySchema,
  ZVariationCountRequestSchema,
  ZVariationCountResponseSchema,
  ZVariationListQuerySchema,
  ZVariationPageSchema,
} from '../catalog';

export const productCalls = {
  // GET seller/product/list: the filtered, sorted product list, one server page at a time
  listProducts: defineCall({
    api: 'user',
    method: 'GET',
    path: 'seller/product/list',
    roles: ['seller'],
    summary: 'List products (search by title or ASIN, brand, status, commission set or not, sort, page)',
    query: ZProductListQuerySchema,
    response: ZProductPageSchema,
  }),
  // GET seller/product/productCount: totals of the marketplace by status and commission
  countProducts: defineCall({
    api: 'user',
    method: 'GET',
    path: 'seller/product/productCount',
    roles: ['seller'],
    summary: 'Count products by status and commission',
    query: ZProductCountQuerySchema,
    response: ZProductCountSchema,
  }),
  // PATCH seller/product/detail/{id}: fetches the product's detail (PATCH, as the spec has it)
  getProductDetail: defineCall({
    api: 'user',
    method: 'PATCH',
    path: 'seller/product/detail/{id}',
    roles: ['seller'],
    summary: "A product's detail",
    params: ZProductIdParamsSchema,
    body: z.object({}),
    response: ZProductDetailSchema,
  }),
  // GET seller/product/{id}/variations/list: spec 7.10's {role}/product/{id}/variations/list as seller
  listProductVariations: defineCall({
    api: 'user',
    method: 'GET',
    path: 'seller/product/{id}/variations/list',
    roles: ['seller'],
    summary: "A product's variations, a page at a time",
    params: ZProductIdParamsSchema,
    query: ZVariationListQuerySchema,
    response: ZVariationPageSchema,
  }),
  // EXPORT seller/product/{id}/variations/export: the product's variations as CSV (spec 2.3 Seller Products)
  exportProductVariations: defineCall({
    api: 'user',
    method: 'GET',
    path: 'seller/product/{id}/variations/export',
    roles: ['seller'],
    summary: "Export a product's variations as CSV",
    params: ZProductIdParamsSchema,
    download: true,
  }),
  // POST seller/product/variation/count: variation counts of a selection of products
  countVariations: defineCall({
    api: 'user',
    method: 'POST',
    path: 'seller/product/variation/count',
    roles: ['seller'],
    summary: 'Count the variations of some products',
    body: ZVariationCountRequestSchema,
    response: ZVariationCountResponseSchema,
  }),
  // EXPORT seller/product/export: the list's filters (or a selection) as CSV
  exportProducts: defineCall({
    api: 'user',
    method: 'GET',
    path: 'seller/product/export',
    roles: ['seller'],
    summary: 'Export products as CSV (same filters as the list, or ids=…)',
    query: ZProductExportQuerySchema,
    download: true,
  }),
  // EXPORT seller/product/downloadProductTemplate: the commission/status CSV, filled with the products
  downloadProductTemplate: defineCall({
    api: 'user',
    method: 'GET',
    path: 'seller/product/downloadProductTemplate',
    roles: ['seller'],
    summary: 'Download the commission/status CSV template (ASIN, Country, Commission (%), Status)',
    query: ZProductTemplateQuerySchema,
    download: true,
  }),
};
