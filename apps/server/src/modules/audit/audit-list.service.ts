import {
  auditInterruptedAfterMinutes,
  type TAuditEntry,
  type TAuditPage,
  type TAuditTargets,
  type ZAuditListQuerySchema,
} from '@atlas/shared';
import type { z } from 'zod';
import type { TDeps } from '../../platform/deps';
import { pageWindow } from '../../platform/paging';
import {
  listAuditRows,
  listAuditTargetTypes,
  type TAuditEntryRow,
  type TAuditFilter,
} from './audit-list.repository';

// The console's audit log screen (docs/domain.md, "Operator console: users, roles, sessions and
// the audit log"): newest first; a `started` entry older than five minutes reads `interrupted`.

const dayMs = 86_400_000;

function toEntry(row: TAuditEntryRow, interruptedBefore: Date): TAuditEntry {
  const interrupted = row.outcome === 'started' && row.at < interruptedBefore;
  return {
    id: row.id,
    operatorId: row.operatorId,
    operatorEmail: row.operatorEmail,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    input: row.input ?? null,
    before: row.before ?? null,
    after: row.after ?? null,
    outcome: interrupted ? 'interrupted' : row.outcome,
    error: row.error,
    at: row.at.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

export async function listAudit(
  deps: TDeps,
  query: z.infer<typeof ZAuditListQuerySchema>,
): Promise<TAuditPage> {
  const interruptedBefore = new Date(deps.now().getTime() - auditInterruptedAfterMinutes * 60_000);
  const filter: TAuditFilter = {
    operatorId: query.operatorId || undefined,
    targetType: query.targetType || undefined,
    targetId: query.targetId || undefined,
    action: query.action || undefined,
    from: query.from ? new Date(`${query.from}T00:00:00Z`) : undefined,
    before: query.to ? new Date(Date.parse(`${query.to}T00:00:00Z`) + dayMs) : undefined,
  };
  if (query.outcome === 'interrupted' || query.outcome === 'started') {
    filter.outcome = 'started';
    filter.startedSince = { since: interruptedBefore, newer: query.outcome === 'started' };
  } else if (query.outcome) {
    filter.outcome = query.outcome;
  }
  const { rows, total } = await listAuditRows(deps.db, filter, pageWindow(query));
  return {
    items: rows.map((row) => toEntry(row, interruptedBefore)),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

export async function auditTargets(deps: TDeps): Promise<TAuditTargets> {
  return { targetTypes: await listAuditTargetTypes(deps.db) };
}
