import { trackingCalls as calls } from '@atlas/shared';
import { sendCsv } from '../../platform/export';
import { defineRoute } from '../../platform/route';
import { initLink, previewLink, saveLink } from './link-builder.service';
import { brandLinkRef, productLinkRef } from './link-target.service';
import { getLink, listLinkBrands, listLinks } from './links.service';
import { exportLinks } from './links-export.service';

// A publisher's product and brand links; links are for publishers an operator approved (3008).
const approved = ['publisherApproved'] as const;

export const linkRoutes = [
  // GET {productId}/tracking/link/init?countryCode=
  defineRoute(calls.initProductLink, {
    preconditions: approved,
    handler: ({ deps, actor, params, query }) =>
      initLink(deps, actor, productLinkRef(params.productId, query.countryCode)),
  }),
  // GET brand/{brandId}/tracking/link/init?countryCode=
  defineRoute(calls.initBrandLink, {
    preconditions: approved,
    handler: ({ deps, actor, params, query }) =>
      initLink(deps, actor, brandLinkRef(params.brandId, query.countryCode)),
  }),
  // POST {productId}/tracking/link/by-param?countryCode=: a preview, nothing saved
  defineRoute(calls.previewProductLink, {
    preconditions: approved,
    readOnlySafe: true,
    handler: ({ deps, actor, params, query, body }) =>
      previewLink(deps, actor, productLinkRef(params.productId, query.countryCode), body),
  }),
  // POST brand/{brandId}/tracking/link/by-param?countryCode=: a preview, nothing saved
  defineRoute(calls.previewBrandLink, {
    preconditions: approved,
    readOnlySafe: true,
    handler: ({ deps, actor, params, query, body }) =>
      previewLink(deps, actor, brandLinkRef(params.brandId, query.countryCode), body),
  }),
  // POST {productId}/tracking/link/save?countryCode=
  defineRoute(calls.saveProductLink, {
    preconditions: approved,
    handler: ({ deps, actor, params, query, body }) =>
      saveLink(deps, actor, productLinkRef(params.productId, query.countryCode), body),
  }),
  // POST brand/{brandId}/tracking/link/save?countryCode=
  defineRoute(calls.saveBrandLink, {
    preconditions: approved,
    handler: ({ deps, actor, params, query, body }) =>
      saveLink(deps, actor, brandLinkRef(params.brandId, query.countryCode), body),
  }),
  // GET product/tracking/link/{trackLinkId}
  defineRoute(calls.getProductLink, {
    preconditions: approved,
    handler: ({ deps, actor, params }) => getLink(deps, actor, 'product', params.trackLinkId),
  }),
  // GET brand/tracking/link/{trackLinkId}
  defineRoute(calls.getBrandLink, {
    preconditions: approved,
    handler: ({ deps, actor, params }) => getLink(deps, actor, 'brand', params.trackLinkId),
  }),
  // GET product/tracking/link/list
  defineRoute(calls.listProductLinks, {
    preconditions: approved,
    handler: ({ deps, actor, query }) => listLinks(deps, actor, 'product', query),
  }),
  // GET brand/tracking/link/list
  defineRoute(calls.listBrandLinks, {
    preconditions: approved,
    handler: ({ deps, actor, query }) => listLinks(deps, actor, 'brand', query),
  }),
  // EXPORT product/tracking/link/list/export
  defineRoute(calls.exportProductLinks, {
    preconditions: approved,
    handler: async ({ deps, actor, query, reply }) =>
      sendCsv(reply, await exportLinks(deps, actor, 'product', query)),
  }),
  // EXPORT brand/tracking/link/list/export
  defineRoute(calls.exportBrandLinks, {
    preconditions: approved,
    handler: async ({ deps, actor, query, reply }) =>
      sendCsv(reply, await exportLinks(deps, actor, 'brand', query)),
  }),
  // GET product/tracking/link/aggregation/brands?searchText=
  defineRoute(calls.listLinkBrands, {
    preconditions: approved,
    handler: ({ deps, actor, query }) => listLinkBrands(deps, actor, query.searchText),
  }),
];
