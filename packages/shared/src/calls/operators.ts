import { defineCall } from '../call';
import {
  ZAuditListQuerySchema,
  ZAuditPageSchema,
  ZAuditTargetsSchema,
  ZConsoleSummarySchema,
  ZCreateOperatorUserSchema,
  ZOperatorUserListQuerySchema,
  ZOperatorUserPageSchema,
  ZOperatorUserParamsSchema,
  ZOperatorUserSchema,
  ZUpdateOperatorUserSchema,
} from '../operators';

export const operatorCalls = {
  // GET users: the console's operators, searched and filtered, paged
  listOperators: defineCall({
    api: 'admin',
    method: 'GET',
    path: 'users',
    roles: ['operator'],
    summary: 'Operators by name or e-mail, role and enabled, paged',
    query: ZOperatorUserListQuerySchema,
    response: ZOperatorUserPageSchema,
  }),
  // POST users: add an operator; it is e-mailed that the account exists (never the password)
  createOperator: defineCall({
    api: 'admin',
    method: 'POST',
    path: 'users',
    roles: ['operator'],
    summary: 'Add an operator with a role and a first password; the operator is e-mailed',
    body: ZCreateOperatorUserSchema,
    response: ZOperatorUserSchema,
  }),
  // PATCH users/{id}: name, role, new password (which ends the operator's sessions)
  updateOperator: defineCall({
    api: 'admin',
    method: 'PATCH',
    path: 'users/{id}',
    roles: ['operator'],
    summary: "Change an operator's name, role or password; a new password ends its sessions",
    params: ZOperatorUserParamsSchema,
    body: ZUpdateOperatorUserSchema,
    response: ZOperatorUserSchema,
  }),
  // POST users/{id}/enable: the operator may sign in again
  enableOperator: defineCall({
    api: 'admin',
    method: 'POST',
    path: 'users/{id}/enable',
    roles: ['operator'],
    summary: 'Let a disabled operator sign in again',
    params: ZOperatorUserParamsSchema,
    response: ZOperatorUserSchema,
  }),
  // POST users/{id}/disable: the operator is signed out at once and cannot sign in
  disableOperator: defineCall({
    api: 'admin',
    method: 'POST',
    path: 'users/{id}/disable',
    roles: ['operator'],
    summary: 'Disable an operator: its sessions end at once',
    params: ZOperatorUserParamsSchema,
    response: ZOperatorUserSchema,
  }),
  // GET audit/list: the operators' writes, newest first, filtered and paged
  listAudit: defineCall({
    api: 'admin',
    method: 'GET',
    path: 'audit/list',
    roles: ['operator'],
    summary: 'The audit log of operator writes, newest first, filtered and paged',
    query: ZAuditListQuerySchema,
    response: ZAuditPageSchema,
  }),
  // GET audit/targets: the kinds of record in the log, for its filter
  auditTargets: defineCall({
    api: 'admin',
    method: 'GET',
    path: 'audit/targets',
    roles: ['operator'],
    summary: 'The kinds of record the audit log names',
    response: ZAuditTargetsSchema,
  }),
  // GET console/summary: what waits for the operators
  consoleSummary: defineCall({
    api: 'admin',
    method: 'GET',
    path: 'console/summary',
    roles: ['operator'],
    summary:
      'What waits for the operators: reviews, unpaid billings, confirmations, unread messages, latest runs',
    response: ZConsoleSummarySchema,
  }),
};
