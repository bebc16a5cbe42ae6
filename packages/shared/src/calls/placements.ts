import { z } from 'zod';
import { defineCall } from '../call';
import { ZSellerBrandSchema } from '../catalog';
import {
  ZBrandsByAmazonUserQuerySchema,
  ZConnectionListQuerySchema,
  ZConnectionPageSchema,
  ZSellerPlacementListQuerySchema,
  ZSellerPlacementPageSchema,
  ZSellerPlacementSchema,
} from '../placement-browse';
import {
  ZPlacementDraftSchema,
  ZPlacementIdParamsSchema,
  ZPlacementListQuerySchema,
  ZPlacementPageSchema,
  ZPlacementSchema,
} from '../placements';

// Spec 7.12's placements (publisher) and 7.6's placement browsing (seller).
/** A call on one of the publisher's placements, answering it as it now is. */
const placement = (method: 'POST' | 'PUT' | 'DELETE' | 'GET', path: string, summary: string) =>
  defineCall({
    api: 'user',
    method,
    path,
    roles: ['publisher'],
    summary,
    params: ZPlacementIdParamsSchema,
    response: ZPlacementSchema,
  });

export const placementCalls = {
  // GET publisher/placement/list
  listPlacements: defineCall({
    api: 'user',
    method: 'GET',
    path: 'publisher/placement/list',
    roles: ['publisher'],
    summary: 'My placements (not deleted), newest first, by status or searched',
    query: ZPlacementListQuerySchema,
    response: ZPlacementPageSchema,
  }),
  // POST publisher/placement: create it online (checked whole)
  createPlacement: defineCall({
    api: 'user',
    method: 'POST',
    path: 'publisher/placement',
    roles: ['publisher'],
    summary: 'Create a placement and put it online (every field it needs is checked)',
    body: ZPlacementDraftSchema,
    response: ZPlacementSchema,
  }),
  // POST publisher/placement/draft
  createPlacementDraft: defineCall({
    api: 'user',
    method: 'POST',
    path: 'publisher/placement/draft',
    roles: ['publisher'],
    summary: 'Create a placement as a draft (title and format needed)',
    body: ZPlacementDraftSchema,
    response: ZPlacementSchema,
  }),
  // PUT publisher/placement/{id}
  updatePlacement: defineCall({
    api: 'user',
    method: 'PUT',
    path: 'publisher/placement/{id}',
    roles: ['publisher'],
    summary: 'Change a placement (a draft may stay incomplete; an online or suspended one may not)',
    params: ZPlacementIdParamsSchema,
    body: ZPlacementDraftSchema,
    response: ZPlacementSchema,
  }),
  // PUT publisher/placement/{id}/submit: draft or suspended → online
  submitPlacement: placement(
    'PUT',
    'publisher/placement/{id}/submit',
    'Put a draft online (checked whole), or resume a suspended placement',
  ),
  // GET publisher/placement/{id}
  getPlacement: placement('GET', 'publisher/placement/{id}', 'One of my placements'),
  // POST publisher/placement/{id}/suspend: online → suspended
  suspendPlacement: placement('POST', 'publisher/placement/{id}/suspend', 'Suspend an online placement'),
  // POST publisher/placement/{id}/offline: online or suspended → offline, no open campaigns
  takePlacementOffline: placement(
    'POST',
    'publisher/placement/{id}/offline',
    'Take a placement offline for good (refused while campaigns are open)',
  ),
  // DELETE publisher/placement/{id}: soft, no open campaigns
  deletePlacement: placement(
    'DELETE',
    'publisher/placement/{id}',
    'Delete a placement (refused while campaigns are open; campaigns keep it)',
  ),
};

export const placementBrowseCalls = {
  // GET seller/placement/list
  listSellerPlacements: defineCall({
    api: 'user',
    method: 'GET',
    path: 'seller/placement/list',
    roles: ['seller'],
    summary: 'Online placements by marketplace, category, format, price, audience or text',
    query: ZSellerPlacementListQuerySchema,
    response: ZSellerPlacementPageSchema,
  }),
  // GET seller/placement/{id}
  getSellerPlacement: defineCall({
    api: 'user',
    method: 'GET',
    path: 'seller/placement/{id}',
    roles: ['seller'],
    summary: 'An online placement with its publisher, source and prices',
    params: ZPlacementIdParamsSchema,
    response: ZSellerPlacementSchema,
  }),
  // GET seller/connections
  listConnections: defineCall({
    api: 'user',
    method: 'GET',
    path: 'seller/connections',
    roles: ['seller'],
    summary: 'Publishers I work with (campaigns but declined ones, or links on my products)',
    query: ZConnectionListQuerySchema,
    response: ZConnectionPageSchema,
  }),
  // GET seller/brands/all/by-amazon-user-id
  listBrandsByAmazonUser: defineCall({
    api: 'user',
    method: 'GET',
    path: 'seller/brands/all/by-amazon-user-id',
    roles: ['seller'],
    summary: 'My brands for my linked Amazon identity (selling partner id or user id)',
    query: ZBrandsByAmazonUserQuerySchema,
    response: z.array(ZSellerBrandSchema),
  }),
};
