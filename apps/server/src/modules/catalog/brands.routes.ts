import {
  ZActivateBrandsRequestSchema,
  ZActivateBrandsResponseSchema,
  ZBrandListQuerySchema,
  ZBrandsWithProductsQuerySchema,
  ZBrandWithProductsSchema,
  ZImportRunSchema,
  ZLatestUpdateTimeSchema,
  ZSellerBrandSchema,
} from '@atlas/shared';
import { z } from 'zod';
import { defineRoute } from '../../platform/route';
import { activateBrands, listAllBrands, listBrandsWithProducts } from './brands.service';
import { latestUpdateTime, refetchProducts } from './import.service';

// Brands and the marketplace import that finds them.
export const brandRoutes = [
  // GET seller/brands/all: every brand of the seller's marketplace account, active or not
  defineRoute({
    api: 'user',
    method: 'GET',
    path: 'seller/brands/all',
    roles: ['seller'],
    summary: 'All brands (search, status)',
    query: ZBrandListQuerySchema,
    response: z.array(ZSellerBrandSchema),
    handler: ({ deps, actor, query }) => listAllBrands(deps, actor, query),
  }),
  // POST seller/brands/activate: activate a selection of brands (their products appear)
  defineRoute({
    api: 'user',
    method: 'POST',
    path: 'seller/brands/activate',
    roles: ['seller'],
    summary: 'Activate brands',
    body: ZActivateBrandsRequestSchema,
    response: ZActivateBrandsResponseSchema,
    handler: ({ deps, actor, body }) => activateBrands(deps, actor, body),
  }),
  // GET seller/brands/with-available-products: active brands with products in the marketplace
  defineRoute({
    api: 'user',
    method: 'GET',
    path: 'seller/brands/with-available-products',
    roles: ['seller'],
    summary: 'Brands that have products in the marketplace',
    query: ZBrandsWithProductsQuerySchema,
    response: z.array(ZBrandWithProductsSchema),
    handler: ({ deps, actor, query }) => listBrandsWithProducts(deps, actor, query),
  }),
  // POST seller/product/refetch: import the catalogue again (a job; status and commissions kept)
  defineRoute({
    api: 'user',
    method: 'POST',
    path: 'seller/product/refetch',
    roles: ['seller'],
    summary: 'Import the catalogue from the marketplace again',
    body: z.object({}),
    response: ZImportRunSchema,
    handler: ({ deps, actor }) => refetchProducts(deps, actor),
  }),
  // GET seller/product/latest-update-time: when the last import finished, and the newest run's progress
  defineRoute({
    api: 'user',
    method: 'GET',
    path: 'seller/product/latest-update-time',
    roles: ['seller'],
    summary: 'When the catalogue was last imported, with the newest import',
    response: ZLatestUpdateTimeSchema,
    handler: ({ deps, actor }) => latestUpdateTime(deps, actor),
  }),
];
