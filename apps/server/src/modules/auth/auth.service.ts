import {
  ErrorCode,
  type TCheckEmailRequest,
  type TCheckEmailResponse,
  type TLoginRequest,
  type TLoginResponse,
  type TRegisterRequest,
  type TRegisterResponse,
  type TSessionUser,
} from '@atlas/shared';
import type { TUserActor } from '../../platform/actor';
import { isUniqueViolation } from '../../platform/db-errors';
import type { TDeps } from '../../platform/deps';
import { AppError, notFound } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { hashPassword } from '../../platform/passwords';
import { activationMail } from './account-emails';
import { issueActivationToken } from './activation.service';
import {
  findUserByEmail,
  findUserById,
  findUserByReferralCode,
  insertUser,
  type TUserRow,
} from './auth.repository';
import { entryLimits } from './entry-limits';
import { newReferralCode } from './referral-code';
import { toSessionUser } from './session-user';
import { openSession, revokeSession } from './sessions.service';
import { checkPassword } from './sign-in';

export { toSessionUser } from './session-user';

const emailTaken = () =>
  new AppError(ErrorCode.conflict, 'An account with this e-mail already exists', {
    fields: [{ path: 'email', message: 'An account with this e-mail already exists' }],
  });

/**
 * Creates a pending account and e-mails its activation link; no session until the link is
 * followed. A valid invitation code links the inviter.
 */
export async function registerUser(deps: TDeps, input: TRegisterRequest): Promise<TRegisterResponse> {
  if (await findUserByEmail(deps.db, input.email)) {
    throw emailTaken();
  }
  let inviterId: string | null = null;
  if (input.invitationCode) {
    const inviter = await findUserByReferralCode(deps.db, input.invitationCode);
    if (!inviter) {
      throw new AppError(ErrorCode.validation, 'invitationCode: no account has this invitation code', {
        fields: [{ path: 'invitationCode', message: 'No account has this invitation code' }],
      });
    }
    inviterId = inviter.id;
  }
  const row: TUserRow = {
    id: newId('usr'),
    email: input.email,
    passwordHash: await hashPassword(input.password),
    role: input.role,
    name: input.name,
    status: 'pending',
    referralCode: newReferralCode(),
    inviterId,
    activatedAt: null,
    profile: null,
    profileCompletedAt: null,
    createdAt: deps.now(),
  };
  let token: string;
  try {
    token = await deps.db.transaction(async (tx) => {
      await insertUser(tx, row);
      return issueActivationToken(tx, deps, row.id);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_key')) {
      throw emailTaken();
    }
    throw error;
  }
  await deps.mailer.send(activationMail(deps, row, token));
  return { email: row.email, activationRequired: true };
}

/** The sign-up form's e-mail check; rate limited per address, as it tells who has an account. */
export async function checkEmail(
  deps: TDeps,
  input: TCheckEmailRequest,
  ip: string,
): Promise<TCheckEmailResponse> {
  await deps.limits.consume(entryLimits.checkEmailPerIp, ip, 'Too many e-mail checks');
  const existing = await findUserByEmail(deps.db, input.email);
  return { email: input.email, available: !existing };
}

export async function loginUser(deps: TDeps, input: TLoginRequest, ip: string): Promise<TLoginResponse> {
  const userId = await checkPassword(deps, 'user', input, ip, async (email) => {
    const row = await findUserByEmail(deps.db, email);
    return (
      row && {
        id: row.id,
        email: row.email,
        name: row.name,
        passwordHash: row.passwordHash,
        usable: row.status !== 'disabled',
        activationRequired: row.status === 'pending',
      }
    );
  });
  const user = await findUserById(deps.db, userId);
  if (!user) {
    throw notFound('Account');
  }
  return { token: await openSession(deps, 'user', userId), user: toSessionUser(user) };
}

export async function logout(deps: TDeps, actor: { sessionId: string }): Promise<{ signedOut: true }> {
  await revokeSession(deps, actor.sessionId);
  return { signedOut: true };
}

export async function getSessionUser(deps: TDeps, actor: TUserActor): Promise<TSessionUser> {
  const row = await findUserById(deps.db, actor.userId);
  if (!row) {
    throw notFound('Account');
  }
  return toSessionUser(row);
}
