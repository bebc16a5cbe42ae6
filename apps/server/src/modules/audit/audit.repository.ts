import { eq, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { operatorAudit, operators } from '../../db/schema';

export type TAuditRow = typeof operatorAudit.$inferSelect;

/** A new `started` entry, the operator's e-mail copied in by the same statement. */
export async function insertAuditEntry(
  db: TDb,
  entry: Omit<typeof operatorAudit.$inferInsert, 'operatorEmail'> & { operatorId: string },
): Promise<void> {
  await db.insert(operatorAudit).values({
    ...entry,
    operatorEmail: sql`coalesce((select ${operators.email} from ${operators} where ${operators.id} = ${entry.operatorId}), '')`,
  });
}

export async function finishAuditEntry(
  db: TDb,
  id: string,
  end: Pick<TAuditRow, 'outcome' | 'targetId' | 'after' | 'error' | 'finishedAt'>,
): Promise<void> {
  await db.update(operatorAudit).set(end).where(eq(operatorAudit.id, id));
}
