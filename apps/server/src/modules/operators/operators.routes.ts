import { operatorCalls as calls } from '@atlas/shared';
import { defineRoute } from '../../platform/route';
import { auditTargets, listAudit } from '../audit/audit-list.service';
import { consoleSummary } from './console-summary.service';
import { operatorAudit } from './operator-audit';
import {
  createOperatorUser,
  listOperatorUsers,
  setOperatorEnabled,
  updateOperatorUser,
} from './operators.service';

export const operatorRoutes = [
  // GET users: the console's operators, searched and filtered, paged
  defineRoute(calls.listOperators, { handler: ({ deps, query }) => listOperatorUsers(deps, query) }),
  // POST users: add an operator; it is e-mailed that the account exists (never the password)
  defineRoute(calls.createOperator, {
    audit: operatorAudit,
    handler: ({ deps, actor, body }) => createOperatorUser(deps, actor, body),
  }),
  // PATCH users/{id}: name, role, new password (which ends the operator's sessions)
  defineRoute(calls.updateOperator, {
    audit: operatorAudit,
    handler: ({ deps, actor, params, body }) => updateOperatorUser(deps, actor, params.id, body),
  }),
  // POST users/{id}/enable: the operator may sign in again
  defineRoute(calls.enableOperator, {
    audit: operatorAudit,
    handler: ({ deps, actor, params }) => setOperatorEnabled(deps, actor, params.id, true),
  }),
  // POST users/{id}/disable: the operator is signed out at once and cannot sign in
  defineRoute(calls.disableOperator, {
    audit: operatorAudit,
    handler: ({ deps, actor, params }) => setOperatorEnabled(deps, actor, params.id, false),
  }),
  // GET audit/list: the operators' writes, newest first, filtered and paged
  defineRoute(calls.listAudit, { handler: ({ deps, query }) => listAudit(deps, query) }),
  // GET audit/targets: the kinds of record in the log, for its filter
  defineRoute(calls.auditTargets, { handler: ({ deps }) => auditTargets(deps) }),
  // GET console/summary: what waits for the operators
  defineRoute(calls.consoleSummary, { handler: ({ deps }) => consoleSummary(deps) }),
];
