import { trackingCalls as calls } from '@atlas/shared';
import { defineRoute } from '../../platform/route';
import { createTrackingId, deleteTrackingId, listSubIds, listTrackingIds } from './tracking-ids.service';

// Tracking ids and sub-ids are for publishers an operator approved (3008 for the others).
const approved = ['publisherApproved'] as const;

export const trackingIdRoutes = [
  // GET publisher/tracking-ids: the live tracking ids with their links and clicks
  defineRoute(calls.listTrackingIds, {
    preconditions: approved,
    handler: ({ deps, actor }) => listTrackingIds(deps, actor),
  }),
  // POST publisher/tracking-ids: create one
  defineRoute(calls.createTrackingId, {
    preconditions: approved,
    handler: ({ deps, actor, body }) => createTrackingId(deps, actor, body.name),
  }),
  // DELETE publisher/tracking-ids/{id}: removed, or archived when links carry it
  defineRoute(calls.deleteTrackingId, {
    preconditions: approved,
    handler: ({ deps, actor, params }) => deleteTrackingId(deps, actor, params.id),
  }),
  // GET publisher/tracking-ids/{id}/sub-ids: the sub-ids its links saw, with clicks
  defineRoute(calls.listSubIds, {
    preconditions: approved,
    handler: ({ deps, actor, params }) => listSubIds(deps, actor, params.id),
  }),
];
