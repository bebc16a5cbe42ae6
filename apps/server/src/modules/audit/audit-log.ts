import type { TAuditLog } from '../../platform/audit';
import { newId } from '../../platform/ids';
import { finishAuditEntry, insertAuditEntry } from './audit.repository';

/** The audit log register.ts writes through (`platform/audit.ts`), kept in `operator_audit`. */
export const auditLog: TAuditLog = {
  async start(deps, entry) {
    const id = newId('aud');
    await insertAuditEntry(deps.db, {
      id,
      operatorId: entry.actor.operatorId,
      action: entry.action,
      targetType: entry.targetType,
      targetId: entry.targetId,
      input: entry.input,
      before: entry.before ?? null,
      requestId: entry.requestId,
      ip: entry.ip,
      at: deps.now(),
    });
    return id;
  },
  async finish(deps, id, end) {
    await finishAuditEntry(deps.db, id, {
      outcome: end.outcome,
      targetId: end.targetId,
      after: end.after ?? null,
      error: end.error,
      finishedAt: deps.now(),
    });
  },
};
