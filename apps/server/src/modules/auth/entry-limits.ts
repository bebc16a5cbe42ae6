import type { TDeps } from '../../platform/deps';
import type { TLimitRule } from '../../platform/rate-limit';

// Limits on the public account-entry calls that could be used to probe e-mails or flood inboxes
// (1029 with Retry-After once spent). Per-e-mail keys count whether or not an account exists, so
// the limit itself reveals nothing.

const quarterHour = 15 * 60;
const hour = 60 * 60;

export const entryLimits = {
  checkEmailPerIp: { name: 'check-email-ip', points: 30, durationSeconds: quarterHour },
  invitationCheckPerIp: { name: 'invitation-check-ip', points: 30, durationSeconds: quarterHour },
  linkPerIp: (kind: 'activation' | 'reset') => ({
    name: `${kind}-link-ip`,
    points: 20,
    durationSeconds: hour,
  }),
  linkPerEmail: (kind: 'activation' | 'reset') => ({
    name: `${kind}-link-email`,
    points: 5,
    durationSeconds: hour,
  }),
} satisfies Record<string, TLimitRule | ((kind: 'activation' | 'reset') => TLimitRule)>;

/** Counts one request for an e-mailed link, per address and per e-mail. */
export async function limitLinkRequest(
  deps: TDeps,
  kind: 'activation' | 'reset',
  ip: string,
  email: string,
): Promise<void> {
  const message = 'Too many requests for a new link';
  await deps.limits.consume(entryLimits.linkPerIp(kind), ip, message);
  await deps.limits.consume(entryLimits.linkPerEmail(kind), email, message);
}
