import { ErrorCode, type TCompleteProfileRequest, type TSessionUser } from '@atlas/shared';
import type { TUserActor } from '../../platform/actor';
import type { TDeps } from '../../platform/deps';
import { AppError, notFound } from '../../platform/errors';
import { findUserById, saveProfile } from './auth.repository';
import { toSessionUser } from './session-user';

/**
 * Saves the role's profile fields (the body's role must be the account's). Completing again
 * updates the fields and keeps the first completion time.
 */
export async function completeProfile(
  deps: TDeps,
  actor: TUserActor,
  input: TCompleteProfileRequest,
): Promise<TSessionUser> {
  if (input.role !== actor.role) {
    const message = `This is a ${actor.role} account; send the ${actor.role} profile`;
    throw new AppError(ErrorCode.validation, `role: ${message}`, { fields: [{ path: 'role', message }] });
  }
  const current = await findUserById(deps.db, actor.userId);
  if (!current) {
    throw notFound('Account');
  }
  const { role: _role, ...profile } = input;
  const saved = await saveProfile(deps.db, actor.userId, profile, current.profileCompletedAt ?? deps.now());
  if (!saved) {
    throw notFound('Account');
  }
  return toSessionUser(saved);
}
