import { createHash, randomBytes } from 'node:crypto';
import { ErrorCode, ErrorMessage, type TDelegationAccess } from '@atlas/shared';
import type { TOperatorActor, TUserActor } from '../../platform/actor';
import type { TDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { newId } from '../../platform/ids';
import {
  findSessionByTokenHash,
  insertSession,
  revokeSessionRow,
  updateSessionLastSeen,
} from './sessions.repository';

type TPortal = 'user' | 'operator';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Only "last seen" moves on use, and at most once a minute, so reads stay reads. */
const touchEveryMs = 60_000;

/** A delegate's session that acts in the delegator's account (docs/domain.md, "Delegation"). */
export type TSwitchedSession = {
  delegateId: string;
  ownerId: string;
  delegationId: string;
  access: TDelegationAccess;
};

export async function openSession(
  deps: TDeps,
  portal: TPortal,
  ownerId: string,
  switched?: TSwitchedSession,
): Promise<string> {
  const token = `${portal === 'user' ? 'aau' : 'aao'}_${randomBytes(32).toString('base64url')}`;
  await insertSession(deps.db, {
    id: newId('ses'),
    tokenHash: hashToken(token),
    portal,
    userId: portal === 'user' ? ownerId : null,
    operatorId: portal === 'operator' ? ownerId : null,
    actingUserId: switched?.ownerId ?? null,
    delegationId: switched?.delegationId ?? null,
    access: switched?.access ?? null,
    createdAt: deps.now(),
    lastSeenAt: deps.now(),
  });
  return token;
}

/** A session of the delegate acting as the delegator; `ownerId` in openSession is the delegate. */
export function openSwitchedSession(deps: TDeps, switched: TSwitchedSession): Promise<string> {
  return openSession(deps, 'user', switched.delegateId, switched);
}

export async function revokeSession(deps: TDeps, sessionId: string): Promise<void> {
  await revokeSessionRow(deps.db, sessionId, deps.now());
  await deps.accessCache.forget();
}

/**
 * Turns a bearer token into the actor behind it, or says exactly why not (DOMAIN.md):
 * unknown or revoked → 3010, idle too long → 401, other portal or disabled account → 3008.
 * A switched session whose delegation is no longer active → 3008 naming the account, checked
 * before "revoked" so the delegate learns why (disabling revokes the session too).
 */
export async function resolveSession(
  deps: TDeps,
  portal: TPortal,
  token: string,
): Promise<TUserActor | TOperatorActor> {
  const tokenHash = hashToken(token);
  // Kept only when found: a token signed in a moment later must not meet a remembered miss.
  const row = await deps.accessCache.remember(
    `session:${tokenHash}`,
    () => findSessionByTokenHash(deps.db, tokenHash),
    (found) => found !== undefined,
  );
  if (!row) {
    throw new AppError(ErrorCode.tokenMismatch, ErrorMessage.tokenMismatch);
  }
  const { session, delegation } = row;
  const switched = session.delegationId !== null;
  const delegationLive =
    delegation?.status === 'active' &&
    delegation.ownerId === session.actingUserId &&
    delegation.delegateId === session.userId;
  if (switched && !delegationLive && row.actingName) {
    throw new AppError(ErrorCode.accountNotAllowed, `Your access to ${row.actingName}'s account has ended`);
  }
  if (session.revokedAt || (switched && !delegationLive)) {
    throw new AppError(ErrorCode.tokenMismatch, ErrorMessage.tokenMismatch);
  }
  const now = deps.now();
  const idleMs = now.getTime() - session.lastSeenAt.getTime();
  if (expired(deps, session, now)) {
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
  if (switched && row.actingStatus !== 'active') {
    throw new AppError(ErrorCode.accountNotAllowed, `${row.actingName}'s account is not active`);
  }
  if (idleMs > touchEveryMs) {
    await updateSessionLastSeen(deps.db, session.id, now);
    // The remembered row moves with it, so the next call does not touch it again.
    session.lastSeenAt = now;
  }
  return actorOf(row);
}

/**
 * A user's session lasts while it is used at least every SESSION_IDLE_DAYS; an operator's, which
 * opens the whole back office, ends after OPERATOR_SESSION_IDLE_MINUTES unused and at most
 * OPERATOR_SESSION_HOURS after sign-in (docs/domain.md, "Operator console").
 */
function expired(deps: TDeps, session: TSessionRow['session'], now: Date): boolean {
  const idleMs = now.getTime() - session.lastSeenAt.getTime();
  if (session.portal !== 'operator') {
    return idleMs > deps.config.SESSION_IDLE_DAYS * 86_400_000;
  }
  const ageMs = now.getTime() - session.createdAt.getTime();
  return (
    idleMs > deps.config.OPERATOR_SESSION_IDLE_MINUTES * 60_000 ||
    ageMs > deps.config.OPERATOR_SESSION_HOURS * 3_600_000
  );
}

type TSessionRow = NonNullable<Awaited<ReturnType<typeof findSessionByTokenHash>>>;

/** A column openSession always writes for the session's kind; a row without it is not ours. */
function written<T>(value: T | null): T {
  if (value === null) {
    throw new AppError(ErrorCode.tokenMismatch, ErrorMessage.tokenMismatch);
  }
  return value;
}

/**
 * The actor a live session stands for: the operator; the account's owner; or, switched, the
 * delegator's account with the delegate as the one who acts.
 */
function actorOf({
  session,
  delegation,
  userRole,
  actingRole,
  operatorRole,
}: TSessionRow): TUserActor | TOperatorActor {
  if (session.portal === 'operator') {
    return {
      kind: 'operator',
      operatorId: written(session.operatorId),
      operatorRole: written(operatorRole),
      sessionId: session.id,
    };
  }
  const person = written(session.userId);
  const own = { kind: 'user' as const, sessionId: session.id, actorUserId: person, via: 'session' as const };
  if (!delegation) {
    return { ...own, userId: person, role: written(userRole) };
  }
  return {
    ...own,
    userId: written(session.actingUserId),
    role: written(actingRole),
    // The delegation's access now, not at switch time: a change applies to the next call.
    delegation: { id: written(session.delegationId), access: delegation.access },
  };
}
