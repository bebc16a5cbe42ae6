import { createHash, randomBytes } from 'node:crypto';
import {
  ErrorCode,
  invitationValidDays,
  type TAddDelegateRequest,
  type TDelegate,
  type TDelegationStatusAction,
  type TUpdateDelegateRequest,
} from '@atlas/shared';
import type { TUserActor } from '../../platform/actor';
import type { TDeps } from '../../platform/deps';
import { AppError, notFound } from '../../platform/errors';
import { newId } from '../../platform/ids';
import type { TLimitRule } from '../../platform/rate-limit';
import { findUserById } from '../auth/auth.repository';
import {
  deleteDelegationOfOwner,
  findDelegationByEmail,
  findDelegationOfOwner,
  insertDelegation,
  listDelegatesOfOwner,
  revokeDelegationSessions,
  updateDelegationOfOwner,
} from './delegation.repository';
import { invitationMail } from './delegation-emails';
import { toDelegate } from './delegation-views';

/** Invitations are e-mails to any address: a cap per owner keeps the product from spamming. */
const inviteRule: TLimitRule = { name: 'delegation-invite', points: 30, durationSeconds: 60 * 60 };

export const hashInvitationToken = (token: string) => createHash('sha256').update(token).digest('hex');

const emailField = (message: string) =>
  new AppError(ErrorCode.validation, message, { fields: [{ path: 'email', message }] });

/**
 * Invites a delegate by e-mail. Inviting an e-mail that is still only invited sends a fresh link
 * (and takes the new access level); one that already accepted answers 409.
 */
export async function addDelegate(
  deps: TDeps,
  actor: TUserActor,
  input: TAddDelegateRequest,
): Promise<TDelegate> {
  const owner = await findUserById(deps.db, actor.userId);
  if (!owner) {
    throw notFound('Account');
  }
  if (owner.email === input.email) {
    throw emailField('You cannot invite yourself');
  }
  const existing = await findDelegationByEmail(deps.db, owner.id, input.email);
  if (existing && existing.status !== 'invited') {
    throw new AppError(ErrorCode.conflict, `${input.email} is already your delegate`, {
      fields: [{ path: 'email', message: 'Already your delegate' }],
    });
  }
  await deps.limits.consume(inviteRule, owner.id, 'Too many invitations');
  const now = deps.now();
  const token = randomBytes(32).toString('base64url');
  const invitation = {
    access: input.access,
    tokenHash: hashInvitationToken(token),
    tokenExpiresAt: new Date(now.getTime() + invitationValidDays * 86_400_000),
    invitedAt: now,
  };
  const row = existing
    ? await updateDelegationOfOwner(deps.db, owner.id, existing.id, invitation)
    : await insertDelegation(deps.db, {
        id: newId('dlg'),
        ownerId: owner.id,
        email: input.email,
        delegateId: null,
        status: 'invited',
        acceptedAt: null,
        ...invitation,
      });
  if (!row) {
    throw new AppError(ErrorCode.conflict, `${input.email} was invited a moment ago; refresh the list`);
  }
  if (existing) {
    await deps.accessCache.forget();
  }
  await deps.mailer.send(
    invitationMail(deps, {
      to: row.email,
      owner,
      access: row.access,
      token,
      expiresAt: invitation.tokenExpiresAt,
    }),
  );
  return toDelegate(row, null);
}

export async function listDelegates(deps: TDeps, actor: TUserActor): Promise<TDelegate[]> {
  const rows = await listDelegatesOfOwner(deps.db, actor.userId);
  return rows.map((r) => toDelegate(r.delegation, r.delegateName));
}

async function ownDelegation(deps: TDeps, actor: TUserActor, id: string) {
  const row = await findDelegationOfOwner(deps.db, actor.userId, id);
  if (!row) {
    throw notFound('Delegate');
  }
  return row;
}

/** A new access level applies to the delegate's very next call, switched sessions included. */
export async function updateDelegate(
  deps: TDeps,
  actor: TUserActor,
  id: string,
  input: TUpdateDelegateRequest,
): Promise<TDelegate> {
  const { delegateName } = await ownDelegation(deps, actor, id);
  const row = await updateDelegationOfOwner(deps.db, actor.userId, id, { access: input.access });
  if (!row) {
    throw notFound('Delegate');
  }
  await deps.accessCache.forget();
  return toDelegate(row, delegateName);
}

/** Enable or disable an accepted delegation; disabling ends the delegate's switched sessions. */
export async function setDelegateStatus(
  deps: TDeps,
  actor: TUserActor,
  id: string,
  action: TDelegationStatusAction,
): Promise<TDelegate> {
  const { delegation, delegateName } = await ownDelegation(deps, actor, id);
  if (delegation.status === 'invited') {
    throw new AppError(ErrorCode.conflict, 'This invitation is not accepted yet; delete it to withdraw it');
  }
  const status = action === 'enable' ? 'active' : 'disabled';
  const row = await updateDelegationOfOwner(deps.db, actor.userId, id, { status });
  if (!row) {
    throw notFound('Delegate');
  }
  if (status === 'disabled') {
    await revokeDelegationSessions(deps.db, id, deps.now());
  }
  await deps.accessCache.forget();
  return toDelegate(row, delegateName);
}

/** Removes the delegate (or withdraws the invitation) and ends its switched sessions. */
export async function deleteDelegate(deps: TDeps, actor: TUserActor, id: string): Promise<{ deleted: true }> {
  if (!(await deleteDelegationOfOwner(deps.db, actor.userId, id))) {
    throw notFound('Delegate');
  }
  await revokeDelegationSessions(deps.db, id, deps.now());
  await deps.accessCache.forget();
  return { deleted: true };
}
