import type { TDeps } from '../../platform/deps';
import { signUpAttemptMail } from './account-emails';
import { sendActivationLinkTo } from './activation.service';
import { findUserByEmail } from './auth.repository';
import { activationLinkAllowed } from './entry-limits';

/**
 * The job behind registering an e-mail that already has an account (the request answered as for
 * a new one): an active account's owner hears that someone tried; a pending one gets its
 * activation link again, within the e-mail's link limit; a disabled one gets nothing.
 */
export async function answerSignUpAttempt(deps: TDeps, email: string): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (user?.status === 'active') {
    await deps.mailer.send(signUpAttemptMail(deps, user));
    return;
  }
  if (user?.status === 'pending' && (await activationLinkAllowed(deps, email))) {
    await sendActivationLinkTo(deps, email);
  }
}
