import {
  EntryReason,
  ErrorCode,
  invitationForOtherAccount,
  type TAcceptInvitationRequest,
  type TDelegator,
  type TPreAcceptResponse,
} from '@atlas/shared';
import type { TUserActor } from '../../platform/actor';
import type { TDeps } from '../../platform/deps';
import { AppError, notFound } from '../../platform/errors';
import type { TLimitRule } from '../../platform/rate-limit';
import { findUserByEmail, findUserById } from '../auth/auth.repository';
import { hashInvitationToken } from './delegates.service';
import { findInvitationByTokenHash, acceptInvitation as markAccepted } from './delegation.repository';
import { toDelegator } from './delegation-views';

/** Unknown invitation tokens per address; the tokens are 256 bits, this only stops the noise. */
const unknownTokenRule: TLimitRule = { name: 'invitation-unknown-ip', points: 30, durationSeconds: 15 * 60 };

const refusal = (code: '1001' | '1009', reason: string, message: string) =>
  new AppError(code, message, { fields: [{ path: 'token', message }], reason });

type TInvitation = NonNullable<Awaited<ReturnType<typeof findInvitationByTokenHash>>>;

/**
 * The invitation behind a token, or why it cannot be used, in the words the invitation page
 * shows with its next step: not valid (withdrawn), already accepted, or expired.
 */
async function usableInvitation(deps: TDeps, token: string, ip: string): Promise<TInvitation> {
  const message = 'Too many invitation links tried';
  await deps.limits.check(unknownTokenRule, ip, message);
  const found = await findInvitationByTokenHash(deps.db, hashInvitationToken(token));
  if (!found) {
    await deps.limits.consume(unknownTokenRule, ip, message);
    throw refusal(
      ErrorCode.validation,
      EntryReason.linkInvalid,
      'This invitation link is not valid; it may have been withdrawn. Ask the person who invited you to send a new one.',
    );
  }
  const { delegation, owner } = found;
  if (delegation.status !== 'invited') {
    throw refusal(
      ErrorCode.conflict,
      EntryReason.linkUsed,
      `This invitation was already accepted. Sign in and open "Delegated accounts" to work in ${owner.name}'s account.`,
    );
  }
  if (!delegation.tokenExpiresAt || delegation.tokenExpiresAt.getTime() <= deps.now().getTime()) {
    throw refusal(
      ErrorCode.validation,
      EntryReason.linkExpired,
      `This invitation has expired. Ask ${owner.name} (${owner.email}) to invite you again.`,
    );
  }
  return found;
}

/** What the invitation page needs: who invites, and whether the invitee must sign up first. */
export async function preAcceptInvitation(
  deps: TDeps,
  token: string,
  ip: string,
): Promise<TPreAcceptResponse> {
  const { delegation, owner } = await usableInvitation(deps, token, ip);
  const account = await findUserByEmail(deps.db, delegation.email);
  return {
    email: delegation.email,
    isNewUser: !account,
    access: delegation.access,
    owner: { name: owner.name, role: owner.role },
    expiresAt: (delegation.tokenExpiresAt as Date).toISOString(),
  };
}

/** The signed-in invitee (the invited e-mail, case-insensitively) becomes the delegate. */
export async function acceptInvitation(
  deps: TDeps,
  actor: TUserActor,
  input: TAcceptInvitationRequest,
  ip: string,
): Promise<TDelegator> {
  const me = await findUserById(deps.db, actor.userId);
  if (!me) {
    throw notFound('Account');
  }
  const { delegation, owner } = await usableInvitation(deps, input.token, ip);
  if (delegation.email !== me.email) {
    throw refusal(
      ErrorCode.conflict,
      invitationForOtherAccount,
      `This invitation is for ${delegation.email}. Sign out and sign in with that e-mail to accept it.`,
    );
  }
  const accepted = await markAccepted(deps.db, delegation.id, me.id, deps.now());
  if (!accepted) {
    throw refusal(ErrorCode.conflict, EntryReason.linkUsed, 'This invitation was already accepted.');
  }
  return toDelegator(accepted, owner);
}
