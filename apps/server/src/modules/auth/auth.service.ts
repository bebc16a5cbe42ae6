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
import { accountJobs, activationMail } from './account-emails';
import { issueActivationToken } from './activation.service';
import {
  findUserByEmail,
  findUserById,
  findUserByReferralCode,
  insertUser,
  type TUserRow,
} from './auth.repository';
import { entryLimits, limitRegistration } from './entry-limits';
import { newReferralCode } from './referral-code';
import { toSessionUser } from './session-user';
import { openSession, revokeSession } from './sessions.service';
import { checkPassword } from './sign-in';

export { toSessionUser } from './session-user';

/** An unknown code is a field error, not ignored: the person meant to be invited. */
async function inviterOf(deps: TDeps, invitationCode: string | undefined): Promise<string | null> {
  if (!invitationCode) {
    return null;
  }
  const inviter = await findUserByReferralCode(deps.db, invitationCode);
  if (!inviter) {
    throw new AppError(ErrorCode.validation, 'invitationCode: no account has this invitation code', {
      fields: [{ path: 'invitationCode', message: 'No account has this invitation code' }],
    });
  }
  return inviter.id;
}

/**
 * Creates a pending account and e-mails its activation link; no session until the link is
 * followed. A valid invitation code links the inviter. An e-mail that already has an account gets
 * the same answer, after the same password hashing, and its owner is told by e-mail instead
 * (sign-up-attempt.ts), so the call never reveals who has an account. Rate limited per address
 * and per e-mail.
 */
export async function registerUser(
  deps: TDeps,
  input: TRegisterRequest,
  ip: string,
): Promise<TRegisterResponse> {
  await limitRegistration(deps, ip, input.email);
  const inviterId = await inviterOf(deps, input.invitationCode);
  const answer: TRegisterResponse = { email: input.email, activationRequired: true };
  // Hashed whether or not the e-mail is taken: the hash is most of the time this call takes.
  const passwordHash = await hashPassword(input.password);
  const taken = async () => {
    await deps.jobs.enqueue(accountJobs.signUpAttempt, { email: input.email });
    return answer;
  };
  if (await findUserByEmail(deps.db, input.email)) {
    return taken();
  }
  const row: TUserRow = {
    id: newId('usr'),
    email: input.email,
    passwordHash,
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
    // Registered a moment ago by a request racing this one.
    if (isUniqueViolation(error, 'users_email_key')) {
      return taken();
    }
    throw error;
  }
  await deps.mailer.send(activationMail(deps, row, token));
  return answer;
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
