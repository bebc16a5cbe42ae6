import type { TAuditSpec } from '../../platform/audit';
import { findOperatorUser } from './operators.repository';

/** The audit log's view of an operator (never its password hash), named by the path or the answer. */
export const operatorAudit: TAuditSpec = {
  target: 'operator',
  id: ({ params }, answer) =>
    (params as { id?: string } | undefined)?.id ?? (answer as { id?: string } | undefined)?.id,
  snapshot: (deps, id) => findOperatorUser(deps.db, id),
};
