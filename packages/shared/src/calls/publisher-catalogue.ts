import { defineCall } from '../call';
import { ZProductIdParamsSchema, ZVariationListQuerySchema, ZVariationPageSchema } from '../catalog';
import {
  ZBrandCardPageSchema,
  ZBrandDetailSchema,
  ZBrandFindQuerySchema,
  ZBrandIdParamsSchema,
  ZBrandPickListSchema,
  ZBrandPickQuerySchema,
  ZCatalogueCountryQuerySchema,
  ZCatalogueExportRequestSchema,
  ZCatalogueFindQuerySchema,
  ZCatalogueHistoryPageSchema,
  ZCatalogueHistoryQuerySchema,
  ZCatalogueProductDetailSchema,
  ZCatalogueProductPageSchema,
  ZCategoryAggregationSchema,
  ZCategoryTreeParamsSchema,
  ZCategoryTreeSchema,
  ZFirstLevelCategoryListSchema,
  ZProductsByBrandQuerySchema,
} from '../publisher-catalogue';

// Spec 7.10's catalogue calls: approved publishers only (code 3008 for the others).
export const publisherCatalogueCalls = {
  // GET category/first-level/list: the first-level categories, whatever the marketplace holds
  listFirstLevelCategories: defineCall({
    api: 'user',
    method: 'GET',
    path: 'category/first-level/list',
    roles: ['publisher'],
    summary: 'First-level product categories',
    response: ZFirstLevelCategoryListSchema,
  }),
  // GET category/aggregation/list: products per first-level category in a marketplace
  aggregateCategories: defineCall({
    api: 'user',
    method: 'GET',
    path: 'category/aggregation/list',
    roles: ['publisher'],
    summary: 'Catalogue products per first-level category in a marketplace',
    query: ZCatalogueCountryQuerySchema,
    response: ZCategoryAggregationSchema,
  }),
  // GET category/{id}/tree/list?countryCode=: a first-level category with its marketplace categories
  getCategoryTree: defineCall({
    api: 'user',
    method: 'GET',
    path: 'category/{id}/tree/list',
    roles: ['publisher'],
    summary: "A first-level category's tree in a marketplace, with products per category",
    params: ZCategoryTreeParamsSchema,
    query: ZCatalogueCountryQuerySchema,
    response: ZCategoryTreeSchema,
  }),
  // GET brand/list: the brand filter's choices
  listCatalogueBrands: defineCall({
    api: 'user',
    method: 'GET',
    path: 'brand/list',
    roles: ['publisher'],
    summary: 'Brands of the catalogue in a marketplace, the most products first (at most 50)',
    query: ZBrandPickQuerySchema,
    response: ZBrandPickListSchema,
  }),
  // GET publisher/brand/find/list: brands to discover, grouped by brand.amazonBrandName
  findBrands: defineCall({
    api: 'user',
    method: 'GET',
    path: 'publisher/brand/find/list',
    roles: ['publisher'],
    summary: 'Find brands (search by name, sort by products or name, page)',
    query: ZBrandFindQuerySchema,
    response: ZBrandCardPageSchema,
  }),
  // GET publisher/brand/detail/{brandId}: the brand page
  getBrandDetail: defineCall({
    api: 'user',
    method: 'GET',
    path: 'publisher/brand/detail/{brandId}',
    roles: ['publisher'],
    summary: "A brand's page: products per marketplace and category, commission range, deals",
    params: ZBrandIdParamsSchema,
    query: ZCatalogueCountryQuerySchema,
    response: ZBrandDetailSchema,
  }),
  // GET publisher/product/find/list: the catalogue's product grid
  findProducts: defineCall({
    api: 'user',
    method: 'GET',
    path: 'publisher/product/find/list',
    roles: ['publisher'],
    summary:
      'Find products (search, category, brand, commission range, deals only; sort by commission, price or newest; page)',
    query: ZCatalogueFindQuerySchema,
    response: ZCatalogueProductPageSchema,
  }),
  // GET publisher/product/list/by-brand: a brand page's products
  listProductsByBrand: defineCall({
    api: 'user',
    method: 'GET',
    path: 'publisher/product/list/by-brand',
    roles: ['publisher'],
    summary: "A brand's catalogue products in a marketplace",
    query: ZProductsByBrandQuerySchema,
    response: ZCatalogueProductPageSchema,
  }),
  // GET publisher/product/detail/{id}: the product drawer
  getCatalogueProduct: defineCall({
    api: 'user',
    method: 'GET',
    path: 'publisher/product/detail/{id}',
    roles: ['publisher'],
    summary: "A catalogue product's detail with its deals",
    params: ZProductIdParamsSchema,
    response: ZCatalogueProductDetailSchema,
  }),
  // GET publisher/product/commissionHistory?id=: what changed and when, newest first
  getCatalogueCommissionHistory: defineCall({
    api: 'user',
    method: 'GET',
    path: 'publisher/product/commissionHistory',
    roles: ['publisher'],
    summary: "A catalogue product's commission history, newest first",
    query: ZCatalogueHistoryQuerySchema,
    response: ZCatalogueHistoryPageSchema,
  }),
  // GET publisher/product/{id}/variations/list: spec's {role}/product/{id}/variations/list as publisher
  listCatalogueVariations: defineCall({
    api: 'user',
    method: 'GET',
    path: 'publisher/product/{id}/variations/list',
    roles: ['publisher'],
    summary: "A catalogue product's variations, a page at a time",
    params: ZProductIdParamsSchema,
    query: ZVariationListQuerySchema,
    response: ZVariationPageSchema,
  }),
  // EXPORT publisher/product/{id}/variations/export
  exportCatalogueVariations: defineCall({
    api: 'user',
    method: 'GET',
    path: 'publisher/product/{id}/variations/export',
    roles: ['publisher'],
    summary: "Export a catalogue product's variations as CSV",
    params: ZProductIdParamsSchema,
    download: true,
  }),
  // EXPORT publisher/product/export (POST, platform seller): the catalogue's filtered products
  exportCatalogueProducts: defineCall({
    api: 'user',
    method: 'POST',
    path: 'publisher/product/export',
    roles: ['publisher'],
    summary: 'Export the catalogue products of the filters as CSV (at most 10 000)',
    body: ZCatalogueExportRequestSchema,
    download: true,
  }),
};
