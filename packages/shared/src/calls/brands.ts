import { z } from 'zod';
import { defineCall } from '../call';
import {
  ZActivateBrandsRequestSchema,
  ZActivateBrandsResponseSchema,
  ZBrandImageRequestSchema,
  ZBrandListQuerySchema,
  ZBrandsWithProductsQuerySchema,
  ZBrandWithProductsSchema,
  ZImportRunSchema,
  ZLatestUpdateTimeSchema,
  ZSellerBrandIdParamsSchema,
  ZSellerBrandSchema,
} from '../catalog';

export const brandCalls = {
  // GET seller/brands/all: every brand of the seller's marketplace account, active or not
  listAllBrands: defineCall({
    api: 'user',
    method: 'GET',
    path: 'seller/brands/all',
    roles: ['seller'],
    summary: 'All brands (search, status)',
    query: ZBrandListQuerySchema,
    response: z.array(ZSellerBrandSchema),
  }),
  // POST seller/brands/activate: activate a selection of brands (their products appear)
  activateBrands: defineCall({
    api: 'user',
    method: 'POST',
    path: 'seller/brands/activate',
    roles: ['seller'],
    summary: 'Activate brands',
    body: ZActivateBrandsRequestSchema,
    response: ZActivateBrandsResponseSchema,
  }),
  // GET seller/brands/with-available-products: active brands with products in the marketplace
  listBrandsWithProducts: defineCall({
    api: 'user',
    method: 'GET',
    path: 'seller/brands/with-available-products',
    roles: ['seller'],
    summary: 'Brands that have products in the marketplace',
    query: ZBrandsWithProductsQuerySchema,
    response: z.array(ZBrandWithProductsSchema),
  }),
  // PUT seller/brands/{id}/image (ours, issue 13): set or remove the brand's image from the image service
  setBrandImage: defineCall({
    api: 'user',
    method: 'PUT',
    path: 'seller/brands/{id}/image',
    roles: ['seller'],
    summary: "Set or remove a brand's image",
    params: ZSellerBrandIdParamsSchema,
    body: ZBrandImageRequestSchema,
    response: ZSellerBrandSchema,
  }),
  // POST seller/product/refetch: import the catalogue again (a job; status and commissions kept)
  refetchProducts: defineCall({
    api: 'user',
    method: 'POST',
    path: 'seller/product/refetch',
    roles: ['seller'],
    summary: 'Import the catalogue from the marketplace again',
    body: z.object({}),
    response: ZImportRunSchema,
  }),
  // GET seller/product/latest-update-time: when the last import finished, and the newest run's progress
  getLatestUpdateTime: defineCall({
    api: 'user',
    method: 'GET',
    path: 'seller/product/latest-update-time',
    roles: ['seller'],
    summary: 'When the catalogue was last imported, with the newest import',
    response: ZLatestUpdateTimeSchema,
  }),
};
