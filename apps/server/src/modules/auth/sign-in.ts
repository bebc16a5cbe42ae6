import { EntryReason, ErrorCode, type TLoginRequest } from '@atlas/shared';
import type { TDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import { decoyHash, verifyPassword } from '../../platform/passwords';
import type { TLimitRule } from '../../platform/rate-limit';

/** `usable` false: disabled. `activationRequired`: the activation link was never followed. */
type TAccount = { id: string; passwordHash: string; usable: boolean; activationRequired?: boolean };
type TPortal = 'user' | 'operator';

const window = 15 * 60;
const rules = (deps: TDeps, portal: TPortal) =>
  ({
    account: {
      name: `login-account-${portal}`,
      points: deps.config.LOGIN_LIMIT_PER_ACCOUNT,
      durationSeconds: window,
    },
    ip: { name: `login-ip-${portal}`, points: deps.config.LOGIN_LIMIT_PER_IP, durationSeconds: window },
  }) satisfies Record<string, TLimitRule>;

export const wrongCredentials = () => new AppError(ErrorCode.validation, 'E-mail or password is incorrect');

/** After a password reset the account may sign in at once, whatever failures came before. */
export async function clearSignInLock(deps: TDeps, email: string): Promise<void> {
  await deps.limits.reset(rules(deps, 'user').account, email);
}

/**
 * Password check shared by both portals, rate limited per IP (every attempt) and per account
 * (failed attempts; a success clears them). Answers the account id, or throws.
 */
export async function checkPassword(
  deps: TDeps,
  portal: TPortal,
  input: TLoginRequest,
  ip: string,
  find: (email: string) => Promise<TAccount | undefined>,
): Promise<string> {
  const limit = rules(deps, portal);
  const message = 'Too many sign-in attempts';
  await deps.limits.consume(limit.ip, ip, message);
  await deps.limits.check(limit.account, input.email, message);
  const account = await find(input.email);
  const matches = await verifyPassword(input.password, account?.passwordHash ?? (await decoyHash));
  if (!account || !matches) {
    await deps.limits.consume(limit.account, input.email, message);
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
  await deps.limits.reset(limit.account, input.email);
  return account.id;
}
