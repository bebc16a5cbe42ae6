import { and, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TDb } from '../../db/client';
import { delegations, operators, sessions, users } from '../../db/schema';

export type TSessionInsert = typeof sessions.$inferInsert;

export async function insertSession(db: TDb, row: TSessionInsert): Promise<void> {
  await db.insert(sessions).values(row);
}

export async function revokeSessionRow(db: TDb, sessionId: string, at: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

export async function updateSessionLastSeen(db: TDb, sessionId: string, at: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, sessionId));
}

const acting = alias(users, 'acting_user');

/**
 * A session by its token's hash, with what the guard decides on: the owner's role and status
 * (user or operator), and for a switched session the account it acts in and the delegation.
 */
export async function findSessionByTokenHash(db: TDb, tokenHash: string) {
  const [row] = await db
    .select({
      session: sessions,
      userRole: users.role,
      userStatus: users.status,
      operatorEnabled: operators.enabled,
      operatorRole: operators.role,
      actingRole: acting.role,
      actingStatus: acting.status,
      actingName: acting.name,
      delegation: {
        status: delegations.status,
        access: delegations.access,
        ownerId: delegations.ownerId,
        delegateId: delegations.delegateId,
      },
    })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .leftJoin(operators, eq(operators.id, sessions.operatorId))
    .leftJoin(acting, eq(acting.id, sessions.actingUserId))
    .leftJoin(delegations, eq(delegations.id, sessions.delegationId))
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  return row;
}
