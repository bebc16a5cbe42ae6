import { and, count, desc, eq, gte, ilike, lt, type SQL } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { operatorAudit } from '../../db/schema';
import { containing } from '../../platform/like';

export type TAuditEntryRow = typeof operatorAudit.$inferSelect;

export type TAuditFilter = {
  operatorId?: string;
  targetType?: string;
  targetId?: string;
  action?: string;
  outcome?: 'started' | 'done' | 'failed';
  /** `started` entries older than this are interrupted; newer ones still running. */
  startedSince?: { since: Date; newer: boolean };
  from?: Date;
  before?: Date;
};

function auditWhere(filter: TAuditFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.operatorId) {
    conditions.push(eq(operatorAudit.operatorId, filter.operatorId));
  }
  if (filter.targetType) {
    conditions.push(eq(operatorAudit.targetType, filter.targetType));
  }
  if (filter.targetId) {
    conditions.push(eq(operatorAudit.targetId, filter.targetId));
  }
  if (filter.action) {
    conditions.push(ilike(operatorAudit.action, containing(filter.action)));
  }
  if (filter.outcome) {
    conditions.push(eq(operatorAudit.outcome, filter.outcome));
  }
  if (filter.startedSince) {
    const { since, newer } = filter.startedSince;
    conditions.push(newer ? gte(operatorAudit.at, since) : lt(operatorAudit.at, since));
  }
  if (filter.from) {
    conditions.push(gte(operatorAudit.at, filter.from));
  }
  if (filter.before) {
    conditions.push(lt(operatorAudit.at, filter.before));
  }
  return conditions.length ? and(...conditions) : undefined;
}

/** A page of the log, newest first, on the (at) index or the filter's own index. */
export async function listAuditRows(
  db: TDb,
  filter: TAuditFilter,
  window: { limit: number; offset: number },
): Promise<{ rows: TAuditEntryRow[]; total: number }> {
  const where = auditWhere(filter);
  const rows = await db
    .select()
    .from(operatorAudit)
    .where(where)
    .orderBy(desc(operatorAudit.at), desc(operatorAudit.id))
    .limit(window.limit)
    .offset(window.offset);
  const [total] = await db.select({ n: count() }).from(operatorAudit).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** The kinds of record the log names (few: one per kind of operator write). */
export async function listAuditTargetTypes(db: TDb): Promise<string[]> {
  const rows = await db
    .selectDistinct({ targetType: operatorAudit.targetType })
    .from(operatorAudit)
    .orderBy(operatorAudit.targetType);
  return rows.map((row) => row.targetType);
}
