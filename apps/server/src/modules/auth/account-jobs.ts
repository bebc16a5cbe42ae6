import type { TDeps } from '../../platform/deps';
import { accountJobs } from './account-emails';
import { sendActivationLinkTo } from './activation.service';
import { sendResetLinkTo } from './password-reset.service';
import { answerSignUpAttempt } from './sign-up-attempt';

/**
 * E-mails requested by address (resend, forgot password, signing up with a taken e-mail) are
 * looked up and sent in a job, so the request does the same work, and takes the same time,
 * whether or not the account exists.
 */
export function defineAccountJobs(deps: TDeps): void {
  deps.jobs.define<{ email: string }>(accountJobs.activationLink, ({ email }) =>
    sendActivationLinkTo(deps, email),
  );
  deps.jobs.define<{ email: string }>(accountJobs.resetLink, ({ email }) => sendResetLinkTo(deps, email));
  deps.jobs.define<{ email: string }>(accountJobs.signUpAttempt, ({ email }) =>
    answerSignUpAttempt(deps, email),
  );
}
