import { brandCalls } from '@atlas/shared';
import { defineRoute } from '../../platform/route';
import { activateBrands, listAllBrands, listBrandsWithProducts, setBrandImage } from './brands.service';
import { latestUpdateTime, refetchProducts } from './import.service';

// Brands and the marketplace import that finds them.
export const brandRoutes = [
  // GET seller/brands/all: every brand of the seller's marketplace account, active or not
  defineRoute(brandCalls.listAllBrands, {
    preconditions: ['sellerNotice'],
    handler: ({ deps, actor, query }) => listAllBrands(deps, actor, query),
  }),
  // POST seller/brands/activate: activate a selection of brands (their products appear)
  defineRoute(brandCalls.activateBrands, {
    preconditions: ['sellerNotice'],
    handler: ({ deps, actor, body }) => activateBrands(deps, actor, body),
  }),
  // GET seller/brands/with-available-products: active brands with products in the marketplace
  defineRoute(brandCalls.listBrandsWithProducts, {
    preconditions: ['sellerNotice'],
    handler: ({ deps, actor, query }) => listBrandsWithProducts(deps, actor, query),
  }),
  // PUT seller/brands/{id}/image (ours, issue 13): set or remove the brand's image
  defineRoute(brandCalls.setBrandImage, {
    preconditions: ['sellerNotice'],
    handler: ({ deps, actor, params, body }) => setBrandImage(deps, actor, params.id, body),
  }),
  // POST seller/product/refetch: import the catalogue again (a job; status and commissions kept)
  defineRoute(brandCalls.refetchProducts, {
    preconditions: ['sellerNotice', 'marketplaceConnected'],
    handler: ({ deps, actor }) => refetchProducts(deps, actor),
  }),
  // GET seller/product/latest-update-time: when the last import finished, and the newest run's progress
  defineRoute(brandCalls.getLatestUpdateTime, {
    preconditions: ['sellerNotice'],
    handler: ({ deps, actor }) => latestUpdateTime(deps, actor),
  }),
];
