import type { TDeps } from '../../platform/deps';
import type { TLimitRule } from '../../platform/rate-limit';
import { signInFailuresMail } from './account-emails';

// How sign-in slows a password guesser down without letting a stranger lock the owner out
// (docs/domain.md, "Sign-in protection"). Keys are the e-mail as typed (normalised), whether or
// not an account has it, so no answer tells which e-mails exist.

export type TPortal = 'user' | 'operator';
type TRecipient = { email: string; name: string };

const minute = 60;
const quarterHour = 15 * minute;
const day = 24 * 60 * minute;
/** Waits double from one minute and stop growing at a quarter of an hour. */
export const waitSeconds = (over: number) => Math.min(minute * 2 ** Math.max(0, over), quarterHour);
/** Failures from addresses the account never signed in from, before those addresses wait too. */
export const accountWaitFactor = 3;

const rules = (deps: TDeps, portal: TPortal) => {
  const failures = deps.config.LOGIN_LIMIT_PER_ACCOUNT;
  return {
    address: {
      name: `login-ip-${portal}`,
      points: deps.config.LOGIN_LIMIT_PER_IP,
      durationSeconds: quarterHour,
    },
    pairFailures: { name: `login-failures-${portal}`, points: failures, durationSeconds: day },
    pairWait: { name: `login-wait-${portal}`, points: 1, durationSeconds: quarterHour },
    accountFailures: { name: `login-account-failures-${portal}`, points: failures, durationSeconds: day },
    accountWait: { name: `login-account-wait-${portal}`, points: 1, durationSeconds: quarterHour },
    // An address the account signed in from in the last fortnight (a longer window would
    // overflow the in-memory store's timer, which holds at most 24.8 days).
    known: { name: `login-known-${portal}`, points: 1, durationSeconds: 14 * day },
  } satisfies Record<string, TLimitRule>;
};

const message = 'Too many sign-in attempts';
const pair = (email: string, ip: string) => `${email}|${ip}`;

/**
 * Before the password is checked: every attempt counts against the address; an e-mail that
 * failed too often from this address waits; and once the e-mail failed too often from
 * everywhere, addresses it never signed in from wait too (a spread-out guesser), while the
 * owner's usual addresses do not.
 */
export async function beforeSignIn(deps: TDeps, portal: TPortal, email: string, ip: string): Promise<void> {
  const limit = rules(deps, portal);
  await deps.limits.consume(limit.address, ip, message);
  await deps.limits.check(limit.pairWait, pair(email, ip), message);
  if (!(await deps.limits.spent(limit.known, pair(email, ip)))) {
    await deps.limits.check(limit.accountWait, email, message);
  }
}

/** A wrong password (or no such account): counts it, sets the waits, tells the owner once a day. */
export async function afterFailedSignIn(
  deps: TDeps,
  portal: TPortal,
  email: string,
  ip: string,
  owner: TRecipient | undefined,
): Promise<void> {
  const limit = rules(deps, portal);
  const allowed = deps.config.LOGIN_LIMIT_PER_ACCOUNT;
  const fromHere = await deps.limits.count(limit.pairFailures, pair(email, ip));
  if (fromHere >= allowed) {
    await deps.limits.hold(limit.pairWait, pair(email, ip), waitSeconds(fromHere - allowed));
  }
  const fromAnywhere = await deps.limits.count(limit.accountFailures, email);
  if (fromAnywhere >= allowed * accountWaitFactor) {
    await deps.limits.hold(limit.accountWait, email, waitSeconds(fromAnywhere - allowed * accountWaitFactor));
  }
  if (fromAnywhere === allowed && owner) {
    await deps.mailer.send(signInFailuresMail(deps, owner, allowed));
  }
}

/** The right password: this address is the owner's; its failures are forgotten. */
export async function afterSignIn(deps: TDeps, portal: TPortal, email: string, ip: string): Promise<void> {
  const limit = rules(deps, portal);
  await deps.limits.reset(limit.pairFailures, pair(email, ip));
  await deps.limits.reset(limit.pairWait, pair(email, ip));
  await deps.limits.count(limit.known, pair(email, ip));
}

/** After a password reset (from `ip`) the account may sign in at once, whatever failures came before. */
export async function clearSignInLock(deps: TDeps, email: string, ip: string): Promise<void> {
  const limit = rules(deps, 'user');
  await deps.limits.reset(limit.pairFailures, pair(email, ip));
  await deps.limits.reset(limit.pairWait, pair(email, ip));
  await deps.limits.reset(limit.accountFailures, email);
  await deps.limits.reset(limit.accountWait, email);
}
