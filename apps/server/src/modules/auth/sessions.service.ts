import { createHash, randomBytes } from 'node:crypto';
import { ErrorCode, ErrorMessage } from '@atlas/shared';
import { and, eq, isNull } from 'drizzle-orm';
import { operators, sessions, users } from '../../db/schema';
import type { TOperatorActor, TUserActor } from '../../platform/actor';
import type { TDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { newId } from '../../platform/ids';

type TPortal = 'user' | 'operator';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Only "last seen" moves on use, and at most once a minute, so reads stay reads. */
const touchEveryMs = 60_000;

export async function openSession(deps: TDeps, portal: TPortal, ownerId: string): Promise<string> {
  const token = `${portal === 'user' ? 'aau' : 'aao'}_${randomBytes(32).toString('base64url')}`;
  await deps.db.insert(sessions).values({
    id: newId('ses'),
    tokenHash: hashToken(token),
    portal,
    userId: portal === 'user' ? ownerId : null,
    operatorId: portal === 'operator' ? ownerId : null,
    createdAt: deps.now(),
    lastSeenAt: deps.now(),
  });
  return token;
}

export async function revokeSession(deps: TDeps, sessionId: string): Promise<void> {
  await deps.db
    .update(sessions)
    .set({ revokedAt: deps.now() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/**
 * Turns a bearer token into the actor behind it, or says exactly why not (DOMAIN.md):
 * unknown or revoked → 3010, idle too long → 401, other portal or disabled account → 3008.
 */
export async function resolveSession(
  deps: TDeps,
  portal: TPortal,
  token: string,
): Promise<TUserActor | TOperatorActor> {
  const [row] = await deps.db
    .select({
      session: sessions,
      userRole: users.role,
      userStatus: users.status,
      operatorEnabled: operators.enabled,
    })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .leftJoin(operators, eq(operators.id, sessions.operatorId))
    .where(eq(sessions.tokenHash, hashToken(token)))
    .limit(1);
  if (!row || row.session.revokedAt) {
    throw new AppError(ErrorCode.tokenMismatch, ErrorMessage.tokenMismatch);
  }
  const { session } = row;
  const now = deps.now();
  const idleMs = now.getTime() - session.lastSeenAt.getTime();
  if (idleMs > deps.config.SESSION_IDLE_DAYS * 86_400_000) {
    throw new AppError(ErrorCode.sessionMissing, 'Your session has expired; please sign in again');
  }
  if (session.portal !== portal) {
    throw new AppError(
      ErrorCode.accountNotAllowed,
      portal === 'operator'
        ? 'This is not an operator account'
        : 'Operator accounts sign in on the operator console',
    );
  }
  if (row.userStatus === 'disabled' || row.operatorEnabled === false) {
    throw new AppError(ErrorCode.accountNotAllowed, 'This account is disabled; contact support');
  }
  if (idleMs > touchEveryMs) {
    await deps.db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, session.id));
  }
  if (session.portal === 'operator' && session.operatorId) {
    return { kind: 'operator', operatorId: session.operatorId, sessionId: session.id };
  }
  if (session.userId && row.userRole) {
    return { kind: 'user', userId: session.userId, role: row.userRole, sessionId: session.id };
  }
  throw new AppError(ErrorCode.tokenMismatch, ErrorMessage.tokenMismatch);
}
