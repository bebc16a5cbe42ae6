import { placementBrowseCalls as browse, placementCalls as calls } from '@atlas/shared';
import { defineRoute } from '../../platform/route';
import {
  deletePlacement,
  submitPlacement,
  suspendPlacement,
  takePlacementOffline,
} from './placement-transitions.service';
import { createPlacement, getPlacement, listPlacements, updatePlacement } from './placements.service';
import {
  getSellerPlacement,
  listBrandsByAmazonUser,
  listConnections,
  listSellerPlacements,
} from './seller-placements.service';

// Placements (spec 7.12) for publishers an operator approved (writes; 3008 before), and the
// sellers' browsing of them (spec 7.6), after the seller notice.
const approved = ['publisherApproved'] as const;
const notice = ['sellerNotice'] as const;

export const placementRoutes = [
  // GET publisher/placement/list
  defineRoute(calls.listPlacements, {
    handler: ({ deps, actor, query }) => listPlacements(deps, actor, query),
  }),
  // POST publisher/placement: created online, checked whole
  defineRoute(calls.createPlacement, {
    preconditions: approved,
    handler: ({ deps, actor, body }) => createPlacement(deps, actor, body, 'online'),
  }),
  // POST publisher/placement/draft
  defineRoute(calls.createPlacementDraft, {
    preconditions: approved,
    handler: ({ deps, actor, body }) => createPlacement(deps, actor, body, 'draft'),
  }),
  // PUT publisher/placement/{id}
  defineRoute(calls.updatePlacement, {
    preconditions: approved,
    handler: ({ deps, actor, params, body }) => updatePlacement(deps, actor, params.id, body),
  }),
  // PUT publisher/placement/{id}/submit: draft → online, or suspended → online (resume)
  defineRoute(calls.submitPlacement, {
    preconditions: approved,
    handler: ({ deps, actor, params }) => submitPlacement(deps, actor, params.id),
  }),
  // GET publisher/placement/{id}
  defineRoute(calls.getPlacement, {
    handler: ({ deps, actor, params }) => getPlacement(deps, actor, params.id),
  }),
  // POST publisher/placement/{id}/suspend: online → suspended
  defineRoute(calls.suspendPlacement, {
    preconditions: approved,
    handler: ({ deps, actor, params }) => suspendPlacement(deps, actor, params.id),
  }),
  // POST publisher/placement/{id}/offline: online or suspended → offline
  defineRoute(calls.takePlacementOffline, {
    preconditions: approved,
    handler: ({ deps, actor, params }) => takePlacementOffline(deps, actor, params.id),
  }),
  // DELETE publisher/placement/{id}: soft
  defineRoute(calls.deletePlacement, {
    preconditions: approved,
    handler: ({ deps, actor, params }) => deletePlacement(deps, actor, params.id),
  }),
];

export const placementBrowseRoutes = [
  // GET seller/placement/list
  defineRoute(browse.listSellerPlacements, {
    preconditions: notice,
    handler: ({ deps, actor, query }) => listSellerPlacements(deps, actor, query),
  }),
  // GET seller/placement/{id}
  defineRoute(browse.getSellerPlacement, {
    preconditions: notice,
    handler: ({ deps, actor, params }) => getSellerPlacement(deps, actor, params.id),
  }),
  // GET seller/connections
  defineRoute(browse.listConnections, {
    preconditions: notice,
    handler: ({ deps, actor, query }) => listConnections(deps, actor, query),
  }),
  // GET seller/brands/all/by-amazon-user-id
  defineRoute(browse.listBrandsByAmazonUser, {
    preconditions: notice,
    handler: ({ deps, actor, query }) => listBrandsByAmazonUser(deps, actor, query),
  }),
];
