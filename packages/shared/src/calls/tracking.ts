import { defineCall } from '../call';
import {
  ZAssociateLinkCreateSchema,
  ZAssociateLinkParamsSchema,
  ZBrandLinkParamsSchema,
  ZLinkBrandListSchema,
  ZLinkBrandsQuerySchema,
  ZLinkCountryQuerySchema,
  ZLinkInitSchema,
  ZLinkListQuerySchema,
  ZLinkParamsSchema,
  ZLinkPreviewSchema,
  ZProductLinkParamsSchema,
  ZSubIdListSchema,
  ZTrackingIdCreateSchema,
  ZTrackingIdDeleteResultSchema,
  ZTrackingIdListSchema,
  ZTrackingIdParamsSchema,
  ZTrackingIdSchema,
  ZTrackingLinkDetailSchema,
  ZTrackingLinkPageSchema,
  ZTrackingLinkSchema,
  ZTrackLinkIdParamsSchema,
  ZTrafficSourceListSchema,
  ZTrafficSourceSaveSchema,
  ZTrafficSourceSchema,
} from '../tracking';

// Spec 7.10's tracking calls: links, tracking ids, sub-ids, traffic sources and associate links
// of approved publishers (3008 for the others).
export const trackingCalls = {
  // GET {productId}/tracking/link/init?countryCode=
  initProductLink: defineCall({
    api: 'user',
    method: 'GET',
    path: '{productId}/tracking/link/init',
    roles: ['publisher'],
    summary: "Open the link builder on a product: its page, the publisher's tracking ids and sources",
    params: ZProductLinkParamsSchema,
    query: ZLinkCountryQuerySchema,
    response: ZLinkInitSchema,
  }),
  // GET brand/{brandId}/tracking/link/init?countryCode=
  initBrandLink: defineCall({
    api: 'user',
    method: 'GET',
    path: 'brand/{brandId}/tracking/link/init',
    roles: ['publisher'],
    summary: "Open the link builder on a brand: its page, the publisher's tracking ids and sources",
    params: ZBrandLinkParamsSchema,
    query: ZLinkCountryQuerySchema,
    response: ZLinkInitSchema,
  }),
  // POST {productId}/tracking/link/by-param?countryCode=
  previewProductLink: defineCall({
    api: 'user',
    method: 'POST',
    path: '{productId}/tracking/link/by-param',
    roles: ['publisher'],
    summary: 'Where a product link with these parameters lands, and its saved twin (nothing saved)',
    params: ZProductLinkParamsSchema,
    query: ZLinkCountryQuerySchema,
    body: ZLinkParamsSchema,
    response: ZLinkPreviewSchema,
  }),
  // POST brand/{brandId}/tracking/link/by-param?countryCode=
  previewBrandLink: defineCall({
    api: 'user',
    method: 'POST',
    path: 'brand/{brandId}/tracking/link/by-param',
    roles: ['publisher'],
    summary: 'Where a brand link with these parameters lands, and its saved twin (nothing saved)',
    params: ZBrandLinkParamsSchema,
    query: ZLinkCountryQuerySchema,
    body: ZLinkParamsSchema,
    response: ZLinkPreviewSchema,
  }),
  // POST {productId}/tracking/link/save?countryCode=
  saveProductLink: defineCall({
    api: 'user',
    method: 'POST',
    path: '{productId}/tracking/link/save',
    roles: ['publisher'],
    summary: 'Save a product link (the same parameters again answer the same link)',
    params: ZProductLinkParamsSchema,
    query: ZLinkCountryQuerySchema,
    body: ZLinkParamsSchema,
    response: ZTrackingLinkSchema,
  }),
  // POST brand/{brandId}/tracking/link/save?countryCode=
  saveBrandLink: defineCall({
    api: 'user',
    method: 'POST',
    path: 'brand/{brandId}/tracking/link/save',
    roles: ['publisher'],
    summary: 'Save a brand link (the same parameters again answer the same link)',
    params: ZBrandLinkParamsSchema,
    query: ZLinkCountryQuerySchema,
    body: ZLinkParamsSchema,
    response: ZTrackingLinkSchema,
  }),
  // GET product/tracking/link/{trackLinkId}
  getProductLink: defineCall({
    api: 'user',
    method: 'GET',
    path: 'product/tracking/link/{trackLinkId}',
    roles: ['publisher'],
    summary: 'A saved product link with its last 30 days of clicks and its sub-ids',
    params: ZTrackLinkIdParamsSchema,
    response: ZTrackingLinkDetailSchema,
  }),
  // GET brand/tracking/link/{trackLinkId}
  getBrandLink: defineCall({
    api: 'user',
    method: 'GET',
    path: 'brand/tracking/link/{trackLinkId}',
    roles: ['publisher'],
    summary: 'A saved brand link with its last 30 days of clicks and its sub-ids',
    params: ZTrackLinkIdParamsSchema,
    response: ZTrackingLinkDetailSchema,
  }),
  // GET product/tracking/link/list
  listProductLinks: defineCall({
    api: 'user',
    method: 'GET',
    path: 'product/tracking/link/list',
    roles: ['publisher'],
    summary:
      "The publisher's product links (search, marketplace, brand, tracking id, source; newest or most clicked)",
    query: ZLinkListQuerySchema,
    response: ZTrackingLinkPageSchema,
  }),
  // GET brand/tracking/link/list
  listBrandLinks: defineCall({
    api: 'user',
    method: 'GET',
    path: 'brand/tracking/link/list',
    roles: ['publisher'],
    summary:
      "The publisher's brand links (search, marketplace, brand, tracking id, source; newest or most clicked)",
    query: ZLinkListQuerySchema,
    response: ZTrackingLinkPageSchema,
  }),
  // EXPORT product/tracking/link/list/export
  exportProductLinks: defineCall({
    api: 'user',
    method: 'GET',
    path: 'product/tracking/link/list/export',
    roles: ['publisher'],
    summary: "Export the publisher's product links of the filters as CSV",
    query: ZLinkListQuerySchema,
    download: true,
  }),
  // EXPORT brand/tracking/link/list/export
  exportBrandLinks: defineCall({
    api: 'user',
    method: 'GET',
    path: 'brand/tracking/link/list/export',
    roles: ['publisher'],
    summary: "Export the publisher's brand links of the filters as CSV",
    query: ZLinkListQuerySchema,
    download: true,
  }),
  // GET product/tracking/link/aggregation/brands?searchText=
  listLinkBrands: defineCall({
    api: 'user',
    method: 'GET',
    path: 'product/tracking/link/aggregation/brands',
    roles: ['publisher'],
    summary: "Brands of the publisher's product links, by search text",
    query: ZLinkBrandsQuerySchema,
    response: ZLinkBrandListSchema,
  }),
  // GET publisher/source/list/by-publisher
  listSources: defineCall({
    api: 'user',
    method: 'GET',
    path: 'publisher/source/list/by-publisher',
    roles: ['publisher'],
    summary: "The publisher's traffic sources",
    response: ZTrafficSourceListSchema,
  }),
  // POST publisher/source/save
  saveSource: defineCall({
    api: 'user',
    method: 'POST',
    path: 'publisher/source/save',
    roles: ['publisher'],
    summary: 'Add, change or archive a traffic source',
    body: ZTrafficSourceSaveSchema,
    response: ZTrafficSourceSchema,
  }),
  // GET publisher/product/associate-link/list
  listAssociateLinks: defineCall({
    api: 'user',
    method: 'GET',
    path: 'publisher/product/associate-link/list',
    roles: ['publisher'],
    summary: "The publisher's associate links (its own associates tag on the destination)",
    query: ZLinkListQuerySchema,
    response: ZTrackingLinkPageSchema,
  }),
  // EXPORT publisher/product/associate-link/list/export
  exportAssociateLinks: defineCall({
    api: 'user',
    method: 'GET',
    path: 'publisher/product/associate-link/list/export',
    roles: ['publisher'],
    summary: "Export the publisher's associate links of the filters as CSV",
    query: ZLinkListQuerySchema,
    download: true,
  }),
  // GET publisher/product/associate-link/{productId}/tracking/link/init
  initAssociateLink: defineCall({
    api: 'user',
    method: 'GET',
    path: 'publisher/product/associate-link/{productId}/tracking/link/init',
    roles: ['publisher'],
    summary: "Open the associate link builder on a product, with the profile's associates tag",
    params: ZProductLinkParamsSchema,
    query: ZLinkCountryQuerySchema,
    response: ZLinkInitSchema,
  }),
  // POST publisher/product/associate-link/{productId}/tracking/link/by-param
  previewAssociateLink: defineCall({
    api: 'user',
    method: 'POST',
    path: 'publisher/product/associate-link/{productId}/tracking/link/by-param',
    roles: ['publisher'],
    summary: 'Where an associate link with these parameters lands (nothing saved)',
    params: ZProductLinkParamsSchema,
    query: ZLinkCountryQuerySchema,
    body: ZAssociateLinkParamsSchema,
    response: ZLinkPreviewSchema,
  }),
  // POST publisher/product/associate-link
  createAssociateLink: defineCall({
    api: 'user',
    method: 'POST',
    path: 'publisher/product/associate-link',
    roles: ['publisher'],
    summary: 'Save an associate link (the same parameters again answer the same link)',
    body: ZAssociateLinkCreateSchema,
    response: ZTrackingLinkSchema,
  }),
  // GET publisher/tracking-ids
  listTrackingIds: defineCall({
    api: 'user',
    method: 'GET',
    path: 'publisher/tracking-ids',
    roles: ['publisher'],
    summary: "The publisher's tracking ids with their links and clicks",
    response: ZTrackingIdListSchema,
  }),
  // POST publisher/tracking-ids
  createTrackingId: defineCall({
    api: 'user',
    method: 'POST',
    path: 'publisher/tracking-ids',
    roles: ['publisher'],
    summary: 'Create a tracking id',
    body: ZTrackingIdCreateSchema,
    response: ZTrackingIdSchema,
  }),
  // DELETE publisher/tracking-ids/{id}
  deleteTrackingId: defineCall({
    api: 'user',
    method: 'DELETE',
    path: 'publisher/tracking-ids/{id}',
    roles: ['publisher'],
    summary: 'Delete a tracking id (archived instead when links carry it)',
    params: ZTrackingIdParamsSchema,
    response: ZTrackingIdDeleteResultSchema,
  }),
  // GET publisher/tracking-ids/{id}/sub-ids
  listSubIds: defineCall({
    api: 'user',
    method: 'GET',
    path: 'publisher/tracking-ids/{id}/sub-ids',
    roles: ['publisher'],
    summary: "The sub-ids seen on a tracking id's links, with their clicks",
    params: ZTrackingIdParamsSchema,
    response: ZSubIdListSchema,
  }),
};
