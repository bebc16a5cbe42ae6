import {
  referralListLimit,
  type TCheckInvitationCodeRequest,
  type TCheckInvitationCodeResponse,
  type TReferralResponse,
} from '@atlas/shared';
import type { TUserActor } from '../../platform/actor';
import type { TDeps } from '../../platform/deps';
import { notFound } from '../../platform/errors';
import { findUserById, findUserByReferralCode } from '../auth/auth.repository';
import { entryLimits } from '../auth/entry-limits';
import { countInvitees, listInvitees } from './referral.repository';

/** The sign-up link that fills in this code (the sign-up page reads `?code=`). */
export function shareLinkOf(deps: TDeps, code: string): string {
  return `${deps.config.publicBaseUrl.replace(/\/+$/, '')}/sign-up?code=${encodeURIComponent(code)}`;
}

/** My code, its share link and whom I invited (name, role, status, dates; never their e-mail). */
export async function getReferral(deps: TDeps, actor: TUserActor): Promise<TReferralResponse> {
  const me = await findUserById(deps.db, actor.userId);
  if (!me) {
    throw notFound('Account');
  }
  const [rows, counts] = await Promise.all([
    listInvitees(deps.db, me.id, referralListLimit),
    countInvitees(deps.db, me.id),
  ]);
  return {
    invitationCode: me.referralCode,
    referralCode: me.referralCode,
    shareLink: shareLinkOf(deps, me.referralCode),
    ...counts,
    invitees: rows.map((row) => ({
      id: row.id,
      name: row.name,
      role: row.role,
      status: row.status,
      joinedAt: row.createdAt.toISOString(),
      activatedAt: row.activatedAt?.toISOString() ?? null,
    })),
  };
}

/** The sign-up form's code check, in any case; rate limited per address against guessing. */
export async function checkInvitationCode(
  deps: TDeps,
  input: TCheckInvitationCodeRequest,
  ip: string,
): Promise<TCheckInvitationCodeResponse> {
  await deps.limits.consume(entryLimits.invitationCheckPerIp, ip, 'Too many invitation code checks');
  const inviter = await findUserByReferralCode(deps.db, input.invitationCode);
  return {
    invitationCode: input.invitationCode,
    valid: Boolean(inviter),
    inviterName: inviter?.name ?? null,
  };
}
