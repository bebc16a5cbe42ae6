import {
  ZAttributionRunAnswerSchema,
  ZAttributionRunListQuerySchema,
  ZAttributionRunPageSchema,
  ZAttributionRunRequestSchema,
} from '../attribution';
import { defineCall } from '../call';

// The operator console's attribution import (ours; the spec names the daily import, not its calls).
export const attributionCalls = {
  // POST attribution/run: import a marketplace's days again (at most 31), one queued run per day
  runAttribution: defineCall({
    api: 'admin',
    method: 'POST',
    path: 'attribution/run',
    roles: ['operator'],
    summary: "Import a marketplace's attribution again for a range of its days; answers the queued runs",
    body: ZAttributionRunRequestSchema,
    response: ZAttributionRunAnswerSchema,
  }),
  // GET attribution/runs: the imports, newest first, with their status and counts
  listAttributionRuns: defineCall({
    api: 'admin',
    method: 'GET',
    path: 'attribution/runs',
    roles: ['operator'],
    summary: 'Attribution imports, newest first: marketplace day, status, links and conversions',
    query: ZAttributionRunListQuerySchema,
    response: ZAttributionRunPageSchema,
  }),
};
