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
} from '@atlas/shared';
import { z } from 'zod';
import { csvContentType, sendFile } from '../../platform/export';
import { defineRoute } from '../../platform/route';
import { exportProducts, productTemplate } from './product-export.service';
import {
  countProducts,
  countVariations,
  getProductDetail,
  listProducts,
  listProductVariations,
} from './products.service';

export const productRoutes = [
  // GET seller/product/list: the filtered, sorted product list, one server page at a time
  defineRoute({
    api: 'user',
    method: 'GET',
    path: 'seller/product/list',
    roles: ['seller'],
    summary: 'List products (search by title or ASIN, brand, status, commission set or not, sort, page)',
    query: ZProductListQuerySchema,
    response: ZProductPageSchema,
    handler: ({ deps, actor, query }) => listProducts(deps, actor, query),
  }),
  // GET seller/product/productCount: totals of the marketplace by status and commission
  defineRoute({
    api: 'user',
    method: 'GET',
    path: 'seller/product/productCount',
    roles: ['seller'],
    summary: 'Count products by status and commission',
    query: ZProductCountQuerySchema,
    response: ZProductCountSchema,
    handler: ({ deps, actor, query }) => countProducts(deps, actor, query),
  }),
  // PATCH seller/product/detail/{id}: fetches the product's detail (PATCH, as the spec has it)
  defineRoute({
    api: 'user',
    method: 'PATCH',
    path: 'seller/product/detail/{id}',
    roles: ['seller'],
    summary: "A product's detail",
    params: ZProductIdParamsSchema,
    body: z.object({}),
    response: ZProductDetailSchema,
    readOnlySafe: true,
    handler: ({ deps, actor, params }) => getProductDetail(deps, actor, params.id),
  }),
  // GET seller/product/{id}/variations/list: spec 7.10's {role}/product/{id}/variations/list as seller
  defineRoute({
    api: 'user',
    method: 'GET',
    path: 'seller/product/{id}/variations/list',
    roles: ['seller'],
    summary: "A product's variations, a page at a time",
    params: ZProductIdParamsSchema,
    query: ZVariationListQuerySchema,
    response: ZVariationPageSchema,
    handler: ({ deps, actor, params, query }) => listProductVariations(deps, actor, params.id, query),
  }),
  // POST seller/product/variation/count: variation counts of a selection of products
  defineRoute({
    api: 'user',
    method: 'POST',
    path: 'seller/product/variation/count',
    roles: ['seller'],
    summary: 'Count the variations of some products',
    body: ZVariationCountRequestSchema,
    response: ZVariationCountResponseSchema,
    readOnlySafe: true,
    handler: ({ deps, actor, body }) => countVariations(deps, actor, body),
  }),
  // EXPORT seller/product/export: the list's filters (or a selection) as CSV
  defineRoute({
    api: 'user',
    method: 'GET',
    path: 'seller/product/export',
    roles: ['seller'],
    summary: 'Export products as CSV (same filters as the list, or ids=…)',
    query: ZProductExportQuerySchema,
    download: true,
    handler: async ({ deps, actor, query, reply }) => {
      const file = await exportProducts(deps, actor, query);
      return sendFile(reply, file.fileName, csvContentType, file.body);
    },
  }),
  // EXPORT seller/product/downloadProductTemplate: the commission/status CSV, filled with the products
  defineRoute({
    api: 'user',
    method: 'GET',
    path: 'seller/product/downloadProductTemplate',
    roles: ['seller'],
    summary: 'Download the commission/status CSV template (ASIN, Country, Commission (%), Status)',
    query: ZProductTemplateQuerySchema,
    download: true,
    handler: async ({ deps, actor, query, reply }) => {
      const file = await productTemplate(deps, actor, query);
      return sendFile(reply, file.fileName, csvContentType, file.body);
    },
  }),
];
