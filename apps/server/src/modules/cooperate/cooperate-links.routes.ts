import { cooperateCalls as calls } from '@atlas/shared';
import { defineRoute } from '../../platform/route';
import { initLink, saveLink } from '../tracking/link-builder.service';
import { productLinkRef } from '../tracking/link-target.service';

// A partner's product links, through the publisher's link builder with the partner as owner;
// each carries one of the partner's tracking ids, which names the cooperation it is for.
export const cooperateLinkRoutes = [
  // GET cooperate/product/{id}/tracking/link/init
  defineRoute(calls.initCooperateLink, {
    handler: ({ deps, actor, params, query }) =>
      initLink(deps, actor, productLinkRef(params.id, query.countryCode)),
  }),
  // POST cooperate/product/{id}/tracking/link/save?countryCode=
  defineRoute(calls.saveCooperateLink, {
    handler: ({ deps, actor, params, query, body }) =>
      saveLink(deps, actor, productLinkRef(params.id, query.countryCode), body),
  }),
];
