import type { TDeps } from '../../platform/deps';
import type { TLimitRule } from '../../platform/rate-limit';

// Limits on the public account-entry calls that could be used to probe e-mails or flood inboxes
// (1029 with Retry-After once spent). Per-e-mail keys count whether or not an account exists, so
// the limit itself reveals nothing.

const quarterHour = 15 * 60;
const hour = 60 * 60;

type TLinkKind = 'activation' | 'reset';

export const entryLimits = {
  checkEmailPerIp: { name: 'check-email-ip', points: 30, durationSeconds: quarterHour },
  invitationCheckPerIp: { name: 'invitation-check-ip', points: 30, durationSeconds: quarterHour },
  registerPerIp: { name: 'register-ip', points: 20, durationSeconds: hour },
  registerPerEmail: { name: 'register-email', points: 5, durationSeconds: hour },
  linkPerIp: (kind: TLinkKind) => ({ name: `${kind}-link-ip`, points: 20, durationSeconds: hour }),
  linkPerEmail: (kind: TLinkKind) => ({ name: `${kind}-link-email`, points: 5, durationSeconds: hour }),
} satisfies Record<string, TLimitRule | ((kind: TLinkKind) => TLimitRule)>;

/** Counts one request against its address, then against the e-mail it names. */
async function limitPerIpAndEmail(
  deps: TDeps,
  rules: { perIp: TLimitRule; perEmail: TLimitRule },
  ip: string,
  email: string,
  message: string,
): Promise<void> {
  await deps.limits.consume(rules.perIp, ip, message);
  await deps.limits.consume(rules.perEmail, email, message);
}

/** Counts one request for an e-mailed link, per address and per e-mail. */
export function limitLinkRequest(deps: TDeps, kind: TLinkKind, ip: string, email: string): Promise<void> {
  const rules = { perIp: entryLimits.linkPerIp(kind), perEmail: entryLimits.linkPerEmail(kind) };
  return limitPerIpAndEmail(deps, rules, ip, email, 'Too many requests for a new link');
}

/** Counts one registration, per address and per e-mail (taken or not). */
export function limitRegistration(deps: TDeps, ip: string, email: string): Promise<void> {
  const rules = { perIp: entryLimits.registerPerIp, perEmail: entryLimits.registerPerEmail };
  return limitPerIpAndEmail(deps, rules, ip, email, 'Too many sign-up attempts');
}

/**
 * Counts an activation link sent without being asked for by name (a sign-up of an e-mail whose
 * account is still pending) against that e-mail's link limit; answers false once it is spent, so
 * the caller sends nothing and the request still answers as usual.
 */
export async function activationLinkAllowed(deps: TDeps, email: string): Promise<boolean> {
  const rule = entryLimits.linkPerEmail('activation');
  return (await deps.limits.count(rule, email)) <= rule.points;
}
