import {
  resetLinkHours,
  type TForgotPasswordRequest,
  type TLinkSentResponse,
  type TResetLinkCheck,
  type TResetLinkQuery,
  type TResetPasswordRequest,
  type TResetPasswordResponse,
} from '@atlas/shared';
import type { TDeps } from '../../platform/deps';
import { notFound } from '../../platform/errors';
import { hashPassword } from '../../platform/passwords';
import { deleteApiKeysOfUser } from '../api-keys/api-keys.repository';
import { accountJobs, passwordChangedMail, resetMail } from './account-emails';
import { accountDisabled } from './activation.service';
import {
  activateUser,
  findUserByEmail,
  findUserById,
  revokeUserSessions,
  setPasswordHash,
} from './auth.repository';
import {
  consumeLinkToken,
  findLinkToken,
  issueLinkToken,
  linkRefusal,
  type TLinkMessages,
} from './email-tokens';
import { limitLinkRequest } from './entry-limits';
import { clearSignInLock } from './sign-in-limits';

const resetValidMs = resetLinkHours * 3_600_000;

const messages: TLinkMessages = {
  invalid: 'This password reset link is not valid. Check that you opened the whole link from the e-mail.',
  expired: 'This password reset link has expired.',
  used: 'This password reset link has already been used.',
};

/**
 * Forgot password: always the same answer and the same work (a queued job), so it never tells
 * whether the e-mail has an account.
 */
export async function requestPasswordReset(
  deps: TDeps,
  input: TForgotPasswordRequest,
  ip: string,
): Promise<TLinkSentResponse> {
  await limitLinkRequest(deps, 'reset', ip, input.email);
  await deps.jobs.enqueue(accountJobs.resetLink, { email: input.email });
  return { sent: true };
}

/** The job behind forgot password: a pending or active account gets a one-hour link. */
export async function sendResetLinkTo(deps: TDeps, email: string): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (!user || user.status === 'disabled') {
    return;
  }
  const token = await issueLinkToken(deps.db, deps, user.id, 'reset_password', resetValidMs);
  await deps.mailer.send(resetMail(deps, user, token));
}

/** Opening a reset link: valid, or the refusal the reset itself would give (same reasons). */
export async function checkResetLink(deps: TDeps, query: TResetLinkQuery): Promise<TResetLinkCheck> {
  const refusal = linkRefusal(
    await findLinkToken(deps.db, query.token, 'reset_password'),
    deps.now(),
    messages,
  );
  if (refusal) {
    throw refusal;
  }
  return { valid: true };
}

/**
 * Sets the new password and signs the account out everywhere, in one transaction with spending
 * the link. The e-mailed link is the "I lost control" path, so the account's API key is revoked
 * too: whoever took the password may have made one (docs/domain.md, "Account e-mail flows"). A
 * pending account is activated: the link proved the e-mail as activation would.
 */
export async function resetPassword(
  deps: TDeps,
  input: TResetPasswordRequest,
  ip: string,
): Promise<TResetPasswordResponse> {
  // Hashed before the transaction: scrypt is slow and the embedded database has one connection.
  const passwordHash = await hashPassword(input.password);
  const { user, apiKeyRevoked } = await deps.db.transaction(async (tx) => {
    const userId = await consumeLinkToken(tx, deps, input.token, 'reset_password', messages);
    const row = await findUserById(tx, userId);
    if (!row) {
      throw notFound('Account');
    }
    if (row.status === 'disabled') {
      throw accountDisabled();
    }
    const now = deps.now();
    await setPasswordHash(tx, userId, passwordHash);
    await activateUser(tx, userId, now);
    await revokeUserSessions(tx, userId, now);
    return { user: row, apiKeyRevoked: (await deleteApiKeysOfUser(tx, userId)) > 0 };
  });
  await deps.accessCache.forget();
  await clearSignInLock(deps, user.email, ip);
  await deps.mailer.send(passwordChangedMail(deps, user, apiKeyRevoked));
  return { reset: true, apiKeyRevoked };
}
