import { statementReviewCalls as calls } from '@atlas/shared';
import { defineRoute } from '../../platform/route';
import { statementAudit } from '../operators/audit-specs';
import { confirmStatement, listStatements, rejectStatement } from './publisher-statement-review.service';

// The console's "Statements": publishers' submitted payment references, confirmed or rejected.

export const statementReviewRoutes = [
  // GET finance/publisher/statements
  defineRoute(calls.listStatements, {
    handler: ({ deps, query }) => listStatements(deps, query),
  }),
  // POST finance/publisher/statements/{billingId}/confirm
  defineRoute(calls.confirmStatement, {
    audit: statementAudit,
    handler: ({ deps, actor, params }) => confirmStatement(deps, actor, params.billingId),
  }),
  // POST finance/publisher/statements/{billingId}/reject
  defineRoute(calls.rejectStatement, {
    audit: statementAudit,
    handler: ({ deps, params, body }) => rejectStatement(deps, params.billingId, body),
  }),
];
