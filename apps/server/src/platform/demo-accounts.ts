import type { FastifyRequest } from 'fastify';
import type { TConfig } from '../config';
import { isLocalClient } from './local-client';

// Who the demo accounts and the demo marketplace's identities are served to (docs/security.md
// "The demo accounts"). The demo password is in the README, and the demo marketplace lets any
// visitor pick an identity, so both reach an account only where that is meant.

/** The demo password of every demo-seeded account, as the README prints it. */
export const demoPassword = 'demo-pass-1';

/**
 * Demo-seeded accounts live under `demo.test`: `.test` is reserved (RFC 2606), so no one receives
 * mail there and no one can activate an address of it by sign-up.
 */
export const isDemoEmail = (email: string) => email.trim().toLowerCase().endsWith('@demo.test');

/**
 * Which accounts this client may enter as a demo: every account for a developer on this machine,
 * the demo-seeded user accounts on a public demo site (PUBLIC_DEMO_SITE; never its operators),
 * none otherwise.
 */
export type TDemoReach = 'any' | 'demo-users' | 'none';

export function demoReach(config: TConfig, request: FastifyRequest): TDemoReach {
  if (!config.isPublic && isLocalClient(request, config.TRUST_PROXY)) {
    return 'any';
  }
  return config.PUBLIC_DEMO_SITE ? 'demo-users' : 'none';
}
