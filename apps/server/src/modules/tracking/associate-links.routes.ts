import { trackingCalls as calls } from '@atlas/shared';
import { sendCsv } from '../../platform/export';
import { defineRoute } from '../../platform/route';
import { initLink, previewLink, saveLink } from './link-builder.service';
import { productLinkRef } from './link-target.service';
import { listLinks } from './links.service';
import { exportLinks } from './links-export.service';

// Associate links: a catalogue product's link whose destination carries the publisher's own
// associates tag (the one given, else the profile's for the country). Approved publishers only.
const approved = ['publisherApproved'] as const;
// a blocked associate makes no associate link
const activeAssociate = ['publisherApproved', 'associateActive'] as const;

export const associateLinkRoutes = [
  // GET publisher/product/associate-link/list
  defineRoute(calls.listAssociateLinks, {
    preconditions: approved,
    handler: ({ deps, actor, query }) => listLinks(deps, actor, 'associate', query),
  }),
  // EXPORT publisher/product/associate-link/list/export
  defineRoute(calls.exportAssociateLinks, {
    preconditions: approved,
    handler: async ({ deps, actor, query, reply }) =>
      sendCsv(reply, await exportLinks(deps, actor, 'associate', query)),
  }),
  // GET publisher/product/associate-link/{productId}/tracking/link/init
  defineRoute(calls.initAssociateLink, {
    preconditions: approved,
    handler: ({ deps, actor, params, query }) =>
      initLink(deps, actor, productLinkRef(params.productId, query.countryCode, 'associate')),
  }),
  // POST publisher/product/associate-link/{productId}/tracking/link/by-param: a preview, nothing saved
  defineRoute(calls.previewAssociateLink, {
    preconditions: activeAssociate,
    readOnlySafe: true,
    handler: ({ deps, actor, params, query, body }) =>
      previewLink(deps, actor, productLinkRef(params.productId, query.countryCode, 'associate'), body),
  }),
  // POST publisher/product/associate-link
  defineRoute(calls.createAssociateLink, {
    preconditions: activeAssociate,
    handler: ({ deps, actor, body: { productId, countryCode, ...choices } }) =>
      saveLink(deps, actor, productLinkRef(productId, countryCode, 'associate'), choices),
  }),
];
