import { trackingCalls as calls } from '@atlas/shared';
import { defineRoute } from '../../platform/route';
import { listSources, saveSource } from './sources.service';

// Traffic sources are for publishers an operator approved (3008 for the others).
const approved = ['publisherApproved'] as const;

export const sourceRoutes = [
  // GET publisher/source/list/by-publisher: the live traffic sources
  defineRoute(calls.listSources, {
    preconditions: approved,
    handler: ({ deps, actor }) => listSources(deps, actor),
  }),
  // POST publisher/source/save: add, change or archive a traffic source
  defineRoute(calls.saveSource, {
    preconditions: approved,
    handler: ({ deps, actor, body }) => saveSource(deps, actor, body),
  }),
];
