import { ErrorCode, type TCurrentDelegation, type TDelegator, type TSwitchResponse } from '@atlas/shared';
import type { TUserActor } from '../../platform/actor';
import type { TDeps } from '../../platform/deps';
import { AppError, notFound } from '../../platform/errors';
import { findUserById } from '../auth/auth.repository';
import { toSessionUser } from '../auth/auth.service';
import { openSwitchedSession } from '../auth/sessions.service';
import { findDelegationOfDelegate, listDelegatorsOf } from './delegation.repository';
import { toDelegator } from './delegation-views';

/** The accounts that delegated to the signed-in user (active and disabled). */
export async function listDelegators(deps: TDeps, actor: TUserActor): Promise<TDelegator[]> {
  const rows = await listDelegatorsOf(deps.db, actor.userId);
  return rows.map((r) => toDelegator(r.delegation, r.owner));
}

/**
 * A new session of the delegate acting as the delegator. The delegate's own session stays
 * alive: the client keeps its token and goes back to it (docs/domain.md, "Delegation").
 */
export async function switchIntoDelegator(
  deps: TDeps,
  actor: TUserActor,
  id: string,
): Promise<TSwitchResponse> {
  const found = await findDelegationOfDelegate(deps.db, actor.userId, id);
  if (!found) {
    throw notFound('Delegated account');
  }
  const { delegation } = found;
  if (delegation.status !== 'active') {
    throw new AppError(ErrorCode.conflict, `${found.owner.name} has disabled your access to their account`);
  }
  const [owner, delegate] = await Promise.all([
    findUserById(deps.db, delegation.ownerId),
    findUserById(deps.db, actor.userId),
  ]);
  if (owner?.status !== 'active' || !delegate) {
    throw new AppError(ErrorCode.conflict, `${found.owner.name}'s account is not active`);
  }
  const token = await openSwitchedSession(deps, {
    delegateId: delegate.id,
    ownerId: owner.id,
    delegationId: delegation.id,
    access: delegation.access,
  });
  return {
    token,
    user: toSessionUser(owner),
    delegation: {
      delegationId: delegation.id,
      access: delegation.access,
      owner: { name: owner.name, email: owner.email, role: owner.role },
      delegate: { name: delegate.name, email: delegate.email },
    },
  };
}

/** The delegation this session acts through, for the "working in …'s account" banner; else null. */
export async function currentDelegation(deps: TDeps, actor: TUserActor): Promise<TCurrentDelegation | null> {
  if (!actor.delegation) {
    return null;
  }
  const [owner, delegate] = await Promise.all([
    findUserById(deps.db, actor.userId),
    findUserById(deps.db, actor.actorUserId),
  ]);
  if (!owner || !delegate) {
    throw notFound('Delegated account');
  }
  return {
    delegationId: actor.delegation.id,
    access: actor.delegation.access,
    owner: { name: owner.name, email: owner.email, role: owner.role },
    delegate: { name: delegate.name, email: delegate.email },
  };
}
