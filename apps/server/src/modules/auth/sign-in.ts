import { EntryReason, ErrorCode, type TLoginRequest } from '@atlas/shared';
import type { TDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { decoyHash, verifyPassword } from '../../platform/passwords';
import { afterFailedSignIn, afterSignIn, beforeSignIn, type TPortal } from './sign-in-limits';

/** `usable` false: disabled. `activationRequired`: the activation link was never followed. */
type TAccount = {
  id: string;
  email: string;
  name: string;
  passwordHash: string;
  usable: boolean;
  activationRequired?: boolean;
};

export const wrongCredentials = () => new AppError(ErrorCode.validation, 'E-mail or password is incorrect');

/**
 * Password check shared by both portals, slowed down per address and per e-mail
 * (`sign-in-limits.ts`). Answers the account id, or throws.
 */
export async function checkPassword(
  deps: TDeps,
  portal: TPortal,
  input: TLoginRequest,
  ip: string,
  find: (email: string) => Promise<TAccount | undefined>,
): Promise<string> {
  await beforeSignIn(deps, portal, input.email, ip);
  const account = await find(input.email);
  const matches = await verifyPassword(input.password, account?.passwordHash ?? (await decoyHash));
  if (!account || !matches) {
    await afterFailedSignIn(deps, portal, input.email, ip, account);
    throw wrongCredentials();
  }
  // Said only after the right password, so it tells a stranger nothing about the e-mail.
  if (account.activationRequired) {
    throw new AppError(
      ErrorCode.accountNotAllowed,
      'Activate your account first: open the link we e-mailed you, or ask for a new one.',
      { reason: EntryReason.activationRequired },
    );
  }
  if (!account.usable) {
    throw new AppError(ErrorCode.accountNotAllowed, 'This account is disabled; contact support');
  }
  await afterSignIn(deps, portal, input.email, ip);
  return account.id;
}
