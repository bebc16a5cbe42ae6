import {
  activationLinkHours,
  ErrorCode,
  type TActivateRequest,
  type TLinkSentResponse,
  type TLoginResponse,
  type TResendActivationRequest,
} from '@atlas/shared';
import type { TQueryable } from '../../db/client';
import type { TDeps } from '../../platform/deps';
import { AppError, notFound } from '../../platform/errors';
import { accountJobs, activationMail } from './account-emails';
import { activateUser, findUserByEmail, findUserById, type TUserRow } from './auth.repository';
import {
  consumeLinkToken,
  findLinkToken,
  invalidLink,
  issueLinkToken,
  type TLinkMessages,
} from './email-tokens';
import { limitLinkRequest } from './entry-limits';
import { toSessionUser } from './session-user';
import { openSession } from './sessions.service';

const activationValidMs = activationLinkHours * 3_600_000;

const messages: TLinkMessages = {
  invalid: 'This activation link is not valid. Check that you opened the whole link from the e-mail.',
  expired: 'This activation link has expired.',
  used: 'This activation link has already been used. Your account is active: sign in.',
};

export const accountDisabled = () =>
  new AppError(ErrorCode.accountNotAllowed, 'This account is disabled; contact support');

/** Issues an activation link in the caller's transaction; the e-mail goes out after it commits. */
export function issueActivationToken(db: TQueryable, deps: TDeps, userId: string): Promise<string> {
  return issueLinkToken(db, deps, userId, 'activate', activationValidMs);
}

/** The job behind "send the link again": only a pending account gets a new link. */
export async function sendActivationLinkTo(deps: TDeps, email: string): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (user?.status !== 'pending') {
    return;
  }
  const token = await issueActivationToken(deps.db, deps, user.id);
  await deps.mailer.send(activationMail(deps, user, token));
}

/**
 * Follows the activation link: the account becomes active and is signed in. The link is spent
 * in the same transaction, so a refused activation (disabled account) leaves it unused.
 */
export async function activateAccount(deps: TDeps, input: TActivateRequest): Promise<TLoginResponse> {
  const user = await deps.db.transaction(async (tx): Promise<TUserRow> => {
    const userId = await consumeLinkToken(tx, deps, input.token, 'activate', messages);
    const row = await findUserById(tx, userId);
    if (!row) {
      throw notFound('Account');
    }
    if (row.status === 'disabled') {
      throw accountDisabled();
    }
    await activateUser(tx, userId, deps.now());
    return { ...row, status: 'active', activatedAt: row.activatedAt ?? deps.now() };
  });
  const token = await openSession(deps, 'user', user.id);
  return { token, user: toSessionUser(user) };
}

/** The e-mail of the account an activation link was sent to, whatever the link's state. */
async function emailOfLink(deps: TDeps, token: string): Promise<string> {
  const row = await findLinkToken(deps.db, token, 'activate');
  const user = row && (await findUserById(deps.db, row.userId));
  if (!user) {
    throw invalidLink(messages);
  }
  return user.email;
}

/**
 * A new activation link, for the e-mail given at sign-up or the token of an expired link. Always
 * the same answer: whether the e-mail has a pending account is decided in the job.
 */
export async function resendActivation(
  deps: TDeps,
  input: TResendActivationRequest,
  ip: string,
): Promise<TLinkSentResponse> {
  const email = input.token ? await emailOfLink(deps, input.token) : input.email;
  if (!email) {
    const message = 'Enter your e-mail';
    throw new AppError(ErrorCode.validation, `email: ${message}`, { fields: [{ path: 'email', message }] });
  }
  await limitLinkRequest(deps, 'activation', ip, email);
  await deps.jobs.enqueue(accountJobs.activationLink, { email });
  return { sent: true };
}
