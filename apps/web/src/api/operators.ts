import {
  operatorCalls,
  type TAuditListQuery,
  type TCreateOperatorUser,
  type TOperatorUserListQuery,
  type TUpdateOperatorUser,
} from '@atlas/shared';
import { callApi } from './http';

// The console's own screens: the operators, the audit log and the summary

export const listOperatorUsers = (query: TOperatorUserListQuery) =>
  callApi(operatorCalls.listOperators, { query });

// The dialogs show a refusal on their fields or inline, so they are silent
export const createOperatorUser = (body: TCreateOperatorUser) =>
  callApi(operatorCalls.createOperator, { body }, { silent: true });

export const updateOperatorUser = (id: string, body: TUpdateOperatorUser) =>
  callApi(operatorCalls.updateOperator, { params: { id }, body }, { silent: true });

export const setOperatorUserEnabled = (id: string, enabled: boolean) =>
  callApi(enabled ? operatorCalls.enableOperator : operatorCalls.disableOperator, { params: { id } });

export const listAudit = (query: TAuditListQuery) => callApi(operatorCalls.listAudit, { query });

export const auditTargets = () => callApi(operatorCalls.auditTargets, {});

export const consoleSummary = () => callApi(operatorCalls.consoleSummary, {});
