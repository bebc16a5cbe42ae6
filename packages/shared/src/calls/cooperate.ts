import { defineCall } from '../call';
import { ZProductIdParamsSchema } from '../catalog';
import {
  ZBrandPickListSchema,
  ZBrandPickQuerySchema,
  ZCatalogueCountryQuerySchema,
  ZCatalogueFindQuerySchema,
  ZCatalogueProductDetailSchema,
  ZCatalogueProductPageSchema,
  ZCategoryAggregationSchema,
} from '../publisher-catalogue';
import {
  ZCooperateTrackingIdCreateQuerySchema,
  ZCooperateTrackingIdQuerySchema,
  ZLinkCountryQuerySchema,
  ZLinkInitSchema,
  ZLinkParamsSchema,
  ZTrackingIdCreateSchema,
  ZTrackingIdListSchema,
  ZTrackingIdSchema,
  ZTrackingLinkSchema,
} from '../tracking';

// Spec 7.14: a partner browses the same catalogue as publishers and creates product links and
// tracking ids under a cooperation name (the publisher it brings), through the same services.
export const cooperateCalls = {
  // GET cooperate/product/detail/{id}
  getCooperateProduct: defineCall({
    api: 'user',
    method: 'GET',
    path: 'cooperate/product/detail/{id}',
    roles: ['partner'],
    summary: "A catalogue product's detail with its deals",
    params: ZProductIdParamsSchema,
    response: ZCatalogueProductDetailSchema,
  }),
  // GET cooperate/brand/list
  listCooperateBrands: defineCall({
    api: 'user',
    method: 'GET',
    path: 'cooperate/brand/list',
    roles: ['partner'],
    summary: 'Brands of the catalogue in a marketplace, the most products first (at most 50)',
    query: ZBrandPickQuerySchema,
    response: ZBrandPickListSchema,
  }),
  // GET cooperate/product/find/list
  findCooperateProducts: defineCall({
    api: 'user',
    method: 'GET',
    path: 'cooperate/product/find/list',
    roles: ['partner'],
    summary: 'Find catalogue products (the filters and sorts of the publisher catalogue)',
    query: ZCatalogueFindQuerySchema,
    response: ZCatalogueProductPageSchema,
  }),
  // GET cooperate/category/aggregation/list
  aggregateCooperateCategories: defineCall({
    api: 'user',
    method: 'GET',
    path: 'cooperate/category/aggregation/list',
    roles: ['partner'],
    summary: 'Catalogue products per first-level category in a marketplace',
    query: ZCatalogueCountryQuerySchema,
    response: ZCategoryAggregationSchema,
  }),
  // GET cooperate/product/{id}/tracking/link/init
  initCooperateLink: defineCall({
    api: 'user',
    method: 'GET',
    path: 'cooperate/product/{id}/tracking/link/init',
    roles: ['partner'],
    summary: "Open the link builder on a product with the partner's tracking ids",
    params: ZProductIdParamsSchema,
    query: ZLinkCountryQuerySchema,
    response: ZLinkInitSchema,
  }),
  // POST cooperate/product/{id}/tracking/link/save?countryCode=
  saveCooperateLink: defineCall({
    api: 'user',
    method: 'POST',
    path: 'cooperate/product/{id}/tracking/link/save',
    roles: ['partner'],
    summary: "Save a product link under one of the partner's tracking ids",
    params: ZProductIdParamsSchema,
    query: ZLinkCountryQuerySchema,
    body: ZLinkParamsSchema,
    response: ZTrackingLinkSchema,
  }),
  // GET cooperate/tracking-ids
  listCooperateTrackingIds: defineCall({
    api: 'user',
    method: 'GET',
    path: 'cooperate/tracking-ids',
    roles: ['partner'],
    summary: "The partner's tracking ids, of one cooperation when named",
    query: ZCooperateTrackingIdQuerySchema,
    response: ZTrackingIdListSchema,
  }),
  // POST cooperate/tracking-ids?cooperationName=
  createCooperateTrackingId: defineCall({
    api: 'user',
    method: 'POST',
    path: 'cooperate/tracking-ids',
    roles: ['partner'],
    summary: 'Create a tracking id under a cooperation name',
    query: ZCooperateTrackingIdCreateQuerySchema,
    body: ZTrackingIdCreateSchema,
    response: ZTrackingIdSchema,
  }),
};
