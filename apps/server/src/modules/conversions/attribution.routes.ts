import { attributionCalls as calls } from '@atlas/shared';
import { defineRoute } from '../../platform/route';
import { attributionRunAudit } from '../operators/audit-specs';
import { listAttributionRuns, runAttribution } from './attribution.service';

export const attributionRoutes = [
  // POST attribution/run: import a marketplace's days again (at most 31), one queued run per day
  defineRoute(calls.runAttribution, {
    audit: attributionRunAudit,
    handler: ({ deps, actor, body }) => runAttribution(deps, actor, body),
  }),
  // GET attribution/runs: the imports, newest first, with their status and counts
  defineRoute(calls.listAttributionRuns, {
    handler: ({ deps, query }) => listAttributionRuns(deps, query),
  }),
];
