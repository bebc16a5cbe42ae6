import { and, desc, eq, isNull } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { delegations, sessions, users } from '../../db/schema';

export type TDelegationRow = typeof delegations.$inferSelect;

const owner = { name: users.name, email: users.email, role: users.role, status: users.status };

// Owner side: every query has the owner's id in its where.

export async function findDelegationOfOwner(db: TDb, ownerId: string, id: string) {
  const [row] = await db
    .select({ delegation: delegations, delegateName: users.name })
    .from(delegations)
    .leftJoin(users, eq(users.id, delegations.delegateId))
    .where(and(eq(delegations.ownerId, ownerId), eq(delegations.id, id)))
    .limit(1);
  return row;
}

export async function findDelegationByEmail(db: TDb, ownerId: string, email: string) {
  const [row] = await db
    .select()
    .from(delegations)
    .where(and(eq(delegations.ownerId, ownerId), eq(delegations.email, email)))
    .limit(1);
  return row;
}

export function listDelegatesOfOwner(db: TDb, ownerId: string) {
  return db
    .select({ delegation: delegations, delegateName: users.name })
    .from(delegations)
    .leftJoin(users, eq(users.id, delegations.delegateId))
    .where(eq(delegations.ownerId, ownerId))
    .orderBy(desc(delegations.invitedAt), desc(delegations.id));
}

/** Answers the new row, or undefined when the owner invited this e-mail meanwhile. */
export async function insertDelegation(db: TDb, row: TDelegationRow): Promise<TDelegationRow | undefined> {
  const [inserted] = await db
    .insert(delegations)
    .values(row)
    .onConflictDoNothing({ target: [delegations.ownerId, delegations.email] })
    .returning();
  return inserted;
}

export async function updateDelegationOfOwner(
  db: TDb,
  ownerId: string,
  id: string,
  patch: Partial<Pick<TDelegationRow, 'access' | 'status' | 'tokenHash' | 'tokenExpiresAt' | 'invitedAt'>>,
): Promise<TDelegationRow | undefined> {
  const [row] = await db
    .update(delegations)
    .set(patch)
    .where(and(eq(delegations.ownerId, ownerId), eq(delegations.id, id)))
    .returning();
  return row;
}

export async function deleteDelegationOfOwner(db: TDb, ownerId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(delegations)
    .where(and(eq(delegations.ownerId, ownerId), eq(delegations.id, id)))
    .returning({ id: delegations.id });
  return rows.length > 0;
}

/** Ends the delegation's switched sessions at once (disable, delete). */
export async function revokeDelegationSessions(db: TDb, delegationId: string, at: Date): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: at })
    .where(and(eq(sessions.delegationId, delegationId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length;
}

// Invitee and delegate side.

export async function findInvitationByTokenHash(db: TDb, tokenHash: string) {
  const [row] = await db
    .select({ delegation: delegations, owner })
    .from(delegations)
    .innerJoin(users, eq(users.id, delegations.ownerId))
    .where(eq(delegations.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/** Accepts only a pending invitation, so two clicks racing accept it once. */
export async function acceptInvitation(
  db: TDb,
  id: string,
  delegateId: string,
  at: Date,
): Promise<TDelegationRow | undefined> {
  const [row] = await db
    .update(delegations)
    .set({ status: 'active', delegateId, acceptedAt: at })
    .where(and(eq(delegations.id, id), eq(delegations.status, 'invited')))
    .returning();
  return row;
}

export function listDelegatorsOf(db: TDb, delegateId: string) {
  return db
    .select({ delegation: delegations, owner })
    .from(delegations)
    .innerJoin(users, eq(users.id, delegations.ownerId))
    .where(eq(delegations.delegateId, delegateId))
    .orderBy(desc(delegations.acceptedAt), desc(delegations.id));
}

export async function findDelegationOfDelegate(db: TDb, delegateId: string, id: string) {
  const [row] = await db
    .select({ delegation: delegations, owner })
    .from(delegations)
    .innerJoin(users, eq(users.id, delegations.ownerId))
    .where(and(eq(delegations.delegateId, delegateId), eq(delegations.id, id)))
    .limit(1);
  return row;
}
