import { and, count, desc, eq, ilike, isNull, or, type SQL } from 'drizzle-orm';
import type { TDb, TQueryable } from '../../db/client';
import { operators, sessions } from '../../db/schema';
import { containing } from '../../platform/like';

export type TOperatorUserRow = Omit<typeof operators.$inferSelect, 'passwordHash'>;

const operatorColumns = {
  id: operators.id,
  email: operators.email,
  name: operators.name,
  role: operators.role,
  enabled: operators.enabled,
  createdAt: operators.createdAt,
  updatedAt: operators.updatedAt,
};

export type TOperatorFilter = { search?: string; role?: 'admin' | 'support'; enabled?: boolean };

function operatorWhere(filter: TOperatorFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.search) {
    const pattern = containing(filter.search);
    const either = or(ilike(operators.name, pattern), ilike(operators.email, pattern));
    if (either) {
      conditions.push(either);
    }
  }
  if (filter.role) {
    conditions.push(eq(operators.role, filter.role));
  }
  if (filter.enabled !== undefined) {
    conditions.push(eq(operators.enabled, filter.enabled));
  }
  return conditions.length ? and(...conditions) : undefined;
}

/** A page of operators, newest first (operators are few: a handful to a few hundred). */
export async function listOperatorRows(
  db: TDb,
  filter: TOperatorFilter,
  window: { limit: number; offset: number },
): Promise<{ rows: TOperatorUserRow[]; total: number }> {
  const where = operatorWhere(filter);
  const rows = await db
    .select(operatorColumns)
    .from(operators)
    .where(where)
    .orderBy(desc(operators.createdAt), operators.id)
    .limit(window.limit)
    .offset(window.offset);
  const [total] = await db.select({ n: count() }).from(operators).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** One operator without its password hash: what the console and the audit log see. */
export async function findOperatorUser(db: TQueryable, id: string): Promise<TOperatorUserRow | undefined> {
  const [row] = await db.select(operatorColumns).from(operators).where(eq(operators.id, id)).limit(1);
  return row;
}

export async function insertOperator(db: TQueryable, row: typeof operators.$inferInsert): Promise<void> {
  await db.insert(operators).values(row);
}

export async function updateOperatorRow(
  db: TQueryable,
  id: string,
  change: Partial<Pick<typeof operators.$inferInsert, 'name' | 'role' | 'enabled' | 'passwordHash'>> & {
    updatedAt: Date;
  },
): Promise<void> {
  await db.update(operators).set(change).where(eq(operators.id, id));
}

/**
 * How many enabled admins there are besides `exceptId`. Every enabled admin's row, the target's
 * included, is locked in id order until the transaction ends: two admins disabling each other at
 * once then queue on the same first row instead of each holding the other's (a deadlock on
 * PostgreSQL), and the second one counts after the first has committed.
 */
export async function countOtherEnabledAdmins(db: TQueryable, exceptId: string): Promise<number> {
  const rows = await db
    .select({ id: operators.id })
    .from(operators)
    .where(and(eq(operators.role, 'admin'), eq(operators.enabled, true)))
    .orderBy(operators.id)
    .for('update');
  return rows.filter((row) => row.id !== exceptId).length;
}

/** Ends every live session of the operator (disabled, or a new password). */
export async function revokeOperatorSessions(db: TQueryable, operatorId: string, at: Date): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.operatorId, operatorId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length;
}
