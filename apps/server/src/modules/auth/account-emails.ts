import { activationLinkHours, resetLinkHours, type TUserRole } from '@atlas/shared';
import type { TDeps } from '../../platform/deps';
import type { TMail } from '../../platform/mailer';
import { linkUrl } from './email-tokens';

// The account e-mails: plain, short, with the link. Job names live here so services can queue
// them without importing the job definitions (account-jobs.ts).

export const accountJobs = {
  activationLink: 'account.activation-link',
  resetLink: 'account.reset-link',
  signUpAttempt: 'account.sign-up-attempt',
} as const;

type TRecipient = { email: string; name: string };

/** A page of the web app, on the address people reach it at. */
const pageUrl = (deps: TDeps, page: string) => `${deps.config.publicBaseUrl.replace(/\/+$/, '')}/${page}`;

export function activationMail(deps: TDeps, user: TRecipient, token: string): TMail {
  const product = deps.config.PRODUCT_NAME;
  return {
    to: user.email,
    subject: `Activate your ${product} account`,
    kind: 'activation',
    text: [
      `Hello ${user.name},`,
      '',
      `Welcome to ${product}. Open this link to activate your account:`,
      '',
      linkUrl(deps, 'activate', token),
      '',
      `The link works once and expires in ${activationLinkHours} hours. If you did not sign up, ignore this e-mail.`,
    ].join('\n'),
  };
}

export function resetMail(deps: TDeps, user: TRecipient, token: string): TMail {
  const product = deps.config.PRODUCT_NAME;
  return {
    to: user.email,
    subject: `Reset your ${product} password`,
    kind: 'password_reset',
    text: [
      `Hello ${user.name},`,
      '',
      `Someone asked to reset the password of your ${product} account. Open this link to choose a new one:`,
      '',
      linkUrl(deps, 'reset-password', token),
      '',
      `The link works once and expires in ${resetLinkHours} hour. If you did not ask for it, ignore this e-mail: your password stays as it is.`,
    ].join('\n'),
  };
}

/** After a reset through the e-mailed link; `apiKeyRevoked` when the account's API key went with it. */
export function passwordChangedMail(
  deps: TDeps,
  user: TRecipient & { role: TUserRole },
  apiKeyRevoked: boolean,
): TMail {
  const product = deps.config.PRODUCT_NAME;
  const keyNote = apiKeyRevoked
    ? [
        '',
        `Its API key was revoked too, so no tool can keep using the account with it. Once signed in, create a new key on the API key page and give it to the tools you trust: ${pageUrl(deps, `${user.role}/api-key`)}`,
      ]
    : [];
  return {
    to: user.email,
    subject: `Your ${product} password was changed`,
    kind: 'password_changed',
    text: [
      `Hello ${user.name},`,
      '',
      `The password of your ${product} account was just changed, and every device signed in to it was signed out.`,
      ...keyNote,
      '',
      `Sign in: ${pageUrl(deps, 'sign-in')}`,
      '',
      'If you did not change it, reset your password at once from the sign-in page and contact us.',
    ].join('\n'),
  };
}

/**
 * To the owner of an e-mail someone tried to register again: the sign-up answered as for a new
 * account, so only the owner learns the address is taken. Nothing the visitor typed (a name) is
 * quoted, so the e-mail cannot carry a stranger's text.
 */
export function signUpAttemptMail(deps: TDeps, user: TRecipient): TMail {
  const product = deps.config.PRODUCT_NAME;
  return {
    to: user.email,
    subject: `Someone tried to sign up to ${product} with your e-mail`,
    kind: 'sign_up_attempt',
    text: [
      `Hello ${user.name},`,
      '',
      `Someone just tried to create a ${product} account with this e-mail address. You already have an account, so no new one was made and nothing changed in yours.`,
      '',
      `If it was you, sign in: ${pageUrl(deps, 'sign-in')}`,
      `Forgot your password? Choose a new one: ${pageUrl(deps, 'forgot-password')}`,
      '',
      'If it was not you, you can ignore this e-mail: without your password nobody can sign in.',
    ].join('\n'),
  };
}

export function signInFailuresMail(deps: TDeps, user: TRecipient, failures: number): TMail {
  const product = deps.config.PRODUCT_NAME;
  return {
    to: user.email,
    subject: `Failed sign-ins to your ${product} account`,
    kind: 'sign_in_failures',
    text: [
      `Hello ${user.name},`,
      '',
      `Someone typed a wrong password for your ${product} account ${failures} times today. If it was you, nothing is needed. If not, your account is safe as long as the password is unknown; to be sure, choose a new one: ${pageUrl(deps, 'forgot-password')}`,
      '',
      'Each address that keeps failing has to wait longer and longer before it may try again; your own devices are not held back.',
    ].join('\n'),
  };
}
